package orders

import (
	"context"
	"fmt"
	"net/url"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
)

// TestOverviewCountsUpToCountLimit checks that the overview counts its orders up to one more than
// listing.CountLimit, with and without a search and a filter, shows that as capped, and that
// 'Load more' still reads every order once.
func TestOverviewCountsUpToCountLimit(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip := dbtest.Account(t, d, "Tulip")
		err := d.Tx(ctx, func(q db.Q) error {
			for i := range listing.CountLimit + 1 {
				if _, err := q.Exec(ctx, `INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, customer_name,
					source, original_source, status, created_at, updated_at) VALUES (?, ?, ?, '2025-03-01', ?, 'API', 'API', 'Complete', ?, ?)`,
					tulip, fmt.Sprintf("SO-%04d", i), fmt.Sprintf("so-%04d", i), fmt.Sprintf("Customer %d", i), db.Now(), db.Now()); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, params := range []url.Values{{}, {"q": {"customer"}}, {"q": {"cu"}}, {"q": {"customer"}, "status": {StatusComplete}},
			{"sort": {SortCustomerName}, "direction": {"desc"}}, {"date_from": {"2025-03-01"}, "sort": {SortOrderDate}}} {
			params.Set("limit", "200")
			ids, totals := walkOverview(t, d, tulip, false, params)
			seen := map[int64]bool{}
			for _, id := range ids {
				seen[id] = true
			}
			if len(ids) != listing.CountLimit+1 || len(seen) != len(ids) {
				t.Errorf("%v: read %d orders, %d distinct; want %d", params, len(ids), len(seen), listing.CountLimit+1)
			}
			for _, total := range totals {
				if shown, capped := listing.Total(total); shown != listing.CountLimit || !capped {
					t.Errorf("%v: total %d shown as %d, capped %v", params, total, shown, capped)
				}
			}
		}
		if _, err := d.Write().Exec(ctx, `DELETE FROM sales_orders WHERE order_number = 'SO-0000'`); err != nil {
			t.Fatal(err)
		}
		if _, totals := walkOverview(t, d, tulip, false, url.Values{"q": {"customer"}}); totals[0] != listing.CountLimit {
			t.Errorf("after a delete: total %d, want %d", totals[0], listing.CountLimit)
		}
	})
}
