package orders

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
)

// TestSearchCountsAcrossBuckets checks that a search counts and finds the orders that match it
// wherever their ids fall: in the newest buckets of PostgreSQL's trigram index, which it counts one
// by one, in the older ones, which it counts at once, or in both (see listing.Search.Count). Two
// accounts' orders alternate over six buckets; the other account's match every term too.
func TestSearchCountsAcrossBuckets(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		const orders, spacing = 5200, 64 // ids up to 332,737: buckets 0 to 5 of 65,536 ids
		customer := func(i int) string {
			switch n := i / 2; {
			case i < 6:
				return fmt.Sprintf("Walrus %d", n) // the oldest bucket only
			case i >= orders-6:
				return fmt.Sprintf("Quokka %d", n) // the newest bucket only
			case n%97 == 0:
				return fmt.Sprintf("Okapi %d", n) // a few in every bucket
			case n%2 == 0:
				return fmt.Sprintf("Zebra %d", n) // more than listing.CountLimit
			}
			return fmt.Sprintf("Customer %d", i)
		}
		want := map[string][]int64{}
		dbtest.Insert(t, d, orders, `INSERT INTO sales_orders (id, client_id, order_number, order_number_key, order_date, reference,
				customer_name, delivery_postal_code, delivery_email, delivery_country, source, original_source, status,
				created_at, updated_at)
			VALUES (?, ?, ?, ?, '2025-03-01', '', ?, '1234 AB', 'buyer@shop.example.com', 'NL', 'API', 'API', 'Complete',
				'2025-03-01 10:00:00', '2025-03-01 10:00:00')`, func(i int) []any {
			id, account := int64(1+i*spacing), tulip
			if i%2 == 1 {
				account = polder
			} else {
				kind := strings.Fields(customer(i))[0]
				want[kind] = append(want[kind], id)
			}
			number := fmt.Sprintf("SO-%05d", i)
			return []any{id, account, number, number, customer(i)}
		})
		dbtest.Analyse(t, d, "sales_orders")
		for _, kind := range []string{"Walrus", "Quokka", "Okapi", "Zebra"} {
			f, err := ParseOverviewFilter(url.Values{"q": {strings.ToLower(kind)}})
			if err != nil {
				t.Fatal(err)
			}
			count, args := overviewList.Count(d.Dialect, tulip, f.query(true))
			var counted listing.Counted
			if err := d.Read().Get(t.Context(), &counted, count, args...); err != nil {
				t.Fatalf("%s: %v", kind, err)
			}
			if n := int64(min(len(want[kind]), listing.CountLimit+1)); counted.Total != n {
				t.Errorf("%s: counted %d, want %d", kind, counted.Total, n)
			}
			if counted.Total > listing.CountLimit {
				continue
			}
			ids := dbtest.JSON[[]int64](t, counted.IDs.String)
			slices.Sort(ids)
			if !slices.Equal(ids, want[kind]) {
				t.Errorf("%s: ids %v, want %v", kind, ids, want[kind])
			}
		}
	})
}
