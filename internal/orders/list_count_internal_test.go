package orders

import (
	"fmt"
	"net/url"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
)

// TestOverviewCountsUpToCountLimit checks that the overview counts its orders up to one more than
// listing.CountLimit, with and without a search and a filter, shows that as capped, and that
// 'Load more' still reads every order once.
func TestOverviewCountsUpToCountLimit(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip := dbtest.Account(t, d, "Tulip")
		dbtest.Insert(t, d, listing.CountLimit+1, `INSERT INTO sales_orders (client_id, order_number, order_number_key,
			order_date, customer_name, source, original_source, status, created_at, updated_at)
			VALUES (?, ?, ?, '2025-03-01', ?, 'API', 'API', 'Complete', ?, ?)`, func(i int) []any {
			return []any{tulip, fmt.Sprintf("SO-%04d", i), fmt.Sprintf("so-%04d", i), fmt.Sprintf("Customer %d", i), db.Now(), db.Now()}
		})
		walk := func(params url.Values) ([]int64, []int64) { return walkOverview(t, d, tulip, false, params) }
		queries := []url.Values{{}, {"q": {"customer"}}, {"q": {"cu"}}, {"q": {"customer"}, "status": {StatusComplete}},
			{"sort": {SortCustomerName}, "direction": {"desc"}}, {"date_from": {"2025-03-01"}, "sort": {SortOrderDate}}}
		listingtest.ExpectCounted(t, listing.CountLimit+1, walk, queries...)
		if _, err := d.Write().Exec(t.Context(), `DELETE FROM sales_orders WHERE order_number = 'SO-0000'`); err != nil {
			t.Fatal(err)
		}
		listingtest.ExpectCounted(t, listing.CountLimit, walk, queries...)
	})
}
