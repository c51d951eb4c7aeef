package orders

import (
	"context"
	"net/url"
	"slices"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/tabular"
)

// TestExportVATIsTheFooters checks that the orders export shows a line's VAT and the order's total as
// the footer works them out, also for a price incl. VAT, whose VAT is what is left of the line incl.
// VAT and not the amount excl. VAT times the percentage: 5 × € 9.95 incl. 21% is € 41.12 + € 8.63 =
// € 49.75, where € 41.12 × 21% would be € 8.64.
func TestExportVATIsTheFooters(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip := dbtest.Account(t, d, "Tulip")
		price := int64(995)
		o := storedOrder{Number: "TUL-VAT", Date: "2025-03-01", Country: "NL", Status: StatusComplete, Source: SourceManual,
			Lines: []Line{{ArticleNumber: "A", Quantity: 5, Unit: "Piece", PriceInclVAT: &price, VATPercentage: 2100}}}
		if err := d.Tx(context.Background(), func(q db.Q) error {
			insertStoredOrder(t, q, tulip, &o)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		_, rows := exportFile(t, d, KindOrders, tulip, true, url.Values{}, tabular.CSV)
		if len(rows) != 2 {
			t.Fatalf("rows %q", rows)
		}
		cells := rows[1][len(orderHeader)-5:]
		if want := []string{"41.12", "8.63", "", "0", "49.75"}; !slices.Equal(cells, want) {
			t.Errorf("amount excl. VAT, VAT, shipping, handling, total: %q, want %q", cells, want)
		}
	})
}
