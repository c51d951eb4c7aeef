package db_test

import (
	"context"
	"errors"
	"runtime"
	"slices"
	"sync"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// caller is a caller of Tx: its context and its transaction's work.
type caller struct {
	ctx  context.Context
	work func(q db.Q) error
}

func by(work func(q db.Q) error) caller { return caller{context.Background(), work} }

// groupOf runs first in a transaction that holds the writer until every one of others waits for it,
// then lets it go, so that the others run together; it answers what each of others' Tx returned,
// and what it panicked with.
func groupOf(t *testing.T, d *db.DB, others ...caller) (errs []error, panics []any) {
	t.Helper()
	ctx := context.Background()
	holding, release := make(chan struct{}), make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- d.Tx(ctx, func(q db.Q) error {
			close(holding)
			<-release
			_, err := q.Exec(ctx, `INSERT INTO notes (text) VALUES ('first')`)
			return err
		})
	}()
	<-holding
	errs, panics = make([]error, len(others)), make([]any, len(others))
	var wg sync.WaitGroup
	for i, c := range others {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { panics[i] = recover() }()
			errs[i] = d.Tx(c.ctx, c.work)
		}()
	}
	for db.GroupWaiting(d) < len(others) {
		runtime.Gosched()
	}
	close(release)
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	return errs, panics
}

// notes are the texts of the committed notes, as a reader sees them, sorted.
func notes(t *testing.T, d *db.DB) []string {
	t.Helper()
	var texts []string
	if err := d.Read().Select(context.Background(), &texts, `SELECT text FROM notes ORDER BY text`); err != nil {
		t.Fatal(err)
	}
	return texts
}

func openNotes(t *testing.T) *db.DB {
	d := dbtest.Open(t, db.SQLite)
	if _, err := d.Write().Exec(context.Background(), `CREATE TABLE notes (text TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	return d
}

func note(text string) func(q db.Q) error {
	return func(q db.Q) error {
		_, err := q.Exec(context.Background(), `INSERT INTO notes (text) VALUES (?)`, text)
		return err
	}
}

// On SQLite the transactions that wait for the writer at the same time run in one transaction:
// the one that runs second sees the first's note before a reader does, and both are committed.
func TestGroupCommitRunsWaitingTransactionsTogether(t *testing.T) {
	d := openNotes(t)
	ctx := context.Background()
	var seenInGroup, seenByReader [2]int
	noteSeeing := func(i int, mine, other string) caller {
		return by(func(q db.Q) error {
			if err := q.Get(ctx, &seenInGroup[i], `SELECT count(*) FROM notes WHERE text = ?`, other); err != nil {
				return err
			}
			if err := d.Read().Get(ctx, &seenByReader[i], `SELECT count(*) FROM notes WHERE text = ?`, other); err != nil {
				return err
			}
			return note(mine)(q)
		})
	}
	errs, _ := groupOf(t, d, noteSeeing(0, "a", "b"), noteSeeing(1, "b", "a"))
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	if got := notes(t, d); !slices.Equal(got, []string{"a", "b", "first"}) {
		t.Errorf("committed %v", got)
	}
	if seenInGroup[0]+seenInGroup[1] != 1 || seenByReader != [2]int{} {
		t.Errorf("in the transactions they saw %v of the other's note, through a reader %v", seenInGroup, seenByReader)
	}
}

// A transaction of the group that fails or panics, or whose caller has gone, changes nothing: its
// caller gets its error or its panic, and the others are committed.
func TestGroupCommitRollsBackAFailedTransactionAlone(t *testing.T) {
	d := openNotes(t)
	refused := errors.New("refused")
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	errs, panics := groupOf(t, d,
		by(note("a")),
		by(func(q db.Q) error { _ = note("refused")(q); return refused }),
		by(func(q db.Q) error { _ = note("panicked")(q); panic("broken") }),
		caller{gone, note("cancelled")},
		by(note("b")),
	)
	if errs[0] != nil || !errors.Is(errs[1], refused) || panics[2] != "broken" || !errors.Is(errs[3], context.Canceled) || errs[4] != nil {
		t.Errorf("answers %v, panics %v", errs, panics)
	}
	if got := notes(t, d); !slices.Equal(got, []string{"a", "b", "first"}) {
		t.Errorf("committed %v", got)
	}
}

// A transaction that ends the group's transaction itself (here by a ROLLBACK of its own) loses what
// the others did in it: they run again and are committed, and its caller gets its error.
func TestGroupCommitRunsTheOthersAloneWhenTheGroupBreaks(t *testing.T) {
	d := openNotes(t)
	ctx := context.Background()
	refused := errors.New("refused")
	errs, _ := groupOf(t, d,
		by(note("a")),
		by(func(q db.Q) error {
			if _, err := q.Exec(ctx, `ROLLBACK`); err != nil {
				return err
			}
			return refused
		}),
		by(note("b")),
	)
	if errs[0] != nil || !errors.Is(errs[1], refused) || errs[2] != nil {
		t.Errorf("answers %v", errs)
	}
	if got := notes(t, d); !slices.Equal(got, []string{"a", "b", "first"}) {
		t.Errorf("committed %v", got)
	}
}
