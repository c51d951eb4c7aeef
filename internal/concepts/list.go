package concepts

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
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

// listKey is the key of the account's concept list in table with f's search and filter (see
// listing.Key).
func (f Filter) listKey(secret []byte, table string, clientID int64) string {
	hasErrors := ""
	if f.HasErrors != nil {
		hasErrors = strconv.FormatBool(*f.HasErrors)
	}
	return listing.Key(secret, table, clientID, f.Q, hasErrors)
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
// fields are the area's columns (selected as c.<column>), and how many match the filter.
func List[T, R any, PR interface {
	*R
	ListRow
}](ctx context.Context, s *Concepts[T], clientID int64, clientName string, f Filter, columns string) ([]R, *string, int64, error) {
	var filter string
	var filterArgs []any
	if f.HasErrors != nil {
		filter, filterArgs = "c.has_errors = ?", []any{*f.HasErrors}
	}
	q := s.db.Read()
	count, countArgs := s.e.Search.Count(s.db.Dialect, clientID, f.Q, filter, filterArgs)
	list := f.listKey(s.db.Secret(), s.e.Table, clientID)
	counted, after, err := listing.Start(ctx, q, count, countArgs, f.Cursor,
		func() (listing.Cursor, error) { return listing.Decode(f.Cursor, list, []listing.Kind{listing.Integer}) })
	if err != nil {
		return nil, nil, 0, err
	}
	total := counted.Total
	where, args := s.e.Search.PageWhere(s.db.Dialect, clientID, f.Q, counted)
	if filter != "" {
		where += " AND " + filter
		args = append(args, filterArgs...)
	}
	if after != nil {
		where += " AND c.id < ?"
		args = append(args, after[0])
	}
	rows := []R{}
	if err := q.Select(ctx, &rows, `SELECT c.id, c.original_source, c.has_errors, c.errors, c.created_at, `+columns+`
		FROM `+s.e.Table+` c WHERE `+where+` ORDER BY c.id DESC LIMIT ?`, append(args, f.Limit+1)...); err != nil {
		return nil, nil, 0, err
	}
	rows, next := listing.End(rows, f.Limit, list, total, func(r R) []any { return []any{PR(&r).row().ID} })
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
