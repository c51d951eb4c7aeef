package stock

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"kade/internal/db"
	"kade/internal/domain"
)

// MonthOf is the calendar month (yyyy-mm, Europe/Amsterdam) a movement belongs to in the month report.
func MonthOf(m Movement) string { return m.OccurredAt.In(domain.Local).Format("2006-01") }

// monthKey is a product's calendar month.
type monthKey struct {
	productID int64
	month     string
}

// monthDelta is what a posting adds to a product's month (see the table stock_months).
type monthDelta struct {
	clientID                        int64
	delivered, received, correction int64
}

// net is what the delta changes the product's total stock by.
func (d monthDelta) net() int64 { return d.received - d.delivered + d.correction }

// bookMonths adds the movements to their products' months in stock_months: each month the
// posting touches gets its row (opening with the closing of the product's month before) and its
// sums, and the months after it open with what the posting changed. Two statements whatever the
// posting holds; the products are locked, so no other posting changes their months meanwhile.
func bookMonths(ctx context.Context, q db.Q, movements []Movement) error {
	deltas := map[monthKey]monthDelta{}
	for _, m := range movements {
		k := monthKey{m.ProductID, MonthOf(m)}
		d := deltas[k]
		d.clientID = m.ClientID
		switch m.Type {
		case "shipment":
			d.delivered -= m.Quantity
		case "receipt", "return":
			d.received += m.Quantity
		default:
			d.correction += m.Quantity
		}
		deltas[k] = d
	}
	keys := slices.SortedFunc(maps.Keys(deltas), func(a, b monthKey) int {
		return cmp.Or(cmp.Compare(a.productID, b.productID), strings.Compare(a.month, b.month))
	})
	for chunk := range slices.Chunk(keys, refreshChunk) {
		values := make([]string, len(chunk))
		args := make([]any, 0, 6*len(chunk))
		for i, k := range chunk {
			d := deltas[k]
			values[i] = "(CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS BIGINT))"
			args = append(args, d.clientID, k.productID, k.month, d.delivered, d.received, d.correction)
		}
		posted := `WITH v (client_id, product_id, month, delivered, received, correction) AS (VALUES ` + strings.Join(values, ", ") + `) `
		if _, err := q.Exec(ctx, posted+`
			INSERT INTO stock_months (client_id, product_id, month, initial_stock, delivered, received_and_returns, correction)
			SELECT v.client_id, v.product_id, v.month,
				COALESCE((SELECT s.initial_stock + s.received_and_returns - s.delivered + s.correction
					FROM stock_months s WHERE s.product_id = v.product_id AND s.month < v.month ORDER BY s.month DESC LIMIT 1), 0),
				v.delivered, v.received, v.correction
			FROM v WHERE true
			ON CONFLICT (product_id, month) DO UPDATE SET
				delivered = stock_months.delivered + excluded.delivered,
				received_and_returns = stock_months.received_and_returns + excluded.received_and_returns,
				correction = stock_months.correction + excluded.correction`, args...); err != nil {
			return fmt.Errorf("book stock months: %w", err)
		}
		if _, err := q.Exec(ctx, posted+`
			UPDATE stock_months SET initial_stock = initial_stock + (SELECT SUM(v.received - v.delivered + v.correction) FROM v
				WHERE v.product_id = stock_months.product_id AND v.month < stock_months.month)
			WHERE product_id IN (SELECT product_id FROM v)
				AND month > (SELECT MIN(v.month) FROM v WHERE v.product_id = stock_months.product_id)`, args...); err != nil {
			return fmt.Errorf("move later stock months: %w", err)
		}
	}
	return nil
}
