package stockreports

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
	"kade/internal/products/productstest"
)

// flowPlanMovements is how many movements the plan test's account has, over flowPlanProducts products: enough
// for PostgreSQL's statistics to tell an account's rows and a product's from the table's.
const (
	flowPlanMovements = 6_000
	flowPlanProducts  = 2_000
)

// flowPlanAccount is an account with flowPlanMovements movements over 2026 beside another account with
// three times as many, analysed; it returns the account and one of its products.
func flowPlanAccount(t *testing.T, d *db.DB) (int64, int64) {
	t.Helper()
	var accounts, firstProducts []int64
	for _, name := range []string{"Tulip", "Polder"} {
		accounts = append(accounts, dbtest.Account(t, d, name))
	}
	at := dbtest.DayOfYear(d) + ` || ' 10:00:00+00:00'`
	if d.Dialect == db.Postgres {
		at = `CAST(` + dbtest.DayOfYear(d) + ` || ' 10:00:00+00' AS timestamptz)`
	}
	for n, account := range accounts {
		first := productstest.Stocked(t, d, account, "P-0", true, 0)
		copyProduct(t, d, first, flowPlanProducts-1)
		firstProducts = append(firstProducts, first)
		if _, err := d.Write().Exec(t.Context(), `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO stock_movements (client_id, product_id, batch_status, quantity, type, reference, occurred_at, created_at)
			SELECT ?, ? + i % ?, 'sellable', 1 + i % 7, CASE WHEN i % 50 = 0 THEN 'correction' ELSE 'receipt' END, 'R-' || i, `+at+`,
				CURRENT_TIMESTAMP FROM n`, flowPlanMovements*(1+2*n), account, first, flowPlanProducts); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(t.Context(), `INSERT INTO stock_months (client_id, product_id, month, initial_stock)
			SELECT client_id, id, '2026-03', 10 FROM products WHERE client_id = ?`, account); err != nil {
			t.Fatal(err)
		}
	}
	dbtest.Analyse(t, d, "stock_movements", "stock_months", "products")
	return accounts[0], firstProducts[0]
}

// flowQuery is the flow report's query of params.
func flowQuery(t *testing.T, params url.Values) listing.Query[FlowRow] {
	f, err := ParseFlowFilter(params)
	if err != nil {
		t.Fatal(err)
	}
	return f.query()
}

// The flow report's page (first and later, with and without From and To and a type) and its count
// read the index stock_movements_client, which begins with client_id, in the report's order; with a
// product they read stock_movements_product, which begins with product_id; the running stock reads
// each product's movements by stock_movements_product and its month by stock_months' primary key.
// On both engines.
func TestFlowUsesItsIndexes(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		account, product := flowPlanAccount(t, d)
		query := func(params url.Values) listing.Query[FlowRow] { return flowQuery(t, params) }
		listingtest.ExpectDateIndex(t, d, flows, account, "stock_movements_client", query)
		// A type is a filter on the walk of the same index. (Its count of a type few movements of a
		// small account have, PostgreSQL reads by a bitmap of the index and sorts, cheaply.)
		listingtest.ExpectIndexes(t, d, flows, account, []listingtest.Indexed{
			{Params: url.Values{"type": {"receipt"}}, Index: "stock_movements_client"},
			{Params: url.Values{"type": {"correction"}, "date_from": {"2026-03-01"}}, Index: "stock_movements_client"},
			{Params: url.Values{"type": {"receipt"}, "date_to": {"2026-03-31"}}, Index: "stock_movements_client"},
		}, query)

		later := []any{timestamp(time.Date(2026, 3, 15, 10, 0, 0, 0, time.UTC)), int64(5000)}
		id := strconv.FormatInt(product, 10)
		for _, params := range []url.Values{{"product_id": {id}}, {"product_id": {id}, "type": {"correction"}},
			{"product_id": {id}, "date_from": {"2026-03-01"}, "date_to": {"2026-03-31"}}} {
			q := query(params)
			statement, args := flows.Statement(d.Dialect, account, q, listing.Counted{Total: listing.Unknown}, later)
			for _, s := range append(listingtest.FirstPage(flows, d.Dialect, account, q),
				listingtest.Statement{SQL: statement, Args: append(args, 51)}) {
				if plan := dbtest.Plan(t, d, s.SQL, s.Args); !listingtest.UsesIndex(d.Dialect, plan, "stock_movements_client_product") {
					t.Errorf("%v: %s\nplan: %s", params, s.SQL, plan)
				}
			}
		}

		arg, err := json.Marshal([]stretch{{I: 0, ProductID: product, Month: "2026-03", Opening: 1,
			FromAt: timestamp(time.Date(2026, 2, 28, 23, 0, 0, 0, time.UTC)), ToAt: later[0].(string), ToID: 5000},
			{I: 1, ProductID: product + 1, FromAt: later[0].(string), FromID: 10, ToAt: later[0].(string), ToID: 5000}})
		if err != nil {
			t.Fatal(err)
		}
		plan := dbtest.Plan(t, d, stretchesSQL(d.Dialect), []any{string(arg)})
		if !readsInOrder(d.Dialect, plan, "stock_movements_product", "product_id=?") ||
			!strings.Contains(plan, map[db.Dialect]string{db.SQLite: "USING PRIMARY KEY (product_id=? AND month<?)",
				db.Postgres: "using stock_months_pkey"}[d.Dialect]) {
			t.Errorf("running stock: %s\nplan: %s", stretchesSQL(d.Dialect), plan)
		}
	})
}

// readsInOrder is whether plan reads stock_movements through index, searched by its first column
// (on SQLite as the plan's "first"), sorting nothing and scanning no table.
func readsInOrder(dialect db.Dialect, plan, index, first string) bool {
	if dialect == db.SQLite {
		return strings.Contains(plan, "INDEX "+index+" ("+first) && !strings.Contains(plan, "TEMP B-TREE") &&
			!strings.Contains(plan, "SCAN m")
	}
	return (strings.Contains(plan, "using "+index+" on") || strings.Contains(plan, "Bitmap Index Scan on "+index+" ")) &&
		!strings.Contains(plan, "Seq Scan on stock_movements") && !strings.Contains(plan, "Sort")
}

// copyProduct adds n copies of the product, numbered P-1 to P-n, with the ids after the product's.
func copyProduct(t *testing.T, d *db.DB, product int64, n int) {
	t.Helper()
	var columns []string
	statement := `SELECT name FROM pragma_table_info('products') WHERE name NOT IN ('id', 'article_number')`
	if d.Dialect == db.Postgres {
		statement = `SELECT column_name FROM information_schema.columns
			WHERE table_name = 'products' AND column_name NOT IN ('id', 'article_number') ORDER BY ordinal_position`
	}
	if err := d.Read().Select(t.Context(), &columns, statement); err != nil {
		t.Fatal(err)
	}
	list := strings.Join(columns, ", ")
	if _, err := d.Write().Exec(t.Context(), `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
		INSERT INTO products (article_number, `+list+`) SELECT 'P-' || n.i, `+list+` FROM products, n WHERE id = ? ORDER BY n.i`,
		n, product); err != nil {
		t.Fatal(err)
	}
}
