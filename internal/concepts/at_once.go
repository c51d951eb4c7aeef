package concepts

import (
	"sync"
	"sync/atomic"
)

// eachAtOnce calls do for every index below n, on up to workers goroutines that each take the next
// index, and returns the first error; after it, no index is started.
func eachAtOnce(n, workers int, do func(i int) error) error {
	var next atomic.Int64
	var failed atomic.Bool
	var first error
	var once sync.Once
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Go(func() {
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				if err := do(i); err != nil {
					once.Do(func() { first = err })
					failed.Store(true)
				}
			}
		})
	}
	wg.Wait()
	return first
}
