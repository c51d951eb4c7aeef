package listing

import (
	"context"
	"strconv"

	"kade/internal/db"
)

// Oldest is a list across accounts, oldest first: what waits for the warehouse (orders ready to
// import, deliveries to receive). Its rows are those of Table (as Alias) that Where selects, read
// by id, which rises with age, through an index on id that Where's condition makes partial.
type Oldest struct {
	Name, Table, Alias, Columns, Where string
}

// Read is a page of the list for a caller (signer, e.g. a key's id) in the accounts that accounts
// selects (a condition on the alias's client_id with its arguments, "" for every account), into
// rows of R, whose id gives the next page's cursor. The first page counts (up to CountLimit).
func Read[R any](ctx context.Context, d *db.DB, l Oldest, signer int64, accounts string, accountArgs []any, p Page, id func(R) int64) ([]R, *string, int64, error) {
	where := l.Where
	if accounts != "" {
		where += " AND " + accounts
	}
	list := Key(d.Secret(), l.Name, 0, strconv.FormatInt(signer, 10), accounts)
	q := d.Read()
	counted, after, err := Start(ctx, q, CountRows("SELECT 1 FROM "+l.Table+" "+l.Alias+" WHERE "+where, l.Alias+".id"),
		accountArgs, p.Cursor, func() (Cursor, error) { return Decode(p.Cursor, list, []Kind{Integer}) })
	if err != nil {
		return nil, nil, 0, err
	}
	args := append([]any{}, accountArgs...)
	if after != nil {
		where += " AND " + l.Alias + ".id > ?"
		args = append(args, after[0])
	}
	rows := []R{}
	if err := q.Select(ctx, &rows, "SELECT "+l.Columns+" FROM "+l.Table+" "+l.Alias+" WHERE "+where+
		" ORDER BY "+l.Alias+".id LIMIT ?", append(args, p.Limit+1)...); err != nil {
		return nil, nil, 0, err
	}
	rows, next := End(rows, p.Limit, list, counted.Total, func(r R) []any { return []any{id(r)} })
	return rows, next, counted.Total, nil
}
