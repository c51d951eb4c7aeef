package products

import (
	"context"
	"fmt"
	"maps"
	"net/url"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
)

// TestListCountsUpToCountLimit checks that the overview counts its products up to one more than
// listing.CountLimit, with and without a search and a filter, and that 'Load more' still reads
// every product once.
func TestListCountsUpToCountLimit(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip := dbtest.Account(t, d, "Tulip")
		// Rows written by SQL: a thousand calls of CreateProduct would take seconds.
		err := d.Tx(ctx, func(q db.Q) error {
			for i := range listing.CountLimit + 1 {
				if _, err := q.Exec(ctx, `INSERT INTO products (client_id, article_number, name, article_group,
					product_type, unit, outbound_algorithm, original_source, created_at, updated_at)
					VALUES (?, ?, ?, 'General', 'Physic', 'Piece', 'Fifo', 'API', ?, ?)`,
					tulip, fmt.Sprintf("TWL-%04d", i), fmt.Sprintf("Tea towel %d", i), db.Now(), db.Now()); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		queries := []url.Values{{}, {"q": {"towel"}}, {"q": {"to"}}, {"q": {"towel"}, "status": {"active"}},
			{"q": {"towel"}, "sort": {"name"}, "direction": {"desc"}}}
		for _, params := range queries {
			if got := readAll(t, d, tulip, params); got != listing.CountLimit+1 {
				t.Errorf("%v: read %d products, want %d", params, got, listing.CountLimit+1)
			}
		}
		if _, err := d.Write().Exec(ctx, `DELETE FROM products WHERE article_number = 'TWL-0000'`); err != nil {
			t.Fatal(err)
		}
		for _, params := range queries {
			if got := readAll(t, d, tulip, params); got != listing.CountLimit {
				t.Errorf("after a delete, %v: read %d products, want %d", params, got, listing.CountLimit)
			}
		}
	})
}

// readAll reads the overview with params page by page to its end and returns how many distinct
// products it read. Every page's total must be the first page's count, shown as listing.Total says.
func readAll(t *testing.T, d *db.DB, clientID int64, params url.Values) int {
	t.Helper()
	params = maps.Clone(params)
	seen := map[int64]bool{}
	params.Set("limit", "200")
	var first int64 = -2
	for {
		f, err := ParseListFilter(params)
		if err != nil {
			t.Fatal(err)
		}
		rows, next, total, err := listProducts(context.Background(), d.Read(), d.Dialect, testSecret, clientID, f)
		if err != nil {
			t.Fatalf("%v: %v", params, err)
		}
		if first == -2 {
			first = total
			shown, capped := listing.Total(total)
			if capped != (len(seen) == 0 && total > listing.CountLimit) || shown > listing.CountLimit {
				t.Errorf("%v: total %d shown as %d, capped %v", params, total, shown, capped)
			}
		} else if total != first {
			t.Errorf("%v: a later page's total %d, the first's %d", params, total, first)
		}
		for _, r := range rows {
			if seen[r.ID] {
				t.Fatalf("%v: product %d read twice", params, r.ID)
			}
			seen[r.ID] = true
		}
		if next == nil {
			break
		}
		params.Set("cursor", *next)
	}
	want := int64(len(seen))
	if want > listing.CountLimit {
		want = listing.CountLimit + 1
	}
	if first != want {
		t.Errorf("%v: counted %d of %d products", params, first, len(seen))
	}
	return len(seen)
}
