-- A message that looks like spam is kept like any other but held: not forwarded until the operator releases it
-- (npm run inbox -- release <id>), and removed after 30 days. Null for a message that is not held; else the
-- reasons, separated by commas (docs/contact-messages.md names each).
ALTER TABLE contact_messages ADD COLUMN held_reasons TEXT;
-- The same text from other addresses lately is looked up by the text's start, so a flood costs each lookup only the
-- messages that begin alike, not every message of the hour.
CREATE INDEX contact_messages_text ON contact_messages (substr(message, 1, 64), received_at);
-- The proofs of work already used, each by its challenge's signature, kept until the challenge expires (seconds
-- since 1970): a proof sent twice counts once.
CREATE TABLE used_proofs (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
-- Secrets the message service makes once and keeps: the key that signs its proof-of-work challenges, unless the
-- environment gives one.
CREATE TABLE service_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
