package orders

import (
	"bytes"
	"context"
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/tabular"
)

var updateExports = flag.Bool("update-exports", false, "rewrite testdata/export_*.csv from the current export")

// TestExportFilesAreExact compares the CSV files of both export kinds with the files kept in
// testdata, byte for byte and the same on both engines: text with quotes, backslashes, control
// characters, line breaks, formulas and characters beyond ASCII, empty, zero and negative amounts.
func TestExportFilesAreExact(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip := dbtest.Account(t, d, "Tulip")
		seedOrders(t, d, tulip, "TUL")
		odd := func(cents int64) *int64 { return &cents }
		if err := d.Tx(context.Background(), func(q db.Q) error {
			insertStoredOrder(t, q, tulip, &storedOrder{Number: `TUL-"odd"\1`, Date: "2025-03-31", Reference: "tab\there\r\nnext; line\\ \"q\" \x01\x1f\x7f",
				Customer: "Zoë Ærø 😀 \u2028 日本", Company: "=1+1", Street: "@SUM(A1)", HouseNumber: "-1", PostalCode: "+31",
				City: "'quoted'", Country: "NL", Email: `a\b@example.com`, Phone: "", Status: StatusOnHold, Source: SourceManual,
				ShipmentCosts: odd(0), HandlingCosts: -250,
				Lines: []Line{
					{ArticleNumber: "A\"1\\/\b\f", Quantity: 1, Unit: "Piece", PriceExclVAT: odd(-1999), VATPercentage: 900},
					{ArticleNumber: "B\u00e9\U0001F600", Quantity: 1_000_000, Unit: "", PriceInclVAT: odd(9_007_199_254_740_993), VATPercentage: 0,
						DiscountPercentage: 10000},
					{ArticleNumber: "C", Quantity: 3, Unit: "Box", VATPercentage: 2100, DiscountPercentage: 1250},
				}})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		params := url.Values{"sort": {SortOrderNumber}}
		for _, kind := range []ExportKind{KindOrders, KindOrderLines} {
			file, _ := exportFile(t, d, kind, tulip, true, params, tabular.CSV)
			golden := filepath.Join("testdata", "export_"+kind.Name+".csv")
			if *updateExports && d.Dialect == db.SQLite {
				if err := os.WriteFile(golden, file, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(file, want) {
				t.Errorf("the %s export differs from %s:\n%s", kind.Name, golden, file)
			}
		}
	})
}
