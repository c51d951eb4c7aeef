-- +goose Up
-- The provider's settings by name (internal/auth/policy.go: whether provider staff must log in
-- with two-factor login). A session of a staff member who must and has not set it up yet may only
-- set it up (auth_tokens.must_set_up_two_factor), until they have.
CREATE TABLE settings (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
ALTER TABLE auth_tokens ADD COLUMN must_set_up_two_factor BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE auth_tokens DROP COLUMN must_set_up_two_factor;
DROP TABLE settings;
