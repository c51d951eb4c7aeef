package products

import (
	"kade/internal/domain"
	"kade/internal/imports"
)

// parseRow reads a data row into a product's fields, starting from NewFields: a column left out or a
// cell left empty keeps its default, and so does a cell that cannot be read, whose message is
// recorded under its column. The result is normalised and checked against every rule except the
// article number's uniqueness; a field that could not be read gets no rule messages on top.
func parseRow(h imports.Header, cells []string) (Fields, domain.ValidationErrors) {
	f := NewFields()
	errs := importSheet.Read(h, cells, &f)
	f.Normalize()
	for field, messages := range Validate(f) {
		if _, unreadable := errs[field]; !unreadable {
			errs[field] = messages
		}
	}
	return f, errs
}
