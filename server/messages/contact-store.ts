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
 * room. node:sqlite waits synchronously for a lock, so one attempt waits at most BUSY_WAIT_MS while the pages wait
 * too; a locked database is tried again a little later, and after GIVE_UP_MS its messages fail instead.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { ContactMessage } from "../../src/contact-message.ts";
import type { DeliveryFacts } from "../health.ts";
import { type OutboxStore, type StoredMessage, messageFromRow } from "./contact-outbox.ts";
import { FACTS_SQL, INSERT_SQL, PROBE_ROW, REMOVE_PROBE_SQL } from "./contact-sql.ts";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");

/** The longest one attempt at a commit blocks the server while another connection holds the lock. */
const BUSY_WAIT_MS = 50;
/** How long a message waits for a locked database before it is refused (the endpoint answers within 5 s). */
const GIVE_UP_MS = 3000;
const RETRY_MS = 100;
// SQLite's primary result codes for a database another connection holds.
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const isBusy = (error: unknown) => [SQLITE_BUSY, SQLITE_LOCKED].includes(((error as { errcode?: number }).errcode ?? 0) & 0xff);

/** How the store commits, printed by `npm run bench:load` beside its figures. */
export const DURABILITY = "WAL, synchronous=FULL, group commit";

/** Where a site's messages are kept: DATA_DIR (default ./data) holds one file per site. */
export function messagesFile(dataDir: string, siteId: string): string {
  return join(dataDir, `${siteId}-messages.sqlite`);
}

type Row = Record<string, SQLInputValue>;

/** Applies the migrations not applied yet, counted in SQLite's user_version. */
function migrate(db: DatabaseSync) {
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith(".sql")).sort();
  const applied = Number((db.prepare("PRAGMA user_version").get() as Row).user_version);
  for (const [index, file] of files.entries()) {
    if (index < applied) continue;
    db.exec("BEGIN");
    db.exec(readFileSync(join(MIGRATIONS_DIR, file), "utf8"));
    db.exec(`PRAGMA user_version = ${index + 1}`);
    db.exec("COMMIT");
  }
}

export type ContactStore = ReturnType<typeof openContactStore>;

/** CONTACT_MAX_DB_MB: the database's size cap in megabytes, or none when unset. */
export function maxMegabytesFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0) throw new Error(`CONTACT_MAX_DB_MB: expected a positive number of megabytes, got ${JSON.stringify(value)}`);
  return megabytes;
}

/**
 * `maxMegabytes`: the largest the database may grow (CONTACT_MAX_DB_MB), so a flood of messages cannot fill the
 * disk; past it, messages are refused until old ones are removed. `lockWaitMs`: how long a statement waits for
 * another connection's lock, blocking; short for the server, whose pages wait with it, longer for a command.
 */
export function openContactStore(file: string, { maxMegabytes, lockWaitMs = BUSY_WAIT_MS }: { maxMegabytes?: number; lockWaitMs?: number } = {}) {
  mkdirSync(join(file, ".."), { recursive: true });
  const db = new DatabaseSync(file);
  // The migrations may wait longer for a lock: nothing is served before they are done.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");
  migrate(db);
  db.exec(`PRAGMA busy_timeout = ${Math.round(lockWaitMs)}`);
  if (maxMegabytes !== undefined) {
    const { page_size: pageSize } = db.prepare("PRAGMA page_size").get() as { page_size: number };
    db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor((maxMegabytes * 2 ** 20) / pageSize))}`);
  }
  const insert = db.prepare(INSERT_SQL);
  const due = db.prepare("SELECT * FROM contact_messages WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY received_at LIMIT ?");
  const delivered = db.prepare("UPDATE contact_messages SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?");
  const failed = db.prepare("UPDATE contact_messages SET attempts = ?, last_attempt_at = ?, next_attempt_at = ?, last_error = ? WHERE id = ?");
  const retryAllNow = db.prepare("UPDATE contact_messages SET next_attempt_at = ? WHERE delivered_at IS NULL AND next_attempt_at > ?");
  const nextDue = db.prepare("SELECT min(next_attempt_at) AS at FROM contact_messages WHERE delivered_at IS NULL");
  const facts = db.prepare(FACTS_SQL);

  // The messages waiting for the next commit, each with when it came and what answers its sender.
  let batch: { values: SQLInputValue[]; since: number; committed: () => void; failed: (error: unknown) => void }[] = [];
  let closing = false;
  /** Writes the rows in one transaction, then runs `then` in it; throws, with nothing written, if any of it cannot be. */
  const write = (rows: SQLInputValue[][], then?: string) => {
    try {
      db.exec("BEGIN IMMEDIATE");
      for (const values of rows) insert.run(...values);
      if (then) db.exec(then);
      db.exec("COMMIT");
    } catch (error) {
      if (db.isOpen && db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  };
  const commit = () => {
    const messages = batch;
    batch = [];
    if (messages.length === 0) return;
    try {
      write(messages.map((message) => message.values));
    } catch (error) {
      // Another connection holds the database (the inbox, a backup): try again soon, rather than wait here.
      if (isBusy(error) && !closing && Date.now() - (messages[0]?.since ?? 0) < GIVE_UP_MS) {
        batch = [...messages, ...batch];
        setTimeout(commit, RETRY_MS);
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
          write([message.values]);
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

  const outbox: OutboxStore = {
    due: async (now, limit) => (due.all(now, limit) as Row[]).map(messageFromRow),
    delivered: async (id, at) => void delivered.run(at, id),
    failed: async (id, { attempts, at, nextAttemptAt, reply }) => void failed.run(attempts, at, nextAttemptAt, reply.slice(0, 500), id),
    retryAllNow: async (now) => void retryAllNow.run(now, now),
  };

  return {
    outbox,
    /** Stores a message and gives its id once its commit is on the disk, with the others of its batch. */
    add(message: ContactMessage, locale: string, now = Date.now()): Promise<string> {
      const id = randomUUID();
      return new Promise((resolve, reject) => {
        if (batch.length === 0) setImmediate(commit);
        batch.push({ values: [id, now, locale, message.name, message.email, message.message, now], since: Date.now(), committed: () => resolve(id), failed: reject });
      });
    },
    /** What the health check says of delivery. Throws when the database cannot be read. */
    deliveryFacts(forwarding: boolean): DeliveryFacts {
      return { ...(facts.get() as { pending: number; oldestPendingAt: number | null; lastDeliveredAt: number | null; lastRefusal: string | null }), forwarding };
    },
    /**
     * Writes the largest message the form takes and removes it in the same transaction: it throws as a message would
     * (a full disk or the size cap, a read-only file, a lock held too long), and leaves nothing behind.
     */
    probeWrite(): void {
      write([PROBE_ROW], REMOVE_PROBE_SQL);
    },
    /** When the next pending message is due, if any is pending. */
    nextDue(): number | undefined {
      const { at } = nextDue.get() as Row;
      return at === null ? undefined : Number(at);
    },
    /** Every message, newest first. */
    list(): StoredMessage[] {
      return (db.prepare("SELECT * FROM contact_messages ORDER BY received_at DESC, rowid DESC").all() as Row[]).map(messageFromRow);
    },
    get(id: string): StoredMessage | undefined {
      const row = db.prepare("SELECT * FROM contact_messages WHERE id = ?").get(id) as Row | undefined;
      return row && messageFromRow(row);
    },
    /** An erasure request: every message from `email`, whatever its case. Returns how many were removed. */
    deleteByEmail(email: string): number {
      return Number(db.prepare("DELETE FROM contact_messages WHERE lower(email) = lower(?)").run(email.trim()).changes);
    },
    /** Removes the messages received before `before`, delivered or not. Returns how many. */
    purge(before: number): number {
      return Number(db.prepare("DELETE FROM contact_messages WHERE received_at < ?").run(before).changes);
    },
    /** Commits what is waiting, then closes the database. */
    close() {
      closing = true;
      commit();
      db.close();
    },
  };
}
