-- +goose Up
-- The address book: an account's delivery addresses, each with its invoice address (none stored
-- when the delivery address is used as invoice address), VAT number and the flag. Columns per address
-- are internal/addresses.Columns under the prefixes delivery_ and invoice_. An address is stored as
-- given by a form that checked it, but orders and the API may later store one that fails today's
-- rules, so its status ('Change requested' or 'Ready to save') is worked out when it is read.
CREATE TABLE address_book_addresses (
    id                                       INTEGER PRIMARY KEY,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    delivery_company_name                    TEXT NOT NULL DEFAULT '',
    delivery_department                      TEXT NOT NULL DEFAULT '',
    delivery_first_name                      TEXT NOT NULL DEFAULT '',
    delivery_last_name                       TEXT NOT NULL DEFAULT '',
    delivery_country                         TEXT NOT NULL DEFAULT '',
    delivery_postal_code                     TEXT NOT NULL DEFAULT '',
    delivery_house_number                    TEXT NOT NULL DEFAULT '',
    delivery_house_number_addition           TEXT NOT NULL DEFAULT '',
    delivery_is_without_postal_code          BOOLEAN NOT NULL DEFAULT FALSE,
    delivery_street                          TEXT NOT NULL DEFAULT '',
    delivery_address_line                    TEXT NOT NULL DEFAULT '',
    delivery_city                            TEXT NOT NULL DEFAULT '',
    delivery_email                           TEXT NOT NULL DEFAULT '',
    delivery_phone                           TEXT NOT NULL DEFAULT '',
    invoice_company_name                     TEXT NOT NULL DEFAULT '',
    invoice_department                       TEXT NOT NULL DEFAULT '',
    invoice_first_name                       TEXT NOT NULL DEFAULT '',
    invoice_last_name                        TEXT NOT NULL DEFAULT '',
    invoice_country                          TEXT NOT NULL DEFAULT '',
    invoice_postal_code                      TEXT NOT NULL DEFAULT '',
    invoice_house_number                     TEXT NOT NULL DEFAULT '',
    invoice_house_number_addition            TEXT NOT NULL DEFAULT '',
    invoice_is_without_postal_code           BOOLEAN NOT NULL DEFAULT FALSE,
    invoice_street                           TEXT NOT NULL DEFAULT '',
    invoice_address_line                     TEXT NOT NULL DEFAULT '',
    invoice_city                             TEXT NOT NULL DEFAULT '',
    invoice_email                            TEXT NOT NULL DEFAULT '',
    invoice_phone                            TEXT NOT NULL DEFAULT '',
    use_delivery_as_invoice_address          BOOLEAN NOT NULL DEFAULT TRUE,
    vat_number                               TEXT NOT NULL DEFAULT '',
    created_at                               TIMESTAMP NOT NULL,
    updated_at                               TIMESTAMP NOT NULL
);
-- The list's two orders: newest first, and by company name (ties by id).
CREATE INDEX address_book_addresses_newest ON address_book_addresses (client_id, id);
CREATE INDEX address_book_addresses_company ON address_book_addresses (client_id, delivery_company_name, id);

-- The search (listing.Search; see 00006_search_exact): the start of the postal code, any part of the
-- company name, first name, last name, city or email of the delivery address. An FTS5 trigram table,
-- case-sensitive over the lower-cased columns, the postal code after the mark char(2), rowid
-- client_id * 2^40 + id; triggers keep it in step in the transaction that writes the row.
CREATE VIRTUAL TABLE address_book_addresses_fts USING fts5 (delivery_postal_code, delivery_company_name,
    delivery_first_name, delivery_last_name, delivery_city, delivery_email,
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1');

-- +goose StatementBegin
CREATE TRIGGER address_book_addresses_fts_insert AFTER INSERT ON address_book_addresses BEGIN
    INSERT INTO address_book_addresses_fts (rowid, delivery_postal_code, delivery_company_name, delivery_first_name,
        delivery_last_name, delivery_city, delivery_email)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.delivery_postal_code), lower(new.delivery_company_name),
        lower(new.delivery_first_name), lower(new.delivery_last_name), lower(new.delivery_city), lower(new.delivery_email));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER address_book_addresses_fts_update AFTER UPDATE OF client_id, delivery_postal_code, delivery_company_name,
    delivery_first_name, delivery_last_name, delivery_city, delivery_email ON address_book_addresses
WHEN old.client_id IS NOT new.client_id OR old.delivery_postal_code IS NOT new.delivery_postal_code
    OR old.delivery_company_name IS NOT new.delivery_company_name OR old.delivery_first_name IS NOT new.delivery_first_name
    OR old.delivery_last_name IS NOT new.delivery_last_name OR old.delivery_city IS NOT new.delivery_city
    OR old.delivery_email IS NOT new.delivery_email BEGIN
    DELETE FROM address_book_addresses_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
    INSERT INTO address_book_addresses_fts (rowid, delivery_postal_code, delivery_company_name, delivery_first_name,
        delivery_last_name, delivery_city, delivery_email)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.delivery_postal_code), lower(new.delivery_company_name),
        lower(new.delivery_first_name), lower(new.delivery_last_name), lower(new.delivery_city), lower(new.delivery_email));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER address_book_addresses_fts_delete AFTER DELETE ON address_book_addresses BEGIN
    DELETE FROM address_book_addresses_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER address_book_addresses_fts_delete;
DROP TRIGGER address_book_addresses_fts_update;
DROP TRIGGER address_book_addresses_fts_insert;
DROP TABLE address_book_addresses_fts;
DROP TABLE address_book_addresses;
