package orders_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/orders"
)

// Sending an order stores it Complete with its lines as the products are now, claims their stock
// and, when asked, adds its addresses to the address book.
func TestCreate(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		sku1 := f.product(f.account, "SKU-1", true, 10)
		f.product(f.account, "SKU-2", true, 0)
		fields := validFields("1001", orders.Line{ArticleNumber: "SKU-1", Quantity: 3, PriceInclVAT: cents(1210), VATPercentage: 2100, DiscountPercentage: 1000},
			orders.Line{ArticleNumber: "SKU-2", Quantity: 1, PriceExclVAT: cents(500)})
		fields.DeliveryAddress.CompanyName = ""
		fields.SaveInAddressBook = true
		fields.ShipmentCostsInclVAT = cents(695)
		o := f.create(fields)
		if o.Status != orders.StatusComplete || o.Source != "DET" || o.OriginalSource != "DET" || o.CustomerName != "Daan de Vries" ||
			o.Fields.OrderNumber != "1001" || o.Fields.DeliveryAddress.PostalCode != "1234 AB" || len(o.Lines) != 2 {
			t.Fatalf("order %+v", o)
		}
		first := o.Lines[0]
		if first.LineNumber != 1 || first.ProductID == nil || *first.ProductID != sku1 || first.Name != "Product SKU-1" ||
			first.ProductTypeCode != "Forward" || first.PriceExclVAT != 1000 || first.AmountExclVAT != 2700 || first.VAT != 567 ||
			len(first.ShipmentItems) != 0 {
			t.Errorf("first line %+v", first)
		}
		if want := (orders.Totals{Subtotal: 3500, TotalDiscount: 300, EstimatedVAT: 567, ShippingCosts: 695, Total: 4462}); o.Totals != want {
			t.Errorf("totals %+v, want %+v", o.Totals, want)
		}
		if want := (domain.ValidationErrors{"lines.1.quantity": {"orders.warning.more_than_available"}}); !reflect.DeepEqual(o.Warnings, want) {
			t.Errorf("warnings %v, want %v", o.Warnings, want)
		}
		var stored int64
		if err := d.Read().Get(f.ctx, &stored, `SELECT amount_excl_vat FROM sales_order_lines WHERE line_number = 1`); err != nil || stored != 2700 {
			t.Errorf("stored amount %d, %v", stored, err)
		}
		if got := f.available(sku1); got != 7 {
			t.Errorf("available %d after ordering 3 of 10", got)
		}
		var streets []string
		if err := d.Read().Select(f.ctx, &streets, `SELECT delivery_street FROM address_book_addresses WHERE client_id = ?`, f.account); err != nil ||
			!reflect.DeepEqual(streets, []string{"Keizersgracht"}) {
			t.Errorf("address book %v, %v", streets, err)
		}
		again := fields
		again.OrderNumber = "1002"
		f.create(again)
		streets = nil
		if err := d.Read().Select(f.ctx, &streets, `SELECT delivery_street FROM address_book_addresses WHERE client_id = ?`, f.account); err != nil ||
			len(streets) != 1 {
			t.Errorf("the same address saved twice: %v, %v", streets, err)
		}
		got, err := f.orders.Get(f.ctx, f.account, o.ID, false)
		if err != nil || !reflect.DeepEqual(got, o) {
			t.Errorf("read back %+v, %v; want %+v", got, err, o)
		}
	})
}

// Each rule that needs the database: the number in use (by an order, also cancelled, or a concept),
// and the products of the lines. Nothing is stored on an error.
func TestCreateRefusesWhatTheAccountHasNot(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 10)
		f.product(f.account, "OLD", false, 10)
		other := dbtest.Account(f.t, f.d, "Polder Design Co.")
		f.product(other, "THEIRS", true, 10)
		cancelled := f.create(validFields("1001"))
		if _, err := f.orders.Transition(f.ctx, f.account, cancelled.ID, false, orders.Cancel); err != nil {
			t.Fatal(err)
		}
		if _, err := orders.NewConcepts(d).Create(f.ctx, f.account, 0, orders.SourceManual, validFields("2002")); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			fields orders.Fields
			want   domain.ValidationErrors
		}{
			{validFields("1001"), map[string][]string{"order_number": {"orders.validation.order_number_taken"}}},
			{validFields("2002"), map[string][]string{"order_number": {"orders.validation.order_number_taken"}}},
			{validFields("3003", orders.Line{ArticleNumber: "NOPE", Quantity: 1}),
				map[string][]string{"lines.0.article_number": {"orders.validation.product_unknown"}}},
			{validFields("3003", orders.Line{ArticleNumber: "THEIRS", Quantity: 1}),
				map[string][]string{"lines.0.article_number": {"orders.validation.product_unknown"}}},
			{validFields("3003", orders.Line{ArticleNumber: "SKU-1", Quantity: 1}, orders.Line{ArticleNumber: "OLD", Quantity: 1}),
				map[string][]string{"lines.1.article_number": {"orders.validation.product_inactive"}}},
		} {
			_, err := f.orders.Create(f.ctx, f.account, orders.Sender{}, tc.fields, domain.Unreadable{})
			expectErrors(t, err, tc.want)
		}
		_, err := f.orders.Create(f.ctx, f.account, orders.Sender{}, orders.Fields{}, domain.Unreadable{})
		var form *domain.FieldError
		if !errors.As(err, &form) || form.Message != "orders.required_fields" {
			t.Errorf("an empty form: %v, want orders.required_fields", err)
		}
		if n := dbtest.Count(f.t, f.d, "sales_orders"); n != 1 {
			t.Errorf("%d orders stored, want the cancelled one", n)
		}
	})
}

// Sent at once with one number, in one case or in two (ABC1 and abc1 are one number), exactly one
// order is stored; the others are told the number is taken.
func TestParallelCreatesOfOneNumber(t *testing.T) {
	for name, numbers := range map[string][]string{"one case": {"7777"}, "two cases": {"ABC1", "abc1"}} {
		t.Run(name, func(t *testing.T) {
			dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
				f := newFixture(t, d)
				f.product(f.account, "SKU-1", true, 100)
				const senders = 8
				errs := make([]error, senders)
				var wg sync.WaitGroup
				for i := range senders {
					wg.Go(func() {
						_, errs[i] = f.orders.Create(f.ctx, f.account, orders.Sender{}, validFields(numbers[i%len(numbers)]), domain.Unreadable{})
					})
				}
				wg.Wait()
				succeeded := 0
				for _, err := range errs {
					switch {
					case err == nil:
						succeeded++
					case !reflect.DeepEqual(domain.FieldsOf(err), domain.ValidationErrors{"order_number": {"orders.validation.order_number_taken"}}):
						t.Errorf("a refused send: %v", err)
					}
				}
				if succeeded != 1 || dbtest.Count(f.t, f.d, "sales_orders") != 1 || dbtest.Count(f.t, f.d, "sales_order_lines") != 1 {
					t.Errorf("%d sends succeeded, %d orders stored; want 1", succeeded, dbtest.Count(f.t, f.d, "sales_orders"))
				}
			})
		})
	}
}

// An order number is one number in every case: an order, a webshop's order and a concept are refused
// a number that an order or a concept has in another case, and the next number is none of them.
func TestOrderNumberInAnyCase(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 100)
		taken := domain.ValidationErrors{"order_number": {"orders.validation.order_number_taken"}}
		if _, err := f.orders.Create(f.ctx, f.account, orders.Sender{}, validFields("TUL01026"), domain.Unreadable{}); err != nil {
			t.Fatal(err)
		}
		for _, by := range []orders.Sender{{}, {Webshop: true}} {
			if _, err := f.orders.Create(f.ctx, f.account, by, validFields("tul01026"), domain.Unreadable{}); !reflect.DeepEqual(domain.FieldsOf(err), taken) {
				t.Errorf("tul01026 sent by %+v: %v", by, err)
			}
		}
		concepts := orders.NewConcepts(d)
		if _, err := concepts.Create(f.ctx, f.account, 0, orders.SourceManual, validFields("Tul01026")); !reflect.DeepEqual(domain.FieldsOf(err), taken) {
			t.Errorf("a concept Tul01026: %v", err)
		}
		if _, err := concepts.Create(f.ctx, f.account, 0, orders.SourceManual, validFields("ÉÉN-1")); err != nil {
			t.Fatal(err)
		}
		if _, err := f.orders.Create(f.ctx, f.account, orders.Sender{}, validFields("één-1"), domain.Unreadable{}); !reflect.DeepEqual(domain.FieldsOf(err), taken) {
			t.Errorf("één-1 beside the concept ÉÉN-1: %v", err)
		}
		if dbtest.Count(f.t, f.d, "sales_orders") != 1 {
			t.Errorf("%d orders stored, want 1", dbtest.Count(f.t, f.d, "sales_orders"))
		}
	})
}

// Open orders (Complete, OnHold, Assigned) claim what they have not had delivered; a cancel
// releases it, a DataIssue order claims nothing until it is fixed.
func TestStockClaimAndRelease(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		sku := f.product(f.account, "SKU-1", true, 10)
		check := func(step string, want int64) {
			t.Helper()
			if got := f.available(sku); got != want {
				t.Errorf("%s: available %d, want %d", step, got, want)
			}
		}
		a := f.create(validFields("1", orders.Line{ArticleNumber: "SKU-1", Quantity: 4}))
		check("ordered 4", 6)
		b := f.create(validFields("2", orders.Line{ArticleNumber: "SKU-1", Quantity: 3}))
		check("ordered 3 more", 3)
		if _, err := f.orders.Transition(f.ctx, f.account, a.ID, false, orders.Hold); err != nil {
			t.Fatal(err)
		}
		check("on hold still claims", 3)
		if _, err := f.orders.Transition(f.ctx, f.account, a.ID, false, orders.Release); err != nil {
			t.Fatal(err)
		}
		f.setStatus(b.ID, orders.StatusAssigned)
		if _, err := d.Write().Exec(f.ctx, `UPDATE sales_order_lines SET quantity_delivered = 1 WHERE sales_order_id = ?`, b.ID); err != nil {
			t.Fatal(err)
		}
		if err := d.Tx(f.ctx, func(q db.Q) error { return orders.SetClaims(f.ctx, q, b.ID, orders.StatusAssigned) }); err != nil {
			t.Fatal(err)
		}
		check("assigned, 1 of 3 delivered", 4)
		if _, err := f.orders.Transition(f.ctx, f.account, a.ID, false, orders.Cancel); err != nil {
			t.Fatal(err)
		}
		check("cancelled", 8)
		f.product(f.account, "SKU-2", true, 0)
		broken := validFields("3", orders.Line{ArticleNumber: "SKU-1", Quantity: 5})
		broken.DeliveryAddress.City = ""
		issue := f.createByWebshop(broken).ID
		check("a data issue claims nothing", 8)
		if _, err := f.orders.Update(f.ctx, f.account, issue, false, validFields("3", orders.Line{ArticleNumber: "SKU-1", Quantity: 5})); err != nil {
			t.Fatal(err)
		}
		check("fixed", 3)
		if _, err := f.orders.Update(f.ctx, f.account, issue, false, validFields("3", orders.Line{ArticleNumber: "SKU-2", Quantity: 5})); err != nil {
			t.Fatal(err)
		}
		check("edited to another product", 8)
	})
}

// Every client transition from every status: allowed ones change the status, the others are 409
// orders.errors.not_allowed and change nothing.
func TestTransitions(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 100)
		allowed := map[string]map[string]string{
			"hold":    {orders.StatusComplete: orders.StatusOnHold},
			"release": {orders.StatusOnHold: orders.StatusComplete},
			"cancel": {orders.StatusComplete: orders.StatusCancelled, orders.StatusOnHold: orders.StatusCancelled,
				orders.StatusDataIssue: orders.StatusCancelled},
		}
		transitions := map[string]orders.Transition{"hold": orders.Hold, "release": orders.Release, "cancel": orders.Cancel}
		n := 0
		for name, tr := range transitions {
			for _, from := range orders.Statuses {
				n++
				o := f.create(validFields(fmt.Sprint(n)))
				f.setStatus(o.ID, from)
				got, err := f.orders.Transition(f.ctx, f.account, o.ID, false, tr)
				want, ok := allowed[name][from]
				switch {
				case ok && (err != nil || got.Status != want):
					t.Errorf("%s from %s: %v, %s; want %s", name, from, err, got.Status, want)
				case !ok && (!errors.Is(err, domain.ErrConflict) || err.(*domain.Refusal).Message != "orders.errors.not_allowed"):
					t.Errorf("%s from %s: %v, want 409 orders.errors.not_allowed", name, from, err)
				case !ok:
					if after, _ := f.orders.Get(f.ctx, f.account, o.ID, false); after.Status != from {
						t.Errorf("%s from %s changed the status to %s", name, from, after.Status)
					}
				}
			}
		}
		if _, err := f.orders.Transition(f.ctx, dbtest.Account(f.t, f.d, "Other"), 1, false, orders.Hold); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("another account's order: %v, want not found", err)
		}
	})
}

// An edit replaces every field while the warehouse has not taken the order, checked by every rule;
// the order number stays. A fixed DataIssue order becomes Complete without its problems.
func TestUpdate(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 100)
		f.product(f.account, "SKU-2", true, 100)
		o := f.create(validFields("1001"))
		edit := validFields("1001", orders.Line{ArticleNumber: "SKU-2", Quantity: 5}, orders.Line{ArticleNumber: "SKU-1", Quantity: 1})
		edit.Reference = "Edited"
		got, err := f.orders.Update(f.ctx, f.account, o.ID, false, edit)
		if err != nil || got.Status != orders.StatusComplete || got.Fields.Reference != "Edited" || len(got.Lines) != 2 ||
			got.Lines[0].ArticleNumber != "SKU-2" || got.Lines[1].LineNumber != 2 {
			t.Fatalf("edited %+v, %v", got, err)
		}

		_, err = f.orders.Update(f.ctx, f.account, o.ID, false, validFields("1002"))
		expectErrors(t, err, map[string][]string{"order_number": {"orders.validation.order_number_fixed"}})
		broken := validFields("1001")
		broken.Lines[0].Quantity = 0
		_, err = f.orders.Update(f.ctx, f.account, o.ID, false, broken)
		expectErrors(t, err, map[string][]string{"lines.0.quantity": {"validation.min,1"}})

		bad := validFields("2002", orders.Line{ArticleNumber: "NOPE", Quantity: 1})
		problems := domain.ValidationErrors{"lines.0.article_number": {"orders.validation.product_unknown"}}
		issue := f.createByWebshop(bad).ID
		stored, err := f.orders.Get(f.ctx, f.account, issue, false)
		if err != nil || stored.Status != orders.StatusDataIssue || !reflect.DeepEqual(stored.Problems, problems) ||
			stored.Source != orders.SourceAPI || stored.Lines[0].ProductID != nil {
			t.Fatalf("data issue %+v, %v", stored, err)
		}
		_, err = f.orders.Update(f.ctx, f.account, issue, false, bad)
		expectErrors(t, err, problems)
		fixed, err := f.orders.Update(f.ctx, f.account, issue, false, validFields("2002"))
		if err != nil || fixed.Status != orders.StatusComplete || len(fixed.Problems) != 0 {
			t.Errorf("fixed %+v, %v", fixed, err)
		}

		for _, status := range []string{orders.StatusAssigned, orders.StatusShipped, orders.StatusCancelled} {
			f.setStatus(o.ID, status)
			if _, err := f.orders.Update(f.ctx, f.account, o.ID, false, edit); !errors.Is(err, domain.ErrConflict) {
				t.Errorf("edit in %s: %v, want 409", status, err)
			}
		}
		f.setStatus(o.ID, orders.StatusOnHold)
		if got, err := f.orders.Update(f.ctx, f.account, o.ID, false, edit); err != nil || got.Status != orders.StatusOnHold {
			t.Errorf("edit on hold: %+v, %v", got.Status, err)
		}
	})
}

// The translator's orders arrive with the source TRANSLATOR and, like a webshop's, are kept as a
// DataIssue when their data is bad. A translator order does not exist for a user without
// canSeeTranslatorOrders.
func TestTranslatorOrders(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 100)
		translator := orders.Sender{Translator: true}
		o, err := f.orders.Create(f.ctx, f.account, translator, validFields("1001"), domain.Unreadable{})
		if err != nil || o.Source != orders.SourceTranslator || o.OriginalSource != orders.SourceTranslator || o.Status != orders.StatusComplete {
			t.Fatalf("the translator's order: %+v, %v", o, err)
		}
		bad := validFields("1002")
		bad.Lines[0].ArticleNumber = "NOT-IN-CATALOGUE"
		if issue, err := f.orders.Create(f.ctx, f.account, translator, bad, domain.Unreadable{}); err != nil || issue.Status != orders.StatusDataIssue ||
			len(issue.Problems["lines.0.article_number"]) != 1 {
			t.Errorf("the translator's order with an unknown article: %+v, %v; want a DataIssue", issue, err)
		}
		if _, err := f.orders.Get(f.ctx, f.account, o.ID, false); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("without the flag: %v, want not found", err)
		}
		if _, err := f.orders.Transition(f.ctx, f.account, o.ID, false, orders.Cancel); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("cancel without the flag: %v, want not found", err)
		}
		if _, err := f.orders.Update(f.ctx, f.account, o.ID, false, validFields("1001")); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("edit without the flag: %v, want not found", err)
		}
		if got, err := f.orders.Get(f.ctx, f.account, o.ID, true); err != nil || got.Source != orders.SourceTranslator {
			t.Errorf("with the flag: %+v, %v", got, err)
		}
	})
}

// The next number continues the last number a person gave, at its width, and passes over numbers
// that any order or concept has in any case.
func TestNextNumber(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 100)
		next := func(want string) {
			t.Helper()
			if got, err := f.orders.NextNumber(f.ctx, f.account); err != nil || got != want {
				t.Errorf("next number %q, %v; want %q", got, err, want)
			}
		}
		next("1")
		f.create(validFields("TUL01025"))
		f.create(validFields("TUL01026"))
		next("TUL01027")
		f.createByWebshop(validFields("WEB-5501")) // a system's series is not the person's
		next("TUL01027")
		if _, err := orders.NewConcepts(d).Create(f.ctx, f.account, 0, orders.SourceManual, validFields("TUL01030")); err != nil {
			t.Fatal(err)
		}
		next("TUL01031")
		f.create(validFields("SPOED")) // no digits to count: the last number before it counts
		next("TUL01031")
		f.createByWebshop(validFields("TUL01031"))
		f.createByWebshop(validFields("tul01032"))
		next("TUL01033")

		f.account = dbtest.Account(f.t, f.d, "Overflow")
		f.product(f.account, "SKU-1", true, 100)
		f.create(validFields("ABC-0099"))
		next("ABC-0100")
		f.create(validFields("TUL09"))
		next("TUL10")
		f.create(validFields("999"))
		next("1000")
		f.create(validFields(strings.Repeat("9", orders.MaxOrderNumber)))
		next("") // its successor is longer than an order number may be

		f.account = dbtest.Account(f.t, f.d, "Webshop only")
		f.product(f.account, "SKU-1", true, 100)
		f.createByWebshop(validFields("1"))
		f.createByWebshop(validFields("2"))
		next("3")
	})
}

// Two cancels of one order at once: exactly one passes, the other is 409, on either engine.
func TestConcurrentTransitions(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 100)
		for i := range 5 {
			o := f.create(validFields(fmt.Sprint(i + 1)))
			errs := make([]error, 2)
			var wg sync.WaitGroup
			for j := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[j] = f.orders.Transition(f.ctx, f.account, o.ID, false, orders.Cancel)
				}()
			}
			wg.Wait()
			if (errs[0] == nil) == (errs[1] == nil) || !errors.Is(errors.Join(errs...), domain.ErrConflict) {
				t.Errorf("two cancels: %v, %v; want one to pass and one 409", errs[0], errs[1])
			}
		}
	})
}

// A concept keeps its own number when it is saved again; another concept may not take it.
func TestConceptNumbers(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 100)
		c := orders.NewConcepts(d)
		first, err := c.Create(f.ctx, f.account, 0, orders.SourceManual, validFields("5001"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Update(f.ctx, f.account, first.ID, validFields("5001")); err != nil {
			t.Errorf("saved again: %v", err)
		}
		_, err = c.Create(f.ctx, f.account, 0, orders.SourceManual, validFields("5001"))
		expectErrors(t, err, map[string][]string{"order_number": {"orders.validation.order_number_taken"}})
	})
}

// An order's lines show what the warehouse shipped of them: each shipment item with its batch,
// best-before date, quantity and serial numbers; a line of which nothing shipped shows none.
func TestGetShowsTheShipmentItemsOfEachLine(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 10)
		f.product(f.account, "SKU-2", true, 10)
		o := f.create(validFields("1001", orders.Line{ArticleNumber: "SKU-1", Quantity: 3, PriceExclVAT: cents(500)},
			orders.Line{ArticleNumber: "SKU-2", Quantity: 1, PriceExclVAT: cents(500)}))
		err := d.Tx(f.ctx, func(q db.Q) error {
			var line int64
			if err := q.Get(f.ctx, &line, `SELECT id FROM sales_order_lines WHERE sales_order_id = ? AND line_number = 1`, o.ID); err != nil {
				return err
			}
			if _, err := q.Exec(f.ctx, `UPDATE sales_order_lines SET quantity_delivered = 3 WHERE id = ?`, line); err != nil {
				return err
			}
			for _, item := range []orders.ShipmentItem{{BatchNumber: "B-1", BestBeforeDate: "2027-05-01", Quantity: 2,
				SerialNumbers: []string{"SN-1", "SN-2"}}, {BatchNumber: "B-2", Quantity: 1}} {
				if _, err := q.Exec(f.ctx, `INSERT INTO sales_order_shipment_items (sales_order_line_id, client_id, batch_number,
					best_before_date, quantity, serial_numbers, shipped_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, line, f.account,
					item.BatchNumber, item.BestBeforeDate, item.Quantity, strings.Join(item.SerialNumbers, "\n"), db.Now()); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.orders.Get(f.ctx, f.account, o.ID, false)
		if err != nil {
			t.Fatal(err)
		}
		want := [][]orders.ShipmentItem{
			{{BatchNumber: "B-1", BestBeforeDate: "2027-05-01", Quantity: 2, SerialNumbers: []string{"SN-1", "SN-2"}},
				{BatchNumber: "B-2", Quantity: 1, SerialNumbers: []string{}}},
			{},
		}
		for i, l := range got.Lines {
			if !reflect.DeepEqual(l.ShipmentItems, want[i]) || (i == 0 && l.QuantityDelivered != 3) {
				t.Errorf("line %d: delivered %d, items %+v; want %+v", i+1, l.QuantityDelivered, l.ShipmentItems, want[i])
			}
		}
	})
}

// A new order claims what its lines order of each product, as the claim read from its stored lines
// does; an edit claims what its new lines order; a webshop's
// order with a data issue claims nothing.
func TestANewOrderClaimsWhatItsLinesOrder(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		sku1, sku2 := f.product(f.account, "SKU-1", true, 10), f.product(f.account, "SKU-2", true, 10)
		claimed := func(orderID int64) map[int64]int64 {
			var rows []struct {
				ProductID int64 `db:"product_id"`
				Quantity  int64 `db:"quantity"`
			}
			if err := d.Read().Select(f.ctx, &rows, `SELECT product_id, quantity FROM stock_commitments
				WHERE ref_kind = 'sales_order' AND ref_id = ? AND figure = 'claimed'`, orderID); err != nil {
				t.Fatal(err)
			}
			m := map[int64]int64{}
			for _, r := range rows {
				m[r.ProductID] += r.Quantity
			}
			return m
		}
		line := func(article string, quantity int64) orders.Line {
			return orders.Line{ArticleNumber: article, Quantity: quantity, PriceExclVAT: cents(500)}
		}
		fields := validFields("1001", line("SKU-1", 5), line("SKU-2", 4))
		o := f.create(fields)
		want := map[int64]int64{sku1: 5, sku2: 4}
		if got := claimed(o.ID); !reflect.DeepEqual(got, want) {
			t.Errorf("a new order claims %v, want %v", got, want)
		}
		if err := d.Tx(f.ctx, func(q db.Q) error { return orders.SetClaims(f.ctx, q, o.ID, orders.StatusComplete) }); err != nil {
			t.Fatal(err)
		}
		if got := claimed(o.ID); !reflect.DeepEqual(got, want) {
			t.Errorf("read from its lines, the order claims %v, want %v", got, want)
		}
		if got := f.available(sku1); got != 5 {
			t.Errorf("available %d of SKU-1, want 5", got)
		}

		fields.Lines = []orders.Line{line("SKU-2", 1)}
		if _, err := f.orders.Update(f.ctx, f.account, o.ID, false, fields); err != nil {
			t.Fatal(err)
		}
		if got, want := claimed(o.ID), map[int64]int64{sku2: 1}; !reflect.DeepEqual(got, want) {
			t.Errorf("an edited order claims %v, want %v", got, want)
		}
		if f.available(sku1) != 10 || f.available(sku2) != 9 {
			t.Errorf("available after the edit: %d and %d, want 10 and 9", f.available(sku1), f.available(sku2))
		}

		issue := validFields("1002", line("SKU-1", 3))
		issue.DeliveryAddress.PostalCode = ""
		if o := f.createByWebshop(issue); o.Status != orders.StatusDataIssue || len(claimed(o.ID)) != 0 {
			t.Errorf("an order with a data issue (%s) claims %v", o.Status, claimed(o.ID))
		}
	})
}
