// Package jobs runs Kade's background work (the mail dispatcher, clean-ups, scheduled sends) in
// goroutines that stop together: Shutdown cancels their context and waits for them, so a deploy does
// not cut a job off halfway. Jobs that must not run twice across instances guard that themselves,
// with a claim in the database.
package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"sync"
)

// Runner starts jobs and stops them all at once.
type Runner struct {
	log    *slog.Logger
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu       sync.Mutex
	running  map[string]int // jobs that have not returned, by name, for the shutdown error
	stopping bool
}

func New(log *slog.Logger) *Runner {
	if log == nil {
		log = slog.Default()
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Runner{log: log, ctx: ctx, cancel: cancel, running: map[string]int{}}
}

// Go runs fn in its own goroutine with a context that Shutdown cancels; fn should return soon after.
// Once Shutdown has begun, Go starts nothing: a job started then would outlive the wait.
func (r *Runner) Go(name string, fn func(ctx context.Context)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopping {
		r.log.Warn("job not started: shutting down", "job", name)
		return
	}
	r.running[name]++
	r.wg.Go(func() {
		defer r.finished(name)
		fn(r.ctx)
	})
	r.log.Debug("job started", "job", name)
}

func (r *Runner) finished(name string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.running[name]--; r.running[name] == 0 {
		delete(r.running, name)
	}
	r.log.Debug("job stopped", "job", name)
}

// Shutdown cancels every job's context and waits until all have returned or ctx ends; in the
// latter case the error names the jobs still running.
func (r *Runner) Shutdown(ctx context.Context) error {
	r.mu.Lock()
	r.stopping = true
	r.mu.Unlock()
	r.cancel()

	done := make(chan struct{})
	go func() {
		r.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("jobs still running (%s): %w", strings.Join(r.stillRunning(), ", "), ctx.Err())
	}
}

func (r *Runner) stillRunning() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Sorted(maps.Keys(r.running))
}
