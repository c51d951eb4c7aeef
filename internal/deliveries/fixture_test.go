package deliveries_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/deliveries"
	"kade/internal/domain"
	"kade/internal/products/productstest"
	"kade/internal/stock/stocktest"
)

// fixture is a database with an account, a user who enters deliveries, products and the services.
type fixture struct {
	t          *testing.T
	d          *db.DB
	ctx        context.Context
	deliveries *deliveries.Deliveries
	account    int64
	user       int64
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	f := &fixture{t: t, d: d, ctx: context.Background(), deliveries: deliveries.NewDeliveries(d)}
	f.account = dbtest.Account(t, d, "Tulip Webshop B.V.")
	now := db.Now()
	if err := d.Write().Get(f.ctx, &f.user, `INSERT INTO users (email, name, level, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?) RETURNING id`, "daan@tulip.example.com", "Daan de Vries", "Default", now, now); err != nil {
		t.Fatal(err)
	}
	return f
}

// product creates an active product of the account, in unit Piece, with sellable units in stock.
func (f *fixture) product(account int64, articleNumber string, sellable int64) int64 {
	f.t.Helper()
	return productstest.Stocked(f.t, f.d, account, articleNumber, true, sellable)
}

// figures are a product's stock figures that deliveries change.
type figures struct {
	Total     int64 `db:"total_stock"`
	InTransit int64 `db:"in_transit_stock"`
	Inbound   int64 `db:"inbound_stock"`
}

func (f *fixture) figures(productID int64) figures {
	f.t.Helper()
	all := stocktest.ProductFigures(f.t, f.d, productID)
	return figures{Total: all.Total, InTransit: all.InTransit, Inbound: all.Inbound}
}

func (f *fixture) expectFigures(productID int64, want figures) {
	f.t.Helper()
	if got := f.figures(productID); got != want {
		f.t.Errorf("product %d: figures %+v, want %+v", productID, got, want)
	}
}

// send announces fields as the fixture's user.
func (f *fixture) send(fields deliveries.Fields) deliveries.Delivery {
	f.t.Helper()
	d, err := f.deliveries.Send(f.ctx, f.account, &f.user, deliveries.SourceManual, fields)
	if err != nil {
		f.t.Fatal(err)
	}
	return d
}

// receipt is a receipt of one row per article number and quantity, on date, processed at.
func receipt(number, date string, at time.Time, final bool, rows ...deliveries.ReceiptLine) deliveries.Receipt {
	return deliveries.Receipt{Number: number, Date: date, At: at, Final: final, Rows: rows}
}

func row(article string, quantity int64) deliveries.ReceiptLine {
	return deliveries.ReceiptLine{ArticleNumber: article, StockStatus: "sellable", Quantity: quantity}
}

func expectErrors(t *testing.T, err error, want domain.ValidationErrors) {
	t.Helper()
	if got := domain.FieldsOf(err); !reflect.DeepEqual(got, want) {
		t.Errorf("error %v, want field errors %v", err, want)
	}
}

// expectRefused checks err is the 409 of a change the delivery's status does not allow.
func expectRefused(t *testing.T, err error) {
	t.Helper()
	var r *domain.Refusal
	if !errors.As(err, &r) || r.Message != "deliveries.errors.not_allowed" {
		t.Errorf("error %v, want the refusal deliveries.errors.not_allowed", err)
	}
}
