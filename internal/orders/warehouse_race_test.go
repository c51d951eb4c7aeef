package orders_test

import (
	"errors"
	"fmt"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/orders"
)

// A client's edit, hold or cancel racing the warehouse taking the order, on PostgreSQL, in both
// orders: a third transaction holds the order's row while the first change and then the second
// queue for it, so the two overlap whatever the machine's speed. The second to get the row sees
// what the first made of it: it goes on (an assignment after an edit takes the edited order) or is
// 409, and the order's claim on the product is what its final status and lines say.
func TestClientChangesRacingTheWarehouseEndInOneState(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	f := newFixture(t, d)
	product := f.product(f.account, "SKU-1", true, 100)
	edited := func(number string) orders.Fields {
		fields := validFields(number)
		fields.Lines[0].Quantity = 5
		return fields
	}
	assign := func(id int64) error {
		return d.Tx(f.ctx, func(q db.Q) error { _, err := f.orders.AssignIn(f.ctx, q, f.account, id); return err })
	}
	changes := []struct {
		name   string
		change func(id int64, number string) error
		// status and claimed are the order's when the client's change came first, and when it came
		// after the warehouse took the order (and was refused).
		statusFirst, statusAfter   string
		claimedFirst, claimedAfter int64
	}{
		{"edit", func(id int64, number string) error {
			_, err := f.orders.Update(f.ctx, f.account, id, false, edited(number))
			return err
		}, orders.StatusAssigned, orders.StatusAssigned, 5, 2},
		{"hold", func(id int64, _ string) error {
			_, err := f.orders.Transition(f.ctx, f.account, id, false, orders.Hold)
			return err
		}, orders.StatusOnHold, orders.StatusAssigned, 2, 2},
		{"cancel", func(id int64, _ string) error {
			_, err := f.orders.Transition(f.ctx, f.account, id, false, orders.Cancel)
			return err
		}, orders.StatusCancelled, orders.StatusAssigned, 0, 2},
	}
	var claimed int64 // by the orders of the cases before
	for _, c := range changes {
		for _, clientFirst := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s, client first %v", c.name, clientFirst), func(t *testing.T) {
				number := fmt.Sprintf("RACE-%s-%v", c.name, clientFirst)
				order := f.create(validFields(number))
				client := func() error { return c.change(order.ID, number) }
				warehouse := func() error { return assign(order.ID) }
				first, second := warehouse, client
				if clientFirst {
					first, second = client, warehouse
				}
				firstErr, err := dbtest.Queued(t, d, `SELECT id FROM sales_orders WHERE id = ? FOR UPDATE`, []any{order.ID}, first, second)
				if firstErr != nil {
					t.Fatalf("first: %v", firstErr)
				}
				status, want := c.statusAfter, c.claimedAfter
				if clientFirst {
					status, want = c.statusFirst, c.claimedFirst
				}
				// The warehouse goes on after an edit; anything else that comes second is refused.
				if goesOn := clientFirst && c.name == "edit"; goesOn != (err == nil) {
					t.Fatalf("second: %v", err)
				}
				var refusal *domain.Refusal
				if err != nil && (!errors.As(err, &refusal) || refusal.Message != "orders.errors.not_allowed") {
					t.Fatalf("second: %v, want orders.errors.not_allowed", err)
				}
				got, err := f.orders.Get(f.ctx, f.account, order.ID, false)
				if err != nil || got.Status != status {
					t.Fatalf("order %s (%v), want %s", got.Status, err, status)
				}
				claimed += want
				if available := f.available(product); available != 100-claimed {
					t.Errorf("available %d, want %d", available, 100-claimed)
				}
			})
		}
	}
}

// Two shipments of one taken order at once, on PostgreSQL, the order's row held while both queue
// for it. When the second asks for more than the first left (2 of the 1 left) it is refused with the
// lines' errors: the order has delivered 1, still claims 1, and the stock lost 1. When both fit, both
// ship: the order is Shipped and its tracking shows both parcels.
func TestShipmentsRacingForOneOrderShipNoMoreThanOrdered(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	f := newFixture(t, d)
	product := f.product(f.account, "SKU-1", true, 100)
	taken := func(number string) int64 {
		order := f.create(validFields(number))
		if err := d.Tx(f.ctx, func(q db.Q) error { _, err := f.orders.AssignIn(f.ctx, q, f.account, order.ID); return err }); err != nil {
			t.Fatal(err)
		}
		return order.ID
	}
	ship := func(id int64, quantity int64, code string) func() error {
		return func() error {
			return d.Tx(f.ctx, func(q db.Q) error {
				_, err := f.orders.ShipIn(f.ctx, q, f.account, id, orders.Shipment{
					Packages: []orders.Package{{Carrier: "PostNL", TrackingCode: code}},
					Lines:    []orders.ShipmentLine{{ArticleNumber: "SKU-1", Quantity: quantity}}})
				return err
			})
		}
	}
	hold := `SELECT id FROM sales_orders WHERE id = ? FOR UPDATE`

	tooMuch := taken("RACE-SHIP-1")
	first, second := dbtest.Queued(t, d, hold, []any{tooMuch}, ship(tooMuch, 1, "3S-A"), ship(tooMuch, 2, "3S-B"))
	if first != nil {
		t.Fatalf("first: %v", first)
	}
	if fields := domain.FieldsOf(second); len(fields["lines.0.quantity"]) == 0 {
		t.Fatalf("second: %v, want lines.0.quantity refused", second)
	}
	got, err := f.orders.Get(f.ctx, f.account, tooMuch, false)
	if err != nil || got.Status != orders.StatusAssigned || got.Lines[0].QuantityDelivered != 1 || got.Tracking != "3S-A" {
		t.Fatalf("order %s, delivered %d, tracking %q (%v)", got.Status, got.Lines[0].QuantityDelivered, got.Tracking, err)
	}
	if a := f.available(product); a != 100-1-1 {
		t.Errorf("available %d, want 98: 1 shipped, 1 still claimed", a)
	}

	both := taken("RACE-SHIP-2")
	first, second = dbtest.Queued(t, d, hold, []any{both}, ship(both, 1, "3S-C"), ship(both, 1, "3S-D"))
	if first != nil || second != nil {
		t.Fatalf("two shipments that fit: %v, %v", first, second)
	}
	got, err = f.orders.Get(f.ctx, f.account, both, false)
	if err != nil || got.Status != orders.StatusShipped || got.Lines[0].QuantityDelivered != 2 || got.Tracking != "3S-C, 3S-D" {
		t.Fatalf("order %s, delivered %d, tracking %q (%v)", got.Status, got.Lines[0].QuantityDelivered, got.Tracking, err)
	}
	if a := f.available(product); a != 100-1-1-2 {
		t.Errorf("available %d, want 96", a)
	}
}
