/**
 * The Node server's plays: one SQLite file per site beside its messages (DATA_DIR), made from the migrations that
 * Cloudflare's D1 database applies too, and written as the messages are (WAL, synchronous=FULL: a play counted has
 * reached the disk). The server's connection never waits for another's lock synchronously: a count that meets one
 * is tried again on a timer (whenFree), so pages are served meanwhile.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { PlayEvent } from "#shared/plays.ts";
import { migrate, whenFree } from "#server/messages/contact-store.ts";
import { privateFile, privateFolder } from "#server/messages/private-files.ts";
import {
  COUNT_IF_NEW_SQL,
  FORGET_COUNTS_SQL,
  FORGET_SALTS_SQL,
  FORGET_VISITORS_SQL,
  KEEP_DAYS,
  NEW_SALT_SQL,
  NEW_VISITOR_SQL,
  SALT_SQL,
  countsOf,
} from "#server/plays/plays-sql.ts";
import {
  FAILING_SQL,
  FAILING_VISITORS,
  type FailingDay,
  POPULAR_SQL,
  daysBefore,
  failingRow,
  playsFileName,
  popularRow,
} from "#shared/plays.ts";
import { newSecret } from "#server/messages/proof-of-work.ts";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");
/** How long a count waits for another connection's lock before it is given up. */
const WAIT_MS = 3000;

/** Where a site's plays are kept: DATA_DIR (default ./data) holds one file per site. */
export const playsFile = (dataDir: string, siteId: string) => join(dataDir, playsFileName(siteId));

export type PlaysStore = ReturnType<typeof openPlaysStore>;

export function openPlaysStore(file: string) {
  privateFolder(join(file, ".."));
  privateFile(file);
  const db = new DatabaseSync(file);
  // secure_delete: a day's visitors and salt, once deleted, are overwritten with zeros, not left in free pages.
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON; PRAGMA busy_timeout = 5000;",
  );
  migrate(db, MIGRATIONS_DIR);
  db.exec("PRAGMA busy_timeout = 0");
  const salt = db.prepare(SALT_SQL);
  const addSalt = db.prepare(NEW_SALT_SQL);
  const newVisitor = db.prepare(NEW_VISITOR_SQL);
  const countIfNew = db.prepare(COUNT_IF_NEW_SQL);
  const popular = db.prepare(POPULAR_SQL);
  const failing = db.prepare(FAILING_SQL);
  const forget = [FORGET_SALTS_SQL, FORGET_VISITORS_SQL].map((sql) => db.prepare(sql));
  const forgetCounts = db.prepare(FORGET_COUNTS_SQL);

  const transaction = (work: () => void) => {
    try {
      db.exec("BEGIN IMMEDIATE");
      work();
      db.exec("COMMIT");
    } catch (error) {
      if (db.isOpen && db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  };

  /**
   * Deletes the salts and visitors of the days before `day`, and the counts past KEEP_DAYS; then moves the log's pages
   * into the database and empties the log, so that no copy of what was deleted stays in it.
   */
  const forgetBefore = (day: string) => {
    transaction(() => {
      for (const statement of forget) statement.run(day);
      forgetCounts.run(daysBefore(day, KEEP_DAYS));
    });
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  };
  const saltOf = (day: string) => (salt.get(day) as { salt: string } | undefined)?.salt;

  return {
    async salt(day: string): Promise<string> {
      return whenFree(() => {
        const known = saltOf(day);
        if (known) return known;
        // The day's first play: the days before are forgotten, and its salt made (another server's, if it came first).
        forgetBefore(day);
        addSalt.run(day, newSecret());
        const made = saltOf(day);
        if (!made) throw new Error(`no salt for ${day}`);
        return made;
      }, WAIT_MS);
    },
    async count(day: string, game: string, event: PlayEvent, visitor: string): Promise<void> {
      await whenFree(
        () =>
          transaction(() => {
            newVisitor.run(day, visitor);
            countIfNew.run(game, day, ...countsOf(event));
          }),
        WAIT_MS,
      );
    },
    /** Deletes what has had its day; the server calls it daily, and each new day's first play does too. */
    forgetBefore: (day: string) => whenFree(() => forgetBefore(day), WAIT_MS),
    /** The games played on at least `minimum` visitor-days since `since`, most played first. */
    popular: (since: string, minimum: number) =>
      (popular.all(since, minimum) as { game: string; plays: number }[]).map(popularRow),
    /** The days since `since` on which a game failed for FAILING_VISITORS or more visitors. */
    failing: (since: string) => (failing.all(since, FAILING_VISITORS) as FailingDay[]).map(failingRow),
    close: () => db.close(),
  };
}
