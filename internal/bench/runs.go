package bench

import (
	"fmt"
	"slices"
)

// timesMeasured is how many times each benchmark runs: its BENCH line gives the median and the
// spread, so that one run on a busy moment of this shared machine neither hides a regression nor
// invents one.
const timesMeasured = 3

// runs are the values a benchmark's runs measured.
type runs []float64

// measureRuns runs measure timesMeasured times.
func measureRuns(measure func() (float64, error)) (runs, error) {
	r := make(runs, 0, timesMeasured)
	for range timesMeasured {
		v, err := measure()
		if err != nil {
			return nil, err
		}
		r = append(r, v)
	}
	return r, nil
}

// median is the middle value.
func (r runs) median() float64 {
	sorted := slices.Sorted(slices.Values(r))
	return sorted[len(sorted)/2]
}

// spread is the BENCH field of the lowest and highest value, with precision decimals.
func (r runs) spread(precision int) string {
	return fmt.Sprintf(" spread=%.*f..%.*f", precision, slices.Min(r), precision, slices.Max(r))
}
