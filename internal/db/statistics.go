package db

import (
	"context"
)

// PostgreSQL plans a statement from its statistics of the tables: how many rows they hold and how
// their values spread. A prepared statement keeps the plan it settled on until those statistics
// are gathered again, which autovacuum does once a table changed by a tenth, looking each minute.
// A burst (an import, the concept job, a bulk send) can grow a table a hundredfold within that
// minute, and a plan made for the table as it was (a scan of its few pages) then reads every row
// of it each run: the concept job took 7 to 23 s instead of 5.
//
// AnalyzeChanged gathers the statistics anew of each table that changed by more rows than its
// statistics count, and by more than analyzeRows: a table that at least doubled. A job running it
// every second keeps plans within a second of a burst, while a large table's slower growth is left
// to autovacuum (gathering a table's statistics reads up to 30,000 of its rows). Several instances
// take turns: one analyzes while the others pass. SQLite plans without such statistics.
func (d *DB) AnalyzeChanged(ctx context.Context) error {
	if d.Dialect != Postgres {
		return nil
	}
	return d.Tx(ctx, func(q Q) error {
		var mine bool
		if err := q.Get(ctx, &mine, `SELECT pg_try_advisory_xact_lock(?)`, analyzeLock); err != nil || !mine {
			return err
		}
		var tables []string
		err := q.Select(ctx, &tables, `SELECT c.oid::regclass::text FROM pg_class c
			WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
			AND pg_stat_get_mod_since_analyze(c.oid) > GREATEST(c.reltuples, ?)`, analyzeRows)
		if err != nil {
			return err
		}
		for _, table := range tables {
			if _, err := q.Exec(ctx, "ANALYZE "+table); err != nil {
				return err
			}
		}
		return nil
	})
}

const (
	// analyzeRows is the fewest changes that gather a table's statistics: fewer change no plan.
	analyzeRows = 100
	// analyzeLock is the advisory lock of AnalyzeChanged's turn.
	analyzeLock = 0x6b616465_0001
)
