-- +goose Up
-- Keys of the provider's warehouse system (internal/warehouse): it calls /api/warehouse/... with
-- one. Only the key's SHA-256 is stored, with its first characters to tell keys apart; a revoked key
-- stays listed and no longer authenticates.
CREATE TABLE warehouse_keys (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    prefix       TEXT NOT NULL,
    key_hash     TEXT NOT NULL,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP,
    revoked_at   TIMESTAMP
);
CREATE UNIQUE INDEX warehouse_keys_hash ON warehouse_keys (key_hash);

-- The accounts a warehouse key is limited to; a key without rows here reaches every account.
CREATE TABLE warehouse_key_clients (
    warehouse_key_id INTEGER NOT NULL REFERENCES warehouse_keys (id) ON DELETE CASCADE,
    client_id        INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    PRIMARY KEY (warehouse_key_id, client_id)
);

-- What waits for the warehouse, oldest first, across the accounts: the orders ready to import and
-- the deliveries still to receive.
CREATE INDEX sales_orders_ready ON sales_orders (id) WHERE status = 'Complete';
CREATE INDEX deliveries_waiting ON deliveries (id) WHERE status IN ('Announced', 'Arrived');

-- A shipment the warehouse posted for an order: its packages (carrier and tracking) and the items
-- it shipped of the order's lines (sales_order_shipment_items.shipment_id).
CREATE TABLE sales_order_shipments (
    id             INTEGER PRIMARY KEY,
    sales_order_id INTEGER NOT NULL REFERENCES sales_orders (id) ON DELETE CASCADE,
    client_id      INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    shipped_at     TIMESTAMP NOT NULL,
    created_at     TIMESTAMP NOT NULL
);
CREATE INDEX sales_order_shipments_order ON sales_order_shipments (sales_order_id, id);

CREATE TABLE sales_order_packages (
    id            INTEGER PRIMARY KEY,
    shipment_id   INTEGER NOT NULL REFERENCES sales_order_shipments (id) ON DELETE CASCADE,
    client_id     INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    carrier       TEXT NOT NULL,
    tracking_code TEXT NOT NULL,
    tracking_url  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sales_order_packages_shipment ON sales_order_packages (shipment_id, id);

ALTER TABLE sales_order_shipment_items ADD COLUMN shipment_id INTEGER REFERENCES sales_order_shipments (id) ON DELETE CASCADE;
CREATE INDEX sales_order_shipment_items_shipment ON sales_order_shipment_items (shipment_id);

-- +goose Down
DROP INDEX sales_order_shipment_items_shipment;
ALTER TABLE sales_order_shipment_items DROP COLUMN shipment_id;
DROP TABLE sales_order_packages;
DROP TABLE sales_order_shipments;
DROP INDEX deliveries_waiting;
DROP INDEX sales_orders_ready;
DROP TABLE warehouse_key_clients;
DROP TABLE warehouse_keys;
