-- +goose Up
-- Two-factor login (internal/auth/two_factor.go). A user's authenticator secret is stored sealed
-- (AES-GCM under a key derived from the server secret): totp_secret while two-factor login is on,
-- totp_pending while it is being set up; totp_last_step is the step of the last code accepted, so a
-- code works once. Recovery codes are kept as hashes and used once. A login whose password was right
-- waits for its code as a challenge of a few minutes.
ALTER TABLE users ADD COLUMN totp_secret TEXT;
ALTER TABLE users ADD COLUMN totp_pending TEXT;
ALTER TABLE users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;

CREATE TABLE recovery_codes (
    id        INTEGER PRIMARY KEY,
    user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   TIMESTAMP
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id, code_hash);

CREATE TABLE two_factor_challenges (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    ip_address TEXT NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX two_factor_challenges_hash_unique ON two_factor_challenges (token_hash);
CREATE INDEX two_factor_challenges_user ON two_factor_challenges (user_id);

-- +goose Down
DROP TABLE two_factor_challenges;
DROP TABLE recovery_codes;
ALTER TABLE users DROP COLUMN totp_last_step;
ALTER TABLE users DROP COLUMN totp_pending;
ALTER TABLE users DROP COLUMN totp_secret;
