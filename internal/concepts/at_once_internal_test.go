package concepts

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"
)

// eachAtOnce does every index once with no more than workers at a time, and after an error
// starts no other.
func TestEachAtOnce(t *testing.T) {
	const n, workers = 200, 3
	var running, most atomic.Int64
	var mu sync.Mutex
	done := make([]int, n)
	err := eachAtOnce(n, workers, func(i int) error {
		now := running.Add(1)
		defer running.Add(-1)
		for {
			seen := most.Load()
			if now <= seen || most.CompareAndSwap(seen, now) {
				break
			}
		}
		mu.Lock()
		done[i]++
		mu.Unlock()
		return nil
	})
	if err != nil || most.Load() > workers {
		t.Errorf("eachAtOnce = %v with %d at once, want nil with at most %d", err, most.Load(), workers)
	}
	for i, times := range done {
		if times != 1 {
			t.Errorf("index %d done %d times", i, times)
		}
	}

	failed := errors.New("failed")
	var started atomic.Int64
	err = eachAtOnce(n, 1, func(i int) error {
		started.Add(1)
		if i == 5 {
			return failed
		}
		return nil
	})
	if err != failed || started.Load() != 6 {
		t.Errorf("eachAtOnce = %v after %d started, want the error after 6", err, started.Load())
	}
}
