package domain

import (
	"reflect"
	"testing"
)

func TestCheckLines(t *testing.T) {
	msgs := LineMessages{None: "x.no_lines", TooMany: "x.max_lines", Duplicate: "x.duplicate_article"}
	for _, tc := range []struct {
		name    string
		lines   []string
		checked []int
		want    ValidationErrors
	}{
		{"none", []string{}, nil, ValidationErrors{"lines": {"x.no_lines"}}},
		{"within", []string{"A", "B"}, []int{0, 1}, ValidationErrors{}},
		{"too many", []string{"A", "B", "C"}, []int{0, 1}, ValidationErrors{"lines": {"x.max_lines,2"}}},
		{"an article twice", []string{"A", "A"}, []int{0, 1},
			ValidationErrors{"lines.1.article_number": {"own", "x.duplicate_article"}}},
		{"empty article numbers are no twins", []string{"", ""}, []int{0, 1}, ValidationErrors{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := ValidationErrors{}
			var checked []int
			CheckLines(errs, tc.lines, 2, msgs, func(l string) string { return l }, func(l string, i int) {
				checked = append(checked, i)
				if i == 1 && l == "A" && tc.lines[0] == "A" {
					errs.Add(LineField(i, "article_number"), "own")
				}
			})
			if !reflect.DeepEqual(errs, tc.want) || !reflect.DeepEqual(checked, tc.checked) {
				t.Errorf("errors %v, checked %v; want %v, %v", errs, checked, tc.want, tc.checked)
			}
		})
	}
}
