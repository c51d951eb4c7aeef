package stock

import (
	"context"
	"fmt"
	"slices"
	"strings"

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
	Claimed      int64  `db:"claimed"`
	Inbound      int64  `db:"inbound"`
	InTransit    int64  `db:"in_transit"`

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

// refreshChunkOf refreshes the products of one statement's worth of ids: one statement reads what
// their figures are computed from, one writes those that changed.
func refreshChunkOf(ctx context.Context, q db.Q, ids []int64) error {
	in, args := db.InList(ids)
	var rows []figures
	if err := q.Select(ctx, &rows, figuresStatement(in), slices.Concat(args, args, args)...); err != nil {
		return fmt.Errorf("read stock figures: %w", err)
	}
	var changed []any
	for _, r := range rows {
		next := stockFigures{
			TotalStock:     r.Total,
			AvailableStock: r.Sellable - r.Claimed,
			OnHoldStock:    r.OnHold,
			InTransitStock: r.InTransit,
			InboundStock:   r.Inbound,
		}
		next.StockAlert = Alert(r.MinimumStock, r.ProductType, next.AvailableStock)
		if next != r.Current {
			changed = append(changed, r.ProductID, next.TotalStock, next.AvailableStock, next.OnHoldStock,
				next.InTransitStock, next.InboundStock, next.StockAlert)
		}
	}
	if len(changed) == 0 {
		return nil
	}
	if _, err := q.Exec(ctx, figuresUpdate(len(changed)/7), changed...); err != nil {
		return fmt.Errorf("write stock figures: %w", err)
	}
	return nil
}

// figuresStatement reads, for the products in the list in ("?, ?", given three times), their
// balances summed by batch status and their open commitments summed by figure (see Claim and
// Expect), each found by its product index, with the figures they have now.
func figuresStatement(in string) string {
	return `SELECT p.id, p.minimum_stock, p.product_type,
			COALESCE(b.total, 0) AS total, COALESCE(b.sellable, 0) AS sellable, COALESCE(b.on_hold, 0) AS on_hold,
			COALESCE(c.claimed, 0) AS claimed, COALESCE(c.inbound, 0) AS inbound,
			COALESCE(c.in_transit, 0) AS in_transit,
			p.total_stock AS "current.total_stock", p.available_stock AS "current.available_stock",
			p.on_hold_stock AS "current.on_hold_stock", p.in_transit_stock AS "current.in_transit_stock",
			p.inbound_stock AS "current.inbound_stock", p.stock_alert AS "current.stock_alert"
		FROM products p
		LEFT JOIN (SELECT product_id, SUM(quantity) AS total,
				SUM(CASE WHEN batch_status = 'sellable' THEN quantity ELSE 0 END) AS sellable,
				SUM(CASE WHEN batch_status <> 'sellable' THEN quantity ELSE 0 END) AS on_hold
			FROM stock_balances WHERE product_id IN (` + in + `) GROUP BY product_id) b ON b.product_id = p.id
		LEFT JOIN (SELECT product_id,
				SUM(CASE WHEN figure = '` + Claimed + `' THEN quantity ELSE 0 END) AS claimed,
				SUM(CASE WHEN figure = '` + Inbound + `' THEN quantity ELSE 0 END) AS inbound,
				SUM(CASE WHEN figure = '` + InTransit + `' THEN quantity ELSE 0 END) AS in_transit
			FROM stock_commitments WHERE product_id IN (` + in + `) GROUP BY product_id) c ON c.product_id = p.id
		WHERE p.id IN (` + in + `)`
}

// figuresUpdate writes the figures of n products in one statement, from rows of (id, total_stock,
// available_stock, on_hold_stock, in_transit_stock, inbound_stock, stock_alert).
func figuresUpdate(n int) string {
	row := "(CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), " +
		"CAST(? AS BIGINT), CAST(? AS TEXT))"
	return `WITH f (id, total_stock, available_stock, on_hold_stock, in_transit_stock, inbound_stock, stock_alert)
			AS (VALUES ` + strings.TrimSuffix(strings.Repeat(row+", ", n), ", ") + `)
		UPDATE products SET total_stock = f.total_stock, available_stock = f.available_stock,
			on_hold_stock = f.on_hold_stock, in_transit_stock = f.in_transit_stock, inbound_stock = f.inbound_stock,
			stock_alert = f.stock_alert
		FROM f
		WHERE products.id = f.id`
}

// notStocked is the product type the warehouse keeps no stock of: whether it has enough is unknown.
const notStocked = "IgnoreProduct"

// Alert compares the available stock with the minimum (docs/domain.md, Stock): none without a
// minimum; insufficient below it, also when nothing was ever received or more is ordered than is in
// stock (available below zero); unknown for a product the warehouse keeps no stock of.
func Alert(minimum int64, productType string, available int64) string {
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
