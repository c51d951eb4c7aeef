package listing_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/listing"
)

// A list's page statement is its columns from its table, the account and the filter, after the
// cursor's keys, in the sort's order; a list without searched columns has no search.
func TestListStatement(t *testing.T) {
	receipts := listing.List[struct{}]{Search: listing.Search{Table: "delivery_receipts", Alias: "r"}, Columns: "r.id"}
	var w listing.Filter
	w.AddIf("r.receipt_date >= ?", "2026-03-01")
	w.AddIf("r.receipt_date <= ?", "")
	filter, args := w.Where()
	p := listing.Query[struct{}]{Filter: filter, FilterArgs: args, Keys: []string{"r.receipt_date", "r.id"}, Direction: "desc"}
	got, gotArgs := receipts.Statement(db.Postgres, 7, p, listing.Counted{Total: listing.Unknown}, []any{"2026-03-15", int64(5)})
	want := "SELECT r.id FROM delivery_receipts r WHERE r.client_id = ? AND r.receipt_date >= ? AND (r.receipt_date, r.id) < (?, ?)" +
		" ORDER BY r.receipt_date DESC, r.id DESC LIMIT ?"
	if got != want || !reflect.DeepEqual(gotArgs, []any{int64(7), "2026-03-01", "2026-03-15", int64(5)}) {
		t.Errorf("Statement = %s %v", got, gotArgs)
	}
	count, _ := receipts.Count(db.SQLite, 7, p)
	if want := listing.CountRows("SELECT 1 FROM delivery_receipts r WHERE r.client_id = ? AND r.receipt_date >= ?",
		"r.receipt_date DESC, r.id DESC"); count != want {
		t.Errorf("Count = %s", count)
	}
}

// A search's page and count on PostgreSQL are planned for the term of each run (how many rows
// match decides how best to read them); a list's statements without a term are prepared as any.
func TestSearchStatementsArePlannedEachRun(t *testing.T) {
	orders := listing.List[struct{}]{Search: listing.Search{Table: "sales_orders", Alias: "o", Contains: []string{"reference"}},
		Columns: "o.id"}
	for _, term := range []string{"", "jansen"} {
		p := listing.Query[struct{}]{Page: listing.Page{Q: term}, Keys: []string{"o.id"}, Direction: "desc"}
		page, _ := orders.Statement(db.Postgres, 7, p, listing.Counted{Total: listing.Unknown}, nil)
		count, _ := orders.Count(db.Postgres, 7, p)
		for _, statement := range []string{page, count} {
			if planned := strings.HasPrefix(statement, db.PlannedEachRun("")); planned != (term != "") {
				t.Errorf("term %q: planned each run %v: %s", term, planned, statement)
			}
		}
	}
}

// PostgreSQL counts a term that has a trigram and holds neither separator bucket by bucket, with
// the condition's arguments once for the newest buckets and once for the older rows; any other
// term, and SQLite, in one statement with them once.
func TestSearchCountsByBucketOnPostgres(t *testing.T) {
	orders := listing.List[struct{}]{Search: listing.Search{Table: "sales_orders", Alias: "o", Contains: []string{"reference"}},
		Columns: "o.id"}
	for _, c := range []struct {
		dialect  db.Dialect
		term     string
		bucketed bool
	}{{db.Postgres, "jansen", true}, {db.Postgres, "jan", true}, {db.Postgres, "ja", false},
		{db.Postgres, "jan\nsen", false}, {db.Postgres, listing.StartOfText + "jansen", false}, {db.SQLite, "jansen", false}} {
		p := listing.Query[struct{}]{Page: listing.Page{Q: c.term}, Keys: []string{"o.id"}, Direction: "desc"}
		count, args := orders.Count(c.dialect, 7, p)
		_, whereArgs := orders.Search.Where(c.dialect, 7, c.term)
		bucketed := strings.Contains(count, "= bucket AND") && reflect.DeepEqual(args, append(whereArgs, whereArgs...))
		if bucketed != c.bucketed {
			t.Errorf("%s %q: bucketed %v: %s %v", c.dialect, c.term, bucketed, count, args)
		}
	}
}

// A cursor continues only the list it ended: another filter value or sort is another key.
func TestListKeyBindsFilterAndSort(t *testing.T) {
	secret := []byte("a secret of the server, 32 bytes")
	l := listing.List[struct{}]{Search: listing.Search{Table: "deliveries", Alias: "d"}}
	p := listing.Query[struct{}]{Filter: "d.status = ?", FilterArgs: []any{"Announced"}, Keys: []string{"d.id"}, Direction: "desc"}
	other := p
	other.FilterArgs = []any{"Received"}
	asc := p
	asc.Direction = "asc"
	if k := l.Key(secret, 1, p); k == l.Key(secret, 1, other) || k == l.Key(secret, 1, asc) || k == l.Key(secret, 2, p) {
		t.Error("keys of other filters, sorts or accounts are the same")
	}
}

// A page's rows are completed by the query's Finish, each once, the row that only tells whether
// there is a next page not at all.
func TestReadFinishesEachRowOfThePage(t *testing.T) {
	secret := []byte("a secret of the server, 32 bytes")
	type row struct{ ID, Finished int64 }
	l := listing.List[row]{Search: listing.Search{Table: "deliveries", Alias: "d"}, Columns: "d.id",
		Scan: func(context.Context, db.Q, string, ...any) ([]row, error) {
			return []row{{ID: 8}, {ID: 7}, {ID: 6}}, nil
		}}
	p := listing.Query[row]{Page: listing.Page{Limit: 2}, Keys: []string{"d.id"}, Kinds: []listing.Kind{listing.Integer},
		Direction: "desc", Values: func(r row) []any { return []any{r.ID} }, Finish: func(r *row) { r.Finished++ }}
	// A later page reads its total from its cursor, so the page asks the database nothing but its rows.
	p.Cursor = listing.Encode(l.Key(secret, 1, p), 3, []any{int64(9)})
	rows, next, total, err := l.Read(context.Background(), nil, db.SQLite, secret, 1, p)
	if err != nil || next == nil || total != 3 || !reflect.DeepEqual(rows, []row{{8, 1}, {7, 1}}) {
		t.Errorf("Read = %v %v %d %v", rows, next, total, err)
	}
}
