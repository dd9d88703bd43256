-- How many of the daily reports mailed to the operator have named a held message: one is removed after its 30 days
-- only once reported at least twice, so no held message is removed unseen.
ALTER TABLE contact_messages ADD COLUMN held_reports INTEGER NOT NULL DEFAULT 0;
-- What the message service remembers between runs, by name: when it last mailed the report of held messages
-- (milliseconds since 1970), so that every process, or every isolate on Cloudflare, sends it at most once a day.
CREATE TABLE service_state (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
