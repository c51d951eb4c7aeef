package importstest

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/imports"
	"kade/internal/tabular"
)

// Expect fails t unless got is want with the errors errs, in their order, each written as
// "row column: message" (row 2 is the first under the header).
func Expect(t testing.TB, got, want imports.Result, errs ...string) {
	t.Helper()
	want.Errors = []imports.Error{}
	for _, e := range errs {
		row, cell, ok := strings.Cut(e, " ")
		column, message, ok2 := strings.Cut(cell, ": ")
		number, err := strconv.Atoi(row)
		if !ok || !ok2 || err != nil {
			t.Fatalf("expected error %q is not \"row column: message\"", e)
		}
		want.Errors = append(want.Errors, imports.Error{Row: number, Column: column, Message: message})
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("result\n%s\nwant\n%s", describe(got), describe(want))
	}
}

// describe is r as Expect's errors are written, one a line under its counts.
func describe(r imports.Result) string {
	lines := []string{fmt.Sprintf("encoding %s, refused %v, %d rows imported, %d with errors",
		r.Encoding, r.Refused, r.RowsImported, r.RowsWithErrors)}
	if r.Errors == nil {
		lines = append(lines, "errors: nil")
	}
	for _, e := range r.Errors {
		lines = append(lines, fmt.Sprintf("%d %s: %s", e.Row, e.Column, e.Message))
	}
	return strings.Join(lines, "\n")
}

// ExpectRefused fails t unless got refused a UTF-8 file of rowsWithErrors rows with errors for the
// errors errs (written as for Expect), and table of d holds no row: a refused file stores nothing.
func ExpectRefused(t testing.TB, d *db.DB, table string, got imports.Result, rowsWithErrors int, errs ...string) {
	t.Helper()
	Expect(t, got, imports.Result{Encoding: tabular.UTF8, Refused: true, RowsWithErrors: rowsWithErrors}, errs...)
	if n := dbtest.Count(t, d, table); n != 0 {
		t.Errorf("%d rows in %s after a refused file", n, table)
	}
}
