package stock_test

import (
	"sync"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/stock"
)

// balance is what a product's lot holds in a status.
func (f *fixture) balance(productID int64, lot, status string) int64 {
	f.t.Helper()
	var n int64
	err := f.d.Read().Get(f.ctx, &n, `SELECT quantity FROM stock_balances WHERE product_id = ? AND lot_number = ? AND batch_status = ?`,
		productID, lot, status)
	if err != nil && !db.NotFound(err) {
		f.t.Fatal(err)
	}
	return n
}

// Lots past their best-before date expire, whatever their status but damaged, and only they; a
// second run, or two instances at once, expire nothing more.
func TestExpireLots(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p := f.product(f.clientID, 0)
		past, future := f.movement(p, "OLD", 5), f.movement(p, "NEW", 7)
		past.BestBefore, future.BestBefore = "2026-11-26", "2026-11-27"
		blocked, damaged := past, past
		blocked.BatchStatus, blocked.Quantity = "blocked", 2
		damaged.BatchStatus, damaged.Quantity = "damaged", 1
		f.mustPost(past, future, blocked, damaged)

		at := time.Date(2026, 11, 27, 1, 0, 0, 0, time.UTC)
		if moved, err := stock.ExpireLots(f.ctx, d, "2026-11-27", at); err != nil || moved != 2 {
			t.Fatalf("moved %d (%v), want the sellable and the blocked balance of lot OLD", moved, err)
		}
		for _, c := range []struct {
			lot, status string
			want        int64
		}{{"OLD", "sellable", 0}, {"OLD", "blocked", 0}, {"OLD", "damaged", 1}, {"OLD", "expired", 7}, {"NEW", "sellable", 7}} {
			if got := f.balance(p, c.lot, c.status); got != c.want {
				t.Errorf("lot %s %s: %d, want %d", c.lot, c.status, got, c.want)
			}
		}
		if got := f.figures(p); got.Available != 7 || got.Total != 15 {
			t.Errorf("figures %+v", got)
		}
		if moved, err := stock.ExpireLots(f.ctx, d, "2026-11-27", at); err != nil || moved != 0 {
			t.Errorf("a second run moved %d (%v)", moved, err)
		}

		// Two instances at once: the lot expires once.
		soon := f.movement(p, "SOON", 4)
		soon.BestBefore = "2026-11-27"
		f.mustPost(soon)
		var wg sync.WaitGroup
		moved := make([]int, 2)
		for i := range moved {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var err error
				if moved[i], err = stock.ExpireLots(f.ctx, d, "2026-11-28", at); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if moved[0]+moved[1] != 2 || f.balance(p, "SOON", "expired") != 4 || f.balance(p, "NEW", "expired") != 7 {
			t.Errorf("two runs at once moved %v; SOON expired %d, NEW expired %d", moved,
				f.balance(p, "SOON", "expired"), f.balance(p, "NEW", "expired"))
		}
		if n := f.count("stock_movements", p); n != 4+2*2+1+2*2 {
			t.Errorf("%d movements", n)
		}
	})
}
