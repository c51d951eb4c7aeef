package listing

import (
	"context"
	"encoding/json"
	"strings"

	"kade/internal/db"
)

// List describes a list of an account's rows of R: its table and search (Search: Table and Alias,
// and the columns the search field matches; none for a list without one), the columns a page
// selects (Columns, on the table's alias) and, when R's db tags cannot read them, how to read a
// page's rows (Scan). A request asks it for a page with a Query; Read runs it.
type List[R any] struct {
	Search  Search
	Columns string
	Scan    func(ctx context.Context, q db.Q, statement string, args ...any) ([]R, error)
}

// Query is the page a request asks of a list: the search term, cursor and size (Page); the
// conditions besides the account and the search (Filter on the table's alias, "" for none, and
// FilterArgs); and the sort: Keys (columns, the last one unique within the account), their Kinds
// in a cursor, Direction, and Values, a row's values of Keys: when nil, the fields whose db tags
// name the keys' columns. Each filter and sort has an index
// beginning with client_id. Finish, when set, completes each row of a page as read: its times in
// UTC, what the table does not hold.
type Query[R any] struct {
	Page
	Filter     string
	FilterArgs []any
	Keys       []string
	Kinds      []Kind
	Direction  string
	Values     func(R) []any
	Finish     func(*R)
}

// Key is the key the query's cursors are signed with (see Key): the list's table, the account, the
// term, the filter with its arguments and the sort, so a cursor continues only the list it ended.
func (l List[R]) Key(secret []byte, account int64, p Query[R]) string {
	filterArgs, _ := json.Marshal(p.FilterArgs)
	return Key(secret, l.Search.Table, account, p.Q, p.Filter, string(filterArgs), Order(p.Keys, p.Direction))
}

// Count is the statement that counts the account's rows that p matches, up to CountLimit + 1, into
// a Counted, and its arguments (see Search.Count).
func (l List[R]) Count(dialect db.Dialect, account int64, p Query[R]) (string, []any) {
	return l.Search.Count(dialect, account, p.Q, p.Filter, p.FilterArgs, Order(p.Keys, p.Direction))
}

// Where is the condition and order of the account's rows that p matches, for
// `FROM <table> <alias> WHERE <where> ORDER BY <order>`, in a list of which the first page counted
// counted (Counted{Total: Unknown} when it did not count, as an export).
func (l List[R]) Where(dialect db.Dialect, account int64, p Query[R], counted Counted) (where string, args []any, order string) {
	where, args = l.Search.PageWhere(dialect, account, p.Q, counted)
	if p.Filter != "" {
		where += " AND " + p.Filter
		args = append(args, p.FilterArgs...)
	}
	return where, args, Order(p.Keys, p.Direction)
}

// Statement is the statement of p's page after the sort keys after (nil for the first page), but
// its LIMIT's argument, and its other arguments.
func (l List[R]) Statement(dialect db.Dialect, account int64, p Query[R], counted Counted, after []any) (string, []any) {
	where, args, order := l.Where(dialect, account, p, counted)
	if after != nil {
		cond, afterArgs := After(p.Keys, p.Direction, after)
		where += " AND " + cond
		args = append(args, afterArgs...)
	}
	return l.Search.planned(p.Q, "SELECT "+l.Columns+" FROM "+l.Search.Table+" "+l.Search.Alias+" WHERE "+where+
		" ORDER BY "+order+" LIMIT ?"), args
}

// Read is p's page of the account's list and how many rows match (up to CountLimit + 1); its
// cursors are signed with secret. Only the first page counts (see Start).
func (l List[R]) Read(ctx context.Context, q db.Q, dialect db.Dialect, secret []byte, account int64, p Query[R]) ([]R, *string, int64, error) {
	values := p.Values
	if values == nil {
		var err error
		if values, err = keyValues[R](p.Keys); err != nil {
			return nil, nil, 0, err
		}
	}
	count, countArgs := l.Count(dialect, account, p)
	list := l.Key(secret, account, p)
	if p.Cursor == "" && p.Q != "" && dialect == db.Postgres && db.Concurrent(q) {
		return l.searchFirstPage(ctx, q, list, count, countArgs, account, p, values)
	}
	counted, after, err := Start(ctx, q, count, countArgs, p.Cursor,
		func() (Cursor, error) { return Decode(p.Cursor, list, p.Kinds) })
	if err != nil {
		return nil, nil, 0, err
	}
	rows, err := l.page(ctx, q, dialect, account, p, counted, after)
	if err != nil {
		return nil, nil, 0, err
	}
	return l.end(rows, p, list, counted.Total, values)
}

// page reads p's page after the sort keys after (nil for the first page) in a list in which
// counted rows match, with one row more than the page to tell whether another follows.
func (l List[R]) page(ctx context.Context, q db.Q, dialect db.Dialect, account int64, p Query[R], counted Counted, after []any) ([]R, error) {
	statement, args := l.Statement(dialect, account, p, counted, after)
	return l.rows(ctx, q, statement, append(args, p.Limit+1))
}

// rows reads the rows of statement into R's.
func (l List[R]) rows(ctx context.Context, q db.Q, statement string, args []any) ([]R, error) {
	if l.Scan != nil {
		return l.Scan(ctx, q, statement, args...)
	}
	rows := []R{}
	err := q.Select(ctx, &rows, statement, args...)
	return rows, err
}

// end is the page of rows, read with one row more than p's limit, with its next cursor and total.
func (l List[R]) end(rows []R, p Query[R], list string, total int64, values func(R) []any) ([]R, *string, int64, error) {
	rows, next := End(rows, p.Limit, list, total, values)
	if p.Finish != nil {
		for i := range rows {
			p.Finish(&rows[i])
		}
	}
	return rows, next, total, nil
}

// Filter is a list's conditions besides the account and the search, joined by AND, and their
// arguments: what a Query's Filter and FilterArgs are made of.
type Filter struct {
	conds []string
	args  []any
}

// Add adds the condition cond with its arguments.
func (f *Filter) Add(cond string, args ...any) {
	f.conds = append(f.conds, cond)
	f.args = append(f.args, args...)
}

// AddIf adds the condition cond with its argument arg when arg is not "" (an absent parameter).
func (f *Filter) AddIf(cond, arg string) {
	if arg != "" {
		f.Add(cond, arg)
	}
}

// Where is the conditions, "" when there are none, and their arguments.
func (f Filter) Where() (string, []any) { return strings.Join(f.conds, " AND "), f.args }
