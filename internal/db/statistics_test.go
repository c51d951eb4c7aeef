package db_test

import (
	"context"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// A table that changed by more rows than its statistics count (here it grew from none to 1,000)
// has them gathered anew, so that its statements are planned for the rows it holds now; one that
// changed by less (60 rows of 1,000) is left to autovacuum.
func TestAnalyzeChangedGathersTheStatisticsOfAGrownTable(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	changed := func(table string) (rows int64) {
		if err := d.Read().Get(ctx, &rows, `SELECT n_mod_since_analyze FROM pg_stat_user_tables WHERE relname = ?`, table); err != nil {
			t.Fatal(err)
		}
		return rows
	}
	// change runs statements in a transaction and waits until the server counted what they changed
	// (a connection reports its counts when it next has time), as those of kept, counted after its
	// ANALYZE, would count as changes since.
	change := func(grown, kept int64, statements ...string) {
		err := d.Tx(ctx, func(q db.Q) error {
			for _, statement := range append(statements, `SELECT pg_stat_force_next_flush()`) {
				if _, err := q.Exec(ctx, statement); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		dbtest.WaitUntil(t, "counting the changes", func() bool { return changed("grown") == grown && changed("kept") == kept })
	}
	change(0, 1000, `CREATE TABLE grown (id BIGINT PRIMARY KEY)`, `CREATE TABLE kept (id BIGINT PRIMARY KEY)`,
		`INSERT INTO kept SELECT generate_series(1, 1000)`)
	change(0, 0, `ANALYZE grown`, `ANALYZE kept`)
	change(1000, 60, `INSERT INTO grown SELECT generate_series(1, 1000)`, `INSERT INTO kept SELECT generate_series(1001, 1060)`)

	if err := d.AnalyzeChanged(ctx); err != nil {
		t.Fatal(err)
	}
	var rows []float64
	if err := d.Read().Select(ctx, &rows, `SELECT reltuples FROM pg_class WHERE relname IN ('grown', 'kept') ORDER BY relname`); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0] != 1000 || rows[1] != 1000 {
		t.Errorf("rows the statistics count (grown, kept): %v, want [1000 1000]", rows)
	}
	if changed("grown") != 0 || changed("kept") != 60 {
		t.Errorf("changes since gathered: grown %d (want 0), kept %d (want 60)", changed("grown"), changed("kept"))
	}
}

// On SQLite there are no such statistics to gather.
func TestAnalyzeChangedDoesNothingOnSQLite(t *testing.T) {
	if err := dbtest.Open(t, db.SQLite).AnalyzeChanged(context.Background()); err != nil {
		t.Fatal(err)
	}
}
