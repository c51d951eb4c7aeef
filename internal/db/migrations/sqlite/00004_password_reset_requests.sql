-- +goose Up
-- A password forgotten request is only recorded while the browser waits, the same for every email;
-- a background job then mails known users their link (internal/auth/forgotten.go). The rows are also
-- what the limits per email and per address count.
CREATE TABLE password_reset_requests (
    id           INTEGER PRIMARY KEY,
    email        TEXT NOT NULL,
    ip_address   TEXT NOT NULL,
    locale       TEXT NOT NULL,
    requested_at TIMESTAMP NOT NULL,
    handled_at   TIMESTAMP
);
CREATE INDEX password_reset_requests_email ON password_reset_requests (email, requested_at);
CREATE INDEX password_reset_requests_ip ON password_reset_requests (ip_address, requested_at);
CREATE INDEX password_reset_requests_pending ON password_reset_requests (handled_at, id);

-- A user has at most one live reset link: a new one replaces the one before.
DELETE FROM password_reset_tokens WHERE used_at IS NULL AND id NOT IN
    (SELECT MAX(id) FROM password_reset_tokens WHERE used_at IS NULL GROUP BY user_id);
CREATE UNIQUE INDEX password_reset_tokens_live ON password_reset_tokens (user_id) WHERE used_at IS NULL;

-- +goose Down
DROP INDEX password_reset_tokens_live;
DROP TABLE password_reset_requests;
