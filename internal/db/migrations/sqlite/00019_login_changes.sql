-- +goose Up
-- PostgreSQL's instances learn of login changes from triggers (see its 00019); SQLite has one
-- instance, which checks every login in the database and keeps none in memory.
SELECT 1;

-- +goose Down
SELECT 1;
