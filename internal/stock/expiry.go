package stock

import (
	"context"
	"time"

	"kade/internal/db"
)

// Expired is the status a lot's units take once their best-before date has passed.
const Expired = "expired"

// expiring are the statuses whose units expire: the ones still meant for use. Damaged units stay
// damaged.
var expiring = []string{"sellable", "reserved", "blocked"}

// ExpireLots moves the units of every lot whose best-before date is before today (yyyy-mm-dd) into
// status expired, with status_change movements at `at`, one product at a time in a transaction of
// its own, and answers how many balances it moved. Each takes the product's lock and reads the
// balance again before it posts, so of instances that run it at once one moves a balance and the
// others find it empty: a lot expires once, however many instances run the job.
func ExpireLots(ctx context.Context, d *db.DB, today string, at time.Time) (int, error) {
	in, args := db.InList(expiring)
	var due []struct {
		ProductID   int64  `db:"product_id"`
		LotNumber   string `db:"lot_number"`
		BestBefore  string `db:"best_before"`
		BatchStatus string `db:"batch_status"`
	}
	if err := d.Read().Select(ctx, &due, `SELECT product_id, lot_number, best_before, batch_status FROM stock_balances
		WHERE best_before <> '' AND best_before < ? AND quantity > 0 AND batch_status IN (`+in+`) ORDER BY product_id`,
		append([]any{today}, args...)...); err != nil {
		return 0, err
	}
	moved := 0
	for _, key := range due {
		expired := false
		err := d.Tx(ctx, func(q db.Q) error {
			expired = false
			h := held{}
			if err := h.lock(ctx, q, []int64{key.ProductID}); err != nil {
				return err
			}
			product := h[key.ProductID]
			if product == nil {
				return nil
			}
			var quantity int64
			err := q.Get(ctx, &quantity, `SELECT quantity FROM stock_balances
				WHERE product_id = ? AND lot_number = ? AND best_before = ? AND batch_status = ?`,
				key.ProductID, key.LotNumber, key.BestBefore, key.BatchStatus)
			if db.NotFound(err) || err == nil && quantity <= 0 {
				return nil
			}
			if err != nil {
				return err
			}
			expired = true
			lot := Movement{ClientID: product.ClientID, ProductID: key.ProductID, LotNumber: key.LotNumber,
				BestBefore: key.BestBefore, Type: "status_change", Reference: "best-before date passed", OccurredAt: at}
			from, to := lot, lot
			from.BatchStatus, from.Quantity = key.BatchStatus, -quantity
			to.BatchStatus, to.Quantity = Expired, quantity
			if err := post(ctx, q, h, []Movement{from, to}); err != nil {
				return err
			}
			return h.write(ctx, q)
		})
		if err != nil {
			return moved, err
		}
		if expired {
			moved++
		}
	}
	return moved, nil
}
