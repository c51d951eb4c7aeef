package orders

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/listing/listingtest"
)

// storedOrder is an order as the overview's tests write it straight into the tables: orders are
// written by the order service, which these tests do not need.
type storedOrder struct {
	ID                                              int64
	Number, Date, DeliveryDate, Reference, Customer string
	Company, Street, HouseNumber, PostalCode, City  string
	Country, Email, Phone, Status, Source, Tracking string
	ShipmentCosts                                   *int64
	HandlingCosts                                   int64
	Lines                                           []Line
}

// insertStoredOrder writes o and its lines (their amounts and VAT worked out by Amounts) into the account and
// sets o.ID.
func insertStoredOrder(t *testing.T, q db.Q, clientID int64, o *storedOrder) {
	t.Helper()
	ctx := context.Background()
	now := db.Now()
	err := q.Get(ctx, &o.ID, `INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, delivery_date, reference,
		payment_method, delivery_company_name, delivery_street, delivery_house_number, delivery_postal_code,
		delivery_city, delivery_country, delivery_email, delivery_phone, customer_name, source, original_source,
		status, tracking, shipment_costs_incl_vat, handling_costs, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, 'Invoice', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		clientID, o.Number, numberKey(o.Number), o.Date, o.DeliveryDate, o.Reference, o.Company, o.Street, o.HouseNumber, o.PostalCode,
		o.City, o.Country, o.Email, o.Phone, o.Customer, o.Source, o.Source, o.Status, o.Tracking, o.ShipmentCosts,
		o.HandlingCosts, now, now)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range o.Lines {
		a := Amounts(l)
		if _, err := q.Exec(ctx, `INSERT INTO sales_order_lines (sales_order_id, client_id, line_number, article_number,
			ean, name, quantity, unit, quantity_delivered, price_incl_vat, price_excl_vat, vat_percentage,
			discount_percentage, amount_excl_vat, vat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			o.ID, clientID, i+1, l.ArticleNumber, "87123456789"+fmt.Sprint(10+i), "Item "+l.ArticleNumber, l.Quantity,
			l.Unit, l.Quantity/2, l.PriceInclVAT, l.PriceExclVAT, l.VATPercentage, l.DiscountPercentage,
			a.AmountExclVAT, a.VAT); err != nil {
			t.Fatal(err)
		}
	}
}

// seedSize is how many orders seedOrders adds; pages of 7 make ties cross page borders.
const seedSize = 40

// seedOrders adds seedSize orders to the account whose sort columns repeat (ties broken by id),
// whose order numbers are not in id order, and with every status and source; numbers and emails
// carry prefix, so two accounts' orders look alike to a search.
func seedOrders(t *testing.T, d *db.DB, clientID int64, prefix string) []storedOrder {
	t.Helper()
	customers := []string{"Jansen BV", "de Vries", "Bakker & Zn", "Müller GmbH", "O'Brien_Ltd"}
	postal := []struct{ code, country string }{{"1234 AB", "NL"}, {"3011 CD", "NL"}, {"10115", "DE"}, {"SW1A 1AA", "GB"}}
	references := []string{"PO-77821", "Spring sale 50%", "=HYPERLINK(\"x\")", ""}
	price := func(cents int64) *int64 { return &cents }
	var seeded []storedOrder
	err := d.Tx(context.Background(), func(q db.Q) error {
		for i := range seedSize {
			p := postal[i%len(postal)]
			o := storedOrder{Number: fmt.Sprintf("%s-%04d", prefix, 1000+(i*17)%seedSize),
				Date: fmt.Sprintf("2025-03-%02d", 1+i%9), DeliveryDate: fmt.Sprintf("2025-04-%02d", 1+i%5),
				Reference: references[i%len(references)], Customer: customers[i%len(customers)],
				Company: customers[i%len(customers)], Street: "Dam", HouseNumber: fmt.Sprint(i + 1), PostalCode: p.code,
				City: "Amsterdam", Country: p.country, Email: fmt.Sprintf("buyer%d@%s.example.com", i, strings.ToLower(prefix)),
				Phone: "+31 20 123 4567", Status: Statuses[i%len(Statuses)], Source: Sources[i%len(Sources)],
				HandlingCosts: 150}
			if o.Status == StatusShipped {
				o.Tracking = fmt.Sprintf("3STRK%05d", i)
			}
			if i%2 == 0 {
				o.ShipmentCosts = price(495)
			}
			for n := range i%3 + 1 {
				l := Line{ArticleNumber: fmt.Sprintf("ART-%d", n+1), Quantity: int64(n + 2), Unit: "Piece",
					VATPercentage: 2100, DiscountPercentage: Percentage(n * 1000)}
				if n%2 == 0 {
					l.PriceExclVAT = price(1999)
				} else {
					l.PriceInclVAT = price(1250)
				}
				o.Lines = append(o.Lines, l)
			}
			insertStoredOrder(t, q, clientID, &o)
			seeded = append(seeded, o)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return seeded
}

// overviewTestSecret signs the cursors of lists read without a database's own secret.
var overviewTestSecret = []byte("the secret of the overview tests")

// walkOverview reads every page of the overview with params as a user who does or does not see
// translator orders, and returns the ids in page order and the totals it saw.
func walkOverview(t *testing.T, d *db.DB, clientID int64, sees bool, params url.Values) ([]int64, []int64) {
	t.Helper()
	rows, totals := listingtest.Walk(t, params, 2*listingCap, ParseOverviewFilter,
		func(f OverviewFilter) ([]OverviewRow, *string, int64, error) {
			return listOrders(context.Background(), d.Read(), d.Dialect, overviewTestSecret, clientID, sees, f)
		})
	return listingtest.IDs(rows, func(r OverviewRow) int64 { return r.ID }), totals
}

// listingCap bounds how many pages a walk may take before it is taken to loop.
const listingCap = 1000
