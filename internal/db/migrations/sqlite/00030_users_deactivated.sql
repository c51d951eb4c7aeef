-- +goose Up
-- A deactivated user can no longer log in; their history stays (internal/users/manage.go). The
-- last active Administrator is counted by this index.
ALTER TABLE users ADD COLUMN deactivated_at TIMESTAMP;
CREATE INDEX users_active_level ON users (level) WHERE deactivated_at IS NULL;

-- +goose Down
DROP INDEX users_active_level;
ALTER TABLE users DROP COLUMN deactivated_at;
