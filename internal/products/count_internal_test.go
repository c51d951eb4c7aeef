package products

import (
	"fmt"
	"net/url"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing/listingtest"
)

// TestListCountsUpToCountLimit checks that the overview counts its products up to one more than
// listing.CountLimit, with and without a search and a filter, and that 'Load more' still reads
// every product once.
func TestListCountsUpToCountLimit(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip := dbtest.Account(t, d, "Tulip")
		insert := `INSERT INTO products (client_id, article_number, name, article_group, product_type, unit,
			outbound_algorithm, original_source, created_at, updated_at) VALUES (?, ?, ?, 'General', 'Physic', 'Piece', 'Fifo', 'API', ?, ?)`
		product := func(i int) []any {
			return []any{tulip, fmt.Sprintf("TWL-%04d", i), fmt.Sprintf("Tea towel %d", i), db.Now(), db.Now()}
		}
		read := func(params url.Values) ([]int64, []int64) { return walk(t, d.Read(), d.Dialect, tulip, params) }
		listingtest.ExpectCountsUpToLimit(t, d, insert, product, `DELETE FROM products WHERE article_number = 'TWL-0000'`, read,
			url.Values{}, url.Values{"q": {"towel"}}, url.Values{"q": {"to"}}, url.Values{"q": {"towel"}, "status": {"active"}},
			url.Values{"q": {"towel"}, "sort": {"name"}, "direction": {"desc"}})
	})
}
