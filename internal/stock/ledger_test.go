package stock_test

import (
	"errors"
	"maps"
	"reflect"
	"slices"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/stock"
	"kade/internal/stock/stocktest"
)

func TestPostUpdatesBalancesAndFigures(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p := f.product(f.clientID, 0)
		f.mustPost(f.movement(p, "A", 10), f.movement(p, "B", 5))
		shipment := f.movement(p, "A", -3)
		shipment.Type = "shipment"
		f.mustPost(shipment)

		damaged := f.movement(p, "B", 2)
		damaged.Type, damaged.BatchStatus = "status_change", "damaged"
		sold := f.movement(p, "B", -2)
		sold.Type = "status_change"
		f.mustPost(sold, damaged)

		lots, err := stock.Lots(f.ctx, d.Read(), p)
		if err != nil {
			t.Fatal(err)
		}
		want := []stock.Lot{
			{LotNumber: "A", BestBefore: "2027-03-31", BatchStatus: "sellable", Quantity: 7},
			{LotNumber: "B", BestBefore: "2027-03-31", BatchStatus: "sellable", Quantity: 3},
			{LotNumber: "B", BestBefore: "2027-03-31", BatchStatus: "damaged", Quantity: 2},
		}
		if !reflect.DeepEqual(lots, want) {
			t.Errorf("lots = %+v, want %+v", lots, want)
		}
		if got, want := f.figures(p), (stocktest.Figures{Total: 12, Available: 10, OnHold: 2, Alert: "none"}); got != want {
			t.Errorf("figures = %+v, want %+v", got, want)
		}
		if n := f.count("stock_movements", p); n != 5 {
			t.Errorf("%d movements, want 5", n)
		}
	})
}

func TestPostValidatesEachMovement(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p := f.product(f.clientID, 0)
		other := f.product(dbtest.Account(f.t, f.d, "Polder Design Co."), 0)
		valid := f.movement(p, "A", 1)
		with := func(change func(m *stock.Movement)) stock.Movement {
			m := valid
			change(&m)
			return m
		}
		cases := []struct {
			name  string
			bad   stock.Movement
			field string
			key   string
		}{
			{"batch status", with(func(m *stock.Movement) { m.BatchStatus = "lost" }), "batch_status",
				"validation.one_of,sellable / damaged / reserved / blocked / expired"},
			{"empty batch status", with(func(m *stock.Movement) { m.BatchStatus = "" }), "batch_status",
				"validation.one_of,sellable / damaged / reserved / blocked / expired"},
			{"type", with(func(m *stock.Movement) { m.Type = "theft" }), "type",
				"validation.one_of,receipt / shipment / return / correction / status_change"},
			{"impossible date", with(func(m *stock.Movement) { m.BestBefore = "2027-02-29" }), "best_before", "stock.validation.date"},
			{"date without dashes", with(func(m *stock.Movement) { m.BestBefore = "20270331" }), "best_before", "stock.validation.date"},
			{"day first", with(func(m *stock.Movement) { m.BestBefore = "31-03-2027" }), "best_before", "stock.validation.date"},
			{"date with time", with(func(m *stock.Movement) { m.BestBefore = "2027-03-31T00:00:00Z" }), "best_before", "stock.validation.date"},
			{"zero quantity", with(func(m *stock.Movement) { m.Quantity = 0 }), "quantity", "stock.validation.not_zero"},
			{"no time", with(func(m *stock.Movement) { m.OccurredAt = time.Time{} }), "occurred_at", "validation.required"},
			{"unknown product", with(func(m *stock.Movement) { m.ProductID = other + 1000 }), "product_id", "products.unknown"},
			{"another client's product", with(func(m *stock.Movement) { m.ProductID = other }), "product_id", "products.unknown"},
			{"no client", with(func(m *stock.Movement) { m.ClientID = 0 }), "product_id", "products.unknown"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				err := f.post(valid, c.bad)
				var errs domain.ValidationErrors
				if !errors.As(err, &errs) {
					t.Fatalf("err = %v, want validation errors", err)
				}
				want := domain.ValidationErrors{"movements.1." + c.field: {c.key}}
				if !maps.EqualFunc(errs, want, slices.Equal) {
					t.Errorf("errors = %v, want %v", errs, want)
				}
				if errors.Is(err, stock.ErrNegativeBalance) {
					t.Error("an invalid movement is not a negative balance")
				}
				if n := f.count("stock_movements", p) + f.count("stock_balances", p); n != 0 {
					t.Errorf("%d rows written", n)
				}
			})
		}
	})
}

func TestPostRefusesNegativeBalance(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p := f.product(f.clientID, 4)
		f.mustPost(f.movement(p, "A", 5))
		before := f.figures(p)

		cases := []struct {
			name      string
			movements []stock.Movement
			want      domain.ValidationErrors
		}{
			{"more than the lot holds", []stock.Movement{f.movement(p, "B", 3), f.movement(p, "A", -6)},
				domain.ValidationErrors{"movements.1.quantity": {"stock.validation.negative_balance,5"}}},
			{"a lot never received", []stock.Movement{f.movement(p, "C", -1)},
				domain.ValidationErrors{"movements.0.quantity": {"stock.validation.negative_balance,0"}}},
			{"net of the posting", []stock.Movement{f.movement(p, "A", 2), f.movement(p, "A", -4), f.movement(p, "A", -4)},
				domain.ValidationErrors{"movements.1.quantity": {"stock.validation.negative_balance,5"}}},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				var err error
				// The transaction commits on purpose: a refused posting must have written nothing at all.
				if txErr := d.Tx(f.ctx, func(q db.Q) error { err = stock.Post(f.ctx, q, c.movements...); return nil }); txErr != nil {
					t.Fatal(txErr)
				}
				if !errors.Is(err, stock.ErrNegativeBalance) {
					t.Fatalf("err = %v, want ErrNegativeBalance", err)
				}
				var errs domain.ValidationErrors
				if !errors.As(err, &errs) || !maps.EqualFunc(errs, c.want, slices.Equal) {
					t.Errorf("errors = %v, want %v", errs, c.want)
				}
				if n := f.count("stock_movements", p); n != 1 {
					t.Errorf("%d movements, want 1", n)
				}
				if n := f.count("stock_balances", p); n != 1 {
					t.Errorf("%d balances, want 1", n)
				}
				if got := f.figures(p); got != before {
					t.Errorf("figures = %+v, want unchanged %+v", got, before)
				}
			})
		}

		// Within one posting stock may leave before it arrives; only the net change counts.
		f.mustPost(f.movement(p, "A", -7), f.movement(p, "A", 4))
		if got, want := f.figures(p), (stocktest.Figures{Total: 2, Available: 2, Alert: "insufficient"}); got != want {
			t.Errorf("figures = %+v, want %+v", got, want)
		}
	})
}
