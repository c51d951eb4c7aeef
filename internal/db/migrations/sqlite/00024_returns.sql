-- +goose Up
-- Returns (internal/returns): what came back from the account's customers, as the warehouse posts
-- it (POST /api/warehouse/returns). A return is one parcel: its date, the order it belongs to (when
-- the parcel named one) and its rows, one per product, lot, best-before date and stock status, each
-- with the reason of return. The rows carry their return's date and order so that the return
-- overview reads one table.
CREATE TABLE returns (
    id             INTEGER PRIMARY KEY,
    client_id      INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    return_date    TEXT NOT NULL,
    order_number   TEXT NOT NULL DEFAULT '',
    sales_order_id INTEGER REFERENCES sales_orders (id) ON DELETE SET NULL,
    received_at    TIMESTAMP NOT NULL,
    created_at     TIMESTAMP NOT NULL
);
CREATE INDEX returns_sales_order ON returns (sales_order_id);

CREATE TABLE return_rows (
    id               INTEGER PRIMARY KEY,
    client_id        INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    return_id        INTEGER NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
    return_date      TEXT NOT NULL,
    product_id       INTEGER REFERENCES products (id) ON DELETE SET NULL,
    article_number   TEXT NOT NULL,
    product_name     TEXT NOT NULL DEFAULT '',
    stock_status     TEXT NOT NULL,
    lot_number       TEXT NOT NULL DEFAULT '',
    best_before_date TEXT NOT NULL DEFAULT '',
    quantity         INTEGER NOT NULL,
    unit             TEXT NOT NULL DEFAULT '',
    order_number     TEXT NOT NULL DEFAULT '',
    -- The return's order (returns.sales_order_id), for the overview's link to it.
    sales_order_id   INTEGER,
    reason           TEXT NOT NULL,
    created_at       TIMESTAMP NOT NULL
);
-- The return overview lists the newest return date first; From and To select a range of it.
CREATE INDEX return_rows_date ON return_rows (client_id, return_date, id);
CREATE INDEX return_rows_return ON return_rows (return_id);

-- The search (listing.Search; see 00006_search_exact): any part of the order number, the article
-- number, the product's name or the reason.
CREATE VIRTUAL TABLE return_rows_fts USING fts5 (order_number, article_number, product_name, reason,
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1');

-- +goose StatementBegin
CREATE TRIGGER return_rows_fts_insert AFTER INSERT ON return_rows BEGIN
    INSERT INTO return_rows_fts (rowid, order_number, article_number, product_name, reason)
    VALUES (new.client_id * 1099511627776 + new.id, lower(new.order_number), lower(new.article_number),
        lower(new.product_name), lower(new.reason));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER return_rows_fts_update AFTER UPDATE OF client_id, order_number, article_number, product_name, reason ON return_rows
WHEN old.client_id IS NOT new.client_id OR old.order_number IS NOT new.order_number OR old.article_number IS NOT new.article_number
    OR old.product_name IS NOT new.product_name OR old.reason IS NOT new.reason BEGIN
    DELETE FROM return_rows_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
    INSERT INTO return_rows_fts (rowid, order_number, article_number, product_name, reason)
    VALUES (new.client_id * 1099511627776 + new.id, lower(new.order_number), lower(new.article_number),
        lower(new.product_name), lower(new.reason));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER return_rows_fts_delete AFTER DELETE ON return_rows BEGIN
    DELETE FROM return_rows_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER return_rows_fts_delete;
DROP TRIGGER return_rows_fts_update;
DROP TRIGGER return_rows_fts_insert;
DROP TABLE return_rows_fts;
DROP TABLE return_rows;
DROP TABLE returns;
