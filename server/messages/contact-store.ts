/**
 * The Node server's contact messages: one SQLite file per site (node:sqlite, no native addon), created from
 * the same migrations as Cloudflare's D1 database. WAL with synchronous=FULL: every commit is synced to the
 * disk before it returns, so a message the server has acknowledged survives a crash of the machine or a power
 * cut, not only of the process. A sync costs milliseconds, so messages that arrive together share one: each
 * new message waits for the current turn of the event loop to end (setImmediate), and the messages gathered by
 * then are written in one transaction, each acknowledged once that transaction is committed (group commit).
 *
 * A commit that fails (a full disk, a read-only file, the database past its size cap) fails its messages, and the
 * endpoint refuses them with 503; the next message tries again, so the store recovers by itself once there is
 * room. node:sqlite would wait for another connection's lock synchronously, with every page waiting too, so the
 * server's connection never waits (busy_timeout 0): a commit that meets a lock is tried again on a timer, and a
 * message still not stored after GIVE_UP_MS fails instead. Whatever holds the database, and however long, the event
 * loop goes on serving pages and health checks.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { ContactMessage } from "#shared/contact-message.ts";
import type { DeliveryFacts } from "#server/health.ts";
import type { OutboxStore, Retention, StoredMessage } from "#server/messages/contact-outbox.ts";
import {
  ANY_HELD_SQL,
  CLAIM_DUE_SQL,
  CLAIM_HELD_REPORT_SQL,
  CLAIM_PROOF_SQL,
  DELIVERED_SQL,
  DISCARD_SQL,
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
  RELEASE_SQL,
  RETRY_ALL_NOW_SQL,
  REMOVE_PROBE_SQL,
  SECRET_SQL,
  UNCLAIM_HELD_REPORT_SQL,
  WAITING,
} from "#server/messages/contact-sql.ts";
import { type HeldReportStore, HELD_REPORT_EVERY_MS } from "#server/messages/held-report.ts";
import { privateFile, privateFolder } from "#server/messages/private-files.ts";
import { newSecret } from "#server/messages/proof-of-work.ts";
import { type HeldReason, REPEAT_WINDOW_MS, heldForRepetitionAlone } from "#server/messages/spam-signals.ts";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");

/** How long a message waits for a locked database before it is refused (the endpoint answers within 5 s). */
const GIVE_UP_MS = 3000;
/** How often a write that met another connection's lock is tried again. */
const RETRY_MS = 50;
/** How long the outbox's reads and updates wait for a locked database before the delivery run gives up. */
const OUTBOX_WAIT_MS = 30_000;
// SQLite's primary result codes for a database another connection holds.
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
export const isBusy = (error: unknown) =>
  [SQLITE_BUSY, SQLITE_LOCKED].includes(((error as { errcode?: number }).errcode ?? 0) & 0xff);

/**
 * Runs `work` until it does not meet another connection's lock, trying again every RETRY_MS on a timer (never
 * waiting synchronously) for up to `waitMs`; then its last error is thrown. `onWait` is told once, when it first
 * has to wait.
 */
export async function whenFree<T>(work: () => T, waitMs: number, onWait?: () => void): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started >= waitMs) throw error;
      onWait?.();
      onWait = undefined;
      await new Promise((retry) => setTimeout(retry, RETRY_MS));
    }
  }
}

/** How the store commits, printed by `npm run bench:load` beside its figures. */
export const DURABILITY = "WAL, synchronous=FULL, group commit";

/** Where a site's messages are kept: DATA_DIR (default ./data) holds one file per site. */
export function messagesFile(dataDir: string, siteId: string): string {
  return join(dataDir, `${siteId}-messages.sqlite`);
}

type Row = Record<string, SQLInputValue>;

/** Applies the migrations of `dir` not applied yet, counted in SQLite's user_version. */
export function migrate(db: DatabaseSync, dir = MIGRATIONS_DIR) {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort();
  const applied = Number((db.prepare("PRAGMA user_version").get() as Row).user_version);
  for (const [index, file] of files.entries()) {
    if (index < applied) continue;
    db.exec("BEGIN");
    db.exec(readFileSync(join(dir, file), "utf8"));
    db.exec(`PRAGMA user_version = ${index + 1}`);
    db.exec("COMMIT");
  }
}

export type ContactStore = ReturnType<typeof openContactStore>;

/** CONTACT_MAX_DB_MB: the database's size cap in megabytes, or none when unset. */
export function maxMegabytesFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0)
    throw new Error(`CONTACT_MAX_DB_MB: expected a positive number of megabytes, got ${JSON.stringify(value)}`);
  return megabytes;
}

/**
 * `maxMegabytes`: the largest the database may grow (CONTACT_MAX_DB_MB), so a flood of messages cannot fill the
 * disk; past it, messages are refused until old ones are removed.
 */
export function openContactStore(file: string, { maxMegabytes }: { maxMegabytes?: number } = {}) {
  // Made private before SQLite opens it: the log and index it makes beside it take the database's mode.
  privateFolder(join(file, ".."));
  privateFile(file);
  const db = new DatabaseSync(file);
  // The migrations may wait for a lock: nothing is served before they are done.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  migrate(db);
  db.exec("PRAGMA busy_timeout = 0");
  if (maxMegabytes !== undefined) {
    const { page_size: pageSize } = db.prepare("PRAGMA page_size").get() as { page_size: number };
    db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor((maxMegabytes * 2 ** 20) / pageSize))}`);
  }
  const insert = db.prepare(INSERT_SQL);
  const holdRepeats = db.prepare(HOLD_REPEATS_SQL);
  const keepSecret = db.prepare(KEEP_SECRET_SQL);
  const secret = db.prepare(SECRET_SQL);
  const due = db.prepare(CLAIM_DUE_SQL);
  const delivered = db.prepare(DELIVERED_SQL);
  const failed = db.prepare(
    "UPDATE contact_messages SET attempts = ?, last_attempt_at = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
  );
  const retryAllNow = db.prepare(RETRY_ALL_NOW_SQL);
  const nextDue = db.prepare(`SELECT min(next_attempt_at) AS at FROM contact_messages WHERE ${WAITING}`);
  const facts = db.prepare(FACTS_SQL);
  const otherSenders = db.prepare(OTHER_SENDERS_SQL);
  const claimProof = db.prepare(CLAIM_PROOF_SQL);

  /** A row to insert, and for a message held for its repetition, HOLD_REPEATS_SQL's values, run right after it. */
  type Insert = { values: SQLInputValue[]; holdRepeats?: SQLInputValue[] };
  // The messages waiting for the next commit, each with when it came and what answers its sender.
  let batch: (Insert & { since: number; committed: () => void; failed: (error: unknown) => void })[] = [];
  let closing = false;
  /** Writes the rows in one transaction, then runs `then` in it; throws, with nothing written, if any of it cannot be. */
  const write = (rows: readonly Insert[], then?: string) => {
    try {
      db.exec("BEGIN IMMEDIATE");
      for (const row of rows) {
        insert.run(...row.values);
        if (row.holdRepeats) holdRepeats.run(...row.holdRepeats);
      }
      if (then) db.exec(then);
      db.exec("COMMIT");
    } catch (error) {
      if (db.isOpen && db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  };
  let retrying: NodeJS.Timeout | undefined;
  const commit = () => {
    clearTimeout(retrying);
    retrying = undefined;
    const messages = batch;
    batch = [];
    if (messages.length === 0) return;
    try {
      write(messages);
    } catch (error) {
      // Another connection holds the database (the inbox, a backup): those that have waited long enough are refused,
      // the others tried again soon, on a timer.
      if (isBusy(error)) {
        const now = Date.now();
        const late = closing ? messages : messages.filter((message) => now - message.since >= GIVE_UP_MS);
        for (const message of late) message.failed(error);
        batch = [...messages.filter((message) => !late.includes(message)), ...batch];
        if (batch.length > 0) retrying = setTimeout(commit, RETRY_MS);
        return;
      }
      // Sharing a commit must not change what is stored: with the disk nearly full, one message may not fit
      // where a shorter one still does. Each is tried alone, and fails alone.
      if (messages.length === 1) {
        messages[0]?.failed(error);
        return;
      }
      for (const message of messages) {
        try {
          write([message]);
        } catch (alone) {
          message.failed(alone);
          continue;
        }
        message.committed();
      }
      return;
    }
    for (const message of messages) message.committed();
  };

  // A mail sent but not yet marked delivered waits for the lock, so it is not sent twice; and each message due is
  // claimed for a lease by the run that reads it, so no other process sends it meanwhile.
  const outbox: OutboxStore = {
    due: (now, limit) =>
      whenFree(
        () =>
          (due.all(now + LEASE_MS, now, limit) as Row[])
            .map(messageFromRow)
            .sort((a, b) => a.receivedAt - b.receivedAt),
        OUTBOX_WAIT_MS,
      ),
    delivered: (id, at) => whenFree(() => void delivered.run(at, id), OUTBOX_WAIT_MS),
    failed: (id, { attempts, at, nextAttemptAt, reply }) =>
      whenFree(() => void failed.run(attempts, at, nextAttemptAt, reply.slice(0, 500), id), OUTBOX_WAIT_MS),
    retryAllNow: (now) => whenFree(() => void retryAllNow.run(now), OUTBOX_WAIT_MS),
  };

  // Each waits for another program's lock on a timer, as the outbox does.
  const heldReport: HeldReportStore = {
    anyHeld: () => whenFree(() => Number((db.prepare(ANY_HELD_SQL).get() as Row).held) === 1, OUTBOX_WAIT_MS),
    claimHeldReport: (now) =>
      whenFree(
        () => Number(db.prepare(CLAIM_HELD_REPORT_SQL).run(now, now - HELD_REPORT_EVERY_MS).changes) === 1,
        OUTBOX_WAIT_MS,
      ),
    unclaimHeldReport: (now) => whenFree(() => void db.prepare(UNCLAIM_HELD_REPORT_SQL).run(now), OUTBOX_WAIT_MS),
    held: () => whenFree(() => (db.prepare(HELD_SQL).all() as Row[]).map(messageFromRow), OUTBOX_WAIT_MS),
    markReported: (until) => whenFree(() => void db.prepare(MARK_REPORTED_SQL).run(until), OUTBOX_WAIT_MS),
  };

  return {
    outbox,
    heldReport,
    /**
     * Stores a message, held for `heldReasons` if there are any, its first delivery attempt due `holdBackMs` after
     * `now`, and gives its id once its commit is on the disk, with the others of its batch. One held for its
     * repetition alone holds, in the same commit, the copies of its text still waiting.
     */
    add(
      message: ContactMessage,
      locale: string,
      now = Date.now(),
      heldReasons: readonly HeldReason[] = [],
      holdBackMs = 0,
    ): Promise<string> {
      const id = randomUUID();
      const held = heldReasons.length > 0 ? heldReasons.join(",") : null;
      const values = [id, now, locale, message.name, message.email, message.message, now + holdBackMs, held];
      const holdRepeats = heldForRepetitionAlone(heldReasons)
        ? [now - REPEAT_WINDOW_MS, message.message, message.email]
        : undefined;
      return new Promise((resolve, reject) => {
        if (batch.length === 0 && !retrying) setImmediate(commit);
        batch.push({ values, holdRepeats, since: Date.now(), committed: () => resolve(id), failed: reject });
      });
    },
    /** How many other addresses sent the same text since `since`. */
    otherSenders(message: ContactMessage, since: number): number {
      return Number((otherSenders.get(since, message.message, message.email) as Row).count);
    },
    /**
     * Records a proof's first use, and says whether this was it. A commit of its own: a proof costs its sender real
     * work, so only people (and robots that pay it) reach this write. Waits for another program's lock on a timer.
     */
    claimProof(signature: string, expiresAt: number): Promise<boolean> {
      return whenFree(() => Number(claimProof.run(signature, expiresAt).changes) === 1, GIVE_UP_MS);
    },
    /** The secret `name`, made at random the first time it is asked for and kept from then on. */
    secret(name: string): string {
      // Read first, so a database that can no longer be written still gives the secret it has.
      const kept = secret.get(name) as Row | undefined;
      if (kept) return String(kept.value);
      keepSecret.run(name, newSecret());
      return String((secret.get(name) as Row).value);
    },
    /** What the health check says of delivery. Throws when the database cannot be read. */
    deliveryFacts(forwarding: boolean): DeliveryFacts {
      return { ...(facts.get() as Omit<DeliveryFacts, "forwarding">), forwarding };
    },
    /**
     * Writes the largest message the form takes and removes it in the same transaction: it throws as a message would
     * (a full disk or the size cap, a read-only file, a lock held too long), and leaves nothing behind.
     */
    probeWrite(): void {
      write([{ values: PROBE_ROW }], REMOVE_PROBE_SQL);
    },
    /** When the next pending message is due, if any is pending. */
    nextDue(): number | undefined {
      const { at } = nextDue.get() as Row;
      return at === null ? undefined : Number(at);
    },
    /** Every message, newest first. */
    list(): StoredMessage[] {
      return (db.prepare("SELECT * FROM contact_messages ORDER BY received_at DESC, rowid DESC").all() as Row[]).map(
        messageFromRow,
      );
    },
    get(id: string): StoredMessage | undefined {
      const row = db.prepare("SELECT * FROM contact_messages WHERE id = ?").get(id) as Row | undefined;
      return row && messageFromRow(row);
    },
    /** An erasure request: every message from `email`, whatever its case. Returns how many were removed. */
    deleteByEmail(email: string): number {
      return Number(db.prepare("DELETE FROM contact_messages WHERE lower(email) = lower(?)").run(email.trim()).changes);
    },
    /** Removes the messages past the retention, delivered or not, and the used proofs whose challenge has expired. Returns how many messages. */
    purge({ before, heldBefore }: Retention, now = Date.now()): number {
      db.prepare(PURGE_PROOFS_SQL).run(Math.floor(now / 1000));
      return Number(db.prepare(PURGE_SQL).run(before, heldBefore).changes);
    },
    /** A held message forwarded as if it had just arrived. Whether there was one held by that id. */
    release(id: string, now = Date.now()): boolean {
      return Number(db.prepare(RELEASE_SQL).run(now, id).changes) === 1;
    },
    /** A held message deleted. Whether there was one held by that id. */
    discard(id: string): boolean {
      return Number(db.prepare(DISCARD_SQL).run(id).changes) === 1;
    },
    /** Commits what is waiting, then closes the database. */
    close() {
      closing = true;
      commit();
      db.close();
    },
  };
}
