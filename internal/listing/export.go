package listing

import (
	"context"

	"kade/internal/db"
)

// Export writes every row of the account's list that p matches, in the list's order, as a file's
// rows with write: header first, then each row's cells as cells appends them. The rows are read and
// written one at a time, so memory stays flat whatever the account holds. It suits a read-only
// list's export (receipts, returns), whose rows are few columns; the orderlines export reads its
// millions of rows through db.EachRow.
func (l List[R]) Export(ctx context.Context, q db.Q, dialect db.Dialect, account int64, p Query[R], header []any,
	cells func(r R, cells []any) []any, write func(cells []any) error) error {
	where, args, order := l.Where(dialect, account, p, Counted{Total: Unknown})
	rows, err := q.Query(ctx, "SELECT "+l.Columns+" FROM "+l.Search.Table+" "+l.Search.Alias+" WHERE "+where+" ORDER BY "+order, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	if err := write(header); err != nil {
		return err
	}
	row := make([]any, 0, len(header))
	for rows.Next() {
		var r R
		if err := rows.StructScan(&r); err != nil {
			return err
		}
		if err := write(cells(r, row[:0])); err != nil {
			return err
		}
	}
	return rows.Err()
}
