package orders

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
)

// TestOverviewQueriesUseIndexes checks on SQLite that every sort, and every filter in the default
// sort, reads an index beginning with client_id in the page's order: no table scan and no sorting
// of all matching orders; a date range reads the order date's index. (PostgreSQL's plans depend on
// its statistics; its search is checked below.)
func TestOverviewQueriesUseIndexes(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	tulip := dbtest.Account(t, d, "Tulip")
	seedOrders(t, d, tulip, "TUL")
	var cases []listingtest.Indexed
	for _, sort := range OverviewSorts.Names {
		index := map[string]string{SortNewest: "sales_orders_newest", SortOrderDate: "sales_orders_order_date",
			SortOrderNumber: "sales_orders_number", SortCustomerName: "sales_orders_customer"}[sort]
		for _, dir := range listing.Directions {
			cases = append(cases, listingtest.Indexed{Params: url.Values{"sort": {sort}, "direction": {dir}}, Index: index})
		}
	}
	cases = append(cases, listingtest.Indexed{Params: url.Values{"status": {StatusShipped}}, Index: "sales_orders_status"},
		listingtest.Indexed{Params: url.Values{"source": {SourceAPI}}, Index: "sales_orders_source"},
		listingtest.Indexed{Params: url.Values{"on_hold": {"1"}}, Index: "sales_orders_status"},
		listingtest.Indexed{Params: url.Values{"on_hold": {"0"}}, Index: "sales_orders_newest"},
		listingtest.Indexed{Params: url.Values{"date_from": {"2025-03-02"}, "date_to": {"2025-03-04"}, "sort": {SortOrderDate}},
			Index: "sales_orders_order_date"})
	for _, sees := range []bool{false, true} {
		t.Run(fmt.Sprintf("translator %v", sees), func(t *testing.T) {
			listingtest.ExpectIndexes(t, d, overviewList, tulip, cases, func(params url.Values) listing.Query[OverviewRow] {
				f, err := ParseOverviewFilter(params)
				if err != nil {
					t.Fatal(err)
				}
				return f.query(sees)
			})
		})
	}
}

// TestOverviewSearchUsesIndexOnSQLite checks that a search of three characters or more counts
// from the FTS5 trigram table alone and reads a page of few matches by the ids it counted (a later
// page through the table), and that a page
// of many walks the sort's index.
func TestOverviewSearchUsesIndexOnSQLite(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	tulip := dbtest.Account(t, d, "Tulip")
	seedOrders(t, d, tulip, "TUL")
	const fts = "sales_orders_fts"
	ftsOnly := func(plan string) bool { return listingtest.CountsFromFTS(plan, fts, 5) }
	throughFTS := func(plan string) bool { return listingtest.ReadsThroughFTS(plan, fts) }
	byIDs := func(plan string) bool { return listingtest.ReadsByIDs(plan, fts) }
	walksIndex := func(plan string) bool { return listingtest.WalksIndex(plan, fts) }
	for _, params := range []url.Values{{"q": {"jansen"}}, {"q": {"tul-10"}, "sort": {SortCustomerName}}} {
		f, err := ParseOverviewFilter(params)
		if err != nil {
			t.Fatal(err)
		}
		// A user who may see translator orders: no other condition than the search.
		q := f.query(true)
		count, countArgs := overviewList.Count(db.SQLite, tulip, q)
		page := func(counted listing.Counted) listingtest.Statement {
			return listingtest.Page(overviewList, db.SQLite, tulip, q, counted)
		}
		for _, s := range []struct {
			listingtest.Statement
			want func(string) bool
		}{{listingtest.Statement{SQL: count, Args: countArgs}, ftsOnly}, {page(listing.Counted{Total: listing.CountLimit}), throughFTS},
			{page(listing.Counted{Total: listing.CountLimit + 1}), walksIndex},
			{page(listing.Counted{Total: 2, IDs: sql.NullString{String: "[1, 2]", Valid: true}}), byIDs}} {
			if plan := dbtest.Plan(t, d, s.SQL, s.Args); !s.want(plan) {
				t.Errorf("%v: %s\nplan: %s", params, s.SQL, plan)
			}
		}
		// Without the flag, the count checks the rows the FTS table finds.
		count, countArgs = overviewList.Count(db.SQLite, tulip, f.query(false))
		if plan := dbtest.Plan(t, d, count, countArgs); !throughFTS(plan) {
			t.Errorf("%v without translator orders: %s\nplan: %s", params, count, plan)
		}
	}
}

// TestOverviewSearchUsesIndexOnPostgres checks that PostgreSQL's planner, with the statistics of an
// account of 50,000 orders, takes the trigram index for a search that few of them match: a part of
// a customer name, of a reference, an email, an order number or postal code prefix.
func TestOverviewSearchUsesIndexOnPostgres(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	tulip := dbtest.Account(t, d, "Tulip")
	if _, err := d.Write().Exec(ctx, `INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, reference,
			customer_name, delivery_postal_code, delivery_email, delivery_country, source, original_source, status,
			created_at, updated_at)
		SELECT ?, 'SO-' || lpad(i::text, 6, '0'), 'so-' || lpad(i::text, 6, '0'), '2025-03-01',
			CASE WHEN i = 1234 THEN 'Crème brûlée event' ELSE 'PO ' || i END,
			CASE WHEN i = 4321 THEN 'Zoë Ångström' WHEN i % 40 = 0 THEN 'Jansen ' || i ELSE 'Customer ' || i END,
			lpad((i % 9000 + 1000)::text, 4, '0') || ' AB',
			CASE WHEN i % 40 = 0 THEN 'jansen' ELSE 'buyer' END || i || '@shop.example.com', 'NL',
			(ARRAY['DET', 'IMPORT', 'API', 'TRANSLATOR'])[i % 4 + 1], 'API', 'Complete', now(), now()
		FROM generate_series(1, 50000) AS i`, tulip); err != nil {
		t.Fatal(err)
	}
	for _, stmt := range []string{
		`ALTER TABLE sales_orders ALTER COLUMN order_number SET STATISTICS 1000, ALTER COLUMN reference SET STATISTICS 1000,
			ALTER COLUMN customer_name SET STATISTICS 1000, ALTER COLUMN delivery_email SET STATISTICS 1000,
			ALTER COLUMN delivery_postal_code SET STATISTICS 1000, ALTER COLUMN client_id SET STATISTICS 1000`,
		`ALTER INDEX sales_orders_trgm ALTER COLUMN 2 SET STATISTICS 1000, ALTER COLUMN 3 SET STATISTICS 1000`,
		`VACUUM ANALYZE`,
	} {
		if _, err := d.Write().Exec(ctx, stmt); err != nil {
			t.Fatal(err)
		}
	}
	for _, term := range []string{"BRÛLÉE", "ångström", "buyer4711@", "so-01234", "1234 a"} {
		f, err := ParseOverviewFilter(url.Values{"q": {term}})
		if err != nil {
			t.Fatal(err)
		}
		for _, sees := range []bool{false, true} {
			for _, s := range listingtest.FirstPage(overviewList, db.Postgres, tulip, f.query(sees)) {
				if plan := dbtest.Plan(t, d, s.SQL, s.Args); !strings.Contains(plan, "Bitmap Index Scan on sales_orders_trgm") {
					t.Errorf("%q: %s\nplan: %s", term, s.SQL, plan)
				}
			}
		}
	}
	// A last name that one customer in forty has, as the benchmark searches: the count reads the
	// trigram index bucket by bucket (walking the newest orders would check 40,000 rows to count
	// 1,000; the whole index, all 1,250 matches), the page of
	// more than listing.CountLimit walks the newest orders (it finds 51 in about 2,000 rows; the
	// trigram index would read every match and sort them).
	f, err := ParseOverviewFilter(url.Values{"q": {"jansen"}})
	if err != nil {
		t.Fatal(err)
	}
	count, countArgs := overviewList.Count(db.Postgres, tulip, f.query(true))
	if plan := dbtest.Plan(t, d, count, countArgs); !strings.Contains(plan, "Bitmap Index Scan on sales_orders_trgm") ||
		!strings.Contains(plan, "Index Cond: (((id >> 16) = bucket.bucket) AND") {
		t.Errorf("jansen count: %s\nplan: %s", count, plan)
	}
	many := listingtest.Page(overviewList, db.Postgres, tulip, f.query(true), listing.Counted{Total: listing.CountLimit + 1})
	if plan := dbtest.Plan(t, d, many.SQL, many.Args); !strings.Contains(plan, "Index Scan Backward using sales_orders_") ||
		strings.Contains(plan, "Bitmap") || strings.Contains(plan, "Sort") {
		t.Errorf("jansen page: %s\nplan: %s", many.SQL, plan)
	}
	// A page of the few orders the count found reads them by their ids.
	byIDs := listingtest.Page(overviewList, db.Postgres, tulip, f.query(true), listing.Counted{Total: 2, IDs: sql.NullString{String: "[1, 2]", Valid: true}})
	if plan := dbtest.Plan(t, d, byIDs.SQL, byIDs.Args); !strings.Contains(plan, "Index Scan using sales_orders_pkey") || strings.Contains(plan, "trgm") {
		t.Errorf("page by ids: %s\nplan: %s", byIDs.SQL, plan)
	}
	// A term that more than listing.CountLimit orders match walks an index, never the table.
	for _, term := range []string{"customer 1", "example"} {
		f, err := ParseOverviewFilter(url.Values{"q": {term}})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range listingtest.FirstPage(overviewList, db.Postgres, tulip, f.query(false)) {
			if plan := dbtest.Plan(t, d, s.SQL, s.Args); strings.Contains(plan, "Seq Scan") {
				t.Errorf("%q: %s\nplan: %s", term, s.SQL, plan)
			}
		}
	}
}
