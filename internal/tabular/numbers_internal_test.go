package tabular

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// appendNumber writes what strconv's shortest decimal writes, with the decimal separator asked
// for: amounts in cents, and numbers that are not.
func TestAppendNumberIsStrconvsShortestDecimal(t *testing.T) {
	values := []float64{0, math.Copysign(0, -1), 0.01, -0.01, 0.1, 0.29, 1.005, 12.3, 12.34, -12.34, 100, 1200,
		99999999999.99, 9999999999999.99, 1e13, 1e15, 1e21, 0.001, 1.0 / 3, 2.5e-7, math.MaxInt64, -math.MaxFloat64,
		math.SmallestNonzeroFloat64}
	random := rand.New(rand.NewPCG(5, 6))
	for range 200_000 {
		cents := random.Int64N(2_000_000_000_000) - 1_000_000_000_000
		values = append(values, float64(cents)/100, float64(cents)/1000, random.NormFloat64()*1e6)
	}
	for _, v := range values {
		want := strconv.FormatFloat(v, 'f', -1, 64)
		for _, decimal := range []byte{'.', ','} {
			if got := string(appendNumber([]byte("x"), v, decimal)); got != "x"+strings.Replace(want, ".", string(decimal), 1) {
				t.Fatalf("%v with %q: %s, want %s", v, decimal, got, want)
			}
		}
	}
}
