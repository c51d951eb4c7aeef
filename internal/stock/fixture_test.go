package stock_test

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/stock"
	"kade/internal/stock/stocktest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// fixture is a database with one client account and helpers to add products and post to them.
type fixture struct {
	t        *testing.T
	d        *db.DB
	ctx      context.Context
	clientID int64
	seq      int
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	f := &fixture{t: t, d: d, ctx: context.Background()}
	f.clientID = dbtest.Account(f.t, f.d, "Tulip Webshop B.V.")
	return f
}

// product adds a product of clientID with the minimum stock given.
func (f *fixture) product(clientID, minimumStock int64) int64 {
	f.t.Helper()
	f.seq++
	var id int64
	now := db.Now()
	if err := f.d.Write().Get(f.ctx, &id, `INSERT INTO products (client_id, article_number, name, article_group,
		product_type, unit, outbound_algorithm, original_source, minimum_stock, created_at, updated_at)
		VALUES (?, ?, ?, 'General', 'Physic', 'Piece', 'Fefo', 'DET', ?, ?, ?) RETURNING id`,
		clientID, fmt.Sprintf("ART-%04d", f.seq), fmt.Sprintf("Product %d", f.seq), minimumStock, now, now); err != nil {
		f.t.Fatal(err)
	}
	return id
}

// post posts the movements in a transaction of their own.
func (f *fixture) post(movements ...stock.Movement) error {
	return f.d.Tx(f.ctx, func(q db.Q) error { return stock.Post(f.ctx, q, movements...) })
}

func (f *fixture) mustPost(movements ...stock.Movement) {
	f.t.Helper()
	if err := f.post(movements...); err != nil {
		f.t.Fatal(err)
	}
}

// movement is a sellable receipt of quantity on productID, occurring at the fixture's clock.
func (f *fixture) movement(productID int64, lot string, quantity int64) stock.Movement {
	return stock.Movement{ClientID: f.clientID, ProductID: productID, LotNumber: lot, BestBefore: "2027-03-31",
		BatchStatus: "sellable", Quantity: quantity, Type: "receipt", Reference: "REC-1",
		OccurredAt: time.Date(2026, 11, 2, 9, 30, 0, 0, time.UTC)}
}

func (f *fixture) figures(productID int64) stocktest.Figures {
	f.t.Helper()
	return stocktest.ProductFigures(f.t, f.d, productID)
}

// count counts the rows of a table that belong to productID.
func (f *fixture) count(table string, productID int64) int64 {
	f.t.Helper()
	var n int64
	if err := f.d.Read().Get(f.ctx, &n, `SELECT COUNT(*) FROM `+table+` WHERE product_id = ?`, productID); err != nil {
		f.t.Fatal(err)
	}
	return n
}
