import { slugOf } from "#shared/slug.ts";

/**
 * Names for a bench's invented games, after a catalogue's `real` games: two words of the real names, and every third a
 * number, so that they begin, sort, compress and match as a real catalogue's names would, not all with one prefix.
 * No two have one slug, and none has a real game's.
 */
export function inventedNames(real: readonly { name: string; slug: string }[], count: number): string[] {
  const words = real.flatMap(({ name }) => name.split(" "));
  const taken = new Set(real.map(({ slug }) => slug));
  const names: string[] = [];
  for (let i = 0; names.length < count; i++) {
    const name = `${words[(i * 7919) % words.length]} ${words[(i * 104_729 + 3) % words.length]}${i % 3 ? "" : ` ${i % 100}`}`;
    if (taken.has(slugOf(name))) continue;
    taken.add(slugOf(name));
    names.push(name);
  }
  return names;
}
