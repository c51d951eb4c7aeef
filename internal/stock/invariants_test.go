package stock_test

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"sync"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/stock"
	"kade/internal/stock/stocktest"
)

// ledger is what the test expects the balances to be: the sum of every posting that was accepted.
type ledger map[string]int64

func balanceName(productID int64, lot, bestBefore, status string) string {
	return fmt.Sprintf("%d/%s/%s/%s", productID, lot, bestBefore, status)
}

func (l ledger) add(movements []stock.Movement) {
	for _, m := range movements {
		l[balanceName(m.ProductID, m.LotNumber, m.BestBefore, m.BatchStatus)] += m.Quantity
	}
}

// checkLedger asserts that the balances are what the accepted postings add up to, that every
// balance equals the sum of its movements, and that each product's figures are what its balances say.
func (f *fixture) checkLedger(want ledger, products ...int64) {
	f.t.Helper()
	var balances []struct {
		ProductID   int64  `db:"product_id"`
		LotNumber   string `db:"lot_number"`
		BestBefore  string `db:"best_before"`
		BatchStatus string `db:"batch_status"`
		Quantity    int64  `db:"quantity"`
	}
	if err := f.d.Read().Select(f.ctx, &balances, `SELECT product_id, lot_number, best_before, batch_status, quantity
		FROM stock_balances`); err != nil {
		f.t.Fatal(err)
	}
	got, expected := ledger{}, map[int64]stocktest.Figures{}
	for _, b := range balances {
		got[balanceName(b.ProductID, b.LotNumber, b.BestBefore, b.BatchStatus)] = b.Quantity
		if b.Quantity < 0 {
			f.t.Errorf("balance %+v is below zero", b)
		}
		e := expected[b.ProductID]
		e.Total += b.Quantity
		if b.BatchStatus == "sellable" {
			e.Available += b.Quantity
		} else {
			e.OnHold += b.Quantity
		}
		expected[b.ProductID] = e
	}
	if !maps.Equal(got, want) {
		f.t.Errorf("balances = %v\nwant       %v", got, want)
	}

	var sums []struct {
		Key      string `db:"balance"`
		Quantity int64  `db:"quantity"`
	}
	if err := f.d.Read().Select(f.ctx, &sums, `SELECT CAST(product_id AS TEXT) || '/' || lot_number || '/' ||
		best_before || '/' || batch_status AS balance, SUM(quantity) AS quantity FROM stock_movements
		GROUP BY product_id, lot_number, best_before, batch_status`); err != nil {
		f.t.Fatal(err)
	}
	if len(sums) != len(got) {
		f.t.Errorf("%d balances, but movements on %d", len(got), len(sums))
	}
	for _, s := range sums {
		if got[s.Key] != s.Quantity {
			f.t.Errorf("balance %s = %d, its movements add up to %d", s.Key, got[s.Key], s.Quantity)
		}
	}

	for _, p := range products {
		e := expected[p]
		e.Alert = "none" // the products of these tests have no minimum stock
		if figures := f.figures(p); figures != e {
			f.t.Errorf("product %d: figures = %+v, its balances say %+v", p, figures, e)
		}
	}
}

// randomPosting is one to four movements on the products, some of which take more than is in stock.
func (f *fixture) randomPosting(r *rand.Rand, products []int64) []stock.Movement {
	statuses := stock.BatchStatuses
	types := stock.MovementTypes
	movements := make([]stock.Movement, 1+r.IntN(4))
	for i := range movements {
		m := f.movement(products[r.IntN(len(products))], fmt.Sprintf("L%d", r.IntN(3)), 0)
		for m.Quantity == 0 {
			m.Quantity = int64(r.IntN(14) - 5)
		}
		m.BatchStatus, m.Type = statuses[r.IntN(len(statuses))], types[r.IntN(len(types))]
		if r.IntN(2) == 0 {
			m.BestBefore = ""
		}
		movements[i] = m
	}
	return movements
}

func TestRandomPostingsKeepTheLedgerConsistent(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		products := []int64{f.product(f.clientID, 0), f.product(f.clientID, 0), f.product(f.clientID, 0)}
		r := rand.New(rand.NewPCG(2026, 11))
		want := ledger{}
		var refused, appended int
		for range 300 {
			posting := f.randomPosting(r, products)
			switch err := f.post(posting...); {
			case errors.Is(err, stock.ErrNegativeBalance):
				refused++
			case err != nil:
				t.Fatal(err)
			default:
				want.add(posting)
				appended += len(posting)
			}
		}
		if refused == 0 || refused == 300 {
			t.Fatalf("%d of 300 postings refused; the sequence should have both kinds", refused)
		}
		var movements int
		if err := d.Read().Get(f.ctx, &movements, `SELECT COUNT(*) FROM stock_movements`); err != nil {
			t.Fatal(err)
		}
		if movements != appended {
			t.Errorf("%d movements, want %d", movements, appended)
		}
		f.checkLedger(want, products...)
		t.Logf("%d postings refused, %d movements appended", refused, appended)
	})
}

// Concurrent postings, each in its own transaction, must not lose an update. Each worker receives
// into lots of its own, so the postings touch different balances of one product and only the
// product's row lock keeps their figures right on PostgreSQL; every fourth posting also ships from a
// lot all workers share, which only that lock keeps from going below zero, and lists the two
// products in an order that depends on the worker, which would deadlock without the ascending order.
func TestConcurrentPostingsLoseNothing(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		received, shipped := f.product(f.clientID, 0), f.product(f.clientID, 0)
		stocked := []stock.Movement{f.movement(shipped, "shared", 40)}
		f.mustPost(stocked...)
		want := ledger{}
		want.add(stocked)

		const workers, postings = 8, 40
		var mu sync.Mutex
		var wg sync.WaitGroup
		errs := make(chan error, workers)
		for w := range workers {
			wg.Go(func() {
				for i := range postings {
					posting := []stock.Movement{f.movement(received, fmt.Sprintf("W%d-%d", w, i%4), int64(1+i%3))}
					if i%4 == 0 {
						shipment := f.movement(shipped, "shared", -1)
						shipment.Type = "shipment"
						if w%2 == 0 {
							posting = append(posting, shipment)
						} else {
							posting = append([]stock.Movement{shipment}, posting...)
						}
					}
					err := f.post(posting...)
					if errors.Is(err, stock.ErrNegativeBalance) {
						continue
					}
					if err != nil {
						errs <- err
						return
					}
					mu.Lock()
					want.add(posting)
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		f.checkLedger(want, received, shipped)
	})
}
