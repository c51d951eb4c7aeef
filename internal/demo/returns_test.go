package demo_test

import (
	"context"
	"io"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
)

// Each demo account has shipped orders and what came back of them: returns of two of its shipped
// orders (one with a damaged unit) and a parcel without an order, each row booked into stock once.
func TestSeedReturns(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := demo.Seed(ctx, d, io.Discard); err != nil {
			t.Fatal(err)
		}
		var accounts []struct {
			Name        string `db:"name"`
			Shipped     int    `db:"shipped"`
			Returns     int    `db:"returns"`
			OfOrders    int    `db:"of_orders"`
			OfShipped   int    `db:"of_shipped"`
			Rows        int    `db:"rows"`
			Damaged     int    `db:"damaged"`
			Movements   int    `db:"movements"`
			Reasons     int    `db:"reasons"`
			Unavailable int    `db:"unavailable"`
		}
		if err := d.Read().Select(ctx, &accounts, `SELECT c.name,
				(SELECT COUNT(*) FROM sales_orders o WHERE o.client_id = c.id AND o.status = 'Shipped') AS shipped,
				(SELECT COUNT(*) FROM returns r WHERE r.client_id = c.id) AS returns,
				(SELECT COUNT(*) FROM returns r WHERE r.client_id = c.id AND r.sales_order_id IS NOT NULL) AS of_orders,
				(SELECT COUNT(*) FROM returns r JOIN sales_orders o ON o.id = r.sales_order_id
					WHERE r.client_id = c.id AND o.status = 'Shipped' AND o.order_number = r.order_number) AS of_shipped,
				(SELECT COUNT(*) FROM return_rows w WHERE w.client_id = c.id) AS rows,
				(SELECT COUNT(*) FROM return_rows w WHERE w.client_id = c.id AND w.stock_status = 'damaged') AS damaged,
				(SELECT COUNT(*) FROM stock_movements m WHERE m.client_id = c.id AND m.type = 'return') AS movements,
				(SELECT COUNT(DISTINCT w.reason) FROM return_rows w WHERE w.client_id = c.id) AS reasons,
				(SELECT COUNT(*) FROM return_rows w WHERE w.client_id = c.id AND w.sales_order_id IS NULL
					AND w.stock_status = 'blocked') AS unavailable
			FROM clients c ORDER BY c.name`); err != nil {
			t.Fatal(err)
		}
		if len(accounts) != len(demo.Accounts) {
			t.Fatalf("accounts %+v", accounts)
		}
		for _, a := range accounts {
			if a.Shipped != 2 || a.Returns != 3 || a.OfOrders != 2 || a.OfShipped != 2 || a.Rows < 3 || a.Damaged != 1 ||
				a.Movements != a.Rows || a.Reasons < 3 || a.Unavailable != 1 {
				t.Errorf("%s: %+v", a.Name, a)
			}
		}
	})
}
