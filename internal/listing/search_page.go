package listing

import (
	"context"
	"strings"

	"kade/internal/db"
)

// WindowRows is how many of a list's first rows, in its order and with its filters, the first page
// of a search on PostgreSQL reads while it counts, per row of the page: a term that one row in
// fifty matches or more fills the page there.
const WindowRows = 50

// searchFirstPage reads the first page of p's search on PostgreSQL, and its total, in about the time
// of its count. The count (count, countArgs) reads the trigram index: about 10 ms for a term one
// order in forty of a million matches, most of the search's time. Meanwhile, on a connection of
// its own, the page is looked for among the list's first WindowRows times the page's rows. When
// it is found there (one row more than the page), those are the page's rows: any other match comes
// later in the list's order. When not, the term is rare, and the page is read as it would be after
// the count (see Search.PageWhere). The window costs a rare term a few milliseconds of a second
// core.
func (l List[R]) searchFirstPage(ctx context.Context, q db.Q, list, count string, countArgs []any, account int64, p Query[R], values func(R) []any) ([]R, *string, int64, error) {
	var counted Counted
	counting := make(chan error, 1)
	go func() { counting <- q.Get(ctx, &counted, count, countArgs...) }()
	statement, args := l.Window(account, p)
	rows, windowErr := l.rows(ctx, q, statement, append(args, p.Limit+1))
	if err := <-counting; err != nil {
		return nil, nil, 0, err
	}
	if windowErr != nil {
		return nil, nil, 0, windowErr
	}
	if len(rows) <= p.Limit {
		var err error
		if rows, err = l.page(ctx, q, db.Postgres, account, p, counted, nil); err != nil {
			return nil, nil, 0, err
		}
	}
	return l.end(rows, p, list, counted.Total, values)
}

// Window is the statement of p's first page among the list's first WindowRows times the page's
// rows, but its LIMIT's argument, and its other arguments: a walk of the sort's index (see
// Search.PageWhere) that stops before the row that follows them, which an index-only scan of the
// same index finds. An account with fewer rows has no such row, and the window finds none.
func (l List[R]) Window(account int64, p Query[R]) (string, []any) {
	s := l.Search
	where, args, order := l.Where(db.Postgres, account, p, Counted{Total: CountLimit + 1})
	unsearched := p
	unsearched.Q = ""
	rows, rowArgs, _ := l.Where(db.Postgres, account, unsearched, Counted{})
	cmp := " < "
	if p.Direction == "desc" {
		cmp = " > "
	}
	keys := strings.Join(p.Keys, ", ")
	return "SELECT " + l.Columns + " FROM " + s.Table + " " + s.Alias + " WHERE " + where + " AND (" + keys + ")" + cmp +
			"(SELECT " + keys + " FROM " + s.Table + " " + s.Alias + " WHERE " + rows + " ORDER BY " + order + " OFFSET ? LIMIT 1)" +
			" ORDER BY " + order + " LIMIT ?",
		append(append(args, rowArgs...), WindowRows*(p.Limit+1))
}
