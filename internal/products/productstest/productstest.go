// Package productstest adds the products other areas' tests order, announce and count.
package productstest

import (
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/products"
	"kade/internal/stock"
)

// Stocked creates a product of the account with article number articleNumber (its name "Product "
// and the number, unit Piece), active or not, with sellable units in stock received on 1 March 2026.
func Stocked(t testing.TB, d *db.DB, account int64, articleNumber string, active bool, sellable int64) int64 {
	t.Helper()
	p := products.NewFields()
	p.ArticleNumber, p.Name, p.ProductType, p.Unit, p.IsActive = articleNumber, "Product "+articleNumber, "Forward", "Piece", active
	var id int64
	err := d.Tx(t.Context(), func(q db.Q) error {
		var err error
		if id, err = products.CreateProduct(t.Context(), q, account, products.SourceManual, p); err != nil || sellable == 0 {
			return err
		}
		return stock.Post(t.Context(), q, stock.Movement{ClientID: account, ProductID: id, BatchStatus: "sellable",
			Quantity: sellable, Type: "receipt", Reference: "REC-1", OccurredAt: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)})
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}
