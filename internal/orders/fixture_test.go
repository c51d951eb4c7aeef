package orders_test

import (
	"context"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/products/productstest"
)

// fixture is a database with an account, its products and the order service.
type fixture struct {
	t       *testing.T
	d       *db.DB
	ctx     context.Context
	orders  *orders.Orders
	account int64
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	f := &fixture{t: t, d: d, ctx: context.Background(), orders: orders.NewOrders(d)}
	f.account = dbtest.Account(t, d, "Tulip Webshop B.V.")
	return f
}

// product creates a product of the account, in unit Piece, with sellable units in stock.
func (f *fixture) product(account int64, articleNumber string, active bool, sellable int64) int64 {
	f.t.Helper()
	return productstest.Stocked(f.t, f.d, account, articleNumber, active, sellable)
}

func (f *fixture) available(productID int64) int64 {
	f.t.Helper()
	var n int64
	if err := f.d.Read().Get(f.ctx, &n, `SELECT available_stock FROM products WHERE id = ?`, productID); err != nil {
		f.t.Fatal(err)
	}
	return n
}

func (f *fixture) create(fields orders.Fields) orders.Order {
	f.t.Helper()
	o, err := f.orders.Create(f.ctx, f.account, orders.Sender{}, fields, domain.Unreadable{})
	if err != nil {
		f.t.Fatal(err)
	}
	return o
}

// createByWebshop sends fields as a webshop with an API key does.
func (f *fixture) createByWebshop(fields orders.Fields) orders.Order {
	f.t.Helper()
	o, err := f.orders.Create(f.ctx, f.account, orders.Sender{Webshop: true}, fields, domain.Unreadable{})
	if err != nil {
		f.t.Fatal(err)
	}
	return o
}

// setStatus puts an order in a status as the warehouse or a webshop would.
func (f *fixture) setStatus(id int64, status string) {
	f.t.Helper()
	if err := f.d.Tx(f.ctx, func(q db.Q) error {
		_, err := q.Exec(f.ctx, `UPDATE sales_orders SET status = ? WHERE id = ?`, status, id)
		if err == nil {
			err = orders.SetClaims(f.ctx, q, id, status)
		}
		return err
	}); err != nil {
		f.t.Fatal(err)
	}
}

func expectErrors(t *testing.T, err error, want domain.ValidationErrors) {
	t.Helper()
	if got := domain.FieldsOf(err); !reflect.DeepEqual(got, want) {
		t.Errorf("error %v, want field errors %v", err, want)
	}
}
