package stock_test

import (
	"errors"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/stock"
	"kade/internal/stock/stocktest"
)

// Claims take from the available stock and expectations add to the inbound or in-transit stock, each
// by its reference: a new call replaces what the reference committed before, a release removes it,
// and only open commitments stay stored.
func TestClaimsAndExpectationsMakeTheFigures(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1, p2 := f.product(f.clientID, 0), f.product(f.clientID, 0)
		f.mustPost(f.movement(p1, "A", 10))
		commit := func(fn func(q db.Q) error) {
			t.Helper()
			if err := d.Tx(f.ctx, fn); err != nil {
				t.Fatal(err)
			}
		}
		expect := func(step string, p int64, want stocktest.Figures) {
			t.Helper()
			if got := f.figures(p); got != want {
				t.Errorf("%s: product %d figures %+v, want %+v", step, p, got, want)
			}
		}
		order1, order2 := stock.Ref{Kind: "sales_order", ID: 1}, stock.Ref{Kind: "sales_order", ID: 2}
		delivery := stock.Ref{Kind: "delivery", ID: 1}

		commit(func(q db.Q) error { return stock.Claim(f.ctx, q, order1, map[int64]int64{p1: 3, p2: 2}) })
		commit(func(q db.Q) error { return stock.Claim(f.ctx, q, order2, map[int64]int64{p1: 4}) })
		expect("claimed 3 and 4", p1, stocktest.Figures{Total: 10, Available: 3, Alert: stock.AlertNone})
		expect("claimed 2 without stock", p2, stocktest.Figures{Available: -2, Alert: stock.AlertNone})

		commit(func(q db.Q) error { return stock.Claim(f.ctx, q, order1, map[int64]int64{p1: 1}) })
		expect("claim replaced", p1, stocktest.Figures{Total: 10, Available: 5, Alert: stock.AlertNone})
		expect("claim replaced without the product", p2, stocktest.Figures{Alert: stock.AlertNone})

		commit(func(q db.Q) error {
			return stock.Expect(f.ctx, q, delivery, stock.Inbound, map[int64]int64{p1: 6, p2: 5})
		})
		expect("inbound", p2, stocktest.Figures{Inbound: 5, Alert: stock.AlertNone})
		commit(func(q db.Q) error { return stock.Expect(f.ctx, q, delivery, stock.InTransit, map[int64]int64{p2: 5}) })
		expect("arrived", p2, stocktest.Figures{InTransit: 5, Alert: stock.AlertNone})
		expect("arrived without the product", p1, stocktest.Figures{Total: 10, Available: 5, Alert: stock.AlertNone})

		commit(func(q db.Q) error { return stock.Claim(f.ctx, q, delivery, map[int64]int64{p2: 1}) })
		expect("a reference claims and expects", p2, stocktest.Figures{Available: -1, InTransit: 5, Alert: stock.AlertNone})
		commit(func(q db.Q) error { return stock.Release(f.ctx, q, delivery) })
		commit(func(q db.Q) error { return stock.Claim(f.ctx, q, order2, nil) })
		expect("released", p1, stocktest.Figures{Total: 10, Available: 9, Alert: stock.AlertNone})
		expect("released", p2, stocktest.Figures{Alert: stock.AlertNone})
		if n := f.count("stock_commitments", p1) + f.count("stock_commitments", p2); n != 1 {
			t.Errorf("%d commitments stored, want only order 1's open claim", n)
		}

		err := d.Tx(f.ctx, func(q db.Q) error { return stock.Expect(f.ctx, q, delivery, stock.Claimed, map[int64]int64{p1: 1}) })
		if err == nil {
			t.Error("an expectation in the claimed figure was taken")
		}
	})
}

// A shipment's posting and its order's smaller claim in one go: the units leave the lot, the claim
// shrinks to what is still waited for (a product with 0 no longer claimed), and the figures follow
// both; a posting that would take a balance below zero changes neither.
func TestPostAndClaim(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1, p2 := f.product(f.clientID, 0), f.product(f.clientID, 0)
		f.mustPost(f.movement(p1, "A", 10), f.movement(p2, "A", 5))
		order := stock.Ref{Kind: "sales_order", ID: 1}
		if err := d.Tx(f.ctx, func(q db.Q) error { return stock.Claim(f.ctx, q, order, map[int64]int64{p1: 4, p2: 2}) }); err != nil {
			t.Fatal(err)
		}
		shipped := func(p int64, quantity int64) stock.Movement {
			m := f.movement(p, "A", -quantity)
			m.Type, m.Reference = "shipment", "ORD-1"
			return m
		}
		postAndClaim := func(quantities map[int64]int64, movements ...stock.Movement) error {
			return d.Tx(f.ctx, func(q db.Q) error { return stock.PostAndClaim(f.ctx, q, order, quantities, movements...) })
		}
		if err := postAndClaim(map[int64]int64{p1: 1, p2: 0}, shipped(p1, 3), shipped(p2, 2)); err != nil {
			t.Fatal(err)
		}
		if got, want := f.figures(p1), (stocktest.Figures{Total: 7, Available: 6, Alert: stock.AlertNone}); got != want {
			t.Errorf("p1 %+v, want %+v", got, want)
		}
		if got, want := f.figures(p2), (stocktest.Figures{Total: 3, Available: 3, Alert: stock.AlertNone}); got != want {
			t.Errorf("p2 %+v, want %+v", got, want)
		}
		if n := f.count("stock_commitments", p2); n != 0 {
			t.Errorf("p2 still has %d commitments", n)
		}
		if err := postAndClaim(map[int64]int64{p1: 0, p2: 0}, shipped(p1, 8)); !errors.Is(err, stock.ErrNegativeBalance) {
			t.Fatalf("shipping 8 of 7: %v", err)
		}
		if got, want := f.figures(p1), (stocktest.Figures{Total: 7, Available: 6, Alert: stock.AlertNone}); got != want {
			t.Errorf("after the refusal p1 %+v, want %+v", got, want)
		}
	})
}
