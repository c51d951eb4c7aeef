package imports

import (
	"strconv"
	"strings"

	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/tabular"
)

// maxListedErrors bounds the errors a result lists; the concepts keep all of them.
const maxListedErrors = 1000

// Result is what an import did: every row became a concept, RowsWithErrors of them 'To adjust'. Or,
// when Refused, the file has rows that cannot be taken as they are: nothing was stored, and Errors
// lists what is wrong with those RowsWithErrors rows. Encoding is how the file's text was read, as
// the reader decided it once (see Staging.NewResult).
type Result struct {
	RowsImported   int              `json:"rows_imported"`
	RowsWithErrors int              `json:"rows_with_errors"`
	Errors         []Error          `json:"errors"`
	Refused        bool             `json:"refused"`
	Encoding       tabular.Encoding `json:"encoding"`
}

// Error is one message about one cell: the file's row number (the header is 1) and column.
type Error struct {
	Row     int    `json:"row"`
	Column  string `json:"column"`
	Message string `json:"message"`
}

// NewResult is the result of an import before its first row.
func NewResult() Result { return Result{Errors: []Error{}} }

// Add counts the imported row number with its errors, listed field by field in the order of fields.
func (r *Result) Add(number int, errs domain.ValidationErrors, fields []string) {
	r.RowsImported++
	r.list(number, errs, fields)
}

// Refuse records the errors of row number, which refuse the file, listed field by field in the
// order of fields; a row without errors is not counted.
func (r *Result) Refuse(number int, errs domain.ValidationErrors, fields []string) {
	if len(errs) > 0 {
		r.Refused = true
		r.list(number, errs, fields)
	}
}

// list counts row number among the rows with errors, when it has any, and lists them.
func (r *Result) list(number int, errs domain.ValidationErrors, fields []string) {
	if len(errs) == 0 {
		return
	}
	r.RowsWithErrors++
	for _, field := range fields {
		for _, message := range errs[field] {
			if len(r.Errors) < maxListedErrors {
				r.Errors = append(r.Errors, Error{Row: number, Column: field, Message: message})
			}
		}
	}
}

// AddRecord adds the rows of one record (an order, a delivery; numbers are their rows in the file)
// with the record's errors, each at its row and column: where tells the index among numbers of
// the row a field key belongs to (outside them: the record's first row) and its column, and
// inOrder lists a row's errors in the template's column order.
func (r *Result) AddRecord(numbers []int, errs domain.ValidationErrors, where func(field string) (row int, column string),
	inOrder func(domain.ValidationErrors) []string) {
	byRow := make([]domain.ValidationErrors, len(numbers))
	for i := range byRow {
		byRow[i] = domain.ValidationErrors{}
	}
	for field, messages := range errs {
		row, column := where(field)
		if row < 0 || row >= len(numbers) {
			row = 0
		}
		byRow[row][column] = append(byRow[row][column], messages...)
	}
	for i, number := range numbers {
		r.Add(number, byRow[i], inOrder(byRow[i]))
	}
}

// LineField splits the field key of a record's line, lines.<i>.<name>, into i and name; ok is
// false for any other key.
func LineField(field string) (i int, name string, ok bool) {
	rest, found := strings.CutPrefix(field, "lines.")
	if !found {
		return 0, "", false
	}
	index, name, _ := strings.Cut(rest, ".")
	i, err := strconv.Atoi(index)
	return i, name, err == nil
}

// Event is the event log's entry of the import of the file name into the account's concepts in
// table: what it did, of no record (its label is the file's name).
func (r Result) Event(clientID int64, table, name string) events.Event {
	return events.Event{ClientID: &clientID, Action: "import.done", RecordKind: "import", RecordLabel: name,
		Changes: map[string]events.Change{"concepts": {To: table}, "rows_imported": {To: r.RowsImported},
			"rows_with_errors": {To: r.RowsWithErrors}}}
}
