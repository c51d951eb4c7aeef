-- +goose Up
-- The event log (internal/events): one row, never changed, for every change of state, written in
-- the transaction of the change: who made it (a user, an account's webshop key, the warehouse or
-- Kade itself), what, of which record, the fields it changed and when. A record's history reads
-- events_record; an account's activity events_client, newest first.
CREATE TABLE events (
    id           INTEGER PRIMARY KEY,
    client_id    INTEGER REFERENCES clients (id) ON DELETE CASCADE,
    actor_kind   TEXT NOT NULL CHECK (actor_kind IN ('user', 'webshop', 'warehouse', 'system')),
    actor_id     INTEGER,
    actor_name   TEXT NOT NULL,
    action       TEXT NOT NULL,
    record_kind  TEXT NOT NULL,
    record_id    INTEGER NOT NULL,
    record_label TEXT NOT NULL,
    changes      TEXT NOT NULL,
    occurred_at  TIMESTAMP NOT NULL
);
CREATE INDEX events_record ON events (record_kind, record_id, id);
CREATE INDEX events_client ON events (client_id, id);

-- +goose Down
DROP TABLE events;
