package orders_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/stock"
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
	f.account = f.newAccount("Tulip Webshop B.V.")
	return f
}

func (f *fixture) newAccount(name string) int64 {
	f.t.Helper()
	var id int64
	now := db.Now()
	if err := f.d.Write().Get(f.ctx, &id, `INSERT INTO clients (name, created_at, updated_at) VALUES (?, ?, ?) RETURNING id`,
		name, now, now); err != nil {
		f.t.Fatal(err)
	}
	return id
}

// product creates a product of the account with stock sellable units in stock.
func (f *fixture) product(account int64, articleNumber string, active bool, sellable int64) int64 {
	f.t.Helper()
	p := products.NewFields()
	p.ArticleNumber, p.Name, p.ProductType, p.Unit, p.EAN, p.IsActive = articleNumber, "Product "+articleNumber, "Forward", "Piece", "", active
	var id int64
	err := f.d.Tx(f.ctx, func(q db.Q) error {
		var err error
		if id, err = products.CreateProduct(f.ctx, q, account, products.SourceManual, p); err != nil || sellable == 0 {
			return err
		}
		return stock.Post(f.ctx, q, stock.Movement{ClientID: account, ProductID: id, BatchStatus: "sellable",
			Quantity: sellable, Type: "receipt", Reference: "REC-1", OccurredAt: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)})
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return id
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

func (f *fixture) count(table string) int {
	f.t.Helper()
	var n int
	if err := f.d.Read().Get(f.ctx, &n, `SELECT count(*) FROM `+table); err != nil {
		f.t.Fatal(err)
	}
	return n
}

// fieldErrors are the field errors of a validation or form error, nil for another error.
func fieldErrors(err error) map[string][]string {
	var v domain.ValidationErrors
	var fe *domain.FieldError
	switch {
	case errors.As(err, &fe):
		return fe.Fields
	case errors.As(err, &v):
		return v
	}
	return nil
}

func expectErrors(t *testing.T, err error, want map[string][]string) {
	t.Helper()
	if got := fieldErrors(err); !reflect.DeepEqual(got, want) {
		t.Errorf("error %v, want field errors %v", err, want)
	}
}
