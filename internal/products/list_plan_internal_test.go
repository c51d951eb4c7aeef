package products

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
)

// TestListQueriesUseIndexes checks on SQLite that every sort, and every filter in the default sort,
// reads an index beginning with client_id in the page's order: no table scan and no sorting of all
// matching products.
// (PostgreSQL's plans depend on table statistics; they were checked over 100,000 products by hand.)
// The search's plans are checked below.
func TestListQueriesUseIndexes(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	tulip := dbtest.Account(t, d, "Tulip")
	seedCatalogue(t, d, tulip)
	var cases []listingtest.Indexed
	for _, sort := range Sorts.Names {
		for _, dir := range listing.Directions {
			cases = append(cases, listingtest.Indexed{Params: url.Values{"sort": {sort}, "direction": {dir}}})
		}
	}
	for _, filter := range []url.Values{{"product_type": {"Forward"}}, {"status": {"inactive"}}, {"stock_alert": {"unknown"}},
		{"product_type": {"Forward"}, "sort": {"product_type"}}} {
		cases = append(cases, listingtest.Indexed{Params: filter})
	}
	listingtest.ExpectIndexes(t, d, productList, tulip, cases, func(params url.Values) listing.Query[Row] {
		f, err := ParseListFilter(params)
		if err != nil {
			t.Fatal(err)
		}
		return f.query()
	})
}

// TestSearchUsesIndexOnSQLite checks the ways a search of three characters or more reads on
// SQLite: it counts from the FTS5 trigram table alone (with filters, it checks only the rows the
// table finds); a page of a few matching rows reads only those, through the table; a page of many
// walks the sort's index; and a shorter term reads the account's rows through an index.
func TestSearchUsesIndexOnSQLite(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	tulip := dbtest.Account(t, d, "Tulip")
	seedCatalogue(t, d, tulip)
	ftsOnly := func(plan, fts string) bool { return listingtest.CountsFromFTS(plan, fts, 3) }
	throughFTS, walksIndex := listingtest.ReadsThroughFTS, listingtest.WalksIndex
	type planned struct {
		listingtest.Statement
		want func(plan, fts string) bool
	}
	for _, params := range []url.Values{{"q": {"mug"}}, {"q": {"tul-01"}, "sort": {"name"}, "direction": {"desc"}},
		{"q": {"50%"}, "product_type": {"Forward"}, "status": {"active"}}, {"q": {"mu"}}} {
		f, err := ParseListFilter(params)
		if err != nil {
			t.Fatal(err)
		}
		count, countArgs := productList.Count(db.SQLite, tulip, f.query())
		few := listingtest.Page(productList, db.SQLite, tulip, f.query(), listing.Counted{Total: listing.CountLimit})
		many := listingtest.Page(productList, db.SQLite, tulip, f.query(), listing.Counted{Total: listing.CountLimit + 1})
		statements := []planned{{listingtest.Statement{SQL: count, Args: countArgs}, ftsOnly}, {few, throughFTS}, {many, walksIndex}}
		if _, filtered := params["product_type"]; filtered {
			statements[0].want = throughFTS
		}
		if len([]rune(f.Q)) < listing.MinIndexedTerm {
			statements = []planned{{listingtest.Statement{SQL: count, Args: countArgs}, walksIndex}, {few, walksIndex}}
		}
		for _, s := range statements {
			if plan := dbtest.Plan(t, d, s.SQL, s.Args); !s.want(plan, "products_fts") {
				t.Errorf("%v: %s\nplan: %s", params, s.SQL, plan)
			}
		}
	}
	for _, term := range []string{"mug", "tul-01"} {
		count, countArgs := conceptSearch.Count(db.SQLite, tulip, term, "c.has_errors = ?", []any{true}, "c.id DESC")
		where, args := conceptSearch.PageWhere(db.SQLite, tulip, term, listing.Counted{Total: listing.CountLimit})
		for _, s := range []planned{{listingtest.Statement{SQL: count, Args: countArgs}, throughFTS},
			{listingtest.Statement{SQL: `SELECT c.id FROM concept_products c WHERE ` + where + ` AND c.has_errors = 1 ORDER BY c.id DESC LIMIT 51`, Args: args}, throughFTS}} {
			if plan := dbtest.Plan(t, d, s.SQL, s.Args); !s.want(plan, "concept_products_fts") {
				t.Errorf("%s\nplan: %s", s.SQL, plan)
			}
		}
	}
}

// TestSearchUsesIndexOnPostgres checks that PostgreSQL's planner, with the statistics of an account
// of 50,000 products and as many concept products, takes the trigram index for a search that few
// of them match: a part of a name, an article number prefix, an EAN prefix.
func TestSearchUsesIndexOnPostgres(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	tulip := dbtest.Account(t, d, "Tulip")
	// Rows written by SQL: 50,000 calls of CreateProduct would take most of a minute.
	if _, err := d.Write().Exec(ctx, `INSERT INTO products (client_id, article_number, name, ean, article_group,
			product_type, unit, outbound_algorithm, original_source, created_at, updated_at)
		SELECT ?, 'SMP-' || lpad(i::text, 6, '0'),
			CASE WHEN i = 1234 THEN 'Crème brûlée torch' ELSE 'Cotton tea towel ' || i END,
			'871' || lpad(i::text, 10, '0'), 'General', 'Physic', 'Piece', 'Fifo', 'API', now(), now()
		FROM generate_series(1, 50000) AS i`, tulip); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Write().Exec(ctx, `INSERT INTO concept_products (client_id, article_number, name,
		original_source, fields, created_at, updated_at)
		SELECT client_id, article_number, name, original_source, '{}', now(), now() FROM products`); err != nil {
		t.Fatal(err)
	}
	// ANALYZE reads a random sample of 30,000 rows by default, so the planner's estimates, and with
	// them its plans, would differ from run to run. A statistics target of 1,000 samples up to
	// 300,000 rows: all of them, the same estimates every time.
	for _, stmt := range []string{
		`ALTER TABLE products ALTER COLUMN article_number SET STATISTICS 1000, ALTER COLUMN ean SET STATISTICS 1000,
			ALTER COLUMN name SET STATISTICS 1000, ALTER COLUMN client_id SET STATISTICS 1000`,
		`ALTER INDEX products_trgm ALTER COLUMN 2 SET STATISTICS 1000, ALTER COLUMN 3 SET STATISTICS 1000`,
		`ALTER TABLE concept_products ALTER COLUMN article_number SET STATISTICS 1000, ALTER COLUMN name SET STATISTICS 1000,
			ALTER COLUMN client_id SET STATISTICS 1000`,
		`ALTER INDEX concept_products_trgm ALTER COLUMN 2 SET STATISTICS 1000, ALTER COLUMN 3 SET STATISTICS 1000`,
		// As autovacuum would soon after such a load: statistics, and the GIN indexes' pending
		// entries merged (the planner counts reading those in a search's cost).
		`VACUUM ANALYZE`,
	} {
		if _, err := d.Write().Exec(ctx, stmt); err != nil {
			t.Fatal(err)
		}
	}
	for _, term := range []string{"BRÛLÉE", "smp-00123", "87100000123"} {
		f, err := ParseListFilter(url.Values{"q": {term}})
		if err != nil {
			t.Fatal(err)
		}
		for _, query := range listingtest.FirstPage(productList, db.Postgres, tulip, f.query()) {
			if plan := dbtest.Plan(t, d, query.SQL, query.Args); !strings.Contains(plan, "Bitmap Index Scan on products_trgm") {
				t.Errorf("%q: %s\nplan: %s", term, query.SQL, plan)
			}
		}
	}
	// A term that more than listing.CountLimit products match: 2%, 22% and all of them. Counting up
	// to the limit by a walk through the table took 10 to 15 ms over 100,000 products, through
	// the trigram index 2 to 4 ms, and walking an index on the account stops sooner still when
	// most rows match.
	for _, term := range []string{"towel 12", "towel 1", "tea towel"} {
		f, err := ParseListFilter(url.Values{"q": {term}})
		if err != nil {
			t.Fatal(err)
		}
		for _, query := range listingtest.FirstPage(productList, db.Postgres, tulip, f.query()) {
			if plan := dbtest.Plan(t, d, query.SQL, query.Args); strings.Contains(plan, "Seq Scan") {
				t.Errorf("%q: %s\nplan: %s", term, query.SQL, plan)
			}
		}
	}
	for _, term := range []string{"BRÛLÉE", "smp-00123"} {
		where, args := conceptSearch.Where(db.Postgres, tulip, term)
		for _, query := range []string{
			`SELECT c.id FROM concept_products c WHERE ` + where + ` ORDER BY c.id DESC LIMIT 51`,
			`SELECT count(*) FROM concept_products c WHERE ` + where,
		} {
			if plan := dbtest.Plan(t, d, query, args); !strings.Contains(plan, "Bitmap Index Scan on concept_products_trgm") {
				t.Errorf("%q: %s\nplan: %s", term, query, plan)
			}
		}
	}
}
