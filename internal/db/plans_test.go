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
