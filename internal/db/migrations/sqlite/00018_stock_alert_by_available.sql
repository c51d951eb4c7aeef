-- +goose Up
-- The stock alert compares the available stock with the minimum also for a product that never had
-- stock: below the minimum is insufficient, also at zero or below (more ordered than in stock).
-- Unknown is now the alert of a product the warehouse keeps no stock of (stock.alert).
UPDATE products SET stock_alert = CASE
    WHEN minimum_stock <= 0 THEN 'none'
    WHEN product_type = 'IgnoreProduct' THEN 'unknown'
    WHEN available_stock >= minimum_stock THEN 'sufficient'
    ELSE 'insufficient' END;

-- +goose Down
UPDATE products SET stock_alert = CASE
    WHEN minimum_stock <= 0 THEN 'none'
    WHEN NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = products.id) THEN 'unknown'
    WHEN available_stock >= minimum_stock THEN 'sufficient'
    ELSE 'insufficient' END;
