-- +goose Up
-- The answers given to requests that carried an Idempotency-Key (a webshop's create): a retry with
-- the same key and the same request (request_hash: SHA-256 of its method, path and body) gets the
-- stored answer again and creates nothing. The row is written in the transaction of the work it
-- answers, so there is never an order without its answer or the reverse. Keys are per account and
-- purged after a day (idempotency.TTL).
CREATE TABLE idempotency_keys (
    id           INTEGER PRIMARY KEY,
    client_id    INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    key          TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status       INTEGER NOT NULL,
    response     TEXT NOT NULL,
    created_at   TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX idempotency_keys_key ON idempotency_keys (client_id, key);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- +goose Down
DROP TABLE idempotency_keys;
