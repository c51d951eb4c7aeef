package dbtest

import (
	"strings"
	"testing"

	"kade/internal/db"
)

// DayOfYear is the SQL expression of the yyyy-mm-dd day that a generating statement's row i falls
// on: the days of 2026 in turn, on d's engine.
func DayOfYear(d *db.DB) string {
	if d.Dialect == db.Postgres {
		return `to_char(date '2026-01-01' + (i % 365), 'YYYY-MM-DD')`
	}
	return `date('2026-01-01', '+' || (i % 365) || ' days')`
}

// Analyse brings d's statistics of tables (every table when none) up to date after rows were
// generated, as a plan test needs them.
// On PostgreSQL the test server commits asynchronously (synchronous_commit=off), and VACUUM marks a
// page all-visible, which lets a count read an index alone as it does in production, only once the
// commit of its rows is written: CHECKPOINT writes it.
func Analyse(t testing.TB, d *db.DB, tables ...string) {
	t.Helper()
	statements := []string{"ANALYZE"}
	if d.Dialect == db.Postgres {
		statements = []string{"CHECKPOINT", strings.TrimSpace("VACUUM ANALYZE " + strings.Join(tables, ", "))}
	}
	for _, s := range statements {
		if _, err := d.Write().Exec(t.Context(), s); err != nil {
			t.Fatal(err)
		}
	}
}
