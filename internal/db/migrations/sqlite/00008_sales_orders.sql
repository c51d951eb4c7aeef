-- +goose Up
-- Sales orders (internal/orders). An order keeps the fields it was sent with: its header, its delivery
-- address and its invoice address (none stored when the delivery address is used; columns as
-- internal/addresses.Columns names them), customer_name (the delivery address's company, else its
-- first and last name) for the overview, its source ('DET' manual, 'IMPORT', 'API', 'TRANSLATOR'),
-- status (DataIssue, Complete, OnHold, Assigned, Shipped, Cancelled; docs/domain.md's status machine),
-- problems (a DataIssue order's field errors, JSON as a 422 writes them), tracking, and the account's
-- handling costs per order when it was sent. Orders are never deleted: an order number, unique per
-- account, stays used after a cancel.
CREATE TABLE sales_orders (
    id                                       INTEGER PRIMARY KEY,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    order_number                             TEXT NOT NULL,
    order_date                               TEXT NOT NULL DEFAULT '',
    delivery_date                            TEXT NOT NULL DEFAULT '',
    reference                                TEXT NOT NULL DEFAULT '',
    payment_method                           TEXT NOT NULL DEFAULT '',
    shipping_method                          TEXT NOT NULL DEFAULT '',
    shipment_costs_incl_vat                  INTEGER,
    terms_of_delivery                        TEXT NOT NULL DEFAULT '',
    vat_number                               TEXT NOT NULL DEFAULT '',
    webshop_source_id                        TEXT NOT NULL DEFAULT '',
    note                                     TEXT NOT NULL DEFAULT '',
    comment                                  TEXT NOT NULL DEFAULT '',
    internal_comment                         TEXT NOT NULL DEFAULT '',
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
    use_delivery_as_invoice_address          BOOLEAN NOT NULL DEFAULT TRUE,
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
    customer_name                            TEXT NOT NULL DEFAULT '',
    source                                   TEXT NOT NULL,
    original_source                          TEXT NOT NULL,
    status                                   TEXT NOT NULL,
    problems                                 TEXT NOT NULL DEFAULT '{}',
    tracking                                 TEXT NOT NULL DEFAULT '',
    handling_costs                           INTEGER NOT NULL DEFAULT 0,
    created_by                               INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at                               TIMESTAMP NOT NULL,
    updated_at                               TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX sales_orders_number ON sales_orders (client_id, order_number);
-- The overview's sorts and filters, each beginning with the account.
CREATE INDEX sales_orders_newest ON sales_orders (client_id, id);
CREATE INDEX sales_orders_order_date ON sales_orders (client_id, order_date, id);
CREATE INDEX sales_orders_status ON sales_orders (client_id, status, id);
CREATE INDEX sales_orders_source ON sales_orders (client_id, source, id);
CREATE INDEX sales_orders_customer ON sales_orders (client_id, customer_name, id);

-- Order lines, numbered from 1 in the order; product_id is NULL for an article the account does not
-- have (a DataIssue order). Prices in cents, percentages in hundredths of a percent. claims says
-- whether the line's order claims stock now (Complete, OnHold, Assigned); what those lines still claim
-- (quantity - quantity_delivered) is what stock.RefreshFigures subtracts from available, read by the
-- partial index sales_order_lines_claims, so its cost is the product's open lines and not every line
-- it was ever ordered in.
CREATE TABLE sales_order_lines (
    id                                       INTEGER PRIMARY KEY,
    sales_order_id                           INTEGER NOT NULL REFERENCES sales_orders (id) ON DELETE CASCADE,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    line_number                              INTEGER NOT NULL,
    product_id                               INTEGER REFERENCES products (id) ON DELETE SET NULL,
    article_number                           TEXT NOT NULL,
    ean                                      TEXT NOT NULL DEFAULT '',
    name                                     TEXT NOT NULL DEFAULT '',
    product_type                             TEXT NOT NULL DEFAULT '',
    quantity                                 INTEGER NOT NULL,
    unit                                     TEXT NOT NULL DEFAULT '',
    quantity_delivered                       INTEGER NOT NULL DEFAULT 0,
    price_incl_vat                           INTEGER,
    price_excl_vat                           INTEGER,
    vat_percentage                           INTEGER NOT NULL DEFAULT 0,
    discount_percentage                      INTEGER NOT NULL DEFAULT 0,
    amount_excl_vat                          INTEGER NOT NULL DEFAULT 0,
    claims                                   BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX sales_order_lines_order ON sales_order_lines (sales_order_id, line_number);
CREATE INDEX sales_order_lines_product ON sales_order_lines (product_id);
CREATE INDEX sales_order_lines_claims ON sales_order_lines (product_id) WHERE claims;
CREATE INDEX sales_order_lines_client ON sales_order_lines (client_id, sales_order_id);

-- What the warehouse shipped of a line: batch, best-before date, quantity and serial numbers.
CREATE TABLE sales_order_shipment_items (
    id                                       INTEGER PRIMARY KEY,
    sales_order_line_id                      INTEGER NOT NULL REFERENCES sales_order_lines (id) ON DELETE CASCADE,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    batch_number                             TEXT NOT NULL DEFAULT '',
    best_before_date                         TEXT NOT NULL DEFAULT '',
    quantity                                 INTEGER NOT NULL,
    serial_numbers                           TEXT NOT NULL DEFAULT '',
    shipped_at                               TIMESTAMP NOT NULL
);
CREATE INDEX sales_order_shipment_items_line ON sales_order_shipment_items (sales_order_line_id);

-- Concept sales orders (internal/concepts): header and lines in fields, the errors per field
-- ("lines.2.quantity" for a line's), and the list's columns.
CREATE TABLE concept_sales_orders (
    id                                       INTEGER PRIMARY KEY,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    order_number                             TEXT NOT NULL DEFAULT '',
    order_date                               TEXT NOT NULL DEFAULT '',
    reference                                TEXT NOT NULL DEFAULT '',
    customer_name                            TEXT NOT NULL DEFAULT '',
    country                                  TEXT NOT NULL DEFAULT '',
    line_count                               INTEGER NOT NULL DEFAULT 0,
    original_source                          TEXT NOT NULL,
    fields                                   TEXT NOT NULL,
    errors                                   TEXT NOT NULL DEFAULT '{}',
    has_errors                               BOOLEAN NOT NULL DEFAULT FALSE,
    created_by                               INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at                               TIMESTAMP NOT NULL,
    updated_at                               TIMESTAMP NOT NULL
);
CREATE INDEX concept_sales_orders_client ON concept_sales_orders (client_id, id);
CREATE INDEX concept_sales_orders_has_errors ON concept_sales_orders (client_id, has_errors, id);
CREATE INDEX concept_sales_orders_order_number ON concept_sales_orders (client_id, order_number);

-- The overview's search (listing.Search; see 00006_search_exact): the start of the order number or
-- the postal code, any part of the reference, the customer name or the email. The concept list's:
-- the start of the order number, any part of the reference or the customer name.
CREATE VIRTUAL TABLE sales_orders_fts USING fts5 (order_number, delivery_postal_code, reference, customer_name, delivery_email,
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1');

-- +goose StatementBegin
CREATE TRIGGER sales_orders_fts_insert AFTER INSERT ON sales_orders BEGIN
    INSERT INTO sales_orders_fts (rowid, order_number, delivery_postal_code, reference, customer_name, delivery_email)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.order_number), char(2) || lower(new.delivery_postal_code), lower(new.reference), lower(new.customer_name), lower(new.delivery_email));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER sales_orders_fts_update AFTER UPDATE OF client_id, order_number, delivery_postal_code, reference, customer_name, delivery_email ON sales_orders
WHEN old.client_id IS NOT new.client_id OR old.order_number IS NOT new.order_number OR old.delivery_postal_code IS NOT new.delivery_postal_code OR old.reference IS NOT new.reference OR old.customer_name IS NOT new.customer_name OR old.delivery_email IS NOT new.delivery_email BEGIN
    DELETE FROM sales_orders_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
    INSERT INTO sales_orders_fts (rowid, order_number, delivery_postal_code, reference, customer_name, delivery_email)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.order_number), char(2) || lower(new.delivery_postal_code), lower(new.reference), lower(new.customer_name), lower(new.delivery_email));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER sales_orders_fts_delete AFTER DELETE ON sales_orders BEGIN
    DELETE FROM sales_orders_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
END;
-- +goose StatementEnd

CREATE VIRTUAL TABLE concept_sales_orders_fts USING fts5 (order_number, reference, customer_name,
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1');

-- +goose StatementBegin
CREATE TRIGGER concept_sales_orders_fts_insert AFTER INSERT ON concept_sales_orders BEGIN
    INSERT INTO concept_sales_orders_fts (rowid, order_number, reference, customer_name)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.order_number), lower(new.reference), lower(new.customer_name));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER concept_sales_orders_fts_update AFTER UPDATE OF client_id, order_number, reference, customer_name ON concept_sales_orders
WHEN old.client_id IS NOT new.client_id OR old.order_number IS NOT new.order_number OR old.reference IS NOT new.reference OR old.customer_name IS NOT new.customer_name BEGIN
    DELETE FROM concept_sales_orders_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
    INSERT INTO concept_sales_orders_fts (rowid, order_number, reference, customer_name)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.order_number), lower(new.reference), lower(new.customer_name));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER concept_sales_orders_fts_delete AFTER DELETE ON concept_sales_orders BEGIN
    DELETE FROM concept_sales_orders_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER concept_sales_orders_fts_delete;
DROP TRIGGER concept_sales_orders_fts_update;
DROP TRIGGER concept_sales_orders_fts_insert;
DROP TABLE concept_sales_orders_fts;
DROP TRIGGER sales_orders_fts_delete;
DROP TRIGGER sales_orders_fts_update;
DROP TRIGGER sales_orders_fts_insert;
DROP TABLE sales_orders_fts;
DROP TABLE concept_sales_orders;
DROP TABLE sales_order_shipment_items;
DROP TABLE sales_order_lines;
DROP TABLE sales_orders;
