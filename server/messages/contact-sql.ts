/**
 * Statements both hosts' stores run: the Node server's SQLite file (contact-store.ts) and Cloudflare's D1
 * (contact-d1.ts) are the same SQLite, created by the same migrations.
 */
import { CONTACT_LIMITS } from "#shared/contact-message.ts";
import type { StoredMessage } from "#server/messages/contact-outbox.ts";
import { REPEAT_SENDERS } from "#server/messages/spam-signals.ts";

/** A message waiting for the mail server: not delivered, and not held. */
export const WAITING = "delivered_at IS NULL AND held_reasons IS NULL";

/** Longer than any send takes: a run that died mid-send leaves its messages due again after this. */
export const LEASE_MS = 2 * 60 * 1000;

/**
 * The messages due, claimed by the run that reads them: their next attempt moved a lease away in the same statement,
 * so another run (another process, or on Cloudflare another isolate) skips them until the send is recorded or the
 * lease has passed, and no message is sent twice. `?1` the lease's end, `?2` now, `?3` how many. RETURNING keeps no
 * order: the caller sorts them.
 */
export const CLAIM_DUE_SQL = `UPDATE contact_messages SET next_attempt_at = ?1 WHERE id IN (
  SELECT id FROM contact_messages WHERE ${WAITING} AND next_attempt_at <= ?2 ORDER BY received_at LIMIT ?3
) RETURNING *`;

/**
 * Every message that failed before made due now, `?1`: the mail server just took one. Only those: a pending message
 * never tried is in another run's hands (leased).
 */
export const RETRY_ALL_NOW_SQL = `UPDATE contact_messages SET next_attempt_at = ?1 WHERE ${WAITING} AND attempts > 0 AND next_attempt_at > ?1`;

/** What the health check reads of delivery. */
export const FACTS_SQL = `SELECT
  (SELECT count(*) FROM contact_messages WHERE ${WAITING}) AS pending,
  (SELECT min(received_at) FROM contact_messages WHERE ${WAITING}) AS oldestPendingAt,
  (SELECT max(delivered_at) FROM contact_messages) AS lastDeliveredAt,
  (SELECT last_error FROM contact_messages WHERE ${WAITING} AND last_error IS NOT NULL ORDER BY last_attempt_at DESC LIMIT 1) AS lastRefusal,
  (SELECT count(*) FROM contact_messages WHERE held_reasons IS NOT NULL) AS held,
  (SELECT min(received_at) FROM contact_messages WHERE held_reasons IS NOT NULL) AS oldestHeldAt`;

export const INSERT_SQL =
  "INSERT INTO contact_messages (id, received_at, locale, name, email, message, next_attempt_at, held_reasons) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

/**
 * The same text as `?2` from another address than `?3` since `?1`. The text's start is the index's
 * (migrations/0003_held_messages.sql), so a flood costs each lookup only the messages that begin alike.
 */
const SAME_TEXT_ELSEWHERE =
  "substr(message, 1, 64) = substr(?2, 1, 64) AND received_at >= ?1 AND message = ?2 AND lower(email) <> lower(?3)";

/**
 * How many other addresses sent the same text since a time, among the messages not held (forwarded, on their way, or
 * released) and those held for the repetition alone (spam-signals.ts, heldForRepetitionAlone: a robot held for any
 * other sign cannot make a person's text look repeated), counted up to REPEAT_SENDERS (all the signal asks, and a flood
 * of one text then costs each lookup a few rows): `?1` the time, `?2` the text, `?3` the sender's address.
 */
export const OTHER_SENDERS_SQL = `SELECT count(*) AS count FROM (
  SELECT DISTINCT lower(email) FROM contact_messages
  WHERE ${SAME_TEXT_ELSEWHERE} AND (held_reasons IS NULL OR held_reasons = 'repeated-text')
  LIMIT ${REPEAT_SENDERS})`;

/**
 * The copies of a text just held for its repetition that are still waiting (in their hold-back, or failing to be
 * delivered), held with it, in the same transaction as its insert: `?1`, `?2` and `?3` as for OTHER_SENDERS_SQL. A
 * delivered copy cannot be recalled, and a released one is the operator's decision, never taken back.
 */
export const HOLD_REPEATS_SQL = `UPDATE contact_messages SET held_reasons = 'repeated-text' WHERE ${SAME_TEXT_ELSEWHERE} AND ${WAITING} AND released_at IS NULL`;

/**
 * A message the mail server took: `?1` when, `?2` its id. One held while its send was under way (by HOLD_REPEATS_SQL)
 * went out all the same: it is delivered, and no longer held, so no report offers to release what the operator has.
 */
export const DELIVERED_SQL =
  "UPDATE contact_messages SET delivered_at = ?1, attempts = attempts + 1, last_error = NULL, held_reasons = NULL WHERE id = ?2";

/**
 * A held message forwarded as if it had just arrived, and marked released, so no later copy of its text holds it
 * again: `?1` now, `?2` its id. Changes nothing for a message not held.
 */
export const RELEASE_SQL =
  "UPDATE contact_messages SET held_reasons = NULL, released_at = ?1, attempts = 0, next_attempt_at = ?1, last_error = NULL WHERE id = ?2 AND held_reasons IS NOT NULL";
/** A held message deleted: `?1` its id. */
export const DISCARD_SQL = "DELETE FROM contact_messages WHERE id = ?1 AND held_reasons IS NOT NULL";

/** How many daily reports must have named a held message before it may be removed after its 30 days. */
export const REPORTS_BEFORE_PURGE = 2;

/**
 * The retention: `?1` the time before which every message goes, `?2` the one before which held messages go, once
 * the daily report has named them REPORTS_BEFORE_PURGE times.
 */
export const PURGE_SQL = `DELETE FROM contact_messages WHERE received_at < ?1 OR (held_reasons IS NOT NULL AND received_at < ?2 AND held_reports >= ${REPORTS_BEFORE_PURGE})`;

/**
 * Claims the day's report of held messages: one row changed when none was sent since `?2` (now less a day), which
 * then records `?1`, now; none otherwise. One statement, so two processes (or isolates) cannot both claim it.
 */
export const CLAIM_HELD_REPORT_SQL = `INSERT INTO service_state (name, value) VALUES ('held-report', ?1)
  ON CONFLICT (name) DO UPDATE SET value = excluded.value WHERE service_state.value <= ?2`;
/** Gives back a claim whose report could not be sent (`?1` the claim's time), so the next run tries again. */
export const UNCLAIM_HELD_REPORT_SQL = "DELETE FROM service_state WHERE name = 'held-report' AND value = ?1";
/** Whether any message is held. */
export const ANY_HELD_SQL = "SELECT EXISTS (SELECT 1 FROM contact_messages WHERE held_reasons IS NOT NULL) AS held";
/** The held messages, oldest first, for the report. */
export const HELD_SQL = "SELECT * FROM contact_messages WHERE held_reasons IS NOT NULL ORDER BY received_at, rowid";
/** Counts one more report for the held messages received until `?1`. */
export const MARK_REPORTED_SQL =
  "UPDATE contact_messages SET held_reports = held_reports + 1 WHERE held_reasons IS NOT NULL AND received_at <= ?1";
/** The used proofs whose challenge has expired (`?1`, seconds since 1970), which no verification takes any more. */
export const PURGE_PROOFS_SQL = "DELETE FROM used_proofs WHERE expires_at < ?1";
/** A proof's first use: one row changed the first time, none after. */
export const CLAIM_PROOF_SQL = "INSERT OR IGNORE INTO used_proofs (signature, expires_at) VALUES (?1, ?2)";

/** A secret made once: `?1` its name, `?2` the value it gets if it has none yet. */
export const KEEP_SECRET_SQL = "INSERT OR IGNORE INTO service_secrets (name, value) VALUES (?1, ?2)";
export const SECRET_SQL = "SELECT value FROM service_secrets WHERE name = ?1";

/** The health check's probe: a message as large as the form takes, in characters of three bytes each. */
export const PROBE_ROW: (string | number | null)[] = [
  "health-probe",
  0,
  "",
  "x".repeat(CONTACT_LIMITS.name),
  "x".repeat(CONTACT_LIMITS.email),
  "\u20ac".repeat(CONTACT_LIMITS.message),
  0,
  null,
];
export const REMOVE_PROBE_SQL = "DELETE FROM contact_messages WHERE id = 'health-probe'";

/** A row of contact_messages (server/messages/migrations), as SQLite and D1 give it, as a message. */
export function messageFromRow(row: Record<string, unknown>): StoredMessage {
  return {
    id: String(row.id),
    receivedAt: Number(row.received_at),
    locale: String(row.locale),
    name: String(row.name),
    email: String(row.email),
    message: String(row.message),
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    heldReasons: typeof row.held_reasons === "string" ? row.held_reasons.split(",") : [],
  };
}
