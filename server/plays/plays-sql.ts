/**
 * The plays' statements, the same on the Node server's SQLite (plays-store.ts) and on Cloudflare's D1: the schema
 * is server/plays/migrations/.
 */
import type { PlayEvent } from "#shared/plays.ts";

/** How long the daily counts are kept, in days. */
export const KEEP_DAYS = 90;

export const SALT_SQL = "SELECT salt FROM play_salts WHERE day = ?";
/** A new day's salt; a second server making one at the same moment keeps the first. */
export const NEW_SALT_SQL = "INSERT OR IGNORE INTO play_salts (day, salt) VALUES (?, ?)";
/** A visitor of the day: one row changed when they are new for this game and event. */
export const NEW_VISITOR_SQL = "INSERT OR IGNORE INTO play_visitors (day, visitor) VALUES (?, ?)";
/**
 * Right after NEW_VISITOR_SQL, in its transaction: one more play (or failure) of the game that day, where that
 * visitor was new (`changes()` is the last statement's rows changed).
 */
export const COUNT_IF_NEW_SQL =
  "INSERT INTO play_counts (game, day, plays, fails) SELECT ?, ?, ?, ? WHERE changes() = 1 ON CONFLICT (game, day) DO UPDATE SET plays = plays + excluded.plays, fails = fails + excluded.fails";
/** Before the day given: its salts and visitors; the counts older than KEEP_DAYS before it. */
export const FORGET_SALTS_SQL = "DELETE FROM play_salts WHERE day < ?";
export const FORGET_VISITORS_SQL = "DELETE FROM play_visitors WHERE day < ?";
export const FORGET_COUNTS_SQL = "DELETE FROM play_counts WHERE day < ?";
/** A play's or a failure's count, as COUNT_IF_NEW_SQL adds them. */
export const countsOf = (event: PlayEvent) => [event === "play" ? 1 : 0, event === "fail" ? 1 : 0];
