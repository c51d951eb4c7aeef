package stockreports

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
)

// planBalances is how many balances the plan test's account has (a tenth of them back to 0): enough
// for PostgreSQL's statistics to tell an account's rows from the table's.
const planBalances = 5_000

// planProducts is how many products each account of the plan test has: each product's fields are
// read by its primary key.
const planProducts = 1_000

// planAccount is an account with planBalances balances of planProducts products, over a year of best-before
// dates (every seventh without one) and the five statuses, beside another account with three times
// as many, analysed.
func planAccount(t *testing.T, d *db.DB) int64 {
	t.Helper()
	var ids []int64
	for _, name := range []string{"Tulip", "Polder"} {
		ids = append(ids, dbtest.Account(t, d, name))
	}
	day := dbtest.DayOfYear(d)
	for n, account := range ids {
		if _, err := d.Write().Exec(t.Context(), `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO products (client_id, article_number, name, article_group, product_type, unit, outbound_algorithm,
				original_source, created_at, updated_at)
			SELECT ?, 'P-' || i, 'Product ' || i, 'General', 'Physic', 'Piece', 'Fifo', 'DET', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
			FROM n`, planProducts, account); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(t.Context(), `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO stock_balances (client_id, product_id, lot_number, best_before, batch_status, quantity, updated_at)
			SELECT ?, (SELECT min(p.id) FROM products p WHERE p.client_id = ?) + i % ?, 'L' || i,
				CASE WHEN i % 7 = 0 THEN '' ELSE `+day+` END,
				CASE i % 5 WHEN 0 THEN 'sellable' WHEN 1 THEN 'damaged' WHEN 2 THEN 'reserved' WHEN 3 THEN 'blocked' ELSE 'expired' END,
				CASE WHEN i % 10 = 0 THEN 0 ELSE i END, CURRENT_TIMESTAMP FROM n`,
			planBalances*(1+2*n), account, account, planProducts); err != nil {
			t.Fatal(err)
		}
	}
	dbtest.Analyse(t, d, "stock_balances", "products")
	return ids[0]
}

// The batch report's page (first and later), without a filter, by status, expiring within 30 days
// and both, and its count read the index stock_balances_batches, which begins with client_id, on
// both engines; so does a search, whose products are found by their own indexes.
func TestBatchesUseTheirIndex(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		account := planAccount(t, d)
		now := time.Date(2026, 6, 1, 10, 0, 0, 0, time.UTC)
		query := func(params url.Values) listing.Query[BatchRow] {
			f, err := ParseBatchFilter(params, now)
			if err != nil {
				t.Fatal(err)
			}
			return f.query(d.Dialect, account)
		}
		cases := []listingtest.Indexed{{Params: url.Values{}}, {Params: url.Values{"status": {"damaged"}}},
			{Params: url.Values{"expires_within": {"30"}}}, {Params: url.Values{"status": {"blocked"}, "expires_within": {"30"}}}}
		for i := range cases {
			cases[i].Index = "stock_balances_batches"
		}
		listingtest.ExpectIndexes(t, d, batches, account, cases, query)
		searches := []url.Values{{"q": {"p-12"}}, {"q": {"L12"}, "status": {"sellable"}}}
		for _, params := range append(searches, url.Values{}, url.Values{"status": {"damaged"}, "expires_within": {"30"}}) {
			after := []any{int64(0), "2026-06-15", "L100", int64(100)}
			if params.Has("expires_within") {
				after = after[1:]
			}
			later, args := batches.Statement(d.Dialect, account, query(params), listing.Counted{Total: listing.Unknown}, after)
			statements := append(listingtest.FirstPage(batches, d.Dialect, account, query(params)),
				listingtest.Statement{SQL: later, Args: append(args, 51)})
			for i, s := range statements {
				if plan := dbtest.Plan(t, d, s.SQL, s.Args); !readsBalancesByIndex(d.Dialect, plan, i == 1) {
					t.Errorf("%v: %s\nplan: %s", params, s.SQL, plan)
				}
			}
		}
	})
}

// readsBalancesByIndex is whether plan reads the account's balances through stock_balances_batches
// in the report's order. The products a search finds are read as the product overview's search reads
// them (a small table, as here, whole on PostgreSQL; its plan test checks it at scale), each row's
// product by its primary key. A count on PostgreSQL may read the account's rows by another index of
// them, and sort the few it found.
func readsBalancesByIndex(dialect db.Dialect, plan string, count bool) bool {
	if dialect == db.SQLite {
		return listingtest.UsesIndex(dialect, plan, "stock_balances_batches")
	}
	if strings.Contains(plan, "Seq Scan on stock_balances") {
		return false
	}
	if count {
		return strings.Contains(plan, "Index Cond: ((client_id = ") || strings.Contains(plan, "Index Cond: (client_id = ")
	}
	return strings.Contains(plan, "using stock_balances_batches on") && !strings.Contains(plan, "Sort")
}
