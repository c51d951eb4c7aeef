package returns_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/products/productstest"
	"kade/internal/returns"
)

// fixture is a database with an account, its products TUL-1 and TUL-2 and its order TUL01026.
type fixture struct {
	t       *testing.T
	d       *db.DB
	ctx     context.Context
	returns *returns.Returns
	account int64
	// tea and mug are the products TUL-1 (10 sellable units) and TUL-2 (none), both in unit Piece.
	tea, mug int64
	// order is the account's order TUL01026.
	order int64
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	t.Helper()
	f := &fixture{t: t, d: d, ctx: context.Background(), returns: returns.NewReturns(d)}
	f.account = dbtest.Account(t, d, "Tulip Webshop B.V.")
	f.tea = productstest.Stocked(t, d, f.account, "TUL-1", true, 10)
	f.mug = productstest.Stocked(t, d, f.account, "TUL-2", true, 0)
	f.order = f.orderOf(f.account, "TUL01026")
	return f
}

// orderOf stores a shipped order of the account with number (its key in lower case, as orders keeps it).
func (f *fixture) orderOf(account int64, number string) int64 {
	f.t.Helper()
	var id int64
	now := db.Now()
	if err := f.d.Write().Get(f.ctx, &id, `INSERT INTO sales_orders (client_id, order_number, order_number_key, source,
		original_source, status, created_at, updated_at) VALUES (?, ?, lower(?), 'API', 'API', 'Shipped', ?, ?) RETURNING id`,
		account, number, number, now, now); err != nil {
		f.t.Fatal(err)
	}
	return id
}

// record records r in the account, failing the test when it is refused.
func (f *fixture) record(r returns.Return) returns.Recorded {
	f.t.Helper()
	rec, err := f.returns.Record(f.ctx, f.account, r)
	if err != nil {
		f.t.Fatal(err)
	}
	return rec
}

// at is when the fixture's returns are booked.
var at = time.Date(2026, 4, 2, 9, 30, 0, 0, time.UTC)

// line is a returned line of quantity units of article, in status, for reason.
func line(article, status string, quantity int64, reason string) returns.Line {
	return returns.Line{ArticleNumber: article, StockStatus: status, Quantity: quantity, Reason: reason}
}

func expectErrors(t *testing.T, err error, want domain.ValidationErrors) {
	t.Helper()
	if got := domain.FieldsOf(err); !reflect.DeepEqual(got, want) {
		t.Errorf("error %v, want field errors %v", err, want)
	}
}
