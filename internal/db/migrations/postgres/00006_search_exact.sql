-- +goose Up
-- Every searched column is compared lower-cased (listing.Search), the EAN too: its trigram index is
-- on lower(ean).
DROP INDEX products_trgm;
CREATE INDEX products_trgm ON products
    USING gin (lower(article_number) gin_trgm_ops, lower(ean) gin_trgm_ops, lower(name) gin_trgm_ops);

-- +goose Down
DROP INDEX products_trgm;
CREATE INDEX products_trgm ON products
    USING gin (lower(article_number) gin_trgm_ops, ean gin_trgm_ops, lower(name) gin_trgm_ops);
