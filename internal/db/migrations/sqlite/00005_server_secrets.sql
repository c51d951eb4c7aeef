-- +goose Up
-- Secrets the server signs what it hands to clients with (list cursors). The first instance that
-- starts on the database makes each one at random (db.loadSecret), so every instance on the same
-- database signs and checks alike, also after a restart.
CREATE TABLE server_secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- +goose Down
DROP TABLE server_secrets;
