package db_test

import (
	"context"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// TestPostgresCompilesNoStatement checks that no statement waits for LLVM: a plan whose cost passes
// jit_above_cost (here a scan of a hundred million generated rows, planned but not run) would be
// compiled first, which took a one-row read 100 to 500 ms when a scan without an index was priced
// out past that cost.
func TestPostgresCompilesNoStatement(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	for _, q := range []db.Q{d.Read(), d.Write()} {
		var plan []string
		if err := q.Select(ctx, &plan, `EXPLAIN (COSTS, VERBOSE) SELECT count(*) FROM generate_series(1, 100000000)`); err != nil {
			t.Fatal(err)
		}
		for _, line := range plan {
			if strings.HasPrefix(strings.TrimSpace(line), "JIT:") {
				t.Fatalf("the statement would be compiled:\n%s", strings.Join(plan, "\n"))
			}
		}
	}
}

// Only the searches (statements planned each run) plan without sequential scans: every other
// statement's planner chooses freely, as a month report's must.
func TestOnlySearchesPlanWithoutSequentialScans(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	for _, c := range []struct {
		q         db.Q
		statement string
		want      string
	}{
		{d.Read(), `SELECT current_setting('enable_seqscan')`, "on"},
		{d.Write(), `SELECT current_setting('enable_seqscan')`, "on"},
		{d.Read(), db.PlannedEachRun(`SELECT current_setting('enable_seqscan')`), "off"},
	} {
		var got string
		if err := c.q.Get(ctx, &got, c.statement); err != nil || got != c.want {
			t.Errorf("%s: %q, %v; want %q", c.statement, got, err, c.want)
		}
	}
}
