package bench

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"strconv"

	"kade/internal/app"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/demo"
)

// generatedList is a list of an account that a benchmark reads over n rows the database generates
// itself (as the warehouse would have written them over a thousand days): its first page with its
// total, a page filtered From and To (a month) and the 'Load more' page after the first, through
// HTTP as the browser asks and directly, so the ratio shows what the HTTP layer adds. The rows are
// written a day at a time, oldest first, over a thousand days.
type generatedList struct {
	line    string // the BENCH line's name
	rows    string // what a row is, the line's field of how many there are
	target  float64
	account string // the name of the account generated for it
	path    string // the list's path under the account, as the browser asks it
	table   string // the table fill writes, analysed after it on PostgreSQL
	// fill writes n rows into the new account; day is the expression of row i's day (yyyy-mm-dd).
	fill func(ctx context.Context, q db.Q, account int64, n int, day string, now any) error
	// direct reads the page query describes without HTTP.
	direct func(ctx context.Context, a *app.App, account int64, query url.Values) error
}

// measure reads the list of the account generate made of n rows on the instance at base and
// writes its BENCH line.
func (g generatedList) measure(ctx context.Context, a *app.App, base string, clientID int64, n int, out io.Writer, suffix string) error {
	l := newLoad(base, 1)
	token, err := l.token(ctx, demo.Logins[1].Email, demo.Password) // provider staff see every account
	if err != nil {
		return err
	}
	list := accountPath(clientID, g.path)
	cursor, err := nextCursor(ctx, l, token, list)
	if err != nil {
		return err
	}
	pages := []listPage{
		{"first_page", url.Values{}},
		{"from_to", url.Values{"date_from": {"2025-03-01"}, "date_to": {"2025-03-31"}}}, // a month of the thousand days
		{"load_more", url.Values{"cursor": {cursor}}},
	}
	worst, worstDirect, details, err := listP95(ctx, l, token, list, pages, func(query url.Values) error {
		return g.direct(ctx, a, clientID, query)
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH %s%s %.1f ms ratio=%.2f vs direct_query_p95_%.1f_ms target=%.0f engine=%s %s=%d%s http/direct:%s\n",
		g.line, suffix, worst.median(), worst.median()/worstDirect, worstDirect, g.target, a.DB.Dialect, g.rows, n, worst.spread(1), details)
	return nil
}

// generate creates the list's account with n rows in one transaction and settles PostgreSQL's
// statistics of them.
func (g generatedList) generate(ctx context.Context, d *db.DB, n int) (int64, error) {
	// Row i's day: a thousand days from 1 January 2024, in the order the rows are written, as the
	// warehouse books them day by day.
	day := `date('2024-01-01', '+' || ((i - 1) * 1000 / ` + strconv.Itoa(n) + `) || ' days')`
	if d.Dialect == db.Postgres {
		day = `to_char(date '2024-01-01' + CAST((i - 1) * 1000 / ` + strconv.Itoa(n) + ` AS INTEGER), 'YYYY-MM-DD')`
	}
	var id int64
	err := d.Tx(ctx, func(q db.Q) error {
		c, err := clients.NewStore(d).Create(ctx, q, g.account)
		if err != nil {
			return err
		}
		id = c.ID
		return g.fill(ctx, q, id, n, day, db.Now())
	})
	if err != nil || d.Dialect != db.Postgres {
		return id, err
	}
	_, err = d.Write().Exec(ctx, "VACUUM ANALYZE "+g.table)
	return id, err
}

// measureGenerated generates the account of list with n rows and measures it.
func measureGenerated(ctx context.Context, a *app.App, base string, list generatedList, n int, out io.Writer, suffix string) error {
	clientID, err := list.generate(ctx, a.DB, n)
	if err != nil {
		return err
	}
	return list.measure(ctx, a, base, clientID, n, out, suffix)
}
