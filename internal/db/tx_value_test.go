package db_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// TxValue answers what its transaction gave: the value of a committed one, and the error of one
// rolled back, whose writes are gone.
func TestTxValue(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, `CREATE TABLE notes (text TEXT NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		insert := func(text string, fail error) (int64, error) {
			return db.TxValue(ctx, d, func(q db.Q) (int64, error) {
				if _, err := q.Exec(ctx, `INSERT INTO notes (text) VALUES (?)`, text); err != nil {
					return 0, err
				}
				var n int64
				err := q.Get(ctx, &n, `SELECT count(*) FROM notes`)
				if fail != nil {
					return n, fail
				}
				return n, err
			})
		}
		if n, err := insert("kept", nil); n != 1 || err != nil {
			t.Errorf("committed: %d, %v", n, err)
		}
		refused := errors.New("refused")
		if _, err := insert("gone", refused); !errors.Is(err, refused) {
			t.Errorf("rolled back: %v", err)
		}
		var n int64
		if err := d.Read().Get(ctx, &n, `SELECT count(*) FROM notes`); n != 1 || err != nil {
			t.Errorf("%d notes after the rollback, %v", n, err)
		}
	})
}

// A transaction whose work panics is rolled back: on SQLite it held the one writer, which the next
// transaction gets.
func TestTxRollsBackAPanic(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Write().Exec(ctx, `CREATE TABLE notes (text TEXT NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if p := recover(); p != "broken" {
					t.Errorf("panicked with %v", p)
				}
			}()
			_ = d.Tx(ctx, func(q db.Q) error {
				if _, err := q.Exec(ctx, `INSERT INTO notes (text) VALUES ('gone')`); err != nil {
					return err
				}
				panic("broken")
			})
		}()
		// Bounds a failure only: a writer left in the panicked transaction would never come back.
		bounded, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if err := d.Tx(bounded, func(q db.Q) error {
			_, err := q.Exec(bounded, `INSERT INTO notes (text) VALUES ('kept')`)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		var texts []string
		if err := d.Read().Select(ctx, &texts, `SELECT text FROM notes`); err != nil || len(texts) != 1 || texts[0] != "kept" {
			t.Errorf("notes %v, %v", texts, err)
		}
	})
}
