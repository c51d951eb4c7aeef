package concepts

import (
	"reflect"
	"time"

	"kade/internal/domain"
)

// Row is what every concept list row has; an area's list row embeds it and adds its columns.
type Row struct {
	ID             int64                   `json:"id" db:"id"`
	OriginalSource string                  `json:"original_source" db:"original_source"`
	HasErrors      bool                    `json:"has_errors" db:"has_errors"`
	Errors         domain.ValidationErrors `json:"errors" db:"-"`
	ErrorsJSON     string                  `json:"-" db:"errors"`
	ClientName     string                  `json:"client_name" db:"-"`
	CreatedAt      time.Time               `json:"created_at" db:"created_at"`
}

// ListRow is a list row of an area: a pointer to a struct that embeds Row.
type ListRow interface{ row() *Row }

func (r *Row) row() *Row { return r }

// Schedule is what a list row of a Scheduled entity adds to Row.
type Schedule struct {
	// SendAfter is when SendDue sends the imported concept; nil when it is not scheduled or has errors.
	SendAfter *time.Time `json:"send_after" db:"send_after"`
	// SendFailedAt is when SendDue failed to send the concept on our side; nil when it did not.
	SendFailedAt *time.Time `json:"send_failed_at" db:"send_failed_at"`
}

// columns are the columns the fields of list row type t are read from, as c.<column>: their db tags,
// those of the structs t embeds (Row) first where they stand first; a field tagged "-" is not read.
func columns(t reflect.Type) []string {
	var cols []string
	for i := range t.NumField() {
		field := t.Field(i)
		switch tag := field.Tag.Get("db"); {
		case field.Anonymous:
			cols = append(cols, columns(field.Type)...)
		case tag != "" && tag != "-":
			cols = append(cols, "c."+tag)
		}
	}
	return cols
}

// storedColumn is a field of a list row type that holds a value of the fields stored in a column of
// its own: the column's name and the field's index.
type storedColumn struct {
	name  string
	field int
}

// storedColumns are the fields of list row type t that are stored beside the fields: those of its
// own (not of the structs it embeds) with a db tag other than "-".
func storedColumns(t reflect.Type) []storedColumn {
	var stored []storedColumn
	for i := range t.NumField() {
		field := t.Field(i)
		if tag := field.Tag.Get("db"); !field.Anonymous && tag != "" && tag != "-" {
			stored = append(stored, storedColumn{name: tag, field: i})
		}
	}
	return stored
}

// storedValues appends to values the values of the stored columns of f's list row.
func (s *Concepts[T, R]) storedValues(values []any, f *T) []any {
	row := reflect.ValueOf(s.e.Row(f))
	for _, c := range s.stored {
		values = append(values, row.Field(c.field).Interface())
	}
	return values
}
