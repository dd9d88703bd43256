-- When the operator released a held message (milliseconds since 1970); null for one never released. A release is the
-- operator's decision: a later copy of the same text, held for the repetition, does not hold a released message again.
ALTER TABLE contact_messages ADD COLUMN released_at INTEGER;
