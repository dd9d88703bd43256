-- Contact messages, stored before the visitor is told they were received, then forwarded by email.
-- Times are milliseconds since 1970 (UTC). The same file creates the Node server's SQLite database
-- (server/contact-store.ts) and the Cloudflare D1 database (wrangler d1 migrations apply).
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  -- Null until the mail server accepted the message.
  delivered_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT
);
CREATE INDEX contact_messages_pending ON contact_messages (next_attempt_at) WHERE delivered_at IS NULL;
CREATE INDEX contact_messages_received ON contact_messages (received_at);
CREATE INDEX contact_messages_email ON contact_messages (lower(email));
