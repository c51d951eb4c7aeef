-- +goose Up
-- The flow report of one product reads its movements oldest first within the account. Without
-- statistics (SQLite keeps none) a planner takes stock_movements_client for `client_id = ? AND
-- product_id = ?` as readily as stock_movements_product, and then walks every movement of the
-- account to find the product's; this index answers both conditions and the order at once.
CREATE INDEX stock_movements_client_product ON stock_movements (client_id, product_id, occurred_at, id);

-- +goose Down
DROP INDEX stock_movements_client_product;
