package orders

import (
	"bytes"
	"context"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/tabular"
	"kade/internal/tabular/tabulartest"
)

// exportFile writes the export kind for params as a file of format, as the export route does,
// and returns the file and its rows read back by the import's reader.
func exportFile(t *testing.T, d *db.DB, kind ExportKind, clientID int64, sees bool, params url.Values, format tabular.Format) ([]byte, [][]string) {
	t.Helper()
	f, err := ParseOverviewFilter(params)
	if err != nil {
		t.Fatal(err)
	}
	var file bytes.Buffer
	if err := tabular.WriteFile(&file, format, kind.Sheet, func(write func([]any) error) error {
		return NewOrders(d).Export(context.Background(), kind, clientID, sees, f, write)
	}); err != nil {
		t.Fatal(err)
	}
	return file.Bytes(), tabulartest.ReadRows(t, format, file.Bytes())
}

// money is cents as the file writes euros.
func money(cents int64) string { return strconv.FormatFloat(float64(cents)/100, 'f', -1, 64) }

// TestExportsHoldWhatIsStored checks that the orders and orderlines files of a filter hold exactly
// the stored orders and lines it matches, in the overview's order, without the translator's
// orders for a user who may not see them, and that CSV neutralises a formula.
func TestExportsHoldWhatIsStored(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		seeded := seedOrders(t, d, tulip, "TUL")
		seedOrders(t, d, polder, "TUL")
		// Orders on or after 7 March with an address in the Netherlands, by order number; a user
		// without the translator flag.
		params := url.Values{"q": {"@tul.example"}, "date_from": {"2025-03-07"}, "sort": {SortOrderNumber}}
		var matching []storedOrder
		for _, o := range visibleOrders(seeded, false) {
			if o.Date >= "2025-03-07" {
				matching = append(matching, o)
			}
		}
		slices.SortFunc(matching, func(a, b storedOrder) int { return strings.Compare(a.Number, b.Number) })
		if len(matching) < 5 {
			t.Fatalf("the filter matches %d orders", len(matching))
		}
		wantOrders := [][]string{stringsOf(orderHeader)}
		wantLines := [][]string{stringsOf(lineHeader)}
		for _, o := range matching {
			footer := Footer(Fields{Lines: o.Lines, ShipmentCostsInclVAT: o.ShipmentCosts}, o.HandlingCosts)
			shipping := ""
			if o.ShipmentCosts != nil {
				shipping = money(*o.ShipmentCosts)
			}
			wantOrders = append(wantOrders, []string{o.Number, o.Date, o.DeliveryDate, o.Reference, o.Customer, o.Company,
				"", "", "", o.Street, o.HouseNumber, "", "", o.PostalCode, o.City, o.Country, o.Email, o.Phone, "Invoice", "",
				o.Status, o.Source, o.Tracking, money(footer.Subtotal - footer.TotalDiscount), money(footer.EstimatedVAT),
				shipping, money(o.HandlingCosts), money(footer.Total)})
			for i, l := range o.Lines {
				prices := []string{"", ""}
				if l.PriceExclVAT != nil {
					prices[0] = money(*l.PriceExclVAT)
				}
				if l.PriceInclVAT != nil {
					prices[1] = money(*l.PriceInclVAT)
				}
				// The import's columns, then what it skips; a column not named here is empty.
				cells := map[string]string{"order_number": o.Number, "order_date": o.Date, "delivery_date": o.DeliveryDate,
					"reference": o.Reference, "payment_method": "Invoice", "shipment_costs_incl_vat": shipping,
					"delivery_company_name": o.Company, "delivery_country": o.Country, "delivery_postal_code": o.PostalCode,
					"delivery_house_number": o.HouseNumber, "delivery_is_without_postal_code": "0", "delivery_street": o.Street,
					"delivery_city": o.City, "delivery_email": o.Email, "delivery_phone": o.Phone, "save_in_address_book": "0",
					"use_delivery_as_invoice_address": "1", "invoice_is_without_postal_code": "0",
					"article_number": l.ArticleNumber, "ean": "87123456789" + strconv.Itoa(10+i),
					"quantity": strconv.FormatInt(l.Quantity, 10), "unit": l.Unit, "price_incl_vat": prices[1],
					"price_excl_vat": prices[0], "vat_percentage": l.VATPercentage.String(),
					"discount_percentage": l.DiscountPercentage.String(), "status": o.Status, "source": o.Source,
					"tracking": o.Tracking, "line_number": strconv.Itoa(i + 1), "name": "Item " + l.ArticleNumber,
					"quantity_delivered": strconv.FormatInt(l.Quantity/2, 10), "amount_excl_vat": money(Amounts(l).AmountExclVAT)}
				row := make([]string, len(lineHeader))
				for j, name := range stringsOf(lineHeader) {
					row[j] = cells[name]
				}
				wantLines = append(wantLines, row)
			}
		}
		for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
			file, rows := exportFile(t, d, KindOrders, tulip, false, params, format)
			if !reflect.DeepEqual(rows, wantOrders) {
				t.Errorf("%s orders:\n%q\nwant\n%q", format, rows, wantOrders)
			}
			if format == tabular.CSV && !bytes.Contains(file, []byte(`'=HYPERLINK(""x"")`)) {
				t.Errorf("the CSV runs a formula: %s", file)
			}
			if _, rows = exportFile(t, d, KindOrderLines, tulip, false, params, format); !reflect.DeepEqual(rows, wantLines) {
				t.Errorf("%s orderlines:\n%q\nwant\n%q", format, rows, wantLines)
			}
		}
		// With the flag the translator's orders are in the file too.
		_, rows := exportFile(t, d, KindOrders, tulip, true, url.Values{"source": {SourceTranslator}}, tabular.CSV)
		if len(rows) != 1+seedSize/len(Sources) {
			t.Errorf("translator orders for a user who sees them: %d rows", len(rows))
		}
		if _, rows = exportFile(t, d, KindOrders, tulip, false, url.Values{"source": {SourceTranslator}}, tabular.CSV); len(rows) != 1 {
			t.Errorf("translator orders for a user who may not see them: %q", rows)
		}
	})
}

func stringsOf(cells []any) []string {
	var s []string
	for _, c := range cells {
		s = append(s, c.(string))
	}
	return s
}

// The orderlines export reads an order's fields on its line 1 (see exportLineColumns): an order
// whose lines were numbered otherwise fails the export rather than writing its lines with another
// order's fields.
func TestOrderLinesExportRefusesAnOrderWithoutLineOne(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip := dbtest.Account(t, d, "Tulip")
		seedOrders(t, d, tulip, "TUL")
		if _, err := d.Write().Exec(context.Background(), `UPDATE sales_order_lines SET line_number = line_number + 1
			WHERE sales_order_id = (SELECT max(id) FROM sales_orders WHERE client_id = ?)`, tulip); err != nil {
			t.Fatal(err)
		}
		f, err := ParseOverviewFilter(url.Values{})
		if err != nil {
			t.Fatal(err)
		}
		err = NewOrders(d).Export(context.Background(), KindOrderLines, tulip, true, f, func([]any) error { return nil })
		if err == nil || !strings.Contains(err.Error(), "before the order's line 1") {
			t.Errorf("export of an order without line 1: %v, want it refused", err)
		}
	})
}
