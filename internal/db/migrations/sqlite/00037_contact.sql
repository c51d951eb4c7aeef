-- +goose Up
-- The contact form (internal/support): a mail may name whom its answer goes to (Reply-To, the user
-- who wrote it), and each message a user sent is counted to throttle them (at most so many an hour).
ALTER TABLE mail_outbox ADD COLUMN reply_to TEXT NOT NULL DEFAULT '';
CREATE TABLE contact_messages (
    id      INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    sent_at TIMESTAMP NOT NULL
);
CREATE INDEX contact_messages_user ON contact_messages (user_id, sent_at);

-- +goose Down
DROP TABLE contact_messages;
ALTER TABLE mail_outbox DROP COLUMN reply_to;
