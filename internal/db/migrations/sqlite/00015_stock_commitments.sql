-- +goose Up
-- What other areas tell stock they claim of a product's sellable stock or expect to bring, by a
-- reference to their record (ref_kind, ref_id): a sales order claims its lines' undelivered quantity
-- while its status claims stock, a delivery expects its lines' quantity less what was received as
-- inbound (Announced) or in_transit (Arrived). figure is 'claimed', 'inbound' or 'in_transit'. Only
-- open commitments are kept: a record that no longer claims or expects deletes its rows, so
-- stock.RefreshFigures sums a product's open ones by stock_commitments_product and never the lines
-- it was ever ordered or delivered in.
CREATE TABLE stock_commitments (
    ref_kind                                 TEXT NOT NULL,
    ref_id                                   INTEGER NOT NULL,
    figure                                   TEXT NOT NULL,
    product_id                               INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    quantity                                 INTEGER NOT NULL,
    PRIMARY KEY (ref_kind, ref_id, figure, product_id)
);
CREATE INDEX stock_commitments_product ON stock_commitments (product_id, figure, quantity);

-- The commitments the orders' and deliveries' lines made so far, so that every figure stays as it was.
INSERT INTO stock_commitments (ref_kind, ref_id, figure, product_id, quantity)
SELECT 'sales_order', sales_order_id, 'claimed', product_id, SUM(quantity - quantity_delivered)
FROM sales_order_lines WHERE claims AND product_id IS NOT NULL
GROUP BY sales_order_id, product_id HAVING SUM(quantity - quantity_delivered) <> 0;
INSERT INTO stock_commitments (ref_kind, ref_id, figure, product_id, quantity)
SELECT 'delivery', delivery_id, stage, product_id,
    SUM(CASE WHEN quantity > received_quantity THEN quantity - received_quantity ELSE 0 END)
FROM delivery_lines WHERE stage <> '' AND product_id IS NOT NULL
GROUP BY delivery_id, stage, product_id
HAVING SUM(CASE WHEN quantity > received_quantity THEN quantity - received_quantity ELSE 0 END) <> 0;

DROP INDEX sales_order_lines_claims;
ALTER TABLE sales_order_lines DROP COLUMN claims;
DROP INDEX delivery_lines_open;
ALTER TABLE delivery_lines DROP COLUMN stage;

-- +goose Down
ALTER TABLE delivery_lines ADD COLUMN stage TEXT NOT NULL DEFAULT '';
CREATE INDEX delivery_lines_open ON delivery_lines (product_id) WHERE stage <> '';
ALTER TABLE sales_order_lines ADD COLUMN claims BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX sales_order_lines_claims ON sales_order_lines (product_id) WHERE claims;
UPDATE sales_order_lines SET claims = TRUE WHERE product_id IN (SELECT c.product_id FROM stock_commitments c
    WHERE c.ref_kind = 'sales_order' AND c.ref_id = sales_order_lines.sales_order_id);
UPDATE delivery_lines SET stage = (SELECT c.figure FROM stock_commitments c
    WHERE c.ref_kind = 'delivery' AND c.ref_id = delivery_lines.delivery_id AND c.product_id = delivery_lines.product_id)
    WHERE product_id IN (SELECT c.product_id FROM stock_commitments c
        WHERE c.ref_kind = 'delivery' AND c.ref_id = delivery_lines.delivery_id);
DROP TABLE stock_commitments;
