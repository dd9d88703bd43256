/**
 * The games a game page suggests as like it: its series first, then its studio's games that share the most with it,
 * then other studios' that do, all of its own category, chosen the same at every build. Never merely the next games
 * of the alphabet: games that share nothing come last, in an order of their own for each game.
 */
import type { Game } from "#build/catalogue/games.ts";
import { wordsOf } from "#shared/slug.ts";

/** What a game is compared by. */
export type Comparable = Pick<Game, "slug" | "name" | "category" | "studio" | "year" | "motif" | "facts">;

/** The words that end a shared beginning without naming a series: `Book of` is a genre, `Rich Wilde` a hero. */
const JOINING_WORDS = new Set(["of", "and", "the", "a", "an", "in", "to", "de", "la"]);

/** Whether a word is a number or a size, which a sequel adds to its series' name (`Reactoonz 2`, `Moon Princess 100`). */
const isNumber = (word: string) => /^\d+$/.test(word);

/** A name's words but the numbers at its end: what a sequel shares with the game it follows (`Reactoonz 2` → reactoonz). */
export const seriesName = (name: string) => {
  const words = wordsOf(name);
  while (words.length > 1 && isNumber(words.at(-1) ?? "")) words.pop();
  return words.join(" ");
};

/**
 * Whether two games of a studio are of one series: their names begin with the same words, the joining words at
 * the end of that beginning set aside, and that beginning is two words or more (Big Bass, Moon Princess) or the
 * whole name of a game of the studio, its numbers aside (`anchors`): Hugo Goal and Hugo Legacy follow Hugo, and
 * Reactoonz 2 follows Reactoonz, where Gates of Olympus and Gates of Troy share only a word.
 */
export function sameSeries(
  a: Comparable,
  b: Comparable,
  anchors: ReadonlySet<string> = new Set([seriesName(a.name), seriesName(b.name)]),
): boolean {
  if (a.studio.id !== b.studio.id || a.slug === b.slug) return false;
  const [first, second] = [wordsOf(a.name), wordsOf(b.name)];
  let shared = 0;
  while (shared < first.length && shared < second.length && first[shared] === second[shared]) shared += 1;
  while (shared > 0 && JOINING_WORDS.has(first[shared - 1] ?? "")) shared -= 1;
  return shared >= 2 || (shared === 1 && anchors.has(first[0] ?? ""));
}

/** The RTP's band, a point wide: 96.2% and 96.5% are alike, 94.1% is not. */
const rtpBand = (rtp: number | undefined) => (rtp === undefined ? undefined : Math.floor(rtp));

/** The year a game came out, from its facts or the catalogue. */
const yearOf = (game: Comparable) =>
  game.facts.released === undefined ? game.year : Number(game.facts.released.slice(0, 4));

/**
 * How much two games share: their volatility and each feature most, then their ways to win, RTP band, year and
 * motif (what their names say they are about). Nothing known in common is 0.
 */
export function likeness(a: Comparable, b: Comparable): number {
  const same = (x: unknown, y: unknown) => x !== undefined && x === y;
  const features = (a.facts.features ?? []).filter((feature) => b.facts.features?.includes(feature)).length;
  return (
    (same(a.facts.volatility, b.facts.volatility) ? 2 : 0) +
    2 * features +
    (same(a.facts.ways, b.facts.ways) ? 1 : 0) +
    (same(rtpBand(a.facts.rtp), rtpBand(b.facts.rtp)) ? 1 : 0) +
    (same(yearOf(a), yearOf(b)) ? 1 : 0) +
    (a.motif !== "neutral" && a.motif === b.motif ? 1 : 0)
  );
}

/** A 32-bit FNV-1a hash: an order among equals that is the same at every build and differs from game to game. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** Up to `count` games of `games` like `game`, of its category: its series, then its studio's, then others', each by likeness. */
export function relatedGames<T extends Comparable>(game: Comparable, games: readonly T[], count: number): T[] {
  const anchors = new Set(
    games.filter((other) => other.studio.id === game.studio.id).map((other) => seriesName(other.name)),
  );
  const candidates = games
    .filter((other) => other.category === game.category && other.slug !== game.slug)
    .map((other) => ({
      other,
      series: sameSeries(game, other, anchors),
      studio: other.studio.id === game.studio.id,
      score: likeness(game, other),
      tie: hash(`${game.slug} ${other.slug}`),
    }));
  // The series first, then the studio's games that share something, then other studios', then the studio's and the others' that share nothing.
  const rank = ({ series, studio, score }: (typeof candidates)[number]) =>
    series ? 0 : score > 0 ? (studio ? 1 : 2) : studio ? 3 : 4;
  return candidates
    .sort((a, b) => rank(a) - rank(b) || b.score - a.score || a.tie - b.tie)
    .slice(0, count)
    .map(({ other }) => other);
}
