package listing

import (
	"net/url"
	"slices"
	"strings"

	"kade/internal/domain"
)

// Directions are the directions a sorted list takes: `asc` or `desc`.
var Directions = []string{"asc", "desc"}

// Sorts are the sorts a list offers: Names, the first of which is the default, and those of them
// that read newest first when no direction is asked (Descending: dates and the newest first);
// the others read from A or from the smallest.
type Sorts struct {
	Names      []string
	Descending []string
}

// Sort reads the optional parameter `sort`, which must be one of the names: the default when absent.
func (s Sorts) Sort(v url.Values, errs domain.ValidationErrors) string {
	if sort := Choice(v, "sort", s.Names, errs); sort != "" {
		return sort
	}
	return s.Names[0]
}

// Parse reads the optional parameters `sort` and `direction`: the sort as Sort reads it, and the
// direction asked, else the one the sort reads in by default.
func (s Sorts) Parse(v url.Values, errs domain.ValidationErrors) (sort, direction string) {
	sort = s.Sort(v, errs)
	if direction = Choice(v, "direction", Directions, errs); direction != "" {
		return sort, direction
	}
	if slices.Contains(s.Descending, sort) {
		return sort, "desc"
	}
	return sort, "asc"
}

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
