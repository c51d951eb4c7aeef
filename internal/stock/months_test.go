package stock_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/stock"
)

// A movement belongs to its calendar month in Amsterdam: an hour ahead of UTC in winter, two in
// summer, and a leap day is February's.
func TestMonthOf(t *testing.T) {
	for at, want := range map[string]string{
		"2026-01-31T22:59:59Z": "2026-01", "2026-01-31T23:00:00Z": "2026-02",
		"2026-03-31T21:59:59Z": "2026-03", "2026-03-31T22:00:00Z": "2026-04",
		"2026-06-30T21:59:59Z": "2026-06", "2026-06-30T22:00:00Z": "2026-07",
		"2026-09-30T22:30:00Z": "2026-10", "2026-10-31T22:59:59Z": "2026-10", "2026-10-31T23:00:00Z": "2026-11",
		"2024-02-28T23:30:00Z": "2024-02", "2024-02-29T22:59:59Z": "2024-02", "2024-02-29T23:00:00Z": "2024-03",
		"2026-12-31T23:00:00Z": "2027-01",
	} {
		occurred, err := time.Parse(time.RFC3339, at)
		if err != nil {
			t.Fatal(err)
		}
		if got := stock.MonthOf(stock.Movement{OccurredAt: occurred}); got != want {
			t.Errorf("%s: %s, want %s", at, got, want)
		}
	}
}

// month is a product's month as stock_months holds it.
type month struct {
	Product    int64  `db:"product_id"`
	Month      string `db:"month"`
	Initial    int64  `db:"initial_stock"`
	Delivered  int64  `db:"delivered"`
	Received   int64  `db:"received_and_returns"`
	Correction int64  `db:"correction"`
}

func (f *fixture) months() []month {
	f.t.Helper()
	var rows []month
	if err := f.d.Read().Select(f.ctx, &rows, `SELECT product_id, month, initial_stock, delivered, received_and_returns, correction
		FROM stock_months ORDER BY product_id, month`); err != nil {
		f.t.Fatal(err)
	}
	return rows
}

// expectMonths checks stock_months against the movements posted: each month's sums are its
// movements', each opens with the closing of the product's month before (0 for its first), and the
// last one closes with the product's total stock.
func (f *fixture) expectMonths(posted []stock.Movement, step int) {
	f.t.Helper()
	want := map[string]month{}
	for _, m := range posted {
		k := fmt.Sprintf("%d %s", m.ProductID, stock.MonthOf(m))
		w := want[k]
		w.Product, w.Month = m.ProductID, stock.MonthOf(m)
		switch m.Type {
		case "shipment":
			w.Delivered -= m.Quantity
		case "receipt", "return":
			w.Received += m.Quantity
		default:
			w.Correction += m.Quantity
		}
		want[k] = w
	}
	rows := f.months()
	if len(rows) != len(want) {
		f.t.Fatalf("step %d: %d months, want %d", step, len(rows), len(want))
	}
	closing := map[int64]int64{}
	for _, r := range rows {
		w := want[fmt.Sprintf("%d %s", r.Product, r.Month)]
		w.Initial = closing[r.Product]
		if r != w {
			f.t.Fatalf("step %d: month %+v, want %+v", step, r, w)
		}
		closing[r.Product] = r.Initial + r.Received - r.Delivered + r.Correction
	}
	for p, c := range closing {
		if total := f.figures(p).Total; total != c {
			f.t.Fatalf("step %d: product %d closes its last month with %d, its total stock is %d", step, p, c, total)
		}
	}
}

// Random postings on random days of two years, late ones into months that have ended among them,
// keep every product's months adding up: each month's opening is the closing before it, and the
// last closing is the stock.
func TestMonthsAddUpWhateverIsPosted(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		products := []int64{f.product(f.clientID, 0), f.product(f.clientID, 0)}
		r := rand.New(rand.NewPCG(27, 11))
		start := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
		var posted []stock.Movement
		for step := range 150 {
			posting := f.randomPosting(r, products)
			at := start.Add(time.Duration(r.IntN(730*24)) * time.Hour)
			for i := range posting {
				posting[i].OccurredAt = at
			}
			switch err := f.post(posting...); {
			case errors.Is(err, stock.ErrNegativeBalance):
				continue
			case err != nil:
				t.Fatal(err)
			}
			posted = append(posted, posting...)
			f.expectMonths(posted, step)
		}
		if len(f.months()) < 20 {
			t.Errorf("only %d months booked", len(f.months()))
		}
	})
}

// The migration books the movements that came before it as stock.Post books them, in the months of
// Amsterdam on both engines (SQLite by the rule of its summer time).
func TestMigrationBooksTheMonthsAsPostDoes(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p := f.product(f.clientID, 0)
		for i, at := range []string{"2025-12-31T22:30:00Z", "2026-01-31T23:30:00Z", "2026-03-31T21:30:00Z", "2026-03-31T22:30:00Z",
			"2026-06-30T22:00:00Z", "2026-09-30T21:59:00Z", "2026-10-31T22:59:00Z", "2026-10-31T23:00:00Z", "2024-02-29T23:00:00Z"} {
			occurred, err := time.Parse(time.RFC3339, at)
			if err != nil {
				t.Fatal(err)
			}
			in, out := f.movement(p, "A", int64(10+i)), f.movement(p, "A", -int64(1+i))
			in.OccurredAt, out.OccurredAt, out.Type = occurred, occurred, "shipment"
			f.mustPost(in)
			f.mustPost(out)
		}
		booked := f.months()
		migration, err := os.ReadFile(filepath.Join("..", "db", "migrations", string(d.Dialect), "00025_stock_months.sql"))
		if err != nil {
			t.Fatal(err)
		}
		insert := string(migration)[strings.Index(string(migration), "INSERT INTO stock_months"):]
		insert = insert[:strings.Index(insert, ";")]
		if _, err := d.Write().Exec(f.ctx, `DELETE FROM stock_months`); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(f.ctx, insert); err != nil {
			t.Fatal(err)
		}
		if migrated := f.months(); fmt.Sprint(migrated) != fmt.Sprint(booked) {
			t.Errorf("the migration booked\n%v\nstock.Post booked\n%v", migrated, booked)
		}
	})
}
