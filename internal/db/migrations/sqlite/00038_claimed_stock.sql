-- +goose Up
-- What a product's open claims add up to, kept on its row beside the figures (internal/stock): a
-- posting or a change of commitments adds its own deltas to the figures it read under the product's
-- lock, instead of summing the product's balances and every open commitment again.
ALTER TABLE products ADD COLUMN claimed_stock BIGINT NOT NULL DEFAULT 0;
UPDATE products SET claimed_stock = (SELECT COALESCE(SUM(c.quantity), 0) FROM stock_commitments c
    WHERE c.product_id = products.id AND c.figure = 'claimed');

-- +goose Down
ALTER TABLE products DROP COLUMN claimed_stock;
