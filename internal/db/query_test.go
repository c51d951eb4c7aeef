package db_test

import (
	"context"
	"runtime"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// A statement a transaction runs is prepared once the transaction is over and runs prepared in
// the next ones; one that cannot be prepared outside its transaction goes on running as it is.
func TestTransactionsReusePreparedStatements(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, `CREATE TABLE kept (n INTEGER NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		insert, scratch := `INSERT INTO kept (n) VALUES (?)`, `INSERT INTO scratch (n) VALUES (?)`
		for i := range 3 {
			if err := d.Tx(ctx, func(q db.Q) error {
				for _, s := range []struct {
					query string
					args  []any
				}{{insert, []any{i}}, {`CREATE TABLE scratch (n INTEGER)`, nil}, {scratch, []any{i}}, {`DROP TABLE scratch`, nil}} {
					if _, err := q.Exec(ctx, s.query, s.args...); err != nil {
						return err
					}
				}
				return nil
			}); err != nil {
				t.Fatalf("transaction %d: %v", i, err)
			}
		}
		if !db.Prepared(d, insert) || db.Prepared(d, scratch) {
			t.Errorf("prepared: %q %v, %q %v", insert, db.Prepared(d, insert), scratch, db.Prepared(d, scratch))
		}
		var n int
		if err := d.Read().Get(ctx, &n, `SELECT count(*) FROM kept`); err != nil || n != 3 {
			t.Errorf("%d rows (%v), want 3", n, err)
		}
		if d.Dialect != db.SQLite {
			return
		}
		// A statement outside the transaction waits for SQLite's only writer without keeping the
		// transaction from looking up its own statements.
		waits := db.WriterWaits(d)
		outside := make(chan error, 1)
		if err := d.Tx(ctx, func(q db.Q) error {
			go func() {
				_, err := d.Write().Exec(ctx, `INSERT INTO kept (n) VALUES (?) -- outside`, 4)
				outside <- err
			}()
			for db.WriterWaits(d) == waits {
				runtime.Gosched()
			}
			_, err := q.Exec(ctx, `INSERT INTO kept (n) VALUES (?) -- inside`, 5)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if err := <-outside; err != nil {
			t.Fatal(err)
		}
	})
}

// Every way of querying tells the engine it runs on.
func TestQueriesTellTheirDialect(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		var inTx db.Dialect
		if err := d.Tx(context.Background(), func(q db.Q) error { inTx = q.Dialect(); return nil }); err != nil {
			t.Fatal(err)
		}
		if d.Read().Dialect() != d.Dialect || d.Write().Dialect() != d.Dialect || inTx != d.Dialect {
			t.Errorf("read %s, write %s, transaction %s; want %s", d.Read().Dialect(), d.Write().Dialect(), inTx, d.Dialect)
		}
	})
}

// On PostgreSQL a statement PlannedEachRun marks is never prepared, so that each run is planned for
// its values, by the pool and in a transaction; any other statement is, so that it is planned once.
func TestPostgresPlansMarkedStatementsEachRun(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	const marked, other = "SELECT count(*) AS marked_run FROM clients WHERE name LIKE ?", "SELECT count(*) AS other_run FROM clients WHERE name = ?"
	// prepared is how many statements whose text holds name the connection of q has prepared.
	prepared := func(q db.Q, name string) (n int) {
		t.Helper()
		if err := q.Get(ctx, &n, `SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE ?`, "%"+name+"%"); err != nil {
			t.Fatal(err)
		}
		return n
	}
	err := d.Tx(ctx, func(q db.Q) error {
		for range 7 {
			var n int
			if err := q.Get(ctx, &n, db.PlannedEachRun(marked), "%kade%"); err != nil {
				return err
			}
			if err := q.Get(ctx, &n, other, "kade"); err != nil {
				return err
			}
		}
		if n := prepared(q, "marked_run"); n != 0 {
			t.Errorf("the marked statement is prepared %d times on the transaction's connection", n)
		}
		if n := prepared(q, "other_run"); n == 0 {
			t.Error("the other statement is not prepared on the transaction's connection")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		var n int
		if err := d.Read().Get(ctx, &n, db.PlannedEachRun(marked), "%kade%"); err != nil {
			t.Fatal(err)
		}
	}
	// Each of the readers' connections that ran it (the runs reused the ones the pool kept) would have it.
	if n := prepared(d.Read(), "marked_run"); n != 0 {
		t.Errorf("the marked statement is prepared on a reader")
	}
}
