package listing

import "strings"

// Directions are the directions a sorted list takes: `asc` or `desc`.
var Directions = []string{"asc", "desc"}

// Order is the ORDER BY of a list sorted by keys (columns, the last one unique within the list),
// each in direction.
func Order(keys []string, direction string) string {
	dir := " ASC"
	if direction == "desc" {
		dir = " DESC"
	}
	ordered := make([]string, len(keys))
	for i, k := range keys {
		ordered[i] = k + dir
	}
	return strings.Join(ordered, ", ")
}

// After is the condition that continues a list sorted by keys in direction after the row whose keys
// have values (a cursor's), and its arguments: a row comparison that the sort's index serves.
func After(keys []string, direction string, values []any) (string, []any) {
	cmp := " > "
	if direction == "desc" {
		cmp = " < "
	}
	return "(" + strings.Join(keys, ", ") + ")" + cmp + "(?" + strings.Repeat(", ?", len(keys)-1) + ")", values
}
