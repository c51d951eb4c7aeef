package imports

import (
	"context"
	"encoding/json"

	"kade/internal/domain"
	"kade/internal/tabular"
)

// Staged is a data row of a header-plus-lines file as read: its number, the row (its record's
// header and its line) and the texts cut to their field's bound, by column (stored so, flagged).
type Staged[R any] struct {
	Number int
	Row    R
	Cut    domain.ValidationErrors
}

// GobEncode stages s as JSON: gob leaves out a pointer to a zero value, so that an amount of 0 (an
// order's shipment costs) came back from the staging file as one not entered.
func (s Staged[R]) GobEncode() ([]byte, error) { return json.Marshal(stagedJSON[R](s)) }

func (s *Staged[R]) GobDecode(data []byte) error { return json.Unmarshal(data, (*stagedJSON[R])(s)) }

// stagedJSON is Staged without its gob methods.
type stagedJSON[R any] Staged[R]

// Records is how a header-plus-lines file is read: each row one line of a record (an order, a
// delivery), the rows of one record following each other and repeating its header (Grouping).
type Records[R any] struct {
	Sheet *Sheet[R]
	File  Columns
	// Grouping finds what keeps the rows from being records; each file is grouped by a copy.
	Grouping Grouping[R]
	// Header, when not nil, checks the file's header beyond the sheet's required columns.
	Header func(h Header) error
	// New, when not nil, is a row before its cells are read; Read, when not nil, completes it after.
	New  func() R
	Read func(r *R)
	// Later clears what a record's later rows repeat of its first: a record holds its header once.
	Later func(r *R)
}

// Stage reads the file at path, uploaded as name to the account clientID (whose turn it waits for), into staged rows. A file with rows that cannot
// be taken as they are (a cell that does not read, a record's header that differs between its
// rows, rows of a record apart, a record of too many rows) stages nothing: the result is Refused
// and lists their errors by row and column. A file that cannot be read as a whole is a 422 error
// for `file`.
func (rs *Records[R]) Stage(ctx context.Context, clientID int64, path, name string) (*Staging[Staged[R]], Result, error) {
	refusals := NewResult()
	g := rs.Grouping
	staged, err := Stage(ctx, clientID, path, name, rs.File, func(cells []string) (RowParser[Staged[R]], error) {
		h, err := rs.Sheet.Header(cells, NumbersOf(ctx, name))
		if err == nil && rs.Header != nil {
			err = rs.Header(h)
		}
		if err != nil {
			return nil, err
		}
		return func(row tabular.Row) (Staged[R], error) {
			var r R
			if rs.New != nil {
				r = rs.New()
			}
			errs := rs.Sheet.Read(h, row.Cells, &r)
			if rs.Read != nil {
				rs.Read(&r)
			}
			cut, refused := SplitCut(errs)
			g.Add(row.Number, r, refused)
			refusals.Refuse(row.Number, refused, rs.Sheet.InOrder(refused))
			return Staged[R]{Number: row.Number, Row: r, Cut: cut}, nil
		}, nil
	})
	if err != nil {
		return nil, Result{}, err
	}
	refusals.Encoding = staged.encoding
	if refusals.Refused {
		staged.Close()
		return nil, refusals, nil
	}
	return staged, refusals, nil
}

// Each calls store with the rows of each record of staged, in file order; only a record's first
// row keeps its header.
func (rs *Records[R]) Each(staged *Staging[Staged[R]], store func(rows []Staged[R]) error) error {
	return EachGroup(staged, func(s *Staged[R]) string { return rs.Grouping.Key(&s.Row) },
		func(s *Staged[R]) { rs.Later(&s.Row) }, store)
}
