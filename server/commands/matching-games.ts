/**
 * What `npm run games:list` prints: the games of the catalogue (or of a site) that match the words and the studio
 * asked for, one a line, for an operator writing a site's `featured` and `games` lists.
 */
import type { CatalogueEntry } from "#build/catalogue/catalogue.ts";
import { FACT_NAMES } from "#shared/game-words.ts";
import { wordsOf } from "#shared/slug.ts";

/** A game as the list shows it. */
export type ListedGame = Pick<CatalogueEntry, "slug" | "name" | "studio" | "launchId"> &
  Partial<Record<(typeof FACT_NAMES)[number], unknown>>;

/**
 * The games whose name or slug has a word starting with each of `words` (case and accents aside: `olymp` finds Gates
 * of Olympus), of `studio` when one is given, in their order.
 */
export function matchingGames<T extends ListedGame>(
  games: readonly T[],
  words: readonly string[],
  studio?: string,
): T[] {
  const wanted = words.flatMap(wordsOf);
  return games.filter((game) => {
    if (studio !== undefined && game.studio !== studio) return false;
    const own = [...wordsOf(game.name), ...wordsOf(game.slug)];
    return wanted.every((word) => own.some((ownWord) => ownWord.startsWith(word)));
  });
}

/** The facts a game has, by their names in a site file and a list (`rtp volatility maxWin`), or `-` for none. */
const factsOf = (game: ListedGame) => FACT_NAMES.filter((name) => game[name] !== undefined).join(" ") || "-";

/** The games as aligned columns under a heading: slug, name, studio, launch id, facts. */
export function gameLines(games: readonly ListedGame[]): string[] {
  const rows = [
    ["slug", "name", "studio", "launch id", "facts"],
    ...games.map((game) => [game.slug, game.name, game.studio, game.launchId, factsOf(game)]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join("  "),
  );
}
