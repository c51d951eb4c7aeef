package tabular

import (
	"bytes"
	"math"
	"strconv"
)

// appendNumber appends v as strconv's shortest decimal ('f', -1) with decimal as its separator.
// Most numbers of an export are amounts in cents divided by 100, and those are written from the
// cents as integers: strconv's shortest decimal took a twentieth of the orderlines export's CPU.
// When cents/100 is v (division rounds to the nearest), their decimal of at most two places reads
// back as v, and as numbers this size lie much closer together than 0.01, no shorter one does.
func appendNumber(b []byte, v float64, decimal byte) []byte {
	if c := math.Round(v * 100); v != 0 && math.Abs(c) < 1e15 && c/100 == v {
		cents := int64(c)
		if cents < 0 {
			b, cents = append(b, '-'), -cents
		}
		b = strconv.AppendInt(b, cents/100, 10)
		if cents%100 == 0 {
			return b
		}
		b = append(b, decimal, byte('0'+cents%100/10))
		if cents%10 != 0 {
			b = append(b, byte('0'+cents%10))
		}
		return b
	}
	start := len(b)
	b = strconv.AppendFloat(b, v, 'f', -1, 64)
	if i := bytes.IndexByte(b[start:], '.'); i >= 0 {
		b[start+i] = decimal
	}
	return b
}
