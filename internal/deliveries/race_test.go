package deliveries_test

import (
	"sync"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/deliveries"
)

// A cancel, an arrival and a final receipt racing for one announced delivery: either the cancel wins
// and the others are 409, or the receipt wins (after the arrival, or before it, which is then 409) and
// the cancel is 409; the product's figures are what the final status says, on both engines.
func TestRacingTransitionsMakeOneChange(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1 := f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		for round := range 5 {
			fields := twoLines()
			fields.Reference = "PO-RACE-" + string(rune('A'+round))
			sent := f.send(fields)
			changes := []func() (deliveries.Delivery, error){
				func() (deliveries.Delivery, error) { return f.deliveries.Cancel(f.ctx, f.account, sent.ID) },
				func() (deliveries.Delivery, error) {
					return f.deliveries.RecordArrival(f.ctx, f.account, sent.ID, time.Now())
				},
				func() (deliveries.Delivery, error) {
					return f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID,
						receipt("R-"+fields.Reference, "2026-03-03", time.Now(), true, row("TUL-1", 10), row("TUL-2", 4)))
				},
			}
			var wg sync.WaitGroup
			results := make([]error, len(changes))
			for i, change := range changes {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, results[i] = change()
				}()
			}
			wg.Wait()
			for _, err := range results {
				if err != nil {
					expectRefused(t, err)
				}
			}
			cancelled, arrived, received := results[0] == nil, results[1] == nil, results[2] == nil
			if cancelled == received || arrived && !received {
				t.Fatalf("round %d: cancel %v, arrival %v, receipt %v", round, results[0], results[1], results[2])
			}
		}
		// Each round left its 10 units of TUL-1 either nowhere (cancelled) or in stock.
		byStatus := map[string]int64{}
		var rows []struct {
			Status string `db:"status"`
			N      int64  `db:"n"`
		}
		if err := d.Read().Select(f.ctx, &rows, `SELECT status, count(*) AS n FROM deliveries GROUP BY status`); err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			byStatus[r.Status] = r.N
		}
		if byStatus[deliveries.StatusReceived]+byStatus[deliveries.StatusCancelled] != 5 {
			t.Errorf("statuses %v", byStatus)
		}
		f.expectFigures(p1, figures{Total: 10 * byStatus[deliveries.StatusReceived]})
	})
}
