package listingtest

import (
	"strconv"
	"strings"
)

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
