package listing

import (
	"kade/internal/db"
	"strings"
)

// Search is a list's search field over one table of accounts' rows: the term matches the start of
// the Prefix expressions or any part of the Contains expressions, ignoring case (write the
// expressions lower-cased where case must not matter: the term is lower-cased), with `%`, `_` and
// `\` literal.
//
// A trigram index serves a term of MinIndexedTerm characters or more (migration 00003_search): on
// PostgreSQL a pg_trgm GIN index on the same expressions, which the planner uses for the LIKE
// conditions as they are when its statistics say that few rows match; on SQLite the FTS5 trigram
// table FTS, whose rowid is the row's ID, narrows the rows to those containing the term's trigrams
// before the LIKE conditions decide. Either way the result is exactly that of the conditions.
// Shorter terms have no trigram: the LIKE conditions alone answer them, a scan of the account's rows;
// so do all terms of a list without an FTS table.
type Search struct {
	FTS      string   // SQLite FTS5 trigram table over the searched columns, e.g. "products_fts"; "" for none
	ID       string   // the row's id that the FTS table's rowid is, e.g. "p.id"
	Account  string   // the column that scopes the list to one account, e.g. "p.client_id"
	Prefix   []string // expressions the term must start, e.g. "lower(p.article_number)"
	Contains []string // expressions the term must be part of, e.g. "lower(p.name)"
}

// MinIndexedTerm is the shortest term a trigram index finds: a term of one or two characters has
// no trigram.
const MinIndexedTerm = 3

// Where is the condition that selects the rows of account that match term (all of them when term
// is empty) on an engine of dialect, and its arguments.
func (s Search) Where(dialect db.Dialect, account int64, term string) (string, []any) {
	if term == "" {
		return s.Account + " = ?", []any{account}
	}
	pattern := EscapeLike(strings.ToLower(term))
	var conds []string
	var args []any
	for _, expr := range s.Prefix {
		conds = append(conds, expr+` LIKE ? ESCAPE '\'`)
		args = append(args, pattern+"%")
	}
	for _, expr := range s.Contains {
		conds = append(conds, expr+` LIKE ? ESCAPE '\'`)
		args = append(args, "%"+pattern+"%")
	}
	match := "(" + strings.Join(conds, " OR ") + ")"
	trigrams := trigramQuery(strings.ToLower(term))
	if dialect != db.SQLite || s.FTS == "" || trigrams == "" {
		return s.Account + " = ? AND " + match, append([]any{account}, args...)
	}
	// SQLite keeps no statistics, so its planner cannot tell how few of the account's rows match and
	// would read them all through an index on the account. The unary plus keeps it from using one:
	// the FTS table finds the rows, the account only filters them.
	where := s.ID + " IN (SELECT rowid FROM " + s.FTS + " WHERE " + s.FTS + " MATCH ?) AND +" + s.Account + " = ? AND " + match
	return where, append([]any{trigrams, account}, args...)
}

// trigramQuery is the FTS5 query for the rows that contain term: trigrams that cover it, each an
// FTS5 string (in double quotes, doubled inside; every other character literal), which a column
// containing term contains all of. A few that do not overlap read far less of the index than the
// phrase of all the term's trigrams. "" when the term is too short to have a trigram.
func trigramQuery(term string) string {
	runes := []rune(term)
	if len(runes) < MinIndexedTerm {
		return ""
	}
	var trigrams []string
	for i := 0; i < len(runes); i += 3 {
		start := min(i, len(runes)-3) // the last one ends with the term
		trigrams = append(trigrams, `"`+strings.ReplaceAll(string(runes[start:start+3]), `"`, `""`)+`"`)
	}
	return strings.Join(trigrams, " AND ")
}
