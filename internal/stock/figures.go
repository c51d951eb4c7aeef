package stock

import (
	"context"
	"fmt"
	"maps"
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

// stockFigures are the columns of products that hold its stock figures.
type stockFigures struct {
	TotalStock     int64  `db:"total_stock"`
	AvailableStock int64  `db:"available_stock"`
	OnHoldStock    int64  `db:"on_hold_stock"`
	InTransitStock int64  `db:"in_transit_stock"`
	InboundStock   int64  `db:"inbound_stock"`
	StockAlert     string `db:"stock_alert"`
	// ClaimedStock is what the product's open claims add up to: the figures' own running total,
	// from which the available stock follows.
	ClaimedStock int64 `db:"claimed_stock"`
}

// stockRow is a product's row as far as its stock goes, read under the product's lock: what its
// alert depends on and its figures. A transaction's postings and commitments add their deltas to
// it, and held.write stores the figures that changed, once.
type stockRow struct {
	ID           int64  `db:"id"`
	ClientID     int64  `db:"client_id"`
	MinimumStock int64  `db:"minimum_stock"`
	ProductType  string `db:"product_type"`
	stockFigures
	// stored is what the row holds in the database.
	stored stockFigures
}

// held is the stock rows of the products a transaction locked, by product id.
type held map[int64]*stockRow

// stockRowColumns are the columns of products a stockRow reads.
const stockRowColumns = `id, client_id, minimum_stock, product_type, total_stock, available_stock, on_hold_stock,
	in_transit_stock, inbound_stock, stock_alert, claimed_stock`

// lock reads and holds (db.HoldRows) the rows of the sorted ids that h does not hold yet, one
// statement a chunk; on PostgreSQL it locks them as the sort hands them over, while an order line
// may still reference the product. A product that does not exist has no row.
func (h held) lock(ctx context.Context, q db.Q, ids []int64) error {
	ids = slices.DeleteFunc(slices.Compact(slices.Sorted(slices.Values(ids))), func(id int64) bool { return h[id] != nil })
	for chunk := range slices.Chunk(ids, refreshChunk) {
		in, args := db.InList(chunk)
		var rows []*stockRow
		if err := q.Select(ctx, &rows, `SELECT `+stockRowColumns+` FROM products WHERE id IN (`+in+`) ORDER BY id`+db.HoldRows(q.Dialect()),
			args...); err != nil {
			return fmt.Errorf("lock products: %w", err)
		}
		for _, r := range rows {
			r.stored = r.stockFigures
			h[r.ID] = r
		}
	}
	return nil
}

// post adds the movements to the figures of their products: the total, and the stock on hold for a
// batch status other than sellable.
func (h held) post(movements []Movement) {
	for _, m := range movements {
		r := h[m.ProductID]
		r.TotalStock += m.Quantity
		if m.BatchStatus != "sellable" {
			r.OnHoldStock += m.Quantity
		}
	}
}

// commit adds quantity to what the product's commitments in figure add up to. A product without a
// row (deleted) is skipped.
func (h held) commit(productID int64, figure string, quantity int64) {
	r := h[productID]
	if r == nil {
		return
	}
	switch figure {
	case Claimed:
		r.ClaimedStock += quantity
	case Inbound:
		r.InboundStock += quantity
	case InTransit:
		r.InTransitStock += quantity
	}
}

// write derives the available stock and the alert of every row and writes the figures that changed,
// in one statement a chunk.
func (h held) write(ctx context.Context, q db.Q) error {
	var changed []*stockRow
	for _, id := range slices.Sorted(maps.Keys(h)) {
		r := h[id]
		r.AvailableStock = r.TotalStock - r.OnHoldStock - r.ClaimedStock
		r.StockAlert = Alert(r.MinimumStock, r.ProductType, r.AvailableStock)
		if r.stockFigures != r.stored {
			changed = append(changed, r)
		}
	}
	for chunk := range slices.Chunk(changed, refreshChunk) {
		args := make([]any, 0, 8*len(chunk))
		for _, r := range chunk {
			args = append(args, r.ID, r.TotalStock, r.AvailableStock, r.OnHoldStock, r.InTransitStock, r.InboundStock,
				r.StockAlert, r.ClaimedStock)
		}
		if _, err := q.Exec(ctx, figuresUpdate(len(chunk)), args...); err != nil {
			return fmt.Errorf("write stock figures: %w", err)
		}
		for _, r := range chunk {
			r.stored = r.stockFigures
		}
	}
	return nil
}

// RefreshFigures recomputes the stock figures and the stock alert of the products from their
// sources, their balances and open claims and expectations (Claim, Expect), and writes those that
// changed: after what the alert depends on changed (a product made or edited). Postings and
// commitments keep the figures by their own deltas instead. Products that do not exist are skipped.
// It locks the products (see LockProducts).
func RefreshFigures(ctx context.Context, q db.Q, productIDs ...int64) error {
	h := held{}
	if err := h.lock(ctx, q, productIDs); err != nil {
		return err
	}
	ids := slices.Sorted(maps.Keys(h))
	for chunk := range slices.Chunk(ids, refreshChunk) {
		in, args := db.InList(chunk)
		var sources []struct {
			ID        int64 `db:"id"`
			Total     int64 `db:"total"`
			OnHold    int64 `db:"on_hold"`
			Claimed   int64 `db:"claimed"`
			Inbound   int64 `db:"inbound"`
			InTransit int64 `db:"in_transit"`
		}
		if err := q.Select(ctx, &sources, sourcesStatement(in), slices.Concat(args, args, args)...); err != nil {
			return fmt.Errorf("read stock figures: %w", err)
		}
		for _, s := range sources {
			r := h[s.ID]
			r.TotalStock, r.OnHoldStock, r.ClaimedStock, r.InboundStock, r.InTransitStock =
				s.Total, s.OnHold, s.Claimed, s.Inbound, s.InTransit
		}
	}
	return h.write(ctx, q)
}

// sourcesStatement reads, for the products in the list in ("?, ?", given three times), their
// balances summed (all, and those not sellable) and their open commitments summed by figure (see
// Claim and Expect), each found by its product index.
func sourcesStatement(in string) string {
	return `SELECT p.id, COALESCE(b.total, 0) AS total, COALESCE(b.on_hold, 0) AS on_hold,
			COALESCE(c.claimed, 0) AS claimed, COALESCE(c.inbound, 0) AS inbound, COALESCE(c.in_transit, 0) AS in_transit
		FROM products p
		LEFT JOIN (SELECT product_id, SUM(quantity) AS total,
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
// available_stock, on_hold_stock, in_transit_stock, inbound_stock, stock_alert, claimed_stock).
func figuresUpdate(n int) string {
	row := "(CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT), " +
		"CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS BIGINT))"
	return `WITH f (id, total_stock, available_stock, on_hold_stock, in_transit_stock, inbound_stock, stock_alert, claimed_stock)
			AS (VALUES ` + strings.TrimSuffix(strings.Repeat(row+", ", n), ", ") + `)
		UPDATE products SET total_stock = f.total_stock, available_stock = f.available_stock,
			on_hold_stock = f.on_hold_stock, in_transit_stock = f.in_transit_stock, inbound_stock = f.inbound_stock,
			stock_alert = f.stock_alert, claimed_stock = f.claimed_stock
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
