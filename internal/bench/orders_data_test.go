package bench

import (
	"context"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/orders"
)

// generateOrders writes the orders and lines it promises on either engine: n orders with 1 to 5
// lines each, 3n in all, no article twice in an order, every status and source, valid dates and
// the overview's search finding them.
func TestGenerateOrders(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		account, err := accountOfProducts(ctx, d, "Generated", 5*productStride+3)
		if err != nil {
			t.Fatal(err)
		}
		const n = 1000
		before := indexDefinitions(t, d)
		if err := d.Tx(ctx, func(q db.Q) error {
			return withoutIndexes(ctx, q, d.Dialect, func() error { return generateOrders(ctx, q, d.Dialect, account, n) })
		}); err != nil {
			t.Fatal(err)
		}
		if after := indexDefinitions(t, d); !reflect.DeepEqual(after, before) || len(before) < 8 {
			t.Errorf("indexes %v after generating, before %v", after, before)
		}
		var got struct {
			Orders, Lines, Statuses, Sources, Countries, Repeated, Unlinked, BadClaims, BadLineCounts int64
			FirstDate, LastDate                                                                       string
		}
		q := d.Read()
		for _, c := range []struct {
			into  any
			query string
		}{
			{&got.Orders, `SELECT count(*) FROM sales_orders WHERE client_id = ?`},
			{&got.Lines, `SELECT count(*) FROM sales_order_lines WHERE client_id = ?`},
			{&got.Statuses, `SELECT count(DISTINCT status) FROM sales_orders WHERE client_id = ?`},
			{&got.Sources, `SELECT count(DISTINCT source) FROM sales_orders WHERE client_id = ?`},
			{&got.Countries, `SELECT count(DISTINCT delivery_country) FROM sales_orders WHERE client_id = ?`},
			{&got.FirstDate, `SELECT min(order_date) FROM sales_orders WHERE client_id = ?`},
			{&got.LastDate, `SELECT max(order_date) FROM sales_orders WHERE client_id = ?`},
			{&got.Repeated, `SELECT count(*) FROM (SELECT 1 FROM sales_order_lines WHERE client_id = ?
				GROUP BY sales_order_id, product_id HAVING count(*) > 1) r`},
			{&got.Unlinked, `SELECT count(*) FROM sales_order_lines l JOIN products p ON p.id = l.product_id
				WHERE l.client_id = ? AND (p.client_id <> l.client_id OR p.article_number <> l.article_number)`},
			{&got.BadClaims, `SELECT count(*) FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
				WHERE l.client_id = ? AND (o.status IN ('Complete', 'OnHold', 'Assigned')) <> EXISTS (SELECT 1 FROM stock_commitments c
					WHERE c.ref_kind = 'sales_order' AND c.ref_id = o.id AND c.product_id = l.product_id)`},
			{&got.BadLineCounts, `SELECT count(*) FROM (SELECT count(*) AS lines, max(line_number) AS last FROM sales_order_lines
				WHERE client_id = ? GROUP BY sales_order_id) c WHERE lines < 1 OR lines > 5 OR last <> lines`},
		} {
			if err := q.Get(ctx, c.into, c.query, account); err != nil {
				t.Fatal(err)
			}
		}
		if got.Orders != n || got.Lines != 3*n || got.Statuses != int64(len(orders.Statuses)) ||
			got.Sources != int64(len(orders.Sources)) || got.Countries != 5 || got.Repeated != 0 || got.Unlinked != 0 || got.BadClaims != 0 ||
			got.BadLineCounts != 0 || got.FirstDate != "2024-01-01" || got.LastDate != "2025-12-31" {
			t.Fatalf("generated %+v", got)
		}
		// Every order has its lines (none without) and the search index has every order.
		var withoutLines int64
		if err := q.Get(ctx, &withoutLines, `SELECT count(*) FROM sales_orders o WHERE client_id = ?
			AND NOT EXISTS (SELECT 1 FROM sales_order_lines l WHERE l.sales_order_id = o.id)`, account); err != nil || withoutLines != 0 {
			t.Fatalf("%d orders without lines (%v)", withoutLines, err)
		}
		rows, _, total, err := orders.NewOrders(d).List(ctx, account, true, orders.OverviewFilter{Page: listing.Page{Q: "jansen", Limit: 50}, Sort: orders.SortNewest, Direction: "desc"})
		if err != nil || total == 0 || len(rows) == 0 {
			t.Fatalf("search found %d (%d rows): %v", total, len(rows), err)
		}
	})
}

// indexDefinitions are the definitions of the orders' and lines' indexes.
func indexDefinitions(t *testing.T, d *db.DB) []string {
	t.Helper()
	query := `SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
		AND tbl_name IN ('sales_orders', 'sales_order_lines') ORDER BY name`
	if d.Dialect == db.Postgres {
		query = `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()
			AND tablename IN ('sales_orders', 'sales_order_lines') ORDER BY indexname`
	}
	var definitions []string
	if err := d.Read().Select(context.Background(), &definitions, query); err != nil {
		t.Fatal(err)
	}
	return definitions
}
