/**
 * Statements both hosts' stores run: the Node server's SQLite file (contact-store.ts) and Cloudflare's D1
 * (contact-d1.ts) are the same SQLite, created by the same migrations.
 */
import { CONTACT_LIMITS } from "../../src/contact-message.ts";

/** What the health check reads of delivery. */
export const FACTS_SQL = `SELECT
  (SELECT count(*) FROM contact_messages WHERE delivered_at IS NULL) AS pending,
  (SELECT min(received_at) FROM contact_messages WHERE delivered_at IS NULL) AS oldestPendingAt,
  (SELECT max(delivered_at) FROM contact_messages) AS lastDeliveredAt,
  (SELECT last_error FROM contact_messages WHERE delivered_at IS NULL AND last_error IS NOT NULL ORDER BY last_attempt_at DESC LIMIT 1) AS lastRefusal`;

export const INSERT_SQL = "INSERT INTO contact_messages (id, received_at, locale, name, email, message, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?)";

/** The health check's probe: a message as large as the form takes, in characters of three bytes each. */
export const PROBE_ROW: (string | number)[] = ["health-probe", 0, "", "x".repeat(CONTACT_LIMITS.name), "x".repeat(CONTACT_LIMITS.email), "\u20ac".repeat(CONTACT_LIMITS.message), 0];
export const REMOVE_PROBE_SQL = "DELETE FROM contact_messages WHERE id = 'health-probe'";

