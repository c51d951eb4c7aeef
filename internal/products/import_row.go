package products

import (
	"kade/internal/domain"
	"slices"
	"strings"
)

// parseRow reads a data row into a product's fields, starting from NewFields: a column left out or a
// cell left empty keeps its default, and so does a cell that cannot be read, whose message is
// recorded under its column. The result is normalised and checked against every rule except the
// article number's uniqueness; a field that could not be read gets no rule messages on top.
func parseRow(h header, cells []string) (Fields, domain.ValidationErrors) {
	f := NewFields()
	errs := domain.ValidationErrors{}
	for i, cell := range cells {
		if i >= len(h) || h[i] == skipped {
			continue
		}
		cell = strings.TrimSpace(cell)
		if cell == "" {
			continue
		}
		c := importColumns[h[i]]
		if message := c.read(&f, cell); message != "" {
			errs[c.name] = append(errs[c.name], message)
		}
	}
	f.Normalize()
	for field, messages := range Validate(f) {
		if _, unreadable := errs[field]; !unreadable {
			errs[field] = messages
		}
	}
	return f, errs
}

// columnOrder is each column's place in the template, for listing a row's errors in that order.
var columnOrder = func() map[string]int {
	order := map[string]int{}
	for i, c := range importColumns {
		order[c.name] = i
	}
	return order
}()

// fieldsInOrder are the fields of errs in the template's column order.
func fieldsInOrder(errs domain.ValidationErrors) []string {
	fields := make([]string, 0, len(errs))
	for field := range errs {
		fields = append(fields, field)
	}
	slices.SortFunc(fields, func(a, b string) int { return columnOrder[a] - columnOrder[b] })
	return fields
}
