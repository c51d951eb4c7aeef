package orders_test

import (
	"math"
	"net/url"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/orders"
)

// A webshop's order whose numbers are far beyond their bounds is kept as a DataIssue order, and
// neither its read nor the overview's exports break or show wrapped-around amounts.
func TestWebshopOrderWithHugeNumbersStaysReadableAndExportable(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 10)
		f.product(f.account, "SKU-2", true, 10)
		f.product(f.account, "SKU-3", true, 10)
		huge, large, price := int64(1)<<61+7, int64(10_000_000_000_000), int64(1000)
		fields := validFields("9001",
			orders.Line{ArticleNumber: "SKU-1", Quantity: 1_000_000_000, PriceExclVAT: &huge, VATPercentage: 99_999_999, DiscountPercentage: 2100},
			orders.Line{ArticleNumber: "SKU-2", Quantity: 1000, PriceExclVAT: &large, VATPercentage: 2100},
			orders.Line{ArticleNumber: "SKU-3", Quantity: 1, PriceInclVAT: &price, VATPercentage: -10000})
		shipping := int64(math.MaxInt64 - 1)
		fields.ShipmentCostsInclVAT = &shipping
		o := f.createByWebshop(fields)
		if o.Status != orders.StatusDataIssue {
			t.Fatalf("stored as %s, want DataIssue", o.Status)
		}
		for _, a := range o.Lines {
			if a.LineAmounts.PriceInclVAT < 0 || a.LineAmounts.AmountExclVAT < 0 || a.LineAmounts.VAT < 0 || a.LineAmounts.Discount < 0 {
				t.Errorf("a line of positive numbers has wrapped-around amounts %+v", a.LineAmounts)
			}
		}
		if o.Totals.Total < 0 || o.Totals.Subtotal < 0 || o.Totals.EstimatedVAT < 0 {
			t.Errorf("a footer of positive numbers wrapped around: %+v", o.Totals)
		}
		filter, err := orders.ParseOverviewFilter(url.Values{})
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []orders.ExportKind{orders.KindOrders, orders.KindOrderLines} {
			rows := 0
			if err := orders.NewOverview(d).Export(f.ctx, kind, f.account, false, filter, func(cells []any) error {
				rows++
				if total := cells[len(cells)-1]; kind.Name == orders.KindOrders.Name && rows > 1 && total != float64(o.Totals.Total)/100 {
					t.Errorf("export orders: total %v, the footer's %d cents", total, o.Totals.Total)
				}
				return nil
			}); err != nil {
				t.Errorf("export %s: %v", kind.Name, err)
			}
			if rows != 1+map[bool]int{true: 1, false: 3}[kind.Name == orders.KindOrders.Name] {
				t.Errorf("export %s: %d rows, want a header and 1", kind.Name, rows)
			}
		}
	})
}

// The next number never proposes one used before, also when the 18-digit sequence is exhausted and
// its successor, a 19-digit number, was sent already.
func TestNextNumberAfterTheLongestSequenceNumber(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 100)
		f.create(validFields("1000000000000000000"))
		f.create(validFields("999999999999999999"))
		got, err := f.orders.NextNumber(f.ctx, f.account)
		if err != nil || got != "" {
			t.Errorf("next number %q, %v: want no proposal, its successor is used", got, err)
		}
		f.account = f.newAccount("Other")
		f.product(f.account, "SKU-1", true, 100)
		f.create(validFields("999999999999999999"))
		if got, err := f.orders.NextNumber(f.ctx, f.account); err != nil || got != "1000000000000000000" {
			t.Errorf("next number %q, %v: want the free successor", got, err)
		}
	})
}
