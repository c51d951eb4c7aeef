package listing

import (
	"context"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
)

// ExportColumn is a column of a list's export: its name in the file's header, the SQL expression
// that reads it from the list's table, and whether it is a whole number or a moment (else a text).
type ExportColumn struct {
	Name, SQL    string
	Number, Time bool
}

// TimeLayout is how an export writes a moment: in the provider's time zone, to the second.
const TimeLayout = time.DateTime

// Export writes every row of the account's list that p matches, in the list's order, as a file's
// rows with write: the columns' names first, then each row's cells. The rows are read with
// db.EachRow and written one at a time, so memory stays flat whatever the account holds. It suits
// a read-only list's export (receipts, returns); the orderlines export, whose rows join an order's
// fields, reads db.EachRow itself.
func (l List[R]) Export(ctx context.Context, d *db.DB, account int64, p Query[R], columns []ExportColumn,
	write func(cells []any) error) error {
	header, selected := make([]any, len(columns)), make([]string, len(columns))
	for i, c := range columns {
		header[i], selected[i] = c.Name, c.SQL
	}
	if err := write(header); err != nil {
		return err
	}
	where, args, order := l.Where(d.Dialect, account, p, Counted{Total: Unknown})
	cells := make([]any, len(columns))
	return d.EachRow(ctx, strings.Join(selected, ", "), "FROM "+l.Search.Table+" "+l.Search.Alias+" WHERE "+where+" ORDER BY "+order,
		args, func(row *db.Row) error {
			for i, c := range columns {
				cell, err := c.cell(row, i)
				if err != nil {
					return err
				}
				cells[i] = cell
			}
			return write(cells)
		})
}

// cell is the cell of column i of row, which c reads.
func (c ExportColumn) cell(row *db.Row, i int) (any, error) {
	switch {
	case c.Number:
		return row.Integer(i)
	case c.Time:
		t, err := row.Time(i)
		if err != nil || t.IsZero() {
			return "", err
		}
		return t.In(domain.Local).Format(TimeLayout), nil
	}
	return row.Text(i), nil
}
