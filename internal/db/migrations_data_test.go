package db_test

import (
	"context"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// Migration 00015 carries what the lines claimed and expected over to stock's own commitments, so
// that every figure stays as it was, and 00016 spells the products' import source as the other
// areas do: data stored as it was before them is what they then find.
func TestStockCommitmentsAndSourcesCarryOver(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := db.MigrateDownTo(ctx, d, 14); err != nil {
			t.Fatal(err)
		}
		q, now := d.Write(), db.Now()
		var client, p1, p2, open, shipped, announced, arrived int64
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(q.Get(ctx, &client, `INSERT INTO clients (name, created_at, updated_at) VALUES ('Tulip', ?, ?) RETURNING id`, now, now))
		product := func(article, source string) (id int64) {
			must(q.Get(ctx, &id, `INSERT INTO products (client_id, article_number, name, article_group, product_type, unit,
				outbound_algorithm, original_source, created_at, updated_at)
				VALUES (?, ?, 'Tulip', 'General', 'Physic', 'Piece', 'Fefo', ?, ?, ?) RETURNING id`, client, article, source, now, now))
			return id
		}
		p1, p2 = product("TUL-1", "Import"), product("TUL-2", "DET")
		order := func(number, status string) (id int64) {
			must(q.Get(ctx, &id, `INSERT INTO sales_orders (client_id, order_number, order_number_key, source, original_source, status,
				created_at, updated_at) VALUES (?, ?, ?, 'DET', 'DET', ?, ?, ?) RETURNING id`, client, number, number, status, now, now))
			return id
		}
		open, shipped = order("1", "Complete"), order("2", "Shipped")
		for i, l := range []struct {
			order, product, quantity, delivered int64
			claims                              bool
		}{{open, p1, 5, 1, true}, {open, p1, 2, 0, true}, {open, p2, 3, 0, true}, {shipped, p1, 9, 9, false}} {
			_, err := q.Exec(ctx, `INSERT INTO sales_order_lines (sales_order_id, client_id, line_number, product_id, article_number,
				quantity, quantity_delivered, claims) VALUES (?, ?, ?, ?, 'TUL', ?, ?, ?)`, l.order, client, i+1, l.product, l.quantity, l.delivered, l.claims)
			must(err)
		}
		delivery := func(status string) (id int64) {
			must(q.Get(ctx, &id, `INSERT INTO deliveries (client_id, reference, planned_date, unit_load, status, source, original_source,
				created_at, updated_at) VALUES (?, 'PO', '2026-03-02', 'Colli', ?, 'DET', 'DET', ?, ?) RETURNING id`, client, status, now, now))
			return id
		}
		announced, arrived = delivery("Announced"), delivery("Arrived")
		for i, l := range []struct {
			delivery, product, quantity, received int64
			stage                                 string
		}{{announced, p1, 10, 0, "inbound"}, {arrived, p1, 4, 1, "in_transit"}, {arrived, p2, 2, 3, "in_transit"}} {
			_, err := q.Exec(ctx, `INSERT INTO delivery_lines (delivery_id, client_id, line_number, product_id, article_number,
				quantity, received_quantity, stage) VALUES (?, ?, ?, ?, 'TUL', ?, ?, ?)`, l.delivery, client, i+1, l.product, l.quantity, l.received, l.stage)
			must(err)
		}
		must(d.Migrate(ctx))

		type commitment struct {
			Kind     string `db:"ref_kind"`
			ID       int64  `db:"ref_id"`
			Figure   string `db:"figure"`
			Product  int64  `db:"product_id"`
			Quantity int64  `db:"quantity"`
		}
		var got []commitment
		must(d.Read().Select(ctx, &got, `SELECT ref_kind, ref_id, figure, product_id, quantity FROM stock_commitments
			ORDER BY ref_kind, ref_id, figure, product_id`))
		want := []commitment{
			{"delivery", announced, "inbound", p1, 10}, {"delivery", arrived, "in_transit", p1, 3},
			{"sales_order", open, "claimed", p1, 6}, {"sales_order", open, "claimed", p2, 3},
		}
		if len(got) != len(want) {
			t.Fatalf("commitments %+v, want %+v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("commitment %d: %+v, want %+v", i, got[i], want[i])
			}
		}
		var source string
		must(d.Read().Get(ctx, &source, `SELECT original_source FROM products WHERE id = ?`, p1))
		if source != "IMPORT" {
			t.Errorf("an imported product's source %q, want IMPORT", source)
		}
	})
}

// Migration 00018 recomputes the stored stock alerts by the rule of stock.alert: a product that
// never had stock but has a minimum is insufficient, also with more ordered than in stock.
func TestStockAlertsAreRecomputed(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := db.MigrateDownTo(ctx, d, 17); err != nil {
			t.Fatal(err)
		}
		q, now := d.Write(), db.Now()
		var client int64
		if err := q.Get(ctx, &client, `INSERT INTO clients (name, created_at, updated_at) VALUES ('Tulip', ?, ?) RETURNING id`, now, now); err != nil {
			t.Fatal(err)
		}
		want := map[string]string{}
		for _, p := range []struct {
			article, productType string
			minimum, available   int64
			stored, recomputed   string
		}{
			{"ORDERED", "Physic", 50, -6, "unknown", "insufficient"},
			{"NEW", "Physic", 50, 0, "unknown", "insufficient"},
			{"ENOUGH", "Physic", 50, 60, "sufficient", "sufficient"},
			{"NO-MINIMUM", "Physic", 0, -6, "none", "none"},
			{"IGNORED", "IgnoreProduct", 5, 0, "insufficient", "unknown"},
		} {
			if _, err := q.Exec(ctx, `INSERT INTO products (client_id, article_number, name, article_group, product_type, unit,
				outbound_algorithm, original_source, minimum_stock, available_stock, stock_alert, created_at, updated_at)
				VALUES (?, ?, 'Tulip', 'General', ?, 'Piece', 'Fefo', 'DET', ?, ?, ?, ?, ?)`,
				client, p.article, p.productType, p.minimum, p.available, p.stored, now, now); err != nil {
				t.Fatal(err)
			}
			want[p.article] = p.recomputed
		}
		if err := d.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		var got []struct {
			Article string `db:"article_number"`
			Alert   string `db:"stock_alert"`
		}
		if err := d.Read().Select(ctx, &got, `SELECT article_number, stock_alert FROM products`); err != nil {
			t.Fatal(err)
		}
		for _, p := range got {
			if p.Alert != want[p.Article] {
				t.Errorf("%s: alert %q, want %q", p.Article, p.Alert, want[p.Article])
			}
		}
	})
}
