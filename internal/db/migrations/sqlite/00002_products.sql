-- +goose Up
-- Products are the warehouse's master data once sent; weight is kept in grams and lengths in
-- millimetres (the API speaks kg and cm), customs price in cents. The stock figures are written only
-- by the stock ledger's refresh, in the transaction that changes what they are computed from.
CREATE TABLE products (
    id                               INTEGER PRIMARY KEY,
    client_id                        INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    article_number                   TEXT NOT NULL,
    name                             TEXT NOT NULL,
    description                      TEXT NOT NULL DEFAULT '',
    article_group                    TEXT NOT NULL,
    product_type                     TEXT NOT NULL,
    cost_center                      TEXT NOT NULL DEFAULT '',
    revenue_code                     TEXT NOT NULL DEFAULT '',
    is_active                        BOOLEAN NOT NULL DEFAULT TRUE,
    unit                             TEXT NOT NULL,
    ean                              TEXT NOT NULL DEFAULT '',
    weight_g                         INTEGER,
    length_mm                        INTEGER,
    width_mm                         INTEGER,
    height_mm                        INTEGER,
    customs_code                     TEXT NOT NULL DEFAULT '',
    country_of_origin                TEXT NOT NULL DEFAULT '',
    customs_price_cents              INTEGER,
    has_expiration_date              BOOLEAN NOT NULL DEFAULT FALSE,
    commercial_expiration_day_offset INTEGER,
    has_lot_numbering                BOOLEAN NOT NULL DEFAULT FALSE,
    hu                               BOOLEAN NOT NULL DEFAULT FALSE,
    quantity_sku                     INTEGER,
    hu_length_mm                     INTEGER,
    hu_width_mm                      INTEGER,
    hu_height_mm                     INTEGER,
    hu_ean                           TEXT NOT NULL DEFAULT '',
    allow_broken_unit                BOOLEAN NOT NULL DEFAULT FALSE,
    minimum_stock                    INTEGER NOT NULL DEFAULT 0,
    outbound_algorithm               TEXT NOT NULL,
    has_serial_number                BOOLEAN NOT NULL DEFAULT FALSE,
    serial_number_mask               TEXT NOT NULL DEFAULT '',
    fixed_serial_number              BOOLEAN NOT NULL DEFAULT FALSE,
    original_source                  TEXT NOT NULL,
    total_stock                      INTEGER NOT NULL DEFAULT 0,
    available_stock                  INTEGER NOT NULL DEFAULT 0,
    on_hold_stock                    INTEGER NOT NULL DEFAULT 0,
    in_transit_stock                 INTEGER NOT NULL DEFAULT 0,
    inbound_stock                    INTEGER NOT NULL DEFAULT 0,
    stock_alert                      TEXT NOT NULL DEFAULT 'none',
    created_at                       TIMESTAMP NOT NULL,
    updated_at                       TIMESTAMP NOT NULL
);
-- The overview pages by keyset: each sort has an index in its order (ties by id; the article number is
-- unique), each filter one in the default order (article number).
CREATE UNIQUE INDEX products_article_number_unique ON products (client_id, article_number);
CREATE INDEX products_name ON products (client_id, name, id);
CREATE INDEX products_ean ON products (client_id, ean, id);
CREATE INDEX products_type_sort ON products (client_id, product_type, id);
CREATE INDEX products_unit ON products (client_id, unit, id);
CREATE INDEX products_total_stock ON products (client_id, total_stock, id);
CREATE INDEX products_available_stock ON products (client_id, available_stock, id);
CREATE INDEX products_type ON products (client_id, product_type, article_number);
CREATE INDEX products_active ON products (client_id, is_active, article_number);
CREATE INDEX products_alert ON products (client_id, stock_alert, article_number);
-- The search (start of the article number or EAN, any part of the name) cannot seek; this index lets
-- it scan the account's products without reading their rows.
CREATE INDEX products_search ON products (client_id, article_number, ean, name);

-- A concept product is a draft: its fields as entered or imported (JSON, possibly invalid), the
-- errors they have now, and the columns its list shows. Sending a Ready concept creates the product.
CREATE TABLE concept_products (
    id              INTEGER PRIMARY KEY,
    client_id       INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    article_number  TEXT NOT NULL DEFAULT '',
    name            TEXT NOT NULL DEFAULT '',
    product_type    TEXT NOT NULL DEFAULT '',
    minimum_stock   INTEGER NOT NULL DEFAULT 0,
    original_source TEXT NOT NULL,
    fields          TEXT NOT NULL,
    errors          TEXT NOT NULL DEFAULT '{}',
    has_errors      BOOLEAN NOT NULL DEFAULT FALSE,
    created_by      INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);
CREATE INDEX concept_products_client ON concept_products (client_id, id);
CREATE INDEX concept_products_has_errors ON concept_products (client_id, has_errors, id);
CREATE INDEX concept_products_article_number ON concept_products (client_id, article_number);

-- The stock ledger: movements are only ever appended; balances are their running sum per product,
-- lot, best-before ('' when none) and batch status, kept in the same transaction as the movement.
CREATE TABLE stock_movements (
    id            INTEGER PRIMARY KEY,
    client_id     INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    product_id    INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    lot_number    TEXT NOT NULL DEFAULT '',
    best_before   TEXT NOT NULL DEFAULT '',
    batch_status  TEXT NOT NULL CHECK (batch_status IN ('sellable', 'damaged', 'reserved', 'blocked', 'expired')),
    quantity      INTEGER NOT NULL,
    type          TEXT NOT NULL CHECK (type IN ('receipt', 'shipment', 'return', 'correction', 'status_change')),
    reference     TEXT NOT NULL DEFAULT '',
    occurred_at   TIMESTAMP NOT NULL,
    created_at    TIMESTAMP NOT NULL
);
CREATE INDEX stock_movements_product ON stock_movements (product_id, occurred_at, id);
CREATE INDEX stock_movements_client ON stock_movements (client_id, occurred_at, id);

CREATE TABLE stock_balances (
    id            INTEGER PRIMARY KEY,
    client_id     INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    product_id    INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    lot_number    TEXT NOT NULL DEFAULT '',
    best_before   TEXT NOT NULL DEFAULT '',
    batch_status  TEXT NOT NULL CHECK (batch_status IN ('sellable', 'damaged', 'reserved', 'blocked', 'expired')),
    quantity      INTEGER NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX stock_balances_key_unique ON stock_balances (product_id, lot_number, best_before, batch_status);
CREATE INDEX stock_balances_client ON stock_balances (client_id, product_id);

-- +goose Down
DROP TABLE stock_balances;
DROP TABLE stock_movements;
DROP TABLE concept_products;
DROP TABLE products;
