-- +goose Up
-- A line's VAT is stored beside its amount excl. VAT, both as orders.Amounts works them out, so that
-- an export sums what the order's footer shows. From a price incl. VAT the line is the quantity
-- times that price, less its discount, split once into the amount excl. VAT and the VAT (the rest);
-- lines stored before were worked out from a rounded price excl. VAT per unit and are worked out
-- again here. A line beyond the bounds of its numbers (a DataIssue order) has no amounts.
ALTER TABLE sales_order_lines ADD COLUMN vat INTEGER NOT NULL DEFAULT 0;
UPDATE sales_order_lines
SET vat = quantity * price_incl_vat - (quantity * price_incl_vat * discount_percentage + 5000) / 10000
WHERE price_excl_vat IS NULL AND price_incl_vat BETWEEN 0 AND 10000000 AND quantity BETWEEN 0 AND 1000000
    AND vat_percentage BETWEEN 0 AND 10000 AND discount_percentage BETWEEN 0 AND 10000;
UPDATE sales_order_lines
SET amount_excl_vat = (vat * 10000 + (10000 + vat_percentage) / 2) / (10000 + vat_percentage),
    vat = vat - (vat * 10000 + (10000 + vat_percentage) / 2) / (10000 + vat_percentage)
WHERE price_excl_vat IS NULL AND price_incl_vat BETWEEN 0 AND 10000000 AND quantity BETWEEN 0 AND 1000000
    AND vat_percentage BETWEEN 0 AND 10000 AND discount_percentage BETWEEN 0 AND 10000;
UPDATE sales_order_lines
SET vat = (amount_excl_vat * vat_percentage + 5000) / 10000
WHERE price_excl_vat IS NOT NULL AND amount_excl_vat >= 0 AND vat_percentage BETWEEN 0 AND 10000;

-- +goose Down
ALTER TABLE sales_order_lines DROP COLUMN vat;
