// What a game page of a site that counts plays (`plays`) tells its own host, and where: once per load of the game's
// launcher in the player, that it loaded (`play`) or failed (`fail`), the game named by its slug. The hosts count
// it at most once per visitor, game and day (server/plays/plays-endpoint.ts), knowing nothing of who.

export const PLAYS_ENDPOINT = "/api/plays";

export const PLAY_EVENTS = ["play", "fail"] as const;
export type PlayEvent = (typeof PLAY_EVENTS)[number];

/** What the page sends: `{"game":"moon-princess","event":"play"}`. */
export type PlayReport = { game: string; event: PlayEvent };

/** The most a report's body may weigh, in bytes: a slug and an event's name, with room to spare. */
export const MAX_PLAY_BYTES = 256;

/** The file of a site's plays in the Node server's DATA_DIR, which a build reads too (src/build/site/plays-at-build.ts). */
export const playsFileName = (siteId: string) => `${siteId}-plays.sqlite`;

/** Where the hosts tell the popular games of the week, most played first: what the home page's row and the popular order refresh from. */
export const POPULAR_ENDPOINT = "/api/popular";

/** What POPULAR_ENDPOINT answers: the slugs of the popular games, most played first, or none when fewer than POPULAR_GAMES. */
export type PopularAnswer = { games: string[] };

/** How long a browser may keep POPULAR_ENDPOINT's answer, in seconds: the order a page shows is at most an hour old. */
export const POPULAR_MAX_AGE = 3600;

/** The days whose plays make a game popular: the day of asking and the six before it (UTC). */
export const POPULAR_DAYS = 7;

/** The fewest popular games that make a row or an order: never an empty or one-game row. */
export const POPULAR_GAMES = 4;

/**
 * The games played on at least `minimum` visitor-days since a day, most played first (then by slug, so that every
 * host and the build give one order): each day's count is of different visitors, so one person adds one a day at most.
 * The hosts (server/plays/) and the build (src/build/site/plays-at-build.ts) read the same table.
 */
export const POPULAR_SQL =
  "SELECT game, SUM(plays) AS plays FROM play_counts WHERE day >= ? GROUP BY game HAVING SUM(plays) >= ? ORDER BY SUM(plays) DESC, game";

/** A UTC day as the plays' tables write it: 2026-11-29. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `days` before `day`. */
export const daysBefore = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000);

/** The first day whose plays count toward the week's popular games at `time`. */
export const popularSince = (time: number) => daysBefore(dayOf(time), POPULAR_DAYS - 1);

/** The popular games of the week, as POPULAR_SQL gives them: none unless at least POPULAR_GAMES qualify. */
export const popularOrNone = (games: readonly string[]) => (games.length >= POPULAR_GAMES ? [...games] : []);

/** How many visitors a game's launcher must fail for in one day for the operator to hear of it, and its cards to say so. */
export const FAILING_VISITORS = 3;

/** A day a game's launcher failed for FAILING_VISITORS or more visitors: that day's plays and failures. */
export type FailingDay = { game: string; day: string; plays: number; fails: number };

/** The days since a day on which a game failed for at least a number of visitors, newest first, most failures first. */
export const FAILING_SQL =
  "SELECT game, day, plays, fails FROM play_counts WHERE day >= ? AND fails >= ? ORDER BY day DESC, fails DESC, game";

/** A row of POPULAR_SQL, its sum a number whichever numeric type the database gives it. */
export const popularRow = ({ game, plays }: { game: string; plays: unknown }) => ({ game, plays: Number(plays) });

/** A row of FAILING_SQL, its counts numbers whichever numeric type the database gives them. */
export const failingRow = ({ game, day, plays, fails }: Record<keyof FailingDay, unknown>): FailingDay => ({
  game: String(game),
  day: String(day),
  plays: Number(plays),
  fails: Number(fails),
});
