-- +goose Up
-- The stock batch report (stock/batch) lists an account's balances that hold units, soonest
-- best-before date first, lots without one last, then by lot (internal/stockreports/batch.go): this
-- index serves its page,
-- its count, every 'Load more' and its filters ('expires within' is a range of best_before, a
-- status is checked on the rows the index walks to). Balances that went back to 0 stay in
-- stock_balances and are left out of it.
CREATE INDEX stock_balances_batches ON stock_balances
    (client_id, (CASE WHEN best_before = '' THEN 1 ELSE 0 END), best_before, lot_number, id) WHERE quantity <> 0;

-- +goose Down
DROP INDEX stock_balances_batches;
