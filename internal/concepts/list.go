package concepts

import (
	"context"
	"encoding/json"
	"net/url"
	"reflect"
	"strings"
	"time"

	"kade/internal/domain"
	"kade/internal/listing"
)

// Filter is what a concept list asks for; it lists newest first.
type Filter struct {
	listing.Page
	// HasErrors nil lists all, true only 'To adjust', false only 'Ready'.
	HasErrors *bool
}

// ParseFilter reads a concept list's query parameters; a bad value is a domain.ValidationErrors
// error keyed by the parameter's name.
func ParseFilter(v url.Values) (Filter, error) {
	errs := domain.ValidationErrors{}
	f := Filter{Page: listing.ParsePage(v, errs), HasErrors: listing.Flag(v, "has_errors", errs)}
	return f, errs.Err()
}

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

// List reads one page of the account's concepts into rows of R, which embeds Row and whose other
// fields are the area's columns (their db tags), and how many match the filter.
func List[T, R any, PR interface {
	*R
	ListRow
}](ctx context.Context, s *Concepts[T, R], clientID int64, clientName string, f Filter) ([]R, *string, int64, error) {
	p := listing.Query[R]{Page: f.Page, Keys: []string{"c.id"}, Kinds: []listing.Kind{listing.Integer}, Direction: "desc"}
	if f.HasErrors != nil {
		p.Filter, p.FilterArgs = "c.has_errors = ?", []any{*f.HasErrors}
	}
	list := listing.List[R]{Search: s.e.Search, Columns: strings.Join(columns(reflect.TypeFor[R]()), ", ")}
	rows, next, total, err := list.Read(ctx, s.db.Read(), s.db.Dialect, s.db.Secret(), clientID, p)
	if err != nil {
		return nil, nil, 0, err
	}
	for i := range rows {
		row := PR(&rows[i]).row()
		row.ClientName = clientName
		row.CreatedAt = row.CreatedAt.UTC()
		if err := json.Unmarshal([]byte(row.ErrorsJSON), &row.Errors); err != nil {
			return nil, nil, 0, err
		}
	}
	return rows, next, total, nil
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
