package listingtest

import (
	"kade/internal/db"
	"kade/internal/listing"
)

// Statement is an SQL statement and its arguments, whose plan a plan test reads (dbtest.Plan).
type Statement struct {
	SQL  string
	Args []any
}

// Page is the statement of p's first page of l for the account, as Read runs it after a count that
// found counted (listing.Counted{Total: listing.Unknown} for an export's, which does not count).
func Page[R any](l listing.List[R], dialect db.Dialect, account int64, p listing.Query[R], counted listing.Counted) Statement {
	page, args := l.Statement(dialect, account, p, counted, nil)
	return Statement{page, append(args, p.Limit+1)}
}

// FirstPage is the statements of p's first page of l for the account: the page, as an export reads
// it (see Page), and the count.
func FirstPage[R any](l listing.List[R], dialect db.Dialect, account int64, p listing.Query[R]) []Statement {
	count, countArgs := l.Count(dialect, account, p)
	return []Statement{Page(l, dialect, account, p, listing.Counted{Total: listing.Unknown}), {count, countArgs}}
}
