package db_test

import (
	"context"
	"sync"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// Read-then-write transactions that take the same key lose no update, however many run at once.
func TestSerializeRunsTransactionsOneAfterTheOther(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, `CREATE TABLE counters (name TEXT NOT NULL, n INTEGER NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(ctx, `INSERT INTO counters (name, n) VALUES ('a', 0)`); err != nil {
			t.Fatal(err)
		}
		const increments = 40
		var wg sync.WaitGroup
		for range increments {
			wg.Go(func() {
				err := d.Tx(ctx, func(q db.Q) error {
					if err := d.Serialize(ctx, q, "counter a"); err != nil {
						return err
					}
					var n int
					if err := q.Get(ctx, &n, `SELECT n FROM counters WHERE name = 'a'`); err != nil {
						return err
					}
					_, err := q.Exec(ctx, `UPDATE counters SET n = ? WHERE name = 'a'`, n+1)
					return err
				})
				if err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		var n int
		if err := d.Read().Get(ctx, &n, `SELECT n FROM counters WHERE name = 'a'`); err != nil {
			t.Fatal(err)
		}
		if n != increments {
			t.Errorf("counter %d after %d increments", n, increments)
		}
	})
}
