package imports

import (
	"strings"

	"kade/internal/domain"
)

// Grouping reads, in file order, the rows of a file in which the rows of one record (an order, a
// delivery) follow each other, each one of its lines, and repeat the record's key and its header
// columns. It finds what keeps the rows from being records, which refuses the file: a row without
// key, a record whose rows are apart, a header cell that differs from the record's first row, more
// rows than a record has.
type Grouping[R any] struct {
	// KeyColumn is the key's column, Key its value in a row.
	KeyColumn string
	Key       func(r *R) string
	// Header are the columns every row of a record repeats.
	Header []Column[R]
	// MaxRows is how many rows a record may have, refused with MaxMessage,<MaxRows>; 0: no bound.
	MaxRows    int
	MaxMessage string
	// Differs and Apart are the area's messages for a header cell that differs and for a record
	// whose rows are apart; both take the record's first row.
	Differs, Apart string

	started map[string]int // the first row of each key met
	// The record being read: its first row as read, its columns that could not be read there, and
	// how many rows it has so far.
	first      R
	firstRow   int
	unreadable domain.ValidationErrors
	rows       int
}

// Add adds row number, read as r with the cells that could not be read in errs, to its record,
// recording in errs what keeps it from being one.
func (g *Grouping[R]) Add(number int, r R, errs domain.ValidationErrors) {
	if g.started == nil {
		g.started = map[string]int{}
	}
	key := g.Key(&r)
	switch {
	case key == "":
		errs.Add(g.KeyColumn, "validation.required")
		return
	case g.rows > 0 && key == g.Key(&g.first):
		g.rows++
		if g.MaxRows > 0 && g.rows > g.MaxRows {
			errs.Add(g.KeyColumn, g.MaxMessage, g.MaxRows)
		}
		for _, c := range g.Header {
			if _, skip := errs[c.Name]; !skip && g.unreadable[c.Name] == nil && c.Write(&r) != c.Write(&g.first) {
				errs.Add(c.Name, g.Differs, g.firstRow)
			}
		}
		return
	}
	if first, met := g.started[key]; met {
		errs.Add(g.KeyColumn, g.Apart, first)
		return
	}
	g.started[key] = number
	g.first, g.firstRow, g.rows = r, number, 1
	g.unreadable = domain.ValidationErrors{}
	for column, messages := range errs {
		g.unreadable[column] = messages
	}
}

// SplitCut separates the texts cut to their bound (see Text), which are read and flagged, from
// the cells that could not be read, which refuse the file.
func SplitCut(errs domain.ValidationErrors) (cut, refused domain.ValidationErrors) {
	cut, refused = domain.ValidationErrors{}, domain.ValidationErrors{}
	for column, messages := range errs {
		if strings.HasPrefix(messages[0], "validation.too_long,") {
			cut[column] = messages
		} else {
			refused[column] = messages
		}
	}
	return cut, refused
}

// EachGroup calls store with each record of the staged rows: the rows that follow each other with
// the same key, in file order. later, when not nil, is called on every row of a record after its
// first, before it is kept: to drop what the first row already holds.
func EachGroup[T any](s *Staging[T], key func(*T) string, later func(*T), store func(rows []T) error) error {
	var rows []T
	err := s.Each(func(row T) error {
		if len(rows) > 0 && key(&row) != key(&rows[0]) {
			if err := store(rows); err != nil {
				return err
			}
			rows = nil
		}
		if len(rows) > 0 && later != nil {
			later(&row)
		}
		rows = append(rows, row)
		return nil
	})
	if err != nil || len(rows) == 0 {
		return err
	}
	return store(rows)
}
