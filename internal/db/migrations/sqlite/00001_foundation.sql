-- +goose Up
CREATE TABLE clients (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX clients_name_unique ON clients (name);

CREATE TABLE users (
    id                        INTEGER PRIMARY KEY,
    email                     TEXT NOT NULL,
    name                      TEXT NOT NULL,
    level                     TEXT NOT NULL CHECK (level IN ('Default', 'Provider', 'Administrator', 'Supplier', 'Exit')),
    client_id                 INTEGER REFERENCES clients (id) ON DELETE SET NULL,
    password_hash             TEXT,
    can_see_translator_orders BOOLEAN NOT NULL DEFAULT FALSE,
    last_login_date           TIMESTAMP,
    created_at                TIMESTAMP NOT NULL,
    updated_at                TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX users_email_unique ON users (email);

CREATE TABLE user_clients (
    user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, client_id)
);
CREATE INDEX user_clients_client ON user_clients (client_id);

CREATE TABLE auth_tokens (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash   TEXT NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL,
    revoked_at   TIMESTAMP
);
CREATE UNIQUE INDEX auth_tokens_hash_unique ON auth_tokens (token_hash);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

CREATE TABLE login_attempts (
    id           INTEGER PRIMARY KEY,
    email        TEXT NOT NULL,
    ip_address   TEXT NOT NULL,
    attempted_at TIMESTAMP NOT NULL
);
CREATE INDEX login_attempts_email_ip ON login_attempts (email, ip_address, attempted_at);

CREATE TABLE password_reset_tokens (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE UNIQUE INDEX password_reset_tokens_hash_unique ON password_reset_tokens (token_hash);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

CREATE TABLE invitations (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash  TEXT NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    accepted_at TIMESTAMP
);
CREATE UNIQUE INDEX invitations_hash_unique ON invitations (token_hash);
CREATE INDEX invitations_user ON invitations (user_id);

CREATE TABLE mail_outbox (
    id           INTEGER PRIMARY KEY,
    recipient    TEXT NOT NULL,
    subject      TEXT NOT NULL,
    body_text    TEXT NOT NULL,
    body_html    TEXT NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    send_after   TIMESTAMP NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    locked_until TIMESTAMP,
    last_error   TEXT,
    sent_at      TIMESTAMP
);
CREATE INDEX mail_outbox_pending ON mail_outbox (sent_at, send_after);

-- +goose Down
DROP TABLE mail_outbox;
DROP TABLE invitations;
DROP TABLE password_reset_tokens;
DROP TABLE login_attempts;
DROP TABLE auth_tokens;
DROP TABLE user_clients;
DROP TABLE users;
DROP TABLE clients;
