// Package stocktest reads what stock keeps, for the tests of stock and of the areas that change it.
package stocktest

import (
	"testing"

	"kade/internal/db"
)

// Figures are a product's stock figures as its row in products holds them.
type Figures struct {
	Total     int64  `db:"total_stock"`
	Available int64  `db:"available_stock"`
	OnHold    int64  `db:"on_hold_stock"`
	InTransit int64  `db:"in_transit_stock"`
	Inbound   int64  `db:"inbound_stock"`
	Alert     string `db:"stock_alert"`
}

// ProductFigures reads the figures of product productID of d.
func ProductFigures(t testing.TB, d *db.DB, productID int64) Figures {
	t.Helper()
	var f Figures
	if err := d.Read().Get(t.Context(), &f, `SELECT total_stock, available_stock, on_hold_stock, in_transit_stock,
		inbound_stock, stock_alert FROM products WHERE id = ?`, productID); err != nil {
		t.Fatal(err)
	}
	return f
}
