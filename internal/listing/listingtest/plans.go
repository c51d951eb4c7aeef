package listingtest

import (
	"strconv"
	"strings"

	"kade/internal/db"
)

// UsesIndex is whether plan, on an engine of dialect, reads the table through index, which begins
// with client_id, in the list's order: no table scan and no sorting of every matching row. On
// SQLite, index "" is any index of the account's rows. (PostgreSQL may count through a bitmap of
// the index or an index-only scan, as its visibility map says.)
func UsesIndex(dialect db.Dialect, plan, index string) bool {
	if dialect == db.SQLite {
		named := "INDEX "
		if index != "" {
			named += index + " "
		}
		return strings.Contains(plan, named) && strings.Contains(plan, "(client_id=?") && !strings.Contains(plan, "TEMP B-TREE")
	}
	// An (index only) scan in the index's order, or for a count also a bitmap of the index.
	read := strings.Contains(plan, "using "+index+" on") || strings.Contains(plan, "Bitmap Index Scan on "+index+" ")
	return read && !strings.Contains(plan, "Seq Scan") && !strings.Contains(plan, "Sort")
}

// The ways a list's statement reads on SQLite, in the plans dbtest.Plan gives, for the plan tests
// of every list searched through an FTS5 table fts (see listing.Search).

// CountsFromFTS is whether plan counts from fts alone, matching its columns columns, within the
// account's range of rowids (the index string's "><"), inside the count's subquery.
func CountsFromFTS(plan, fts string, columns int) bool {
	return plan == "CO-ROUTINE counted; SCAN "+fts+" VIRTUAL TABLE INDEX 0:M"+strconv.Itoa(columns)+"><; SCAN counted"
}

// ReadsThroughFTS is whether plan reads the rows fts finds, each by its id, not by the account's
// index.
func ReadsThroughFTS(plan, fts string) bool {
	return strings.Contains(plan, "SCAN "+fts+" VIRTUAL TABLE") && strings.Contains(plan, "USING INTEGER PRIMARY KEY") &&
		!strings.Contains(plan, "client_id=?")
}

// ReadsByIDs is whether plan reads the ids a count read, each row by its id, neither by the
// account's index nor through fts.
func ReadsByIDs(plan, fts string) bool {
	return strings.Contains(plan, "SCAN json_each VIRTUAL TABLE") && strings.Contains(plan, "USING INTEGER PRIMARY KEY") &&
		!strings.Contains(plan, "client_id=?") && !strings.Contains(plan, fts)
}

// WalksIndex is whether plan walks an index of the account's rows in the page's order: not
// through fts, and sorting nothing.
func WalksIndex(plan, fts string) bool {
	return strings.Contains(plan, "USING INDEX") && strings.Contains(plan, "client_id=?") &&
		!strings.Contains(plan, fts) && !strings.Contains(plan, "TEMP B-TREE")
}
