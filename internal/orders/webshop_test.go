package orders_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/orders"
)

// A webshop's order is never refused for its data: what the portal refuses is stored as a DataIssue
// order with its problems, claiming no stock. Only an order number that is missing, too long or used
// is refused, with the order number's error alone.
func TestCreateByWebshop(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		sku := f.product(f.account, "SKU-1", true, 10)
		old := f.product(f.account, "OLD", false, 10)
		cancelled := f.create(validFields("1001", orders.Line{ArticleNumber: "SKU-1", Quantity: 1}))
		if _, err := f.orders.Transition(f.ctx, f.account, cancelled.ID, false, orders.Cancel); err != nil {
			t.Fatal(err)
		}
		conceptOrders := orders.NewConcepts(d)
		concept, err := conceptOrders.Create(f.ctx, f.account, 0, orders.SourceManual, validFields("2002"))
		if err != nil {
			t.Fatal(err)
		}

		noCity := validFields("3002", orders.Line{ArticleNumber: "SKU-1", Quantity: 1}, orders.Line{ArticleNumber: "OLD", Quantity: 2})
		noCity.DeliveryAddress.City = ""
		noCity.SaveInAddressBook = true
		for _, tc := range []struct {
			name   string
			fields orders.Fields
			want   map[string][]string
		}{
			{"unknown article", validFields("3001", orders.Line{ArticleNumber: "NOPE", Quantity: 1}),
				map[string][]string{"lines.0.article_number": {"orders.validation.product_unknown"}}},
			{"inactive product, incomplete address", noCity, map[string][]string{
				"lines.1.article_number": {"orders.validation.product_inactive"}, "delivery_address.city": {"validation.required"}}},
			{"nothing but a number", orders.Fields{OrderNumber: "3003", UseDeliveryAsInvoiceAddress: true}, map[string][]string{
				"order_date": {"validation.required"}, "payment_method": {"validation.required"}, "lines": {"orders.validation.no_lines"},
				"delivery_address.company_name": {"addresses.validation.name_or_company"},
				"delivery_address.last_name":    {"addresses.validation.name_or_company"},
				"delivery_address.country":      {"validation.required"}, "delivery_address.postal_code": {"validation.required"},
				"delivery_address.street": {"validation.required"}, "delivery_address.city": {"validation.required"}}},
		} {
			_, portal := f.orders.Create(f.ctx, f.account, orders.Sender{}, tc.fields, domain.Unreadable{})
			expectErrors(t, portal, tc.want)
			o := f.createByWebshop(tc.fields)
			if o.Status != orders.StatusDataIssue || o.Source != orders.SourceAPI || o.OriginalSource != orders.SourceAPI ||
				!reflect.DeepEqual(map[string][]string(o.Problems), tc.want) || len(o.Lines) != len(tc.fields.Lines) {
				t.Errorf("%s: stored %s from %s with problems %v, want DataIssue from API with %v", tc.name, o.Status, o.Source, o.Problems, tc.want)
			}
			if got, err := f.orders.Get(f.ctx, f.account, o.ID, false); err != nil || !reflect.DeepEqual(got, o) {
				t.Errorf("%s: read back %+v, %v", tc.name, got, err)
			}
		}
		if f.available(sku) != 10 || f.available(old) != 10 || dbtest.Count(f.t, f.d, "address_book_addresses") != 0 {
			t.Errorf("data issues claimed stock (%d, %d available) or saved addresses", f.available(sku), f.available(old))
		}

		valid := f.createByWebshop(validFields("4001", orders.Line{ArticleNumber: "SKU-1", Quantity: 4}))
		if valid.Status != orders.StatusComplete || valid.Source != orders.SourceAPI || len(valid.Problems) != 0 || f.available(sku) != 6 {
			t.Errorf("a valid order: %s from %s with %v; %d available", valid.Status, valid.Source, valid.Problems, f.available(sku))
		}

		orderCount := dbtest.Count(f.t, f.d, "sales_orders")
		badAndTaken := validFields("1001", orders.Line{ArticleNumber: "NOPE", Quantity: 1})
		for _, tc := range []struct {
			name    string
			number  string
			fields  orders.Fields
			message string
		}{
			{"no number", "  ", badAndTaken, "validation.required"},
			{"too long a number", strings.Repeat("9", 51), badAndTaken, "validation.max,50"},
			{"a cancelled order's number", "1001", badAndTaken, "orders.validation.order_number_taken"},
			{"its own number again", "3001", validFields(""), "orders.validation.order_number_taken"},
		} {
			tc.fields.OrderNumber = tc.number
			_, err := f.orders.Create(f.ctx, f.account, orders.Sender{Webshop: true}, tc.fields, domain.Unreadable{})
			var v domain.ValidationErrors
			if !errors.As(err, &v) || !reflect.DeepEqual(map[string][]string(v), map[string][]string{"order_number": {tc.message}}) {
				t.Errorf("%s: %v, want only order_number %s", tc.name, err, tc.message)
			}
		}
		if n := dbtest.Count(f.t, f.d, "sales_orders"); n != orderCount {
			t.Errorf("refused orders stored: %d orders, want %d", n, orderCount)
		}

		// A concept's number does not stop a webshop's order, which must never be lost: the order
		// is stored, and the concept is refused when it is sent.
		if o := f.createByWebshop(validFields("2002")); o.Status != orders.StatusComplete || o.Fields.OrderNumber != "2002" {
			t.Errorf("a webshop's order with a concept's number: %s %q", o.Status, o.Fields.OrderNumber)
		}
		sent, err := conceptOrders.Send(f.ctx, f.account, []int64{concept.ID})
		if err != nil || len(sent.Failed) != 1 || sent.Failed[0].Errors["order_number"][0] != "orders.validation.order_number_taken" {
			t.Errorf("sending the concept whose number the webshop's order took: %+v, %v", sent, err)
		}
	})
}
