-- +goose Up
-- The users overview (internal/users/list.go) lists the users a caller may manage by name, then id:
-- this index serves its page, its count and every 'Load more', also where the caller's level
-- narrows the users to the client levels or to those of the caller's own accounts.
CREATE INDEX users_name ON users (name, id);
-- Its search finds any part of a name or an email (SQLite walks users_name instead).
CREATE INDEX users_trgm ON users USING gin (lower(name || E'\n' || email) gin_trgm_ops);

-- +goose Down
DROP INDEX users_trgm;
DROP INDEX users_name;
