-- +goose Up
-- SQLite keeps stock_months WITHOUT ROWID from here on, its rows in the primary key's b-tree (see
-- its migration 00028). PostgreSQL keeps its rows apart from any index: nothing changes here.
SELECT 1;

-- +goose Down
SELECT 1;
