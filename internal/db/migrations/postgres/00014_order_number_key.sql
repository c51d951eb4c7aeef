-- +goose Up
-- An order number is unique per account whatever its case: TUL01026 and tul01026 are one number.
-- order_number_key is the number in lower case, written by the application (orders.numberKey) on
-- both engines alike; the unique index decides between concurrent sends of ABC1 and abc1. Orders
-- that already share a number in another case keep the oldest as it is; each later one gets its id
-- appended ("tul01026-4711"), so that every order stays findable by a number of its own.
-- sent_values are, by field, the values a webshop sent that fit no field of its order (JSON text).
ALTER TABLE sales_orders ADD COLUMN order_number_key TEXT NOT NULL DEFAULT '';
ALTER TABLE sales_orders ADD COLUMN sent_values TEXT NOT NULL DEFAULT '{}';
UPDATE sales_orders SET order_number = order_number || '-' || CAST(id AS TEXT)
WHERE EXISTS (SELECT 1 FROM sales_orders earlier WHERE earlier.client_id = sales_orders.client_id
    AND lower(earlier.order_number) = lower(sales_orders.order_number) AND earlier.id < sales_orders.id);
UPDATE sales_orders SET order_number_key = lower(order_number);
CREATE UNIQUE INDEX sales_orders_number_key ON sales_orders (client_id, order_number_key);

ALTER TABLE concept_sales_orders ADD COLUMN order_number_key TEXT NOT NULL DEFAULT '';
UPDATE concept_sales_orders SET order_number_key = lower(order_number);
CREATE INDEX concept_sales_orders_number_key ON concept_sales_orders (client_id, order_number_key);

-- +goose Down
DROP INDEX concept_sales_orders_number_key;
ALTER TABLE concept_sales_orders DROP COLUMN order_number_key;
DROP INDEX sales_orders_number_key;
ALTER TABLE sales_orders DROP COLUMN sent_values;
ALTER TABLE sales_orders DROP COLUMN order_number_key;
