/**
 * The plays on Cloudflare's D1 (binding PLAYS), from the same migrations and statements as the Node server's SQLite
 * (plays-store.ts): a count is its visitor's row and the day's count in one batch, which D1 runs as one transaction.
 * The days before are forgotten at each day's first play, and by the Worker's daily Cron Trigger.
 */
import type { PlayEvent } from "#shared/plays.ts";
import type { D1Database } from "#server/messages/contact-d1.ts";
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
  popularRow,
} from "#shared/plays.ts";
import { newSecret } from "#server/messages/proof-of-work.ts";

export function d1PlaysStore(db: D1Database) {
  const saltOf = async (day: string) => (await db.prepare(SALT_SQL).bind(day).all<{ salt: string }>()).results[0]?.salt;
  const forgetBefore = async (day: string) => {
    await db.batch([
      db.prepare(FORGET_SALTS_SQL).bind(day),
      db.prepare(FORGET_VISITORS_SQL).bind(day),
      db.prepare(FORGET_COUNTS_SQL).bind(daysBefore(day, KEEP_DAYS)),
    ]);
  };
  return {
    async salt(day: string): Promise<string> {
      const known = await saltOf(day);
      if (known) return known;
      // The day's first play: the days before are forgotten, and its salt made (another isolate's, if it came first).
      await forgetBefore(day);
      await db.prepare(NEW_SALT_SQL).bind(day, newSecret()).run();
      const made = await saltOf(day);
      if (!made) throw new Error(`no salt for ${day}`);
      return made;
    },
    async count(day: string, game: string, event: PlayEvent, visitor: string): Promise<void> {
      await db.batch([
        db.prepare(NEW_VISITOR_SQL).bind(day, visitor),
        db.prepare(COUNT_IF_NEW_SQL).bind(game, day, ...countsOf(event)),
      ]);
    },
    forgetBefore,
    /** The days since `since` on which a game failed for FAILING_VISITORS or more visitors. */
    async failing(since: string): Promise<FailingDay[]> {
      const { results } = await db.prepare(FAILING_SQL).bind(since, FAILING_VISITORS).all<FailingDay>();
      return results.map(failingRow);
    },
    /** The games played on at least `minimum` visitor-days since `since`, most played first. */
    async popular(since: string, minimum: number) {
      const { results } = await db.prepare(POPULAR_SQL).bind(since, minimum).all<{ game: string; plays: number }>();
      return results.map(popularRow);
    },
  };
}
