-- +goose Up
-- Inbound deliveries (internal/deliveries). An account announces what it will bring to the
-- warehouse: a delivery with its reference, planned date, unit load (Container, Colli, Pallet) and
-- that load's info (a container's length, the number of pallets), and its lines (a product of the
-- account by article number, quantity, unit). Its status follows docs/domain.md's machine: Announced
-- (sent) -> Arrived (in the goods-receipt area since in_goods_receipt_area_at) -> Received
-- (received_at); Announced -> Cancelled. entered_by_name and entered_by_email are the user who
-- entered it, as they were when it was sent (none for an API key). Deliveries are never deleted.

-- How many lines one delivery of the account may have ('Maximum number of lines of {0} is reached').
ALTER TABLE clients ADD COLUMN max_delivery_lines INTEGER NOT NULL DEFAULT 500;

CREATE TABLE deliveries (
    id                                       INTEGER PRIMARY KEY,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    reference                                TEXT NOT NULL,
    planned_date                             TEXT NOT NULL,
    unit_load                                TEXT NOT NULL,
    container_length                         TEXT NOT NULL DEFAULT '',
    number_of_pallets                        INTEGER,
    line_count                               INTEGER NOT NULL DEFAULT 0,
    status                                   TEXT NOT NULL,
    source                                   TEXT NOT NULL,
    original_source                          TEXT NOT NULL,
    entered_by                               INTEGER REFERENCES users (id) ON DELETE SET NULL,
    entered_by_name                          TEXT NOT NULL DEFAULT '',
    entered_by_email                         TEXT NOT NULL DEFAULT '',
    in_goods_receipt_area_at                 TIMESTAMP,
    received_at                              TIMESTAMP,
    created_at                               TIMESTAMP NOT NULL,
    updated_at                               TIMESTAMP NOT NULL
);
-- The overview's sorts and filters, each beginning with the account.
CREATE INDEX deliveries_newest ON deliveries (client_id, id);
CREATE INDEX deliveries_planned_date ON deliveries (client_id, planned_date, id);
CREATE INDEX deliveries_reference ON deliveries (client_id, reference, id);
CREATE INDEX deliveries_status ON deliveries (client_id, status, id);

-- A delivery's lines, numbered from 1. stage says what the line counts as in its product's stock
-- figures now: 'inbound' while its delivery is Announced, 'in_transit' while it is Arrived, '' else;
-- every change of the delivery's status sets it, so stock.RefreshFigures reads a product's open lines
-- by the partial index delivery_lines_open and not every line it was ever delivered in. What a line
-- counts is its quantity less what was received of it (received_quantity).
CREATE TABLE delivery_lines (
    id                                       INTEGER PRIMARY KEY,
    delivery_id                              INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    line_number                              INTEGER NOT NULL,
    product_id                               INTEGER REFERENCES products (id) ON DELETE SET NULL,
    article_number                           TEXT NOT NULL,
    name                                     TEXT NOT NULL DEFAULT '',
    quantity                                 INTEGER NOT NULL,
    unit                                     TEXT NOT NULL DEFAULT '',
    received_quantity                        INTEGER NOT NULL DEFAULT 0,
    stage                                    TEXT NOT NULL DEFAULT ''
);
CREATE INDEX delivery_lines_delivery ON delivery_lines (delivery_id, line_number);
CREATE INDEX delivery_lines_open ON delivery_lines (product_id) WHERE stage <> '';
CREATE INDEX delivery_lines_client ON delivery_lines (client_id, delivery_id);

-- The inbound overview: what the warehouse received, one row per product, lot, best-before date
-- and stock status of a receipt (receipt_number) of a delivery. receipt_date is the day of the
-- receipt (yyyy-mm-dd) that the From and To filters select; announced_quantity is what the
-- delivery's line announced of the product (0 for goods it did not announce).
CREATE TABLE delivery_receipts (
    id                                       INTEGER PRIMARY KEY,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    delivery_id                              INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
    receipt_number                           TEXT NOT NULL,
    reference                                TEXT NOT NULL,
    receipt_date                             TEXT NOT NULL,
    product_id                               INTEGER REFERENCES products (id) ON DELETE SET NULL,
    product_code                             TEXT NOT NULL,
    product_name                             TEXT NOT NULL DEFAULT '',
    stock_status                             TEXT NOT NULL,
    lot_number                               TEXT NOT NULL DEFAULT '',
    best_before_date                         TEXT NOT NULL DEFAULT '',
    announced_quantity                       INTEGER NOT NULL DEFAULT 0,
    received_quantity                        INTEGER NOT NULL,
    trade_unit                               TEXT NOT NULL DEFAULT '',
    created_at                               TIMESTAMP NOT NULL
);
-- The inbound overview lists the newest receipt date first, From and To select a range of it.
CREATE INDEX delivery_receipts_date ON delivery_receipts (client_id, receipt_date, id);
CREATE INDEX delivery_receipts_delivery ON delivery_receipts (delivery_id);

-- Concept deliveries (internal/concepts): header and lines in fields, the errors per field
-- ("lines.2.article_number" for a line's), and the list's columns.
CREATE TABLE concept_deliveries (
    id                                       INTEGER PRIMARY KEY,
    client_id                                INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    reference                                TEXT NOT NULL DEFAULT '',
    planned_date                             TEXT NOT NULL DEFAULT '',
    unit_load                                TEXT NOT NULL DEFAULT '',
    line_count                               INTEGER NOT NULL DEFAULT 0,
    original_source                          TEXT NOT NULL,
    fields                                   TEXT NOT NULL,
    errors                                   TEXT NOT NULL DEFAULT '{}',
    has_errors                               BOOLEAN NOT NULL DEFAULT FALSE,
    created_by                               INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at                               TIMESTAMP NOT NULL,
    updated_at                               TIMESTAMP NOT NULL
);
CREATE INDEX concept_deliveries_client ON concept_deliveries (client_id, id);
CREATE INDEX concept_deliveries_has_errors ON concept_deliveries (client_id, has_errors, id);

-- The searches (listing.Search; see 00006_search_exact): any part of the reference.
CREATE VIRTUAL TABLE deliveries_fts USING fts5 (reference,
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1');

-- +goose StatementBegin
CREATE TRIGGER deliveries_fts_insert AFTER INSERT ON deliveries BEGIN
    INSERT INTO deliveries_fts (rowid, reference) VALUES (new.client_id * 1099511627776 + new.id, lower(new.reference));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER deliveries_fts_update AFTER UPDATE OF client_id, reference ON deliveries
WHEN old.client_id IS NOT new.client_id OR old.reference IS NOT new.reference BEGIN
    DELETE FROM deliveries_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
    INSERT INTO deliveries_fts (rowid, reference) VALUES (new.client_id * 1099511627776 + new.id, lower(new.reference));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER deliveries_fts_delete AFTER DELETE ON deliveries BEGIN
    DELETE FROM deliveries_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
END;
-- +goose StatementEnd

CREATE VIRTUAL TABLE concept_deliveries_fts USING fts5 (reference,
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1');

-- +goose StatementBegin
CREATE TRIGGER concept_deliveries_fts_insert AFTER INSERT ON concept_deliveries BEGIN
    INSERT INTO concept_deliveries_fts (rowid, reference) VALUES (new.client_id * 1099511627776 + new.id, lower(new.reference));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER concept_deliveries_fts_update AFTER UPDATE OF client_id, reference ON concept_deliveries
WHEN old.client_id IS NOT new.client_id OR old.reference IS NOT new.reference BEGIN
    DELETE FROM concept_deliveries_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
    INSERT INTO concept_deliveries_fts (rowid, reference) VALUES (new.client_id * 1099511627776 + new.id, lower(new.reference));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER concept_deliveries_fts_delete AFTER DELETE ON concept_deliveries BEGIN
    DELETE FROM concept_deliveries_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER concept_deliveries_fts_delete;
DROP TRIGGER concept_deliveries_fts_update;
DROP TRIGGER concept_deliveries_fts_insert;
DROP TABLE concept_deliveries_fts;
DROP TRIGGER deliveries_fts_delete;
DROP TRIGGER deliveries_fts_update;
DROP TRIGGER deliveries_fts_insert;
DROP TABLE deliveries_fts;
DROP TABLE concept_deliveries;
DROP TABLE delivery_receipts;
DROP TABLE delivery_lines;
DROP TABLE deliveries;
ALTER TABLE clients DROP COLUMN max_delivery_lines;
