// Package importstest is what the import tests of every area share: what reading a hostile file
// costs, and a result checked against the errors expected of a file.
package importstest

import (
	"runtime"
	"runtime/metrics"
)

// Budget is the most memory one import may take above what the server held before, whatever the
// file holds (docs/architecture.md).
const Budget = 256 << 20

// Allocated is how many bytes the heap handed out while do ran. Nothing is freed that was not
// handed out first, so the heap never held more than that above what it held before.
func Allocated(do func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(sample)
	before := sample[0].Value.Uint64()
	do()
	metrics.Read(sample)
	return sample[0].Value.Uint64() - before
}
