package orders_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"kade/internal/addresses"
	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/domain"
	"kade/internal/imports"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/tabular"
)

// roundTripOrders are orders with every kind of value the import reads: an invoice address of its
// own and the delivery address as invoice address, prices incl. and excl. VAT with decimals,
// percentages with decimals, amounts over a thousand euros, no shipment costs and zero, texts with
// the separators, quotes, line breaks and what a spreadsheet would run as a formula.
func roundTripOrders(articles []string) []orders.Fields {
	price := func(cents int64) *int64 { return &cents }
	first := orders.Fields{OrderNumber: "RTRIP-1", OrderDate: "2026-03-02", DeliveryDate: "2026-03-04",
		Reference: "Web; 5531, \"gift\"", PaymentMethod: "Collection", ShippingMethod: "PostNL", ShipmentCostsInclVAT: price(495),
		TermsOfDelivery: "CustomsCostsForCustomer", VATNumber: "NL123456789B01", WebshopSourceID: "Shop NL",
		Note: "=1+1", Comment: "Two\nlines", InternalComment: "-5 @ the desk",
		DeliveryAddress: addresses.Address{FirstName: "Anna", LastName: "de Vries", Country: "NL", PostalCode: "1012 AB",
			HouseNumber: "12", HouseNumberAddition: "-2", Street: "Damrak", City: "Amsterdam", Email: "anna@example.com", Phone: "+31 20 123 4567"},
		InvoiceAddress: addresses.Address{CompanyName: "Tulip Webshop B.V.", Department: "Accounts", Country: "BE", PostalCode: "1000",
			HouseNumber: "5", Street: "Rue Neuve", City: "Brussel"},
		Lines: []orders.Line{
			{ArticleNumber: articles[0], Quantity: 2, Unit: "Piece", PriceInclVAT: price(2495), VATPercentage: 2100},
			{ArticleNumber: articles[1], Quantity: 1500, Unit: "Box", PriceExclVAT: price(123456), VATPercentage: 950, DiscountPercentage: 1234},
		}}
	second := orders.Fields{OrderNumber: "RTRIP-2", OrderDate: "2026-03-03", PaymentMethod: "IDeal", ShipmentCostsInclVAT: price(0),
		DeliveryAddress: addresses.Address{CompanyName: "Polder & Zn", Country: "NL", PostalCode: "3511 AB", HouseNumber: "1",
			Street: "Oudegracht", City: "Utrecht"},
		UseDeliveryAsInvoiceAddress: true,
		Lines:                       []orders.Line{{ArticleNumber: articles[0], Quantity: 3, PriceExclVAT: price(1), VATPercentage: 0, DiscountPercentage: 5}}}
	return []orders.Fields{first, second}
}

// The orderlines export imports back as the same orders, in either format and either language, on
// either engine: its columns are the import's (the order's on each of its lines), its statuses,
// sources, payment methods and units are in the screen's words, and a Dutch CSV writes its numbers
// with a decimal comma, which the import reads by the uploader's language.
func TestOrderLinesExportImportsBack(t *testing.T) {
	for _, engine := range dbtest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			env := apptest.New(t, engine)
			ctx := context.Background()
			tulip := env.Accounts[demo.Accounts[0]]
			numbers, _ := articles(t, env, tulip)
			service := orders.NewOrders(env.App.DB)
			var sent []orders.Fields
			for _, f := range roundTripOrders(numbers) {
				o, err := service.Create(ctx, tulip, orders.Sender{}, f, domain.Unreadable{})
				if err != nil {
					t.Fatalf("order %s: %v", f.OrderNumber, err)
				}
				sent = append(sent, o.Fields)
			}
			token := env.Login(t, "client@tulip.example.com")
			for _, language := range []string{"en-GB", "nl-NL"} {
				for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
					res := env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/exports/orderlines", tulip),
						url.Values{"format": {string(format)}, "language": {language}, "q": {"RTRIP-"}, "sort": {orders.SortOrderNumber}})
					if res.Status != http.StatusOK {
						t.Fatalf("%s %s: status %d %s", language, format, res.Status, res.Body)
					}
					if want := map[string]string{"en-GB": ",1234.56,9.5,12.34,", "nl-NL": ";1234,56;9,5;12,34;"}[language]; format == tabular.CSV &&
						!strings.Contains(string(res.Body), want) {
						t.Errorf("%s: the CSV export has no %s:\n%s", language, want, res.Body)
					}
					account := newRoundTripAccount(t, env.App.DB, numbers, language+" "+string(format))
					path := filepath.Join(t.TempDir(), "upload")
					if err := os.WriteFile(path, res.Body, 0o600); err != nil {
						t.Fatal(err)
					}
					result, err := orders.NewImporter(env.App.DB).Import(imports.WithLanguage(ctx, language), account, 0, path, "orderlines."+string(format))
					if err != nil || result.Refused || result.RowsImported != 3 || result.RowsWithErrors != 0 {
						t.Fatalf("%s %s: import of the export %+v, %v", language, format, result, err)
					}
					var stored []string
					if err := env.App.DB.Read().Select(ctx, &stored, `SELECT fields FROM concept_sales_orders WHERE client_id = ? ORDER BY id`, account); err != nil {
						t.Fatal(err)
					}
					for i, fieldsJSON := range stored {
						got := importedConcept{FieldsJSON: fieldsJSON}.fields(t)
						if !reflect.DeepEqual(got, sent[i]) {
							t.Errorf("%s %s: order %s read back\n%+v\nwant\n%+v", language, format, sent[i].OrderNumber, got, sent[i])
						}
					}
				}
			}
		})
	}
}

// newRoundTripAccount is an account named after name with products of the article numbers.
func newRoundTripAccount(t *testing.T, d *db.DB, articles []string, name string) int64 {
	t.Helper()
	f := &fixture{t: t, d: d, ctx: context.Background()}
	account := dbtest.Account(f.t, f.d, "Round trip "+name)
	for _, number := range articles {
		p := products.NewFields()
		p.ArticleNumber, p.Name, p.ProductType, p.Unit = number, "Product "+number, "Forward", "Piece"
		if err := d.Tx(f.ctx, func(q db.Q) error {
			_, err := products.CreateProduct(f.ctx, q, account, products.SourceManual, p)
			return err
		}); err != nil {
			t.Fatal(err)
		}
	}
	return account
}
