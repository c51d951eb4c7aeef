package dbtest

import (
	"encoding/json"
	"testing"

	"kade/internal/db"
)

// Account adds a client account named name to d and returns its id.
func Account(t testing.TB, d *db.DB, name string) int64 {
	t.Helper()
	var id int64
	now := db.Now()
	if err := d.Write().Get(t.Context(), &id, `INSERT INTO clients (name, created_at, updated_at) VALUES (?, ?, ?) RETURNING id`,
		name, now, now); err != nil {
		t.Fatal(err)
	}
	return id
}

// Count is how many rows table of d holds.
func Count(t testing.TB, d *db.DB, table string) int {
	t.Helper()
	var n int
	if err := d.Read().Get(t.Context(), &n, `SELECT count(*) FROM `+table); err != nil {
		t.Fatal(err)
	}
	return n
}

// Insert runs statement n times in one transaction of d, the i-th time (from 0) with args(i): many
// rows written by SQL, where as many calls of an area's service would take seconds.
func Insert(t testing.TB, d *db.DB, n int, statement string, args func(i int) []any) {
	t.Helper()
	err := d.Tx(t.Context(), func(q db.Q) error {
		for i := range n {
			if _, err := q.Exec(t.Context(), statement, args(i)...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// JSON decodes text, a JSON column as a row holds it (a concept's fields or errors), into a T.
func JSON[T any](t testing.TB, text string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		t.Fatalf("%v: %s", err, text)
	}
	return v
}
