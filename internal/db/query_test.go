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

// On PostgreSQL the readers, which run the searches, plan every statement for its values, and
// transactions keep the plans PostgreSQL caches.
func TestPostgresPlansSearchesForTheirValues(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	var read, write, inTx string
	if err := d.Read().Get(ctx, &read, `SELECT current_setting('plan_cache_mode')`); err != nil {
		t.Fatal(err)
	}
	if err := d.Write().Get(ctx, &write, `SELECT current_setting('plan_cache_mode')`); err != nil {
		t.Fatal(err)
	}
	if err := d.Tx(ctx, func(q db.Q) error { return q.Get(ctx, &inTx, `SELECT current_setting('plan_cache_mode')`) }); err != nil {
		t.Fatal(err)
	}
	if read != "force_custom_plan" || write != "auto" || inTx != "auto" {
		t.Errorf("plan_cache_mode: read %s, write %s, transaction %s", read, write, inTx)
	}
}
