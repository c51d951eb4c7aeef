package returns

import (
	"context"
	"database/sql"
	"net/url"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
)

// planRows is how many return rows the plan test's account has: enough for PostgreSQL's statistics
// to tell an account's rows from the table's, and a month of them more than a count reads (1,001), so
// that reading the index in the list's order and stopping is clearly the cheapest way to count, not
// a choice the sample of ANALYZE may tip either way (it did at 5,000, 410 a month).
const planRows = 15_000

// planAccount is an account with planRows return rows (over a year of return dates) beside another
// account with three times as many, analysed.
func planAccount(t *testing.T, d *db.DB) int64 {
	t.Helper()
	ctx := context.Background()
	var ids []int64
	for _, name := range []string{"Tulip", "Polder"} {
		ids = append(ids, dbtest.Account(t, d, name))
	}
	day := dbtest.DayOfYear(d)
	for n, account := range ids {
		var returnID int64
		if err := d.Write().Get(ctx, &returnID, `INSERT INTO returns (client_id, return_date, received_at, created_at)
			VALUES (?, '2026-01-01', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP) RETURNING id`, account); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(ctx, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO return_rows (client_id, return_id, return_date, article_number, product_name, stock_status, quantity,
				order_number, reason, created_at)
			SELECT ?, ?, `+day+`, 'A-' || (i % 100), 'Product ' || (i % 100), 'sellable', 1, 'SO-' || i,
				CASE WHEN i % 500 = 0 THEN 'Zipper broken' ELSE 'Wrong size' END, CURRENT_TIMESTAMP FROM n`,
			planRows*(1+2*n), account, returnID); err != nil {
			t.Fatal(err)
		}
	}
	dbtest.Analyse(t, d, "return_rows")
	return ids[0]
}

// The return overview's page (first and later, with and without From and To) and its count read
// the index return_rows_date, which begins with client_id, on both engines.
func TestListUsesItsIndex(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		listingtest.ExpectDateIndex(t, d, overview, planAccount(t, d), "return_rows_date", func(params url.Values) listing.Query[Row] {
			f, err := ParseFilter(params)
			if err != nil {
				t.Fatal(err)
			}
			return f.query()
		})
	})
}

// A search of a term few rows hold counts from the FTS5 table alone on SQLite and through the
// trigram index on PostgreSQL, and reads the page of the few it counted by their ids; a term that
// more than listing.CountLimit rows hold walks the date index on SQLite and reads no table whole on
// PostgreSQL.
func TestSearchUsesItsIndexes(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		account := planAccount(t, d)
		const fts = "return_rows_fts"
		few, err := ParseFilter(url.Values{"q": {"zipper"}})
		if err != nil {
			t.Fatal(err)
		}
		count, countArgs := overview.Count(d.Dialect, account, few.query())
		byIDs := listingtest.Page(overview, d.Dialect, account, few.query(),
			listing.Counted{Total: 2, IDs: sql.NullString{String: "[1, 2]", Valid: true}})
		many, err := ParseFilter(url.Values{"q": {"wrong size"}})
		if err != nil {
			t.Fatal(err)
		}
		walk := listingtest.Page(overview, d.Dialect, account, many.query(), listing.Counted{Total: listing.CountLimit + 1})
		countPlan, byIDsPlan, walkPlan := dbtest.Plan(t, d, count, countArgs), dbtest.Plan(t, d, byIDs.SQL, byIDs.Args),
			dbtest.Plan(t, d, walk.SQL, walk.Args)
		if d.Dialect == db.SQLite {
			if !listingtest.CountsFromFTS(countPlan, fts, 4) {
				t.Errorf("count: %s\nplan: %s", count, countPlan)
			}
			if !listingtest.ReadsByIDs(byIDsPlan, fts) {
				t.Errorf("page by ids: %s\nplan: %s", byIDs.SQL, byIDsPlan)
			}
			if !listingtest.WalksIndex(walkPlan, fts) {
				t.Errorf("page of many: %s\nplan: %s", walk.SQL, walkPlan)
			}
			return
		}
		if !strings.Contains(countPlan, "Bitmap Index Scan on return_rows_trgm") {
			t.Errorf("count: %s\nplan: %s", count, countPlan)
		}
		if !strings.Contains(byIDsPlan, "Index Scan using return_rows_pkey") || strings.Contains(byIDsPlan, "trgm") {
			t.Errorf("page by ids: %s\nplan: %s", byIDs.SQL, byIDsPlan)
		}
		// (How PostgreSQL walks a page of many matches depends on the statistics of an account far
		// larger than this one: the orders' plan test checks that on 50,000 rows. Here it reads no
		// table whole.)
		if strings.Contains(walkPlan, "Seq Scan") {
			t.Errorf("page of many: %s\nplan: %s", walk.SQL, walkPlan)
		}
	})
}
