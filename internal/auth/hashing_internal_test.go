package auth

import (
	"context"
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// Fifty logins at once, each for an email of its own (so none waits for the throttle), stay within
// a fixed memory budget: every password check holds argon2id's 19 MiB while it runs, and two
// hundred logins at once took a server from 45 MB to 3.2 GB.
func TestParallelLoginsStayWithinMemory(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		peak := peakHeap(func() {
			var wg sync.WaitGroup
			for i := range 50 {
				wg.Go(func() {
					email := fmt.Sprintf("nobody-%d@webshop.example", i)
					if _, err := f.svc.Login(context.Background(), email, "wrong-password", Device{IP: testIP}); !isAuthFailed(err) {
						t.Errorf("login of %s: %v", email, err)
					}
				})
			}
			wg.Wait()
		})
		t.Logf("50 logins at once: the heap grew by %d MB", peak>>20)
		const budget = 256 << 20
		if peak > budget {
			t.Errorf("the heap grew by %d MB, over the budget of %d MB", peak>>20, budget>>20)
		}
	})
}

// peakHeap is the most the heap held above what it held before, while do ran.
func peakHeap(do func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(sample)
	before, peak := sample[0].Value.Uint64(), uint64(0)
	done, watched := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(watched)
		for {
			metrics.Read(sample)
			peak = max(peak, sample[0].Value.Uint64())
			select {
			case <-done:
				return
			default:
				runtime.Gosched()
			}
		}
	}()
	do()
	close(done)
	<-watched
	return peak - min(before, peak)
}
