package dbtest

import (
	"context"
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

// RunUntilEnd runs run (a listener) in the background until the test ends, then stops it and fails
// the test when it returned an error.
func RunUntilEnd(t testing.TB, run func(ctx context.Context) error) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
}
