package orders

import (
	"fmt"
	"net/url"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing/listingtest"
)

// TestOverviewCountsUpToCountLimit checks that the overview counts its orders up to one more than
// listing.CountLimit, with and without a search and a filter, shows that as capped, and that
// 'Load more' still reads every order once.
func TestOverviewCountsUpToCountLimit(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip := dbtest.Account(t, d, "Tulip")
		insert := `INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, customer_name,
			source, original_source, status, created_at, updated_at) VALUES (?, ?, ?, '2025-03-01', ?, 'API', 'API', 'Complete', ?, ?)`
		order := func(i int) []any {
			return []any{tulip, fmt.Sprintf("SO-%04d", i), fmt.Sprintf("so-%04d", i), fmt.Sprintf("Customer %d", i), db.Now(), db.Now()}
		}
		walk := func(params url.Values) ([]int64, []int64) { return walkOverview(t, d, tulip, false, params) }
		listingtest.ExpectCountsUpToLimit(t, d, insert, order, `DELETE FROM sales_orders WHERE order_number = 'SO-0000'`, walk,
			url.Values{}, url.Values{"q": {"customer"}}, url.Values{"q": {"cu"}}, url.Values{"q": {"customer"}, "status": {StatusComplete}},
			url.Values{"sort": {SortCustomerName}, "direction": {"desc"}}, url.Values{"date_from": {"2025-03-01"}, "sort": {SortOrderDate}})
	})
}
