-- +goose Up
-- PostgreSQL's trigram indexes change (see its 00021); SQLite's search reads its FTS5 tables.
SELECT 1;

-- +goose Down
SELECT 1;
