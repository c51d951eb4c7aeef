-- +goose Up
-- The orderlines export reads the newest orders first and each order's lines by number: with the
-- orders' ids descending in the index, PostgreSQL merges the lines with the orders as they come,
-- where it sorted every order's lines (an eighth of the export's time in the database). A line is
-- looked up by its order's id either way.
DROP INDEX sales_order_lines_order;
CREATE INDEX sales_order_lines_order ON sales_order_lines (sales_order_id DESC, line_number);

-- +goose Down
DROP INDEX sales_order_lines_order;
CREATE INDEX sales_order_lines_order ON sales_order_lines (sales_order_id, line_number);
