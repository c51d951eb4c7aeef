package listing

import (
	"context"
	"reflect"
	"testing"

	"kade/internal/db"
)

type keyedBase struct {
	ID int64 `db:"id"`
}

type keyedRow struct {
	keyedBase
	Name  string `db:"name"`
	Label string `db:"-"`
}

// A list that gives no Values reads a row's values of the sort keys from the fields whose db tags
// name the keys' columns, also those of an embedded struct; a key no field names is an error.
func TestKeyValues(t *testing.T) {
	values, err := keyValues[keyedRow]([]string{"p.name", "p.id"})
	if err != nil {
		t.Fatal(err)
	}
	if got := values(keyedRow{keyedBase: keyedBase{ID: 7}, Name: "Tulip"}); !reflect.DeepEqual(got, []any{"Tulip", int64(7)}) {
		t.Errorf("values = %#v", got)
	}
	if _, err := keyValues[keyedRow]([]string{"p.label"}); err == nil {
		t.Error("a key no field names: no error")
	}
}

// The next page's cursor of such a list carries the last row's values of the sort keys.
func TestReadCursorOfTaggedKeys(t *testing.T) {
	secret := []byte("a secret of the server, 32 bytes")
	l := List[keyedRow]{Search: Search{Table: "products", Alias: "p"}, Columns: "p.id, p.name",
		Scan: func(context.Context, db.Q, string, ...any) ([]keyedRow, error) {
			return []keyedRow{{keyedBase{1}, "A", ""}, {keyedBase{2}, "B", ""}, {keyedBase{3}, "C", ""}}, nil
		}}
	p := Query[keyedRow]{Page: Page{Limit: 2}, Keys: []string{"p.name", "p.id"}, Kinds: []Kind{Text, Integer}, Direction: "asc"}
	p.Cursor = Encode(l.Key(secret, 1, p), 3, []any{"", int64(0)})
	_, next, _, err := l.Read(context.Background(), nil, db.SQLite, secret, 1, p)
	if err != nil || next == nil {
		t.Fatalf("Read: %v %v", next, err)
	}
	c, err := Decode(*next, l.Key(secret, 1, p), p.Kinds)
	if err != nil || !reflect.DeepEqual(c.Values, []any{"B", int64(2)}) {
		t.Errorf("next cursor %+v, %v", c, err)
	}
}
