-- +goose Up
-- The stock ledger per product and calendar month (Europe/Amsterdam) of its movements: the month
-- report (stock/logfin) and the overview's usage read it instead of every movement. A month's row
-- holds its opening (initial_stock: the closing of the product's month before, 0 for its first) and
-- what its movements added: units delivered by shipments, received by receipts and returns, and
-- every other change (corrections; a status change moves units within the month and adds 0). Its
-- closing, the next month's opening, is initial_stock + received_and_returns -
-- delivered + correction. stock.Post keeps it in the transaction of the movements: a
-- posting into an earlier month also moves the openings of the months after it. A month without
-- movements has no row: its opening is the closing of the product's last row before it.
CREATE TABLE stock_months (
    client_id              BIGINT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    product_id             BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    month                  TEXT NOT NULL, -- yyyy-mm
    initial_stock          BIGINT NOT NULL,
    delivered              BIGINT NOT NULL DEFAULT 0,
    received_and_returns   BIGINT NOT NULL DEFAULT 0,
    correction             BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, month)
);
CREATE INDEX stock_months_client ON stock_months (client_id, month, product_id);

-- The months of the movements booked so far.
INSERT INTO stock_months (client_id, product_id, month, initial_stock, delivered, received_and_returns, correction)
SELECT client_id, product_id, month,
    COALESCE(SUM(net) OVER (PARTITION BY product_id ORDER BY month ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0),
    delivered, received, correction
FROM (SELECT client_id, product_id,
        to_char(occurred_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM') AS month,
        SUM(CASE WHEN type = 'shipment' THEN -quantity ELSE 0 END) AS delivered,
        SUM(CASE WHEN type IN ('receipt', 'return') THEN quantity ELSE 0 END) AS received,
        SUM(CASE WHEN type IN ('shipment', 'receipt', 'return') THEN 0 ELSE quantity END) AS correction,
        SUM(quantity) AS net
    FROM stock_movements GROUP BY client_id, product_id, month) AS booked;

-- +goose Down
DROP TABLE stock_months;
