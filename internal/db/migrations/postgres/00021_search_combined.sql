-- +goose Up
-- A search (listing.Search) compares one text of a row's Contains columns, lower-cased and joined by
-- a newline, and one of its Prefix columns, each after the mark U+0002 (a term must follow it):
-- one trigram index scan each, where one per column read the same trigrams' rows several times
-- and left the planner without statistics of what the search compares. No stored text holds
-- either character, so a term matches across two columns never.
DROP INDEX products_trgm;
CREATE INDEX products_trgm ON products USING gin (
    lower(E'\x02' || article_number || E'\n\x02' || ean) gin_trgm_ops,
    lower(name) gin_trgm_ops);
DROP INDEX concept_products_trgm;
CREATE INDEX concept_products_trgm ON concept_products USING gin (
    lower(E'\x02' || article_number) gin_trgm_ops,
    lower(name) gin_trgm_ops);
DROP INDEX address_book_addresses_trgm;
CREATE INDEX address_book_addresses_trgm ON address_book_addresses USING gin (
    lower(E'\x02' || delivery_postal_code) gin_trgm_ops,
    lower(delivery_company_name || E'\n' || delivery_last_name || E'\n' || delivery_first_name || E'\n' ||
        delivery_city || E'\n' || delivery_email) gin_trgm_ops);
DROP INDEX sales_orders_trgm;
CREATE INDEX sales_orders_trgm ON sales_orders USING gin (
    lower(E'\x02' || order_number || E'\n\x02' || delivery_postal_code) gin_trgm_ops,
    lower(reference || E'\n' || customer_name || E'\n' || delivery_email) gin_trgm_ops);
DROP INDEX concept_sales_orders_trgm;
CREATE INDEX concept_sales_orders_trgm ON concept_sales_orders USING gin (
    lower(E'\x02' || order_number) gin_trgm_ops,
    lower(reference || E'\n' || customer_name) gin_trgm_ops);

-- +goose Down
DROP INDEX products_trgm;
CREATE INDEX products_trgm ON products
    USING gin (lower(article_number) gin_trgm_ops, lower(ean) gin_trgm_ops, lower(name) gin_trgm_ops);
DROP INDEX concept_products_trgm;
CREATE INDEX concept_products_trgm ON concept_products
    USING gin (lower(article_number) gin_trgm_ops, lower(name) gin_trgm_ops);
DROP INDEX address_book_addresses_trgm;
CREATE INDEX address_book_addresses_trgm ON address_book_addresses USING gin (
    lower(delivery_postal_code) gin_trgm_ops,
    lower(delivery_company_name) gin_trgm_ops,
    lower(delivery_first_name) gin_trgm_ops,
    lower(delivery_last_name) gin_trgm_ops,
    lower(delivery_city) gin_trgm_ops,
    lower(delivery_email) gin_trgm_ops);
DROP INDEX sales_orders_trgm;
CREATE INDEX sales_orders_trgm ON sales_orders USING gin (
    lower(order_number) gin_trgm_ops,
    lower(delivery_postal_code) gin_trgm_ops,
    lower(reference) gin_trgm_ops,
    lower(customer_name) gin_trgm_ops,
    lower(delivery_email) gin_trgm_ops);
DROP INDEX concept_sales_orders_trgm;
CREATE INDEX concept_sales_orders_trgm ON concept_sales_orders USING gin (
    lower(order_number) gin_trgm_ops,
    lower(reference) gin_trgm_ops,
    lower(customer_name) gin_trgm_ops);
