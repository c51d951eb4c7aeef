-- +goose Up
-- The search of the product and concept product lists (start of the article number or EAN, any
-- part of the name) is served by pg_trgm GIN indexes on the very expressions the lists' LIKE
-- conditions test, so PostgreSQL keeps them in step with the rows itself. pg_trgm is a trusted
-- extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The covering index that let the search scan the account's products is no longer its way: terms of
-- three characters or more have the trigram index, and on PostgreSQL a full scan of that index
-- looked cheaper to the planner than the trigram index while taking four times as long. Terms of
-- one or two characters read the account's products through its article number index.
DROP INDEX products_search;

CREATE INDEX products_trgm ON products
    USING gin (lower(article_number) gin_trgm_ops, ean gin_trgm_ops, lower(name) gin_trgm_ops);
CREATE INDEX concept_products_trgm ON concept_products
    USING gin (lower(article_number) gin_trgm_ops, lower(name) gin_trgm_ops);

-- +goose Down
DROP INDEX concept_products_trgm;
DROP INDEX products_trgm;
CREATE INDEX products_search ON products (client_id, article_number, ean, name);
