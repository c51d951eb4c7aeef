package imports

import (
	"slices"
	"strconv"
	"strings"

	"kade/internal/domain"
)

// Column is one column of an import file whose rows are read into a T, of its template and of an
// export that imports again: its name, how a (trimmed, non-empty) cell is read into a T, answering
// the error message when it cannot be, and the cell a T's value is written as.
type Column[T any] struct {
	Name  string
	Read  func(t *T, cell string) (message string)
	Write func(t *T) any
	// Max is the most characters of a text column's field; 0 for other columns.
	Max int
	// Number says that a cell is a number, which Read gets as Numbers.machine writes it.
	Number bool
}

// Sheet is the columns of an area's import file in the template's order, the columns a file must
// have, and the names of those it passes over (an export's computed figures, so that an exported
// file imports as it is).
type Sheet[T any] struct {
	Columns  []Column[T]
	Required []string
	Skipped  []string
	order    map[string]int
}

// NewSheet is the sheet of columns.
func NewSheet[T any](columns []Column[T], required, skipped []string) *Sheet[T] {
	order := make(map[string]int, len(columns))
	for i, c := range columns {
		order[c.Name] = i
	}
	return &Sheet[T]{Columns: columns, Required: required, Skipped: skipped, order: order}
}

// File is what the import reads of a file of this sheet, whose longest text is longestText.
func (s *Sheet[T]) File(longestText int) Columns {
	return Columns{Named: len(s.Columns) + len(s.Skipped), LongestText: longestText}
}

// Read reads a data row's cells into t by the header: a column left out or a cell left empty keeps
// t's value, and so does a cell that cannot be read, whose message is recorded under its column.
func (s *Sheet[T]) Read(h Header, cells []string, t *T) domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	for i, cell := range cells {
		if i >= len(h.columns) || h.columns[i] == Skipped {
			continue
		}
		cell = strings.TrimSpace(cell)
		if cell == "" {
			continue
		}
		c := s.Columns[h.columns[i]]
		message := ""
		if c.Number {
			cell, message = h.numbers.machine(cell)
		}
		if message == "" {
			message = c.Read(t, cell)
		}
		if message != "" {
			errs[c.Name] = append(errs[c.Name], message)
		}
	}
	return errs
}

// InOrder are the fields of errs in the template's column order; fields that are no column (an
// error of the whole row) go last, by name.
func (s *Sheet[T]) InOrder(errs domain.ValidationErrors) []string {
	fields := make([]string, 0, len(errs))
	for field := range errs {
		fields = append(fields, field)
	}
	place := func(field string) int {
		if i, ok := s.order[field]; ok {
			return i
		}
		return len(s.order)
	}
	slices.SortFunc(fields, func(a, b string) int {
		if d := place(a) - place(b); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	return fields
}

// TextBounds are the most characters of each text column's field, by its name.
func (s *Sheet[T]) TextBounds() map[string]int {
	bounds := map[string]int{}
	for _, c := range s.Columns {
		if c.Max > 0 {
			bounds[c.Name] = c.Max
		}
	}
	return bounds
}

// Names is the header row of the sheet's file.
func (s *Sheet[T]) Names() []any {
	names := make([]any, len(s.Columns))
	for i, c := range s.Columns {
		names[i] = c.Name
	}
	return names
}

// ExportNames is the header row of an export that imports again: the sheet's columns, then the
// export's own, which the import skips.
func (s *Sheet[T]) ExportNames() []any {
	names := s.Names()
	for _, name := range s.Skipped {
		names = append(names, name)
	}
	return names
}

// AppendCells appends the cells of t's columns to cells.
func (s *Sheet[T]) AppendCells(cells []any, t *T) []any {
	for _, c := range s.Columns {
		cells = append(cells, c.Write(t))
	}
	return cells
}

// WriteFile writes the rows of an import file with write: the header, then row(0) to row(n-1).
func (s *Sheet[T]) WriteFile(write func(cells []any) error, n int, row func(i int) T) error {
	if err := write(s.Names()); err != nil {
		return err
	}
	cells := make([]any, 0, len(s.Columns))
	for i := range n {
		t := row(i)
		if err := write(s.AppendCells(cells[:0], &t)); err != nil {
			return err
		}
	}
	return nil
}

// Value is a column of a field that always has a value; parse reads a cell or returns the message.
func Value[T, V any](name string, parse func(cell string) (V, string), field func(*T) *V) Column[T] {
	return Column[T]{Name: name,
		Read: func(t *T, cell string) string {
			v, message := parse(cell)
			if message == "" {
				*field(t) = v
			}
			return message
		},
		Write: func(t *T) any { return *field(t) }}
}

// Optional is a column of a field that may be empty (nil).
func Optional[T, V any](name string, parse func(cell string) (V, string), field func(*T) **V) Column[T] {
	return Column[T]{Name: name,
		Read: func(t *T, cell string) string {
			v, message := parse(cell)
			if message == "" {
				*field(t) = &v
			}
			return message
		},
		Write: func(t *T) any {
			if v := *field(t); v != nil {
				return *v
			}
			return nil
		}}
}

// Text is a column of a text of at most max characters. A longer cell is no copy of the file: its
// first max characters are kept, and the message says it was cut.
func Text[T any](name string, max int, field func(*T) *string) Column[T] {
	return Column[T]{Name: name,
		Read: func(t *T, cell string) string {
			kept, cut := CutText(cell, max)
			*field(t) = kept
			if cut {
				return "validation.too_long," + strconv.Itoa(max)
			}
			return ""
		},
		Write: func(t *T) any { return *field(t) },
		Max:   max}
}

// Choice is a column of an enumeration whose field takes at most max characters.
func Choice[T any](name string, values []string, max int, field func(*T) *string) Column[T] {
	c := Value(name, func(cell string) (string, string) { return ParseChoice(values, cell) }, field)
	c.Max = max
	return c
}

// KeptChoice is a column of an enumeration, read whatever its case, whose field takes at most max
// characters. A value that is none of them is kept (cut to max) rather than refusing the file: the
// area's rules flag it, as its form's would.
func KeptChoice[T any](name string, values []string, max int, field func(*T) *string) Column[T] {
	c := Text(name, max, field)
	keep := c.Read
	c.Read = func(t *T, cell string) string {
		if v, message := ParseChoice(values, cell); message == "" {
			*field(t) = v
			return ""
		}
		return keep(t, cell)
	}
	return c
}

// Flag is a yes/no column.
func Flag[T any](name string, field func(*T) *bool) Column[T] {
	return Value(name, ParseBoolean, field)
}

// Whole is a column of a whole number.
func Whole[T any](name string, field func(*T) *int64) Column[T] {
	return number(Value(name, ParseWhole, field))
}

// OptionalWhole is a column of a whole number that may be empty.
func OptionalWhole[T any](name string, field func(*T) **int64) Column[T] {
	return number(Optional(name, ParseWhole, field))
}

// OptionalDecimal is a column of a number that may be empty (a weight or length).
func OptionalDecimal[T any](name string, field func(*T) **float64) Column[T] {
	return number(Optional(name, ParseDecimal, field))
}

// number is c, whose cells are numbers as a person types them.
func number[T any](c Column[T]) Column[T] {
	c.Number = true
	return c
}

// Date is a column of a date (see ParseDate), kept as its ISO text.
func Date[T any](name string, field func(*T) *string) Column[T] { return Value(name, ParseDate, field) }

// Euros is a column of an amount that may be empty: euros in a file, cents in its field.
func Euros[T any](name string, field func(*T) **int64) Column[T] {
	c := number(Optional(name, ParseEuros, field))
	c.Write = func(t *T) any {
		if cents := *field(t); cents != nil {
			return float64(*cents) / 100
		}
		return nil
	}
	return c
}
