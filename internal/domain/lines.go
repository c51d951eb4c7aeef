package domain

import "fmt"

// LineField is the field of line i's value name in an entry of lines (an order, a delivery).
func LineField(i int, name string) string { return fmt.Sprintf("lines.%d.%s", i, name) }

// LineMessages are an area's messages for the rules of an entry's list of lines.
type LineMessages struct {
	None, TooMany, Duplicate string
}

// CheckLines checks an entry's list of lines: at least one (msgs.None) and at most limit
// (msgs.TooMany, with limit), each line within the limit by check, and each article number once: a
// later line of one is refused (msgs.Duplicate on its article_number), not summed.
func CheckLines[L any](v ValidationErrors, lines []L, limit int, msgs LineMessages, articleNumber func(L) string, check func(L, int)) {
	switch {
	case len(lines) == 0:
		v.Add("lines", msgs.None)
	case len(lines) > limit:
		v.Add("lines", msgs.TooMany, limit)
	}
	seen := map[string]bool{}
	for i, l := range CheckedLines(lines, limit) {
		check(l, i)
		article := articleNumber(l)
		if article != "" && seen[article] {
			v.Add(LineField(i, "article_number"), msgs.Duplicate)
		}
		seen[article] = true
	}
}

// CheckedLines are the lines whose values are checked: those within limit (the others are the
// limit's error already).
func CheckedLines[L any](lines []L, limit int) []L { return lines[:min(len(lines), max(limit, 0))] }
