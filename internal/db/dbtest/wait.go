package dbtest

import (
	"testing"
	"time"
)

// WaitUntil waits, up to ten seconds, until ok holds: for what another connection or goroutine does
// in its own time, such as a notification arriving or a listener reconnecting.
func WaitUntil(t testing.TB, what string, ok func() bool) {
	t.Helper()
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(10 * time.Second)
	for !ok() {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("still not %s after ten seconds", what)
		}
	}
}
