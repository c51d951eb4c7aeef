package imports

import (
	"math"
	"strconv"
	"strings"
	"time"

	"kade/internal/words"
)

// The parsers of import cells: each reads a trimmed, non-empty cell or answers the message recorded
// under its column when it cannot.

// ParseChoice reads an enumeration's value case-insensitively, or the screen's word for it in either
// language, as an export writes it (see words). Units has both Set and SET: an exact match goes
// first, otherwise the first value equal but for case, otherwise a word.
func ParseChoice(values []string, cell string) (string, string) {
	for _, v := range values {
		if v == cell {
			return v, ""
		}
	}
	for _, v := range values {
		if strings.EqualFold(v, cell) {
			return v, ""
		}
	}
	if v, ok := words.Code(values, cell); ok {
		return v, ""
	}
	return "", "validation.one_of," + strings.Join(values, " / ")
}

// ParseBoolean reads 1/0, true/false, yes/no and ja/nee, whatever their case.
func ParseBoolean(cell string) (bool, string) {
	switch strings.ToLower(cell) {
	case "1", "true", "yes", "ja":
		return true, ""
	case "0", "false", "no", "nee":
		return false, ""
	}
	return false, "validation.boolean"
}

// maxNumberCell is the longest number read. A program writes a number in at most a few dozen
// characters (all 57 of 0.1's float64, at worst), and the start of a longer cell, which the reader
// cuts off (see Columns), is no number of the file's.
const maxNumberCell = 100

// ParseDecimal reads a number with a point as its decimal separator (no thousands separators; a
// sheet's number column first reads what a person typed by its Numbers). Spreadsheets store binary floating point, so 0.1 + 0.2 reaches the file as
// 0.30000000000000004: the value is rounded to the 15 significant digits a spreadsheet shows.
func ParseDecimal(cell string) (float64, string) {
	if len(cell) > maxNumberCell || strings.Contains(cell, ",") {
		return 0, "validation.number"
	}
	v, err := strconv.ParseFloat(cell, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) || strings.ContainsAny(cell, "xXpP_") {
		return 0, "validation.number"
	}
	v, _ = strconv.ParseFloat(strconv.FormatFloat(v, 'g', 15, 64), 64)
	return v, ""
}

// maxWhole keeps whole numbers exact in the float64 a decimal is read as.
const maxWhole = 1 << 53

// ParseWhole reads a whole number; 12.0 is one (a spreadsheet may store it so), 12.5 is not.
func ParseWhole(cell string) (int64, string) {
	v, message := ParseDecimal(cell)
	if message != "" || v != math.Trunc(v) || math.Abs(v) > maxWhole {
		return 0, "validation.integer"
	}
	return int64(v), ""
}

// ParseEuros reads an amount in euros into cents; more than two decimals is an error, not rounded.
func ParseEuros(cell string) (int64, string) {
	v, message := ParseDecimal(cell)
	if message != "" || math.Abs(v) > maxWhole/100 {
		return 0, "validation.number"
	}
	cents := math.Round(v * 100)
	if math.Abs(v*100-cents) > 1e-6 {
		return 0, "validation.decimals,2"
	}
	return int64(cents), ""
}

// dateLayouts are the dates a cell may hold: an ISO date, as the XLSX reader gives a date cell too,
// and the day first, as a Dutch spreadsheet writes it; day and month with one digit or two.
var dateLayouts = []string{"2006-1-2", "2-1-2006"}

// ParseDate reads a date into its ISO form (yyyy-mm-dd): a date cell of an XLSX file (which the
// reader gives as `2025-01-21`, or `2025-01-21T14:30:00` when it has a time, of which the date is
// taken), or text `yyyy-mm-dd` or `dd-mm-yyyy`. Anything else, a day that does not exist included,
// is validation.date.
func ParseDate(cell string) (string, string) {
	if date, clock, ok := strings.Cut(cell, "T"); ok {
		if _, err := time.Parse("15:04:05", clock); err != nil {
			return "", "validation.date"
		}
		cell = date
	}
	for _, layout := range dateLayouts {
		if d, err := time.Parse(layout, cell); err == nil {
			return d.Format(time.DateOnly), ""
		}
	}
	return "", "validation.date"
}

// CutText is s cut to its first max characters, and whether anything was cut.
func CutText(s string, max int) (string, bool) {
	characters := 0
	for i := range s {
		if characters == max {
			return s[:i], true
		}
		characters++
	}
	return s, false
}
