package dbtest

import (
	"testing"
	"time"

	"kade/internal/db"
)

// WaitForLockWaits returns once n sessions of the test's PostgreSQL database wait for a lock (a row
// lock another transaction holds), and fails the test when that does not happen within a minute.
// It polls the server's view of its sessions: the state waited for, not a time.
func WaitForLockWaits(t testing.TB, d *db.DB, n int) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		var waiting int
		if err := d.Read().Get(t.Context(), &waiting, `SELECT COUNT(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock'`); err != nil {
			t.Fatal(err)
		}
		if waiting >= n {
			return
		}
	}
	t.Fatalf("%d sessions never waited for a lock", n)
}

// Queued makes first and second overlap on PostgreSQL in that order, whatever the machine's
// speed: a transaction of its own runs hold (a statement that locks rows, SELECT ... FOR UPDATE)
// and keeps the rows while first starts and waits for a lock, then second starts and waits too;
// then it lets go. It answers what first and second answered.
func Queued(t testing.TB, d *db.DB, hold string, holdArgs []any, first, second func() error) (firstErr, secondErr error) {
	t.Helper()
	release, held, holder := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	go func() {
		holder <- d.Tx(t.Context(), func(q db.Q) error {
			if _, err := q.Exec(t.Context(), hold, holdArgs...); err != nil {
				close(held)
				return err
			}
			close(held)
			<-release
			return nil
		})
	}()
	<-held
	firstDone, secondDone := make(chan error, 1), make(chan error, 1)
	go func() { firstDone <- first() }()
	WaitForLockWaits(t, d, 1)
	go func() { secondDone <- second() }()
	WaitForLockWaits(t, d, 2)
	close(release)
	if err := <-holder; err != nil {
		t.Fatalf("holding the rows: %v", err)
	}
	return <-firstDone, <-secondDone
}
