-- +goose Up
-- The search's FTS5 tables answer a search exactly, from the index alone, so that a search counts
-- its rows without reading them (see listing.Search):
-- - case-sensitive trigrams of the lower-cased columns: a phrase of the lower-cased term's
--   trigrams matches exactly the rows whose lower-cased column contains it, as the lists' LIKE
--   conditions on lower(column) do;
-- - an article number or EAN after the mark char(2), so that a phrase beginning with the mark
--   matches only at the start (and its first trigram is rare, which makes it cheap);
-- - rowid = client_id * 2^40 + id, so that one account's rows are one range of rowids, which FTS5
--   reads alone: no row of another account is looked at.
DROP TRIGGER products_fts_insert;
DROP TRIGGER products_fts_update;
DROP TRIGGER products_fts_delete;
DROP TABLE products_fts;
DROP TRIGGER concept_products_fts_insert;
DROP TRIGGER concept_products_fts_update;
DROP TRIGGER concept_products_fts_delete;
DROP TABLE concept_products_fts;

CREATE VIRTUAL TABLE products_fts USING fts5 (article_number, ean, name,
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1');
INSERT INTO products_fts (rowid, article_number, ean, name)
SELECT client_id * 1099511627776 + id, char(2) || lower(article_number), char(2) || lower(ean), lower(name) FROM products;

-- +goose StatementBegin
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts (rowid, article_number, ean, name)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.article_number), char(2) || lower(new.ean), lower(new.name));
END;
-- +goose StatementEnd
-- Stock figures are updated often; only a change of a searched column touches the index.
-- +goose StatementBegin
CREATE TRIGGER products_fts_update AFTER UPDATE OF client_id, article_number, ean, name ON products
WHEN old.client_id IS NOT new.client_id OR old.article_number IS NOT new.article_number OR old.ean IS NOT new.ean
    OR old.name IS NOT new.name BEGIN
    DELETE FROM products_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
    INSERT INTO products_fts (rowid, article_number, ean, name)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.article_number), char(2) || lower(new.ean), lower(new.name));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    DELETE FROM products_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
END;
-- +goose StatementEnd

CREATE VIRTUAL TABLE concept_products_fts USING fts5 (article_number, name,
    content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1');
INSERT INTO concept_products_fts (rowid, article_number, name)
SELECT client_id * 1099511627776 + id, char(2) || lower(article_number), lower(name) FROM concept_products;

-- +goose StatementBegin
CREATE TRIGGER concept_products_fts_insert AFTER INSERT ON concept_products BEGIN
    INSERT INTO concept_products_fts (rowid, article_number, name)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.article_number), lower(new.name));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER concept_products_fts_update AFTER UPDATE OF client_id, article_number, name ON concept_products
WHEN old.client_id IS NOT new.client_id OR old.article_number IS NOT new.article_number OR old.name IS NOT new.name BEGIN
    DELETE FROM concept_products_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
    INSERT INTO concept_products_fts (rowid, article_number, name)
    VALUES (new.client_id * 1099511627776 + new.id, char(2) || lower(new.article_number), lower(new.name));
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER concept_products_fts_delete AFTER DELETE ON concept_products BEGIN
    DELETE FROM concept_products_fts WHERE rowid = old.client_id * 1099511627776 + old.id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER concept_products_fts_delete;
DROP TRIGGER concept_products_fts_update;
DROP TRIGGER concept_products_fts_insert;
DROP TABLE concept_products_fts;
DROP TRIGGER products_fts_delete;
DROP TRIGGER products_fts_update;
DROP TRIGGER products_fts_insert;
DROP TABLE products_fts;

CREATE VIRTUAL TABLE products_fts USING fts5 (article_number, ean, name,
    content = '', contentless_delete = 1, tokenize = 'trigram');
INSERT INTO products_fts (rowid, article_number, ean, name) SELECT id, article_number, ean, name FROM products;
-- +goose StatementBegin
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts (rowid, article_number, ean, name) VALUES (new.id, new.article_number, new.ean, new.name);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_fts_update AFTER UPDATE OF article_number, ean, name ON products
WHEN old.article_number IS NOT new.article_number OR old.ean IS NOT new.ean OR old.name IS NOT new.name BEGIN
    DELETE FROM products_fts WHERE rowid = old.id;
    INSERT INTO products_fts (rowid, article_number, ean, name) VALUES (new.id, new.article_number, new.ean, new.name);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    DELETE FROM products_fts WHERE rowid = old.id;
END;
-- +goose StatementEnd

CREATE VIRTUAL TABLE concept_products_fts USING fts5 (article_number, name,
    content = '', contentless_delete = 1, tokenize = 'trigram');
INSERT INTO concept_products_fts (rowid, article_number, name) SELECT id, article_number, name FROM concept_products;
-- +goose StatementBegin
CREATE TRIGGER concept_products_fts_insert AFTER INSERT ON concept_products BEGIN
    INSERT INTO concept_products_fts (rowid, article_number, name) VALUES (new.id, new.article_number, new.name);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER concept_products_fts_update AFTER UPDATE OF article_number, name ON concept_products
WHEN old.article_number IS NOT new.article_number OR old.name IS NOT new.name BEGIN
    DELETE FROM concept_products_fts WHERE rowid = old.id;
    INSERT INTO concept_products_fts (rowid, article_number, name) VALUES (new.id, new.article_number, new.name);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER concept_products_fts_delete AFTER DELETE ON concept_products BEGIN
    DELETE FROM concept_products_fts WHERE rowid = old.id;
END;
-- +goose StatementEnd
