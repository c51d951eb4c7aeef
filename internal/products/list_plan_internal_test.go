package products

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// TestListQueriesUseIndexes checks on SQLite that every sort, and every filter in the default sort,
// reads an index in the page's order: no table scan and no sorting of all matching products.
// (PostgreSQL's plans depend on table statistics; they were checked over 100,000 products by hand.)
func TestListQueriesUseIndexes(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	tulip := newAccount(t, d, "Tulip")
	seedCatalogue(t, d, tulip)
	var cases []url.Values
	for _, sort := range Sorts {
		for _, dir := range directions {
			cases = append(cases, url.Values{"sort": {sort}, "direction": {dir}})
		}
	}
	cases = append(cases, url.Values{"product_type": {"Forward"}}, url.Values{"status": {"inactive"}},
		url.Values{"stock_alert": {"unknown"}}, url.Values{"product_type": {"Forward"}, "sort": {"product_type"}})
	for _, params := range cases {
		f, err := ParseListFilter(params)
		if err != nil {
			t.Fatal(err)
		}
		where, args, order := productQuery(tulip, f)
		for _, query := range []string{
			`SELECT p.id, p.name FROM products p WHERE ` + where + ` ORDER BY ` + order + ` LIMIT 51`,
			`SELECT count(*) FROM products p WHERE ` + where,
		} {
			plan := queryPlan(t, d, query, args)
			if !strings.Contains(plan, "INDEX") || strings.Contains(plan, "TEMP B-TREE") || strings.Contains(plan, "SCAN p") {
				t.Errorf("%v: %s\nplan: %s", params, query, plan)
			}
		}
	}
}

func queryPlan(t *testing.T, d *db.DB, query string, args []any) string {
	t.Helper()
	var steps []struct {
		ID      int    `db:"id"`
		Parent  int    `db:"parent"`
		NotUsed int    `db:"notused"`
		Detail  string `db:"detail"`
	}
	if err := d.Read().Select(context.Background(), &steps, "EXPLAIN QUERY PLAN "+query, args...); err != nil {
		t.Fatal(err)
	}
	var details []string
	for _, s := range steps {
		details = append(details, s.Detail)
	}
	return strings.Join(details, "; ")
}
