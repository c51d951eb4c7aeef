-- +goose Up
-- PostgreSQL's instances learn of changes to API keys from triggers (see its 00020); SQLite has one
-- instance, which checks every key in the database and keeps none in memory.
SELECT 1;

-- +goose Down
SELECT 1;
