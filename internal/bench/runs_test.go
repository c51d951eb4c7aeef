package bench

import (
	"errors"
	"testing"
)

// A benchmark runs three times; its line gives the median and the lowest and highest value.
func TestRunsGiveTheMedianAndTheSpread(t *testing.T) {
	values := []float64{12.5, 30, 11}
	calls := 0
	r, err := measureRuns(func() (float64, error) { calls++; return values[calls-1], nil })
	if err != nil || calls != 3 {
		t.Fatalf("%d calls, %v", calls, err)
	}
	if r.median() != 12.5 || r.spread(1) != " spread=11.0..30.0" {
		t.Errorf("median %v, spread %q", r.median(), r.spread(1))
	}
	failure := errors.New("refused")
	if _, err := measureRuns(func() (float64, error) { return 0, failure }); err != failure {
		t.Errorf("a failed run: %v", err)
	}
}
