package orders

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"

	"kade/internal/domain"
)

// Percentage is a percentage in hundredths of a percent (21% is 2100, 12.5% is 1250), so that
// amounts are worked out in whole numbers. JSON writes it as a number with at most two decimals.
type Percentage int64

// MaxPercentage is 100%: neither VAT nor a discount is more.
const MaxPercentage Percentage = 10000

var errPercentage = errors.New("a percentage is a number with at most two decimals")

// MarshalJSON writes 2100 as 21 and 1250 as 12.5.
func (p Percentage) MarshalJSON() ([]byte, error) {
	return []byte(p.String()), nil
}

// String is the percentage as a number: 21, 12.5, 0.05.
func (p Percentage) String() string {
	sign := ""
	n := int64(p)
	if n < 0 {
		sign, n = "-", -n
	}
	whole, hundredths := n/100, n%100
	if hundredths == 0 {
		return sign + strconv.FormatInt(whole, 10)
	}
	return strings.TrimRight(sign+strconv.FormatInt(whole, 10)+"."+strconv.FormatInt(100+hundredths, 10)[1:], "0")
}

// UnmarshalJSON reads a JSON number with at most two decimals exactly (no floating point). A null
// is no percentage (validation.required: a VAT of null is not 0%), a number with more decimals
// validation.decimals and anything else validation.type.
func (p *Percentage) UnmarshalJSON(data []byte) error {
	text := string(data)
	v, err := ParsePercentage(text)
	var number float64
	switch {
	case text == "null":
		return &domain.InvalidValue{Message: "validation.required"}
	case err == nil:
		*p = v
		return nil
	case json.Unmarshal(data, &number) != nil:
		return &domain.InvalidValue{Message: "validation.type"}
	case math.Abs(number) > float64(MaxPercentage/100):
		return &domain.InvalidValue{Message: "validation.max," + MaxPercentage.String()}
	}
	return &domain.InvalidValue{Message: "validation.decimals,2"}
}

// ParsePercentage reads "21", "12.5", "-3" or "0.05" (a dot as decimal mark, at most two decimals,
// at most six digits before it), as an import cell or a JSON number gives it.
func ParsePercentage(text string) (Percentage, error) {
	negative := strings.HasPrefix(text, "-")
	whole, fraction, _ := strings.Cut(strings.TrimPrefix(text, "-"), ".")
	if whole == "" || len(whole) > 6 || len(fraction) > 2 || !digits(whole) || !digits(fraction) {
		return 0, errPercentage
	}
	fraction += strings.Repeat("0", 2-len(fraction))
	w, _ := strconv.ParseInt(whole, 10, 64)
	f, _ := strconv.ParseInt(fraction, 10, 64)
	v := Percentage(w*100 + f)
	if negative {
		v = -v
	}
	return v, nil
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
