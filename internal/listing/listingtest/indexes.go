package listingtest

import (
	"net/url"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
)

// Indexed is a page of a list that Params ask for and the index it must read (on SQLite, "" is any
// index of the account's rows).
type Indexed struct {
	Params url.Values
	Index  string
}

// ExpectIndexes fails the test unless, on d's engine, the first page of l that each case's params
// ask for (query makes the list's query of them) reads the case's index in the page's order
// (UsesIndex), and its count reads the account's rows by an index, never the whole table.
func ExpectIndexes[R any](t testing.TB, d *db.DB, l listing.List[R], account int64, cases []Indexed, query func(params url.Values) listing.Query[R]) {
	t.Helper()
	for _, c := range cases {
		statements := FirstPage(l, d.Dialect, account, query(c.Params))
		page, count := statements[0], statements[1]
		if plan := dbtest.Plan(t, d, page.SQL, page.Args); !UsesIndex(d.Dialect, plan, c.Index) {
			t.Errorf("%v: %s\nplan: %s", c.Params, page.SQL, plan)
		}
		plan := dbtest.Plan(t, d, count.SQL, count.Args)
		if d.Dialect == db.SQLite && !UsesIndex(db.SQLite, plan, "") || strings.Contains(plan, "Seq Scan") {
			t.Errorf("%v: %s\nplan: %s", c.Params, count.SQL, plan)
		}
	}
}

// ExpectDateIndex checks that a list filtered From and To (a read-only list of dated rows: receipts,
// returns) reads index, which begins with client_id, for its first page, its count and a later page
// (after the keys of 15 March 2026), without a filter, From or To alone, and both (in March 2026).
func ExpectDateIndex[R any](t testing.TB, d *db.DB, l listing.List[R], account int64, index string, query func(params url.Values) listing.Query[R]) {
	t.Helper()
	for _, params := range []url.Values{{}, {"date_from": {"2026-03-01"}}, {"date_to": {"2026-03-31"}},
		{"date_from": {"2026-03-01"}, "date_to": {"2026-03-31"}}} {
		q := query(params)
		later, laterArgs := l.Statement(d.Dialect, account, q, listing.Counted{Total: listing.Unknown}, []any{"2026-03-15", int64(5000)})
		for _, s := range append(FirstPage(l, d.Dialect, account, q), Statement{SQL: later, Args: append(laterArgs, 51)}) {
			if plan := dbtest.Plan(t, d, s.SQL, s.Args); !UsesIndex(d.Dialect, plan, index) {
				t.Errorf("%v: %s\nplan: %s", params, s.SQL, plan)
			}
		}
	}
}
