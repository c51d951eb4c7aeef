package db

import "context"

// Serialize makes the transactions of q that pass the same key run one after the other: a second
// one waits here until the first has ended, on any instance. Count-then-write steps (a throttle's
// count and the attempt it records) take it before they count. SQLite needs no lock: its write
// transactions (BEGIN IMMEDIATE on the one writer) already run one at a time, across processes too.
func (d *DB) Serialize(ctx context.Context, q Q, key string) error {
	if d.Dialect != Postgres {
		return nil
	}
	_, err := q.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended(?, 0))`, key)
	return err
}
