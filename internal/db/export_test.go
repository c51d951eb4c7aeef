package db

import (
	"context"

	"github.com/jmoiron/sqlx"
)

// MigrateDownTo undoes the migrations after version, so that a test can store data as it was then
// and see what the later migrations make of it.
func MigrateDownTo(ctx context.Context, d *DB, version int64) error {
	provider, err := d.migrations()
	if err != nil {
		return err
	}
	_, err = provider.DownTo(ctx, version)
	return err
}

// Prepared reports whether d's writer has prepared query.
func Prepared(d *DB, query string) bool { return d.writeRunner.prepared(query) != nil }

// WriterWaits is how many times a statement waited for the writer's connection.
func WriterWaits(d *DB) int64 { return d.write.Stats().WaitCount }

// GroupWaiting is how many SQLite write transactions wait for the writer (see groupCommit).
func GroupWaiting(d *DB) int {
	d.group.mu.Lock()
	defer d.group.mu.Unlock()
	return len(d.group.waiting)
}

// ReadConn is a connection of d's readers of its own, to be closed.
func ReadConn(ctx context.Context, d *DB) (*sqlx.Conn, error) { return d.read.Connx(ctx) }
