/**
 * The Cloudflare Worker's contact messages: the D1 database bound as DB, created by the same migrations as the
 * Node server's SQLite file (server/messages/migrations). D1 has no BEGIN/COMMIT: each statement here is its own
 * commit, so a message is kept once `add` returns, before the visitor is answered.
 *
 * Unlike the Node server, several runs of the outbox can overlap (one per isolate that just stored a message,
 * plus the Cron Trigger), so `due` claims the messages it returns: it moves their next attempt a lease away in
 * the same statement, and another run skips them until the send is recorded or the lease has passed.
 */
import type { ContactMessage } from "#shared/contact-message.ts";
import type { DeliveryFacts } from "#server/health.ts";
import type { OutboxStore, Retention } from "#server/messages/contact-outbox.ts";
import {
  ANY_HELD_SQL,
  CLAIM_DUE_SQL,
  CLAIM_HELD_REPORT_SQL,
  CLAIM_PROOF_SQL,
  DELIVERED_SQL,
  FACTS_SQL,
  HELD_SQL,
  HOLD_REPEATS_SQL,
  INSERT_SQL,
  KEEP_SECRET_SQL,
  LEASE_MS,
  messageFromRow,
  MARK_REPORTED_SQL,
  OTHER_SENDERS_SQL,
  PROBE_ROW,
  PURGE_PROOFS_SQL,
  PURGE_SQL,
  REMOVE_PROBE_SQL,
  RETRY_ALL_NOW_SQL,
  SECRET_SQL,
  UNCLAIM_HELD_REPORT_SQL,
} from "#server/messages/contact-sql.ts";
import { type HeldReportStore, HELD_REPORT_EVERY_MS } from "#server/messages/held-report.ts";
import { newSecret } from "#server/messages/proof-of-work.ts";
import { type HeldReason, REPEAT_WINDOW_MS, heldForRepetitionAlone } from "#server/messages/spam-signals.ts";

/** What is used of D1's API (Cloudflare's type package is not a dependency). */
type D1Statement = {
  bind(...values: unknown[]): D1Statement;
  run(): Promise<{ meta: { changes: number } }>;
  all<T>(): Promise<{ results: T[] }>;
};
export type D1Database = { prepare(sql: string): D1Statement; batch(statements: D1Statement[]): Promise<unknown[]> };

export function d1ContactStore(db: D1Database) {
  const outbox: OutboxStore = {
    async due(now, limit) {
      const { results } = await db
        .prepare(CLAIM_DUE_SQL)
        .bind(now + LEASE_MS, now, limit)
        .all<Record<string, unknown>>();
      // RETURNING keeps no order.
      return results.map(messageFromRow).sort((a, b) => a.receivedAt - b.receivedAt);
    },
    async delivered(id, at) {
      await db.prepare(DELIVERED_SQL).bind(at, id).run();
    },
    async failed(id, { attempts, at, nextAttemptAt, reply }) {
      await db
        .prepare(
          "UPDATE contact_messages SET attempts = ?, last_attempt_at = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
        )
        .bind(attempts, at, nextAttemptAt, reply.slice(0, 500), id)
        .run();
    },
    async retryAllNow(now) {
      await db.prepare(RETRY_ALL_NOW_SQL).bind(now).run();
    },
  };

  const heldReport: HeldReportStore = {
    async anyHeld() {
      const { results } = await db.prepare(ANY_HELD_SQL).all<{ held: number }>();
      return Number(results[0]?.held) === 1;
    },
    async claimHeldReport(now) {
      const { meta } = await db
        .prepare(CLAIM_HELD_REPORT_SQL)
        .bind(now, now - HELD_REPORT_EVERY_MS)
        .run();
      return meta.changes === 1;
    },
    async unclaimHeldReport(now) {
      await db.prepare(UNCLAIM_HELD_REPORT_SQL).bind(now).run();
    },
    async held() {
      const { results } = await db.prepare(HELD_SQL).all<Record<string, unknown>>();
      return results.map(messageFromRow);
    },
    async markReported(until) {
      await db.prepare(MARK_REPORTED_SQL).bind(until).run();
    },
  };

  return {
    outbox,
    heldReport,
    /**
     * Stores a message, held for `heldReasons` if there are any, its first delivery attempt due `holdBackMs` after
     * `now`, committed when this returns, and gives its id. One held for its repetition alone holds the copies of its
     * text still waiting, in the same batch (one transaction on D1).
     */
    async add(
      message: ContactMessage,
      locale: string,
      now = Date.now(),
      heldReasons: readonly HeldReason[] = [],
      holdBackMs = 0,
    ): Promise<string> {
      const id = crypto.randomUUID();
      const held = heldReasons.length > 0 ? heldReasons.join(",") : null;
      const insert = db
        .prepare(INSERT_SQL)
        .bind(id, now, locale, message.name, message.email, message.message, now + holdBackMs, held);
      if (heldForRepetitionAlone(heldReasons))
        await db.batch([
          insert,
          db.prepare(HOLD_REPEATS_SQL).bind(now - REPEAT_WINDOW_MS, message.message, message.email),
        ]);
      else await insert.run();
      return id;
    },
    /** How many other addresses sent the same text since `since`. */
    async otherSenders(message: ContactMessage, since: number): Promise<number> {
      const { results } = await db
        .prepare(OTHER_SENDERS_SQL)
        .bind(since, message.message, message.email)
        .all<{ count: number }>();
      return Number(results[0]?.count ?? 0);
    },
    /** Records a proof's first use, and says whether this was it: one statement, so two isolates cannot both win. */
    async claimProof(signature: string, expiresAt: number): Promise<boolean> {
      const { meta } = await db.prepare(CLAIM_PROOF_SQL).bind(signature, expiresAt).run();
      return meta.changes === 1;
    },
    /** The secret `name`, made at random the first time it is asked for and kept in D1 from then on. */
    async secret(name: string): Promise<string> {
      await db.prepare(KEEP_SECRET_SQL).bind(name, newSecret()).run();
      const { results } = await db.prepare(SECRET_SQL).bind(name).all<{ value: string }>();
      const value = results[0]?.value;
      if (value === undefined) throw new Error(`no secret ${name} in D1`);
      return value;
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
    /** Removes the messages past the retention, delivered or not, and the used proofs whose challenge has expired. */
    async purge({ before, heldBefore }: Retention, now = Date.now()): Promise<void> {
      await db.batch([
        db.prepare(PURGE_SQL).bind(before, heldBefore),
        db.prepare(PURGE_PROOFS_SQL).bind(Math.floor(now / 1000)),
      ]);
    },
  };
}
