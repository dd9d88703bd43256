-- When the latest attempt at delivering a message failed, so the health check can name the mail server's latest
-- refusal. Null for a message never refused.
ALTER TABLE contact_messages ADD COLUMN last_attempt_at INTEGER;
