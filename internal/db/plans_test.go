package db_test

import (
	"context"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// TestPostgresCompilesNoStatement checks that no statement waits for LLVM: with sequential scans
// priced out, scanning a table without an index passed jit_above_cost and a one-row SELECT spent
// 100 to 500 ms compiling itself.
func TestPostgresCompilesNoStatement(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	if _, err := d.Write().Exec(ctx, `CREATE TABLE counters (name TEXT NOT NULL, n INTEGER NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	for _, q := range []db.Q{d.Read(), d.Write()} {
		var plan []string
		if err := q.Select(ctx, &plan, `EXPLAIN ANALYZE SELECT n FROM counters WHERE name = 'a'`); err != nil {
			t.Fatal(err)
		}
		for _, line := range plan {
			if strings.HasPrefix(strings.TrimSpace(line), "JIT:") {
				t.Fatalf("the statement was compiled:\n%s", strings.Join(plan, "\n"))
			}
		}
	}
}
