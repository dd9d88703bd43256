/**
 * The Cloudflare Worker's contact messages: the D1 database bound as DB, created by the same migrations as the
 * Node server's SQLite file (server/messages/migrations). D1 has no BEGIN/COMMIT: each statement here is its own
 * commit, so a message is kept once `add` returns, before the visitor is answered.
 *
 * Unlike the Node server, several runs of the outbox can overlap (one per isolate that just stored a message,
 * plus the Cron Trigger), so `due` claims the messages it returns: it moves their next attempt a lease away in
 * the same statement, and another run skips them until the send is recorded or the lease has passed.
 */
import type { ContactMessage } from "../../src/contact-message.ts";
import type { DeliveryFacts } from "../health.ts";
import { type OutboxStore, messageFromRow } from "./contact-outbox.ts";
import { FACTS_SQL, INSERT_SQL, PROBE_ROW, REMOVE_PROBE_SQL } from "./contact-sql.ts";

/** What is used of D1's API (Cloudflare's type package is not a dependency). */
type D1Statement = { bind(...values: unknown[]): D1Statement; run(): Promise<unknown>; all<T>(): Promise<{ results: T[] }> };
export type D1Database = { prepare(sql: string): D1Statement; batch(statements: D1Statement[]): Promise<unknown[]> };

/** Longer than any send takes: a run that died mid-send leaves its messages due again after this. */
const LEASE_MS = 2 * 60 * 1000;

export function d1ContactStore(db: D1Database) {
  const outbox: OutboxStore = {
    async due(now, limit) {
      const { results } = await db
        .prepare(
          `UPDATE contact_messages SET next_attempt_at = ?1 WHERE id IN (
             SELECT id FROM contact_messages WHERE delivered_at IS NULL AND next_attempt_at <= ?2 ORDER BY received_at LIMIT ?3
           ) RETURNING *`,
        )
        .bind(now + LEASE_MS, now, limit)
        .all<Record<string, unknown>>();
      // RETURNING keeps no order.
      return results.map(messageFromRow).sort((a, b) => a.receivedAt - b.receivedAt);
    },
    async delivered(id, at) {
      await db.prepare("UPDATE contact_messages SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?").bind(at, id).run();
    },
    async failed(id, { attempts, at, nextAttemptAt, reply }) {
      await db
        .prepare("UPDATE contact_messages SET attempts = ?, last_attempt_at = ?, next_attempt_at = ?, last_error = ? WHERE id = ?")
        .bind(attempts, at, nextAttemptAt, reply.slice(0, 500), id)
        .run();
    },
    // Only messages that failed before: a pending message never tried is in another run's hands (leased).
    async retryAllNow(now) {
      await db.prepare("UPDATE contact_messages SET next_attempt_at = ? WHERE delivered_at IS NULL AND attempts > 0 AND next_attempt_at > ?").bind(now, now).run();
    },
  };

  return {
    outbox,
    /** Stores a message, committed when this returns, and gives its id. */
    async add(message: ContactMessage, locale: string, now = Date.now()): Promise<string> {
      const id = crypto.randomUUID();
      await db.prepare(INSERT_SQL).bind(id, now, locale, message.name, message.email, message.message, now).run();
      return id;
    },
    /** What the health check says of delivery. Throws when the database cannot be read. */
    async deliveryFacts(forwarding: boolean): Promise<DeliveryFacts> {
      const { results } = await db.prepare(FACTS_SQL).all<Omit<DeliveryFacts, "forwarding">>();
      const [row] = results;
      if (!row) throw new Error("no answer from D1");
      return { ...row, forwarding };
    },
    /** The largest message the form takes, written and removed in one batch (a transaction on D1): nothing is left. */
    async probeWrite(): Promise<void> {
      await db.batch([db.prepare(INSERT_SQL).bind(...PROBE_ROW), db.prepare(REMOVE_PROBE_SQL)]);
    },
    /** Removes the messages received before `before`, delivered or not: the site's retention. */
    async purge(before: number): Promise<void> {
      await db.prepare("DELETE FROM contact_messages WHERE received_at < ?").bind(before).run();
    },
  };
}
