package db_test

import (
	"context"
	"testing"

	"github.com/jmoiron/sqlx"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// SQLite's readers map the database file, each reader connection: a commit empties every reader's
// page cache, and mapped pages are found again without a read call each.
func TestSQLiteReadersMapTheFile(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	ctx := context.Background()
	var conns []*sqlx.Conn
	for range 3 {
		conn, err := db.ReadConn(ctx, d)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, conn)
		var size int64
		if err := conn.GetContext(ctx, &size, `PRAGMA mmap_size`); err != nil {
			t.Fatal(err)
		}
		if size != db.ReaderMapSize {
			t.Errorf("reader %d maps %d bytes, want %d", len(conns), size, db.ReaderMapSize)
		}
	}
	for _, conn := range conns {
		conn.Close()
	}
}
