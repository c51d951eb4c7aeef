package deliveries_test

import (
	"fmt"
	"strconv"
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

// An edit of an announced delivery racing a cancel, an arrival or a receipt on PostgreSQL, in both
// orders: the first to start holds the delivery (and the products it has locked) while a third
// transaction holds the delivery's last product, and the second starts only once the first waits for
// it. Every change takes the delivery first and then its products, so the second waits for the first
// and the two never deadlock: the second succeeds, or is 409 when the first took the delivery out of
// Announced, and the figures follow the final delivery. No retry is involved: db.Tx is called once.
func TestEditRacingAStatusChangeNeverDeadlocks(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	f := newFixture(t, d)
	p1, p2 := f.product(f.account, "TUL-1", 0), f.product(f.account, "TUL-2", 0)
	edited := twoLines()
	edited.Reference, edited.Lines[0].Quantity, edited.Lines[1].Quantity = "PO-1-EDITED", 7, 3
	changes := []struct {
		name   string
		change func(id int64) (deliveries.Delivery, error)
		// after are the figures of TUL-1 and TUL-2 when the change came after the edit, and when it came first.
		afterEdit, first [2]figures
	}{
		{"cancel", func(id int64) (deliveries.Delivery, error) { return f.deliveries.Cancel(f.ctx, f.account, id) },
			[2]figures{}, [2]figures{}},
		{"arrival", func(id int64) (deliveries.Delivery, error) {
			return f.deliveries.RecordArrival(f.ctx, f.account, id, time.Now())
		}, [2]figures{{InTransit: 7}, {InTransit: 3}}, [2]figures{{InTransit: 10}, {InTransit: 4}}},
		{"receipt", func(id int64) (deliveries.Delivery, error) {
			return f.deliveries.RecordReceipt(f.ctx, f.account, id,
				receipt("R-"+strconv.FormatInt(id, 10), "2026-03-03", time.Now(), true, row("TUL-1", 10), row("TUL-2", 4)))
		}, [2]figures{{Total: 10}, {Total: 4}}, [2]figures{{Total: 10}, {Total: 4}}},
	}
	total := [2]int64{}
	for _, c := range changes {
		for _, editFirst := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s, edit first %v", c.name, editFirst), func(t *testing.T) {
				sent := f.send(twoLines())
				edit := func() error { _, err := f.deliveries.Update(f.ctx, f.account, sent.ID, edited); return err }
				change := func() error { _, err := c.change(sent.ID); return err }
				first, second := change, edit
				if editFirst {
					first, second = edit, change
				}
				firstErr, err := dbtest.Queued(t, d, `SELECT id FROM products WHERE id = ? FOR UPDATE`, []any{p2}, first, second)
				if firstErr != nil {
					t.Fatalf("first: %v", firstErr)
				}
				want := c.first
				if editFirst {
					want = c.afterEdit
					if err != nil {
						t.Fatalf("%s after the edit: %v", c.name, err)
					}
				} else {
					expectRefused(t, err)
				}
				if c.name == "receipt" && editFirst {
					var reference string
					if err := d.Read().Get(f.ctx, &reference, `SELECT DISTINCT reference FROM delivery_receipts WHERE delivery_id = ?`,
						sent.ID); err != nil || reference != edited.Reference {
						t.Errorf("receipt rows' reference %q (%v), want the edited %q", reference, err, edited.Reference)
					}
				}
				total[0] += want[0].Total
				total[1] += want[1].Total
				f.expectFigures(p1, figures{Total: total[0], InTransit: want[0].InTransit, Inbound: want[0].Inbound})
				f.expectFigures(p2, figures{Total: total[1], InTransit: want[1].InTransit, Inbound: want[1].Inbound})
				// Leave nothing in transit for the next case.
				if c.name == "arrival" {
					if _, err := f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID, receipt("R-A"+strconv.FormatInt(sent.ID, 10),
						"2026-03-03", time.Now(), true, row("TUL-1", 1))); err != nil {
						t.Fatal(err)
					}
					total[0]++
				}
			})
		}
	}
}
