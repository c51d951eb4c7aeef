-- +goose Up
-- The users overview (internal/users/list.go) lists the users a caller may manage by name, then id:
-- this index serves its page, its count and every 'Load more', also where the caller's level
-- narrows the users to the client levels or to those of the caller's own accounts.
CREATE INDEX users_name ON users (name, id);

-- +goose Down
DROP INDEX users_name;
