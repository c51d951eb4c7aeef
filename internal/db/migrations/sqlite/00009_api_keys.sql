-- +goose Up
-- API keys of an account: a webshop creates sales orders (and products, deliveries) with one. Only
-- the key's SHA-256 is stored (the key is 256 random bits, so a fast hash is as strong as a slow
-- one); prefix is its first characters, to tell keys apart in the list. A revoked key stays, so
-- the list and the logs can still name it, but no longer authenticates.
CREATE TABLE api_keys (
    id           INTEGER PRIMARY KEY,
    client_id    INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    prefix       TEXT NOT NULL,
    key_hash     TEXT NOT NULL,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP,
    revoked_at   TIMESTAMP
);
CREATE UNIQUE INDEX api_keys_hash ON api_keys (key_hash);
CREATE INDEX api_keys_client ON api_keys (client_id, id);

-- +goose Down
DROP TABLE api_keys;
