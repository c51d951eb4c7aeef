package stock

import (
	"context"
	"fmt"
	"slices"

	"kade/internal/db"
)

// Stock alert values (spec point 3, "Stock level alert").
const (
	AlertNone         = "none"
	AlertSufficient   = "sufficient"
	AlertInsufficient = "insufficient"
	AlertUnknown      = "unknown"
)

// refreshChunk bounds the ids per statement, well below both engines' limits on parameters.
const refreshChunk = 500

// figures is what a product's stock figures are computed from, and the figures it has now.
type figures struct {
	ProductID    int64 `db:"id"`
	MinimumStock int64 `db:"minimum_stock"`
	EverMoved    bool  `db:"ever_moved"`
	Total        int64 `db:"total"`
	Sellable     int64 `db:"sellable"`
	OnHold       int64 `db:"on_hold"`

	Current stockFigures `db:"current"`
}

// stockFigures are the columns of products that RefreshFigures writes.
type stockFigures struct {
	TotalStock     int64  `db:"total_stock"`
	AvailableStock int64  `db:"available_stock"`
	OnHoldStock    int64  `db:"on_hold_stock"`
	InTransitStock int64  `db:"in_transit_stock"`
	InboundStock   int64  `db:"inbound_stock"`
	StockAlert     string `db:"stock_alert"`
}

// RefreshFigures recomputes the stock figures and the stock alert of the products from their
// balances and what is ordered and announced, and writes those that changed. Products that do not
// exist are skipped. Call it in the transaction that changed what the figures depend on, after that
// transaction wrote the products' rows (Post locks them; creating or editing a product writes its
// row): on PostgreSQL the row lock is what makes the balances read here include every posting
// committed before and keeps later postings waiting until this transaction ends.
func RefreshFigures(ctx context.Context, q db.Q, productIDs ...int64) error {
	ids := slices.Compact(slices.Sorted(slices.Values(productIDs)))
	for chunk := range slices.Chunk(ids, refreshChunk) {
		if err := refreshChunkOf(ctx, q, chunk); err != nil {
			return err
		}
	}
	return nil
}

// refreshChunkOf refreshes the products of one statement's worth of ids.
func refreshChunkOf(ctx context.Context, q db.Q, ids []int64) error {
	in, args := db.InList(ids)
	var rows []figures
	if err := q.Select(ctx, &rows, `SELECT p.id, p.minimum_stock,
			EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id) AS ever_moved,
			COALESCE(SUM(b.quantity), 0) AS total,
			COALESCE(SUM(CASE WHEN b.batch_status = 'sellable' THEN b.quantity ELSE 0 END), 0) AS sellable,
			COALESCE(SUM(CASE WHEN b.batch_status <> 'sellable' THEN b.quantity ELSE 0 END), 0) AS on_hold,
			p.total_stock AS "current.total_stock", p.available_stock AS "current.available_stock",
			p.on_hold_stock AS "current.on_hold_stock", p.in_transit_stock AS "current.in_transit_stock",
			p.inbound_stock AS "current.inbound_stock", p.stock_alert AS "current.stock_alert"
		FROM products p LEFT JOIN stock_balances b ON b.product_id = p.id
		WHERE p.id IN (`+in+`)
		GROUP BY p.id, p.minimum_stock, p.total_stock, p.available_stock, p.on_hold_stock,
			p.in_transit_stock, p.inbound_stock, p.stock_alert`, args...); err != nil {
		return fmt.Errorf("read stock balances: %w", err)
	}
	ordered, err := openOrderQuantities(ctx, q, ids)
	if err != nil {
		return err
	}
	arrived, announced, err := deliveryQuantities(ctx, q, ids)
	if err != nil {
		return err
	}
	for _, r := range rows {
		next := stockFigures{
			TotalStock:     r.Total,
			AvailableStock: r.Sellable - ordered[r.ProductID],
			OnHoldStock:    r.OnHold,
			InTransitStock: arrived[r.ProductID],
			InboundStock:   announced[r.ProductID],
		}
		next.StockAlert = alert(r.MinimumStock, r.EverMoved, next.AvailableStock)
		if next == r.Current {
			continue
		}
		if _, err := q.Exec(ctx, `UPDATE products SET total_stock = ?, available_stock = ?, on_hold_stock = ?,
			in_transit_stock = ?, inbound_stock = ?, stock_alert = ? WHERE id = ?`,
			next.TotalStock, next.AvailableStock, next.OnHoldStock, next.InTransitStock, next.InboundStock,
			next.StockAlert, r.ProductID); err != nil {
			return fmt.Errorf("write stock figures: %w", err)
		}
	}
	return nil
}

// alert compares the available stock with the minimum; a product that never had stock is unknown.
func alert(minimum int64, everMoved bool, available int64) string {
	switch {
	case minimum <= 0:
		return AlertNone
	case !everMoved:
		return AlertUnknown
	case available >= minimum:
		return AlertSufficient
	default:
		return AlertInsufficient
	}
}

// openOrderQuantities is what open sales order lines claim of each product's sellable stock: the
// quantity not yet delivered of the lines of orders sent to the warehouse and not yet shipped or
// cancelled (internal/orders: Complete, OnHold and Assigned, whose lines it marks with claims). A
// DataIssue order claims nothing until it is fixed.
func openOrderQuantities(ctx context.Context, q db.Q, ids []int64) (map[int64]int64, error) {
	in, args := db.InList(ids)
	rows, err := q.Query(ctx, claimedStatement(in), args...)
	if err != nil {
		return nil, fmt.Errorf("read open order lines: %w", err)
	}
	defer rows.Close()
	claimed := map[int64]int64{}
	for rows.Next() {
		var id, quantity int64
		if err := rows.Scan(&id, &quantity); err != nil {
			return nil, err
		}
		claimed[id] = quantity
	}
	return claimed, rows.Err()
}

// claimedStatement sums what the claiming lines of the products in the list in ("?, ?") still
// claim, found by the partial index sales_order_lines_claims. (SQLite, without statistics, takes
// that index only as it is: with quantity and quantity_delivered added to cover the sum, it took the
// index of every line of the product instead.)
func claimedStatement(in string) string {
	return `SELECT product_id, SUM(quantity - quantity_delivered) FROM sales_order_lines
		WHERE product_id IN (` + in + `) AND claims GROUP BY product_id`
}

// deliveryQuantities is what the open delivery lines of the products count (internal/deliveries,
// which marks each line's stage with its delivery's status): arrived is what arrived deliveries hold
// in the goods-receipt area and announced what announced ones will bring, each line's quantity less
// what was received of it.
func deliveryQuantities(ctx context.Context, q db.Q, ids []int64) (arrived, announced map[int64]int64, err error) {
	in, args := db.InList(ids)
	rows, err := q.Query(ctx, openDeliveriesStatement(in), args...)
	if err != nil {
		return nil, nil, fmt.Errorf("read open delivery lines: %w", err)
	}
	defer rows.Close()
	arrived, announced = map[int64]int64{}, map[int64]int64{}
	for rows.Next() {
		var id, quantity int64
		var stage string
		if err := rows.Scan(&id, &stage, &quantity); err != nil {
			return nil, nil, err
		}
		switch stage {
		case "in_transit":
			arrived[id] = quantity
		case "inbound":
			announced[id] = quantity
		}
	}
	return arrived, announced, rows.Err()
}

// openDeliveriesStatement sums what the open delivery lines of the products in the list in ("?, ?")
// still bring, per product and stage, found by the partial index delivery_lines_open.
func openDeliveriesStatement(in string) string {
	return `SELECT product_id, stage, SUM(CASE WHEN quantity > received_quantity THEN quantity - received_quantity ELSE 0 END)
		FROM delivery_lines WHERE product_id IN (` + in + `) AND stage <> '' GROUP BY product_id, stage`
}
