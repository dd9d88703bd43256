// The games a visitor played on a site that keeps them (`recentlyPlayed`), newest first, in this browser only: read
// and written here, on its own, since the game page's script (played-game.ts) needs this alone, and the lists'
// script (recently-played.ts) the cards too.

export const RECENT_KEY = "recent-games";

/** How many games the list keeps: a row of a few screens' width, and the newest go first. */
export const RECENT_LIMIT = 12;

/** The stored slugs, newest first: none where nothing or anything else is stored, undefined where storage is refused. */
export function recentGames(storage: Storage = localStorage): string[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(RECENT_KEY) ?? "[]");
  } catch (error) {
    if (!(error instanceof SyntaxError)) return undefined;
  }
  return Array.isArray(value)
    ? value.filter((slug): slug is string => typeof slug === "string").slice(0, RECENT_LIMIT)
    : [];
}

/** Puts `slug` first, once, keeping at most RECENT_LIMIT games. */
export function recordPlayed(slug: string, storage: Storage = localStorage) {
  const games = recentGames(storage);
  if (!games) return;
  try {
    storage.setItem(
      RECENT_KEY,
      JSON.stringify([slug, ...games.filter((other) => other !== slug)].slice(0, RECENT_LIMIT)),
    );
  } catch {
    // Storage full or refused: the game is not kept, and the page plays on.
  }
}
