package orders

import (
	"context"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
)

// TestOrderLinesExportStreamsOnPostgres checks that PostgreSQL reads the orderlines export as the
// orders come in the overview's order, each order's lines by their index, and sorts nothing but an
// order's few lines: no hash of the account's lines and no sort of them all, which would hold every
// row (on disk, over ten million orders) before the first is sent.
func TestOrderLinesExportStreamsOnPostgres(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	tulip := dbtest.Account(t, d, "Tulip")
	for _, stmt := range []string{
		`INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, customer_name,
			delivery_country, source, original_source, status, created_at, updated_at)
		SELECT ?, 'SO-' || i, 'so-' || i, '2025-03-01', 'Customer ' || i, 'NL', 'API', 'API', 'Complete', now(), now()
		FROM generate_series(1, 20000) AS i`,
		`INSERT INTO sales_order_lines (sales_order_id, client_id, line_number, article_number, name, quantity, unit,
			vat_percentage, discount_percentage, amount_excl_vat, vat)
		SELECT o.id, o.client_id, n, 'ART-' || n, 'Product ' || n, 1, 'Piece', 2100, 0, 1000, 210
		FROM sales_orders o CROSS JOIN generate_series(1, 3) AS n WHERE o.client_id = ?`,
	} {
		if _, err := d.Write().Exec(ctx, stmt, tulip); err != nil {
			t.Fatal(err)
		}
	}
	dbtest.Analyse(t, d, "sales_orders", "sales_order_lines")
	for _, sort := range OverviewSorts.Names {
		f := OverviewFilter{Sort: sort, Direction: "desc"}
		where, args, order := overviewList.Where(db.Postgres, tulip, f.query(true), listing.Counted{Total: listing.Unknown})
		query := "SELECT " + KindOrderLines.columns(db.Postgres) + " " + KindOrderLines.from(db.Postgres, where, order)
		plan := dbtest.Plan(t, d, query, args)
		if !strings.Contains(plan, "Index Scan using sales_order_lines_order") || holdsAll(plan) {
			t.Errorf("sort %s: %s\nplan: %s", sort, query, plan)
		}
	}
}

// holdsAll reports whether a step of plan (its first line, or a line that begins with ->) hashes
// or sorts all of its rows.
func holdsAll(plan string) bool {
	for i, line := range strings.Split(plan, "\n") {
		step, isStep := strings.CutPrefix(strings.TrimSpace(line), "->")
		if step = strings.TrimSpace(step); (isStep || i == 0) && (strings.HasPrefix(step, "Sort ") || strings.Contains(step, "Hash")) {
			return true
		}
	}
	return false
}
