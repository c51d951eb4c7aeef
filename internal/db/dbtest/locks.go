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
