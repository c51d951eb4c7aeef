package dbtest

import (
	"context"
	"strings"
	"testing"

	"kade/internal/db"
)

// Plan is how d's engine would run query with args: on SQLite the EXPLAIN QUERY PLAN steps joined
// by "; ", on PostgreSQL the EXPLAIN lines joined by newlines.
func Plan(t testing.TB, d *db.DB, query string, args []any) string {
	t.Helper()
	if d.Dialect == db.Postgres {
		explain := "EXPLAIN " + query
		// A statement planned each run is explained as it runs: for its values, on its pool.
		if marker := db.PlannedEachRun(""); strings.HasPrefix(query, marker) {
			explain = db.PlannedEachRun("EXPLAIN " + strings.TrimPrefix(query, marker))
		}
		var lines []string
		if err := d.Read().Select(context.Background(), &lines, explain, args...); err != nil {
			t.Fatal(err)
		}
		return strings.Join(lines, "\n")
	}
	var steps []struct {
		ID      int    `db:"id"`
		Parent  int    `db:"parent"`
		NotUsed int    `db:"notused"`
		Detail  string `db:"detail"`
	}
	if err := d.Read().Select(context.Background(), &steps, "EXPLAIN QUERY PLAN "+query, args...); err != nil {
		t.Fatal(err)
	}
	details := make([]string, len(steps))
	for i, s := range steps {
		details[i] = s.Detail
	}
	return strings.Join(details, "; ")
}
