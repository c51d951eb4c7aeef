package listing_test

import (
	"reflect"
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
	if want := listing.CountRows("SELECT 1 FROM delivery_receipts r WHERE r.client_id = ? AND r.receipt_date >= ?"); count != want {
		t.Errorf("Count = %s", count)
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
