package stockreports_test

import (
	"math/rand/v2"
	"net/url"
	"strconv"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing/listingtest"
	"kade/internal/products/productstest"
	"kade/internal/stock"
	"kade/internal/stockreports"
)

// movement is a posted movement as the invariant reads it back.
type movement struct {
	ID        int64     `db:"id"`
	ProductID int64     `db:"product_id"`
	Quantity  int64     `db:"quantity"`
	At        time.Time `db:"occurred_at"`
}

// After random postings through stock.Post of three products over five months, in no order of time
// (a movement may go into a month long past, or at the last hour of a month in UTC, the next one in
// Amsterdam), every row of the flow report, on every page of every filter, has as inventory_change
// the sum of its product's quantities up to and including its movement, on both engines.
func TestFlowRunningStockIsTheSumOfTheMovements(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		account := dbtest.Account(t, d, "Flow Invariant B.V.")
		other := dbtest.Account(t, d, "Other B.V.")
		products := []int64{productstest.Stocked(t, d, account, "FI-A", true, 0), productstest.Stocked(t, d, account, "FI-B", true, 0),
			productstest.Stocked(t, d, account, "FI-C", true, 0)}
		otherProduct := productstest.Stocked(t, d, other, "FI-A", true, 0)
		rng := rand.New(rand.NewPCG(7, 11))
		statuses := []string{"sellable", "damaged"}
		start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		post := func(ms ...stock.Movement) {
			t.Helper()
			if err := d.Tx(t.Context(), func(q db.Q) error { return stock.Post(t.Context(), q, ms...) }); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 160 {
			product := products[rng.IntN(len(products))]
			at := start.Add(time.Duration(rng.IntN(150*24)) * time.Hour)
			if i%10 == 0 { // the last hour of a month in UTC, the next month's first in Amsterdam
				at = time.Date(2026, time.Month(1+rng.IntN(4)), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1, 0).Add(-30 * time.Minute)
			}
			m := stock.Movement{ClientID: account, ProductID: product, LotNumber: "L" + strconv.Itoa(rng.IntN(3)),
				BatchStatus: statuses[rng.IntN(2)], OccurredAt: at, Reference: "R" + strconv.Itoa(i)}
			inStock := balanceOf(t, d, product, m.LotNumber, m.BatchStatus)
			switch kind := rng.IntN(5); {
			case kind == 0 && inStock > 0:
				m.Type, m.Quantity = "shipment", -1-rng.Int64N(inStock)
			case kind == 1 && m.BatchStatus == "sellable" && inStock > 0: // a status change: out of sellable, into damaged
				n := 1 + rng.Int64N(inStock)
				out, in := m, m
				out.Type, out.Quantity = "status_change", -n
				in.Type, in.BatchStatus, in.Quantity = "status_change", "damaged", n
				post(out, in)
				continue
			case kind == 2:
				m.Type, m.Quantity = "correction", 1+rng.Int64N(5)
			case kind == 3:
				m.Type, m.Quantity = "return", 1+rng.Int64N(3)
			default:
				m.Type, m.Quantity = "receipt", 1+rng.Int64N(20)
			}
			post(m)
			if i%40 == 0 {
				post(stock.Movement{ClientID: other, ProductID: otherProduct, BatchStatus: "sellable", Type: "receipt", Quantity: 5,
					OccurredAt: at})
			}
		}

		var all []movement
		if err := d.Read().Select(t.Context(), &all, `SELECT id, product_id, quantity, occurred_at FROM stock_movements
			WHERE client_id = ? ORDER BY occurred_at, id`, account); err != nil {
			t.Fatal(err)
		}
		want, running := map[int64]int64{}, map[int64]int64{}
		for _, m := range all {
			running[m.ProductID] += m.Quantity
			want[m.ID] = running[m.ProductID]
		}

		reports := stockreports.NewReports(d)
		product := strconv.FormatInt(products[1], 10)
		for _, params := range []url.Values{{}, {"limit": {"7"}}, {"limit": {"3"}, "product_id": {product}},
			{"limit": {"5"}, "type": {"shipment"}}, {"limit": {"4"}, "type": {"status_change"}, "product_id": {product}},
			{"limit": {"6"}, "date_from": {"2026-02-14"}, "date_to": {"2026-04-02"}},
			{"limit": {"2"}, "date_from": {"2026-03-01"}, "type": {"correction"}}} {
			rows, _ := listingtest.Walk(t, params, 1000, stockreports.ParseFlowFilter,
				func(f stockreports.FlowFilter) ([]stockreports.FlowRow, *string, int64, error) {
					return reports.Flow(t.Context(), account, f)
				})
			if len(rows) == 0 {
				t.Errorf("%v: no rows", params)
			}
			for _, r := range rows {
				if r.InventoryChange != want[r.ID] {
					t.Errorf("%v: movement %d (%s %d of product %d at %s): inventory_change %d, want %d", params, r.ID, r.Type,
						r.Quantity, r.ProductID, r.Date, r.InventoryChange, want[r.ID])
				}
			}
		}
	})
}

// balanceOf is the balance of a product's lot in a status.
func balanceOf(t *testing.T, d *db.DB, product int64, lot, status string) int64 {
	t.Helper()
	var n int64
	if err := d.Read().Get(t.Context(), &n, `SELECT COALESCE(SUM(quantity), 0) FROM stock_balances
		WHERE product_id = ? AND lot_number = ? AND batch_status = ?`, product, lot, status); err != nil {
		t.Fatal(err)
	}
	return n
}
