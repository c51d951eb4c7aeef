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
	ProductID    int64  `db:"id"`
	MinimumStock int64  `db:"minimum_stock"`
	ProductType  string `db:"product_type"`
	Total        int64  `db:"total"`
	Sellable     int64  `db:"sellable"`
	OnHold       int64  `db:"on_hold"`

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
// balances and the open claims and expectations (Claim, Expect), and writes those that changed. Products that do not
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
	if err := q.Select(ctx, &rows, `SELECT p.id, p.minimum_stock, p.product_type,
			COALESCE(SUM(b.quantity), 0) AS total,
			COALESCE(SUM(CASE WHEN b.batch_status = 'sellable' THEN b.quantity ELSE 0 END), 0) AS sellable,
			COALESCE(SUM(CASE WHEN b.batch_status <> 'sellable' THEN b.quantity ELSE 0 END), 0) AS on_hold,
			p.total_stock AS "current.total_stock", p.available_stock AS "current.available_stock",
			p.on_hold_stock AS "current.on_hold_stock", p.in_transit_stock AS "current.in_transit_stock",
			p.inbound_stock AS "current.inbound_stock", p.stock_alert AS "current.stock_alert"
		FROM products p LEFT JOIN stock_balances b ON b.product_id = p.id
		WHERE p.id IN (`+in+`)
		GROUP BY p.id, p.minimum_stock, p.product_type, p.total_stock, p.available_stock, p.on_hold_stock,
			p.in_transit_stock, p.inbound_stock, p.stock_alert`, args...); err != nil {
		return fmt.Errorf("read stock balances: %w", err)
	}
	committed, err := commitments(ctx, q, ids)
	if err != nil {
		return err
	}
	for _, r := range rows {
		next := stockFigures{
			TotalStock:     r.Total,
			AvailableStock: r.Sellable - committed[Claimed][r.ProductID],
			OnHoldStock:    r.OnHold,
			InTransitStock: committed[InTransit][r.ProductID],
			InboundStock:   committed[Inbound][r.ProductID],
		}
		next.StockAlert = alert(r.MinimumStock, r.ProductType, next.AvailableStock)
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

// notStocked is the product type the warehouse keeps no stock of: whether it has enough is unknown.
const notStocked = "IgnoreProduct"

// alert compares the available stock with the minimum (docs/domain.md, Stock): none without a
// minimum; insufficient below it, also when nothing was ever received or more is ordered than is in
// stock (available below zero); unknown for a product the warehouse keeps no stock of.
func alert(minimum int64, productType string, available int64) string {
	switch {
	case minimum <= 0:
		return AlertNone
	case productType == notStocked:
		return AlertUnknown
	case available >= minimum:
		return AlertSufficient
	default:
		return AlertInsufficient
	}
}

// commitments sums the open commitments of the products (see Claim and Expect) per product and
// figure, found by the index stock_commitments_product.
func commitments(ctx context.Context, q db.Q, ids []int64) (map[string]map[int64]int64, error) {
	in, args := db.InList(ids)
	rows, err := q.Query(ctx, commitmentsStatement(in), args...)
	if err != nil {
		return nil, fmt.Errorf("read stock commitments: %w", err)
	}
	defer rows.Close()
	sums := map[string]map[int64]int64{Claimed: {}, Inbound: {}, InTransit: {}}
	for rows.Next() {
		var id, quantity int64
		var figure string
		if err := rows.Scan(&id, &figure, &quantity); err != nil {
			return nil, err
		}
		if sums[figure] != nil {
			sums[figure][id] = quantity
		}
	}
	return sums, rows.Err()
}

// commitmentsStatement sums the commitments of the products in the list in ("?, ?").
func commitmentsStatement(in string) string {
	return `SELECT product_id, figure, SUM(quantity) FROM stock_commitments
		WHERE product_id IN (` + in + `) GROUP BY product_id, figure`
}
