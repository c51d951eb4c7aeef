package products

import (
	"encoding/json"

	"kade/internal/concepts"
	"kade/internal/domain"
)

// stagedRow is a data row of the file, read and checked against every rule but the article number's
// uniqueness, which needs the database: the concept as it is stored, fields and errors in JSON.
type stagedRow struct {
	Number                           int
	ArticleNumber, Name, ProductType string
	MinimumStock                     int64
	Fields, Errors                   string
}

func newStagedRow(number int, f Fields, errs domain.ValidationErrors) (stagedRow, error) {
	fieldsJSON, errsJSON, err := concepts.Encode(f, errs)
	return stagedRow{Number: number, ArticleNumber: f.ArticleNumber, Name: f.Name, ProductType: f.ProductType,
		MinimumStock: f.MinimumStock, Fields: fieldsJSON, Errors: errsJSON}, err
}

// errors decodes the row's errors.
func (r stagedRow) errors() (domain.ValidationErrors, error) {
	errs := domain.ValidationErrors{}
	if r.Errors == "{}" {
		return errs, nil
	}
	return errs, json.Unmarshal([]byte(r.Errors), &errs)
}

// listed is what the concept list's columns read of the row's fields: all a staged row keeps of
// them besides their JSON.
func (r stagedRow) listed() *Fields {
	return &Fields{ArticleNumber: r.ArticleNumber, Name: r.Name, ProductType: r.ProductType, MinimumStock: r.MinimumStock}
}
