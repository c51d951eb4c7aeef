-- +goose Up
-- A user's own settings (internal/users/profile.go): the language of the portal, '' for the
-- browser's. A session (a login's token) remembers the device and address it was made from, so
-- that its user can tell their sessions apart and end the others (internal/auth/sessions_list.go).
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT '';
ALTER TABLE auth_tokens ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE auth_tokens ADD COLUMN ip_address TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE auth_tokens DROP COLUMN ip_address;
ALTER TABLE auth_tokens DROP COLUMN user_agent;
ALTER TABLE users DROP COLUMN language;
