package db_test

import (
	"context"
	"errors"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// Two transactions that lock two rows in opposite order deadlock; PostgreSQL aborts one, which Tx
// runs again, so both end committed.
func TestTxRetriesATransactionAbortedAsADeadlock(t *testing.T) {
	d := dbtest.Open(t, db.Postgres)
	ctx := context.Background()
	if _, err := d.Write().Exec(ctx, `CREATE TABLE counters (name TEXT PRIMARY KEY, n INTEGER NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Write().Exec(ctx, `INSERT INTO counters (name, n) VALUES ('a', 0), ('b', 0)`); err != nil {
		t.Fatal(err)
	}
	// Each transaction's first attempt takes its first row and waits until the other holds its own,
	// so their second locks close the circle; a rerun goes straight through.
	locked := map[string]chan struct{}{"a": make(chan struct{}), "b": make(chan struct{})}
	increment := func(q db.Q, name string) error {
		_, err := q.Exec(ctx, `UPDATE counters SET n = n + 1 WHERE name = ?`, name)
		return err
	}
	run := func(first, second string, attempts *int) error {
		return d.Tx(ctx, func(q db.Q) error {
			*attempts++
			if err := increment(q, first); err != nil {
				return err
			}
			if *attempts == 1 {
				close(locked[first])
				<-locked[second]
			}
			return increment(q, second)
		})
	}
	var attemptsAB, attemptsBA int
	errs := make(chan error, 2)
	go func() { errs <- run("a", "b", &attemptsAB) }()
	go func() { errs <- run("b", "a", &attemptsBA) }()
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	var counts []int
	if err := d.Read().Select(ctx, &counts, `SELECT n FROM counters ORDER BY name`); err != nil {
		t.Fatal(err)
	}
	if counts[0] != 2 || counts[1] != 2 {
		t.Errorf("counters %v, want both 2: each transaction committed once", counts)
	}
	if attemptsAB+attemptsBA != 3 {
		t.Errorf("%d and %d attempts, want one transaction run again", attemptsAB, attemptsBA)
	}
}

// Only a deadlock or a serialization failure is run again, at most four times in all; any other
// error ends the transaction at once.
func TestTxRetriesOnlyDeadlocksAndSerializationFailures(t *testing.T) {
	cases := []struct {
		name string
		err  error
		runs int
	}{
		{"other error", errors.New("no such product"), 1},
		{"unique violation", &pgconn.PgError{Code: "23505"}, 1},
		{"deadlock", &pgconn.PgError{Code: "40P01"}, 4},
		{"serialization failure", &pgconn.PgError{Code: "40001"}, 4},
	}
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		for _, c := range cases {
			runs := 0
			err := d.Tx(context.Background(), func(q db.Q) error {
				runs++
				return c.err
			})
			if !errors.Is(err, c.err) || runs != c.runs {
				t.Errorf("%s: %d runs ending in %v, want %d ending in it", c.name, runs, err, c.runs)
			}
		}
	})
}
