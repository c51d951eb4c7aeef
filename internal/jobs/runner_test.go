package jobs_test

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"kade/internal/jobs"
)

func TestShutdownStopsJobs(t *testing.T) {
	for _, tc := range []struct {
		name    string
		jobs    int
		oneShot bool // the jobs return on their own, before Shutdown
	}{
		{"no jobs", 0, false},
		{"loops wait for cancel", 3, false},
		{"finished jobs", 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := jobs.New(nil)
			var stopped atomic.Int32
			for range tc.jobs {
				r.Go("worker", func(ctx context.Context) {
					defer stopped.Add(1)
					if !tc.oneShot {
						<-ctx.Done()
					}
				})
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := r.Shutdown(ctx); err != nil {
				t.Fatalf("Shutdown: %v", err)
			}
			// Shutdown returned, so every job must have returned before it.
			if got := stopped.Load(); got != int32(tc.jobs) {
				t.Errorf("%d of %d jobs returned before Shutdown did", got, tc.jobs)
			}
		})
	}
}

func TestShutdownDeadlineNamesStuckJobs(t *testing.T) {
	r := jobs.New(nil)
	release := make(chan struct{})
	defer close(release)
	r.Go("stuck-export", func(context.Context) { <-release }) // ignores its context: a bug to report
	r.Go("polite", func(ctx context.Context) { <-ctx.Done() })
	r.Go("one-shot", func(context.Context) {})

	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	err := r.Shutdown(ctx)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Shutdown = %v, want a deadline error", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "stuck-export") || strings.Contains(msg, "polite") || strings.Contains(msg, "one-shot") {
		t.Errorf("error %q should name only the stuck job", msg)
	}
}

func TestGoAfterShutdownStartsNothing(t *testing.T) {
	r := jobs.New(nil)
	if err := r.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	var ran atomic.Bool
	r.Go("late", func(context.Context) { ran.Store(true) })
	// Shutdown waits for every job Go started, so a job that started has run by the time it returns.
	if err := r.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	if ran.Load() {
		t.Error("a job started after Shutdown ran")
	}
}
