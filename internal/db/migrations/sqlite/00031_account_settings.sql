-- +goose Up
-- What the provider sets per client account (internal/clients/accounts.go): a short code, the
-- shipping method new orders propose, the handling costs of an order in cents (null: not agreed,
-- the order footer says 'not known') and the address the provider mails about the account. An
-- account made before has no code until an Administrator gives it one.
ALTER TABLE clients ADD COLUMN code TEXT;
ALTER TABLE clients ADD COLUMN default_shipping_method TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN handling_costs INTEGER;
ALTER TABLE clients ADD COLUMN contact_email TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX clients_code_unique ON clients (code);

-- +goose Down
DROP INDEX clients_code_unique;
ALTER TABLE clients DROP COLUMN contact_email;
ALTER TABLE clients DROP COLUMN handling_costs;
ALTER TABLE clients DROP COLUMN default_shipping_method;
ALTER TABLE clients DROP COLUMN code;
