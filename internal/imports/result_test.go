package imports_test

import (
	"reflect"
	"testing"

	"kade/internal/domain"
	"kade/internal/imports"
)

func TestResult(t *testing.T) {
	r := imports.NewResult()
	r.Add(2, domain.ValidationErrors{}, nil)
	r.Add(3, domain.ValidationErrors{"name": {"validation.required"}, "lines.1.quantity": {"validation.min,1"}},
		[]string{"lines.1.quantity", "name"})
	want := imports.Result{RowsImported: 2, RowsWithErrors: 1, Errors: []imports.Error{
		{Row: 3, Column: "lines.1.quantity", Message: "validation.min,1"}, {Row: 3, Column: "name", Message: "validation.required"}}}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("result %+v, want %+v", r, want)
	}
	// The listed errors are bounded; every row is still counted.
	for row := range 2000 {
		r.Add(row+4, domain.ValidationErrors{"name": {"validation.required"}}, []string{"name"})
	}
	if r.RowsImported != 2002 || r.RowsWithErrors != 2001 || len(r.Errors) != 1000 {
		t.Errorf("after 2,000 rows with errors: %d rows, %d with errors, %d listed", r.RowsImported, r.RowsWithErrors, len(r.Errors))
	}
}

func TestResultRefused(t *testing.T) {
	r := imports.NewResult()
	r.Refuse(2, domain.ValidationErrors{}, nil)
	r.Refuse(4, domain.ValidationErrors{"order_date": {"validation.date"}}, []string{"order_date"})
	want := imports.Result{RowsWithErrors: 1, Refused: true, Errors: []imports.Error{{Row: 4, Column: "order_date", Message: "validation.date"}}}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("result %+v, want %+v", r, want)
	}
}
