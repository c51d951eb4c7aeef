package products

import (
	"encoding/json"

	"kade/internal/concepts"
	"kade/internal/domain"
)

// stagedRow is a data row of the file, read and checked against every rule but the article number's
// uniqueness, which needs the database: the concept as it is stored, its list row (the values kept
// in their own columns) and its fields and errors in JSON.
type stagedRow struct {
	Number         int
	Listed         ConceptRow
	Fields, Errors string
}

func newStagedRow(number int, f Fields, errs domain.ValidationErrors) (stagedRow, error) {
	fieldsJSON, errsJSON, err := concepts.Encode(f, errs)
	return stagedRow{Number: number, Listed: conceptRow(&f), Fields: fieldsJSON, Errors: errsJSON}, err
}

// errors decodes the row's errors.
func (r stagedRow) errors() (domain.ValidationErrors, error) {
	errs := domain.ValidationErrors{}
	if r.Errors == "{}" {
		return errs, nil
	}
	return errs, json.Unmarshal([]byte(r.Errors), &errs)
}
