package db_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// column is what must agree between the engines; types differ by design (INTEGER vs BIGINT, ...).
type column struct {
	Table, Name string
	NotNull     bool
}

type index struct {
	Table, Name, Columns string
	Unique               bool
}

func TestSchemaParity(t *testing.T) {
	ctx := context.Background()
	lite := dbtest.Open(t, db.SQLite)
	pg := dbtest.Open(t, db.Postgres)

	liteCols, liteIdx := sqliteSchema(t, ctx, lite)
	pgCols, pgIdx := postgresSchema(t, ctx, pg)
	if len(liteCols) == 0 {
		t.Fatal("no columns read from SQLite")
	}
	if diff := symmetricDiff(liteCols, pgCols); diff != "" {
		t.Errorf("columns differ between engines:\n%s", diff)
	}
	if diff := symmetricDiff(liteIdx, pgIdx); diff != "" {
		t.Errorf("indexes differ between engines (use CREATE [UNIQUE] INDEX, not inline UNIQUE):\n%s", diff)
	}
}

func sqliteSchema(t *testing.T, ctx context.Context, d *db.DB) ([]column, []index) {
	var tables []string
	// Only ordinary tables: the search's FTS5 tables (virtual, with their shadow tables) are SQLite's
	// counterpart of PostgreSQL's trigram indexes, which are left out there.
	if err := d.Read().Select(ctx, &tables, `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'
		AND name NOT LIKE 'sqlite_%' AND name <> 'goose_db_version' ORDER BY name`); err != nil {
		t.Fatal(err)
	}
	var cols []column
	var idx []index
	for _, table := range tables {
		var info []struct {
			Name    string `db:"name"`
			NotNull bool   `db:"notnull"`
			PK      int    `db:"pk"`
		}
		if err := d.Read().Select(ctx, &info, `SELECT name, "notnull", pk FROM pragma_table_info(?)`, table); err != nil {
			t.Fatal(err)
		}
		for _, c := range info {
			cols = append(cols, column{table, c.Name, c.NotNull || c.PK > 0})
		}
		var list []struct {
			Name   string `db:"name"`
			Unique bool   `db:"unique"`
			Origin string `db:"origin"`
		}
		if err := d.Read().Select(ctx, &list, `SELECT name, "unique", origin FROM pragma_index_list(?)`, table); err != nil {
			t.Fatal(err)
		}
		for _, i := range list {
			if i.Origin != "c" { // primary keys and inline constraints are checked through the columns
				continue
			}
			var names []string
			// An expression is a column without a name, as it is on PostgreSQL.
			if err := d.Read().Select(ctx, &names, `SELECT COALESCE(name, 'expression') FROM pragma_index_info(?) ORDER BY seqno`, i.Name); err != nil {
				t.Fatal(err)
			}
			idx = append(idx, index{table, i.Name, strings.Join(names, ","), i.Unique})
		}
	}
	return cols, idx
}

func postgresSchema(t *testing.T, ctx context.Context, d *db.DB) ([]column, []index) {
	var cols []column
	var rows []struct {
		Table    string `db:"table_name"`
		Name     string `db:"column_name"`
		Nullable string `db:"is_nullable"`
	}
	if err := d.Read().Select(ctx, &rows, `SELECT table_name, column_name, is_nullable FROM information_schema.columns
		WHERE table_schema = 'public' AND table_name <> 'goose_db_version'`); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		cols = append(cols, column{r.Table, r.Name, r.Nullable == "NO"})
	}
	var list []struct {
		Table   string `db:"table_name"`
		Name    string `db:"index_name"`
		Columns string `db:"columns"`
		Unique  bool   `db:"is_unique"`
	}
	if err := d.Read().Select(ctx, &list, `
		SELECT t.relname AS table_name, i.relname AS index_name, ix.indisunique AS is_unique,
		       string_agg(COALESCE(a.attname, 'expression'), ',' ORDER BY k.ord) AS columns
		FROM pg_index ix
		JOIN pg_class i ON i.oid = ix.indexrelid
		JOIN pg_class t ON t.oid = ix.indrelid
		JOIN pg_namespace n ON n.oid = t.relnamespace
		JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
		LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum AND k.attnum <> 0
		JOIN pg_am am ON am.oid = i.relam
		WHERE n.nspname = 'public' AND NOT ix.indisprimary AND t.relname <> 'goose_db_version'
		  AND am.amname = 'btree' -- the search's trigram (GIN) indexes are FTS5 tables on SQLite
		GROUP BY t.relname, i.relname, ix.indisunique`); err != nil {
		t.Fatal(err)
	}
	var idx []index
	for _, i := range list {
		idx = append(idx, index{i.Table, i.Name, i.Columns, i.Unique})
	}
	return cols, idx
}

func symmetricDiff[T comparable](a, b []T) string {
	var out []string
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, "only in SQLite: "+fmtAny(x))
		}
	}
	for _, x := range b {
		if !slices.Contains(a, x) {
			out = append(out, "only in PostgreSQL: "+fmtAny(x))
		}
	}
	slices.Sort(out)
	return strings.Join(out, "\n")
}
