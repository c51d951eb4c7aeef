package orders

import (
	"context"
	"errors"
	"net/url"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// On PostgreSQL a search's first page is looked for among the list's first rows while it counts
// (see listing.WindowRows): it is the same page, cursor and total as the page read after the count, in
// every sort, when the window holds it (a term one order in three matches), when it does not (one
// in a hundred), and for a term no order matches.
func TestSearchFirstPageFromTheWindow(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	tulip := dbtest.Account(t, d, "Tulip")
	if _, err := d.Write().Exec(ctx, `INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, reference,
			customer_name, delivery_postal_code, delivery_email, delivery_country, source, original_source, status,
			created_at, updated_at)
		SELECT ?, 'SO-' || lpad(i::text, 4, '0'), 'so-' || lpad(i::text, 4, '0'), '2025-03-01', 'PO ' || i,
			CASE WHEN i % 100 = 0 THEN 'Rare ' || i WHEN i % 3 = 0 THEN 'Jansen ' || i ELSE 'Customer ' || i END,
			'1234 AB', 'buyer' || i || '@shop.example.com', 'NL', 'API', 'API', 'Complete', now(), now()
		FROM generate_series(1, 400) AS i`, tulip); err != nil {
		t.Fatal(err)
	}
	const limit = 2 // a window of 150 orders
	errAfterCount := errors.New("read after the count")
	for _, term := range []string{"jansen", "rare", "nobody"} {
		for _, sort := range OverviewSorts.Names {
			f, err := ParseOverviewFilter(url.Values{"q": {term}, "limit": {"2"}, "sort": {sort}})
			if err != nil {
				t.Fatal(err)
			}
			rows, next, total, err := listOrders(ctx, d.Read(), d.Dialect, d.Secret(), tulip, true, f)
			if err != nil {
				t.Fatal(err)
			}
			// In a transaction, which runs one statement at a time, the page is read after the count.
			err = d.Tx(ctx, func(q db.Q) error {
				afterRows, afterNext, afterTotal, err := listOrders(ctx, q, d.Dialect, d.Secret(), tulip, true, f)
				if err != nil {
					return err
				}
				if !reflect.DeepEqual(rows, afterRows) || !reflect.DeepEqual(next, afterNext) || total != afterTotal {
					t.Errorf("%q by %s: %v %v %d while counting, %v %v %d after the count", term, sort, rows, next, total,
						afterRows, afterNext, afterTotal)
				}
				return errAfterCount
			})
			if !errors.Is(err, errAfterCount) {
				t.Fatal(err)
			}
			if sort != SortNewest {
				continue
			}
			// The newest 150 orders: 50 of 'jansen', 2 of 'rare'.
			window, args := overviewList.Window(tulip, f.query(true))
			var found []OverviewRow
			if err := d.Read().Select(ctx, &found, window, append(args, limit+1)...); err != nil {
				t.Fatal(err)
			}
			if inWindow := term == "jansen"; (len(found) == limit+1) != inWindow {
				t.Errorf("%q by %s: the window holds %d orders", term, sort, len(found))
			}
		}
	}
}
