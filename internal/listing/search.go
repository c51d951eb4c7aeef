package listing

import (
	"database/sql"
	"strconv"
	"strings"

	"kade/internal/db"
)

// Search is a list's search field over one table of accounts' rows (columns id and client_id): the
// term matches the start of a Prefix column or any part of a Contains column, ignoring case, with
// every character literal.
//
// The conditions themselves are LIKE conditions on the lower-cased columns (see conditions). On
// PostgreSQL a pg_trgm GIN index on those expressions serves them when the planner's statistics
// say that few rows match; when many do, walking the list's sort index finds a page's rows sooner.
// A search counts its rows and reads their ids, the newest buckets of the index first (see
// bucketedCount), and the first page reads its rows by those ids when they are few (CountLimit or
// fewer).
//
// On SQLite the table Table+"_fts" (migration 00006_search_exact) answers a term of MinIndexedTerm
// characters or more exactly, from the index alone: an FTS5 trigram table, case-sensitive, over the
// lower-cased columns, a Prefix column's text after the mark StartOfText, and its rowid the row's
// id plus the account shifted by AccountShift bits, so that one account's rows are one rowid range.
// A search counts its rows there, reading their ids too, and the first page reads its rows by those
// ids when they are few (CountLimit or fewer): searching the FTS table a second time was half of a
// search's time. A later page reads its rows through the FTS table when they are few. When they
// are more, walking the list's sort index with the LIKE conditions finds a page's rows after
// reading a few times the page. All give the same rows: the lower-cased text contains the
// lower-cased term.
type Search struct {
	Table    string   // the searched table, e.g. "products"
	Alias    string   // the table's alias in the list's statements, e.g. "p"
	Prefix   []string // columns whose start the term must be, e.g. "article_number"
	Contains []string // columns the term must be part of, e.g. "name"
}

// MinIndexedTerm is the shortest term a trigram index finds: a term of one or two characters has
// no trigram.
const MinIndexedTerm = 3

// AccountShift places an account's rows in the FTS table at rowids account<<AccountShift + id.
const AccountShift = 40

// StartOfText marks the start of a Prefix column's text in the FTS table, so that a phrase that
// begins with it matches only at the start.
const StartOfText = "\x02"

// Where is the condition that selects the rows of account that match term on an engine of dialect
// (all of them when term is empty), and its arguments.
func (s Search) Where(dialect db.Dialect, account int64, term string) (string, []any) {
	if term == "" {
		return s.Alias + ".client_id = ?", []any{account}
	}
	conds, args := s.columnConditions(term)
	if dialect == db.Postgres && textSearched(term) {
		conds, args = s.textConditions(term)
	}
	return s.where(account, conds, args)
}

func (s Search) where(account int64, conds []string, args []any) (string, []any) {
	return s.Alias + ".client_id = ? AND (" + strings.Join(conds, " OR ") + ")", append([]any{account}, args...)
}

// columnConditions are the LIKE conditions, one per column, of which one holds for a row that
// matches term, and their arguments. A row is checked until one holds: most rows that match
// contain the term, so the Contains conditions come first (on PostgreSQL it halved the time of
// counting 8,000 matches).
func (s Search) columnConditions(term string) ([]string, []any) {
	pattern := EscapeLike(strings.ToLower(term))
	var conds []string
	var args []any
	for _, column := range s.Contains {
		conds = append(conds, like(s.Alias+"."+column))
		args = append(args, "%"+pattern+"%")
	}
	for _, column := range s.Prefix {
		conds = append(conds, like(s.Alias+"."+column))
		args = append(args, pattern+"%")
	}
	return conds, args
}

// textConditions are PostgreSQL's conditions of a search for term, and their arguments: two, one
// for all Contains columns and one for all Prefix columns, each on one text that the trigram index
// holds (migration 00021_search_combined): the Contains columns joined by a newline, and the Prefix
// columns each after StartOfText, which the term must follow. One index scan per condition reads
// each trigram's rows once, and the planner has the statistics of that very text. No stored text
// holds either character (domain's Text rule), so a term could match across two columns only if it
// held one itself: such a term is compared column by column (see Where).
func (s Search) textConditions(term string) ([]string, []any) {
	pattern := EscapeLike(strings.ToLower(term))
	var conds []string
	var args []any
	if len(s.Contains) > 0 {
		conds = append(conds, like(s.joined(s.Contains, "", `E'\n'`)))
		args = append(args, "%"+pattern+"%")
	}
	if len(s.Prefix) > 0 {
		conds = append(conds, like(s.joined(s.Prefix, `E'\x02'`, `E'\n\x02'`)))
		args = append(args, "%"+StartOfText+pattern+"%")
	}
	return conds, args
}

// like is the condition that text, lower-cased, is like a pattern argument.
func like(text string) string {
	return "lower(" + text + `) LIKE ? ESCAPE '\'`
}

// joined is the SQL text of columns on the table's alias, after first (when not "") and joined by
// between: the very expressions of PostgreSQL's trigram indexes.
func (s Search) joined(columns []string, first, between string) string {
	parts := make([]string, len(columns))
	for i, column := range columns {
		parts[i] = s.Alias + "." + column
	}
	text := strings.Join(parts, " || "+between+" || ")
	if first != "" {
		text = first + " || " + text
	}
	return text
}

// Counted is what a list's first page counted (see Search.Count): how many rows match, up to
// CountLimit + 1, and when the FTS table counted them, their ids as a JSON array.
type Counted struct {
	Total int64          `db:"total"`
	IDs   sql.NullString `db:"ids"`
}

// Count is the statement that counts the rows of account that match term and filter (a condition
// on the table's alias, "" for none) on an engine of dialect, up to CountLimit + 1, into a Counted,
// and its arguments. It reads them in the list's order (see CountRows) unless it searches. A
// search counts on SQLite from the FTS table alone when it can, and reads the ids of what it
// counted there and on PostgreSQL, for the page (see PageWhere).
func (s Search) Count(dialect db.Dialect, account int64, term, filter string, filterArgs []any, order string) (string, []any) {
	if s.indexed(dialect, term) && filter == "" {
		match, args := s.match(account, term)
		return "SELECT count(*) AS total, json_group_array(id) AS ids FROM (SELECT rowid - ? AS id FROM " + s.Table +
			"_fts WHERE " + match + " LIMIT " + strconv.Itoa(CountLimit+1) + ") counted", append([]any{account << AccountShift}, args...)
	}
	where, args := s.PageWhere(dialect, account, term, Counted{})
	if filter != "" {
		where += " AND " + filter
		args = append(args, filterArgs...)
	}
	if term == "" {
		return CountRows("SELECT 1 FROM "+s.Table+" "+s.Alias+" WHERE "+where, order), args
	}
	// Planned each run with the trigram indexes (see db.PlannedEachRun), a search counts its
	// matches as it finds them: in the list's order it would walk the account's rows.
	limit := " LIMIT " + strconv.Itoa(CountLimit+1)
	if s.bucketed(dialect, term) {
		return db.PlannedEachRun(s.bucketedCount(where, limit)), append(append([]any{}, args...), args...)
	}
	ids := "NULL"
	if dialect == db.Postgres {
		ids = "json_agg(id)::text"
	}
	return db.PlannedEachRun("SELECT count(*) AS total, " + ids + " AS ids FROM (SELECT " + s.Alias + ".id FROM " + s.Table + " " + s.Alias +
		" WHERE " + where + limit + ") counted"), args
}

// BucketShift places a row in its table's trigram index on PostgreSQL in bucket id >> BucketShift
// (migration 00039_search_buckets): 65,536 ids.
const BucketShift = 16

// NewestBuckets is how many of the newest buckets a search counts one by one (see bucketedCount).
const NewestBuckets = 2

// bucketedCount is PostgreSQL's statement that counts the rows that match where, up to the
// limit, into a Counted with their ids; its arguments are where's twice. A GIN index scan reads all
// its matches before it returns one: a count that stops at 1,001 read all 25,000 orders of a
// million that one customer in forty matches, 17 ms. It counts in the newest NewestBuckets
// buckets first, one scan each: a scan that names its bucket skips through each trigram's entries
// to the bucket's rows, and a term that one row in 65 or more matches is counted there. Only then
// does it read the older rows in one scan, if any: a bucket's scan costs a rare term about as much
// as the whole index, 2 ms of a million orders.
func (s Search) bucketedCount(where, limit string) string {
	shift := strconv.Itoa(BucketShift)
	newest := "(SELECT max(id) FROM " + s.Table + ") >> " + shift
	oldest := "(" + newest + ") - " + strconv.Itoa(NewestBuckets-1)
	matches := "SELECT " + s.Alias + ".id FROM " + s.Table + " " + s.Alias + " WHERE "
	return "SELECT count(*) AS total, json_agg(id)::text AS ids FROM (" +
		"SELECT found.id FROM generate_series(" + newest + ", " + oldest + ", -1) AS bucket, " +
		"LATERAL (" + matches + "(" + s.Alias + ".id >> " + shift + ") = bucket AND " + where + limit + ") found" +
		" UNION ALL " + matches + "(" + oldest + ") > 0 AND " + s.Alias + ".id < (" + oldest + ") << " + shift + " AND " + where + limit + ") counted"
}

// bucketed says whether a search for term counts bucket by bucket on an engine of dialect: on
// PostgreSQL, when the trigram index holds its text (see Where) and it has a trigram.
func (s Search) bucketed(dialect db.Dialect, term string) bool {
	return dialect == db.Postgres && textSearched(term) && len([]rune(term)) >= MinIndexedTerm
}

// textSearched says whether term is compared with the texts PostgreSQL's trigram indexes hold
// (see textConditions), rather than column by column.
func textSearched(term string) bool {
	return !strings.ContainsAny(term, "\n"+StartOfText)
}

// planned is statement, planned for its values each run when it searches for term (see
// db.PlannedEachRun): how many rows a LIKE pattern matches decides how best to read them.
func (s Search) planned(term, statement string) string {
	if term == "" {
		return statement
	}
	return db.PlannedEachRun(statement)
}

// CountRows is the statement that counts the rows the statement rows selects, up to CountLimit + 1,
// into a Counted without ids. It reads them in order (unless order is ""), the list's, as its page does: without an order,
// PostgreSQL's planner takes a sequential scan that stops after CountLimit + 1 rows for cheap, as it
// supposes an account's rows spread evenly over the table, while one whose rows are all at its end
// is read after every other's. In order, a scan would have to read and sort every row first, so the
// index the page reads is the cheaper plan.
func CountRows(rows, order string) string {
	if order != "" {
		rows += " ORDER BY " + order
	}
	return "SELECT count(*) AS total, NULL AS ids FROM (" + rows + " LIMIT " + strconv.Itoa(CountLimit+1) + ") counted"
}

// Unknown is the total of a list whose rows were not counted.
const Unknown int64 = -1

// PageWhere is the condition that selects the rows of account that match term for reading a page
// of a list in which c.Total rows match (as Count counts them, or Unknown), and its arguments. When
// they are CountLimit or fewer: by the ids Count read, else on SQLite through the FTS table. A
// planner cannot know how few rows a rare term matches: PostgreSQL supposes at least one in ten
// thousand, and walked ten million orders for a page of a term three of them matched. When more
// match, by conditions that walk the sort's index; when it is not known, as Where.
func (s Search) PageWhere(dialect db.Dialect, account int64, term string, c Counted) (string, []any) {
	switch {
	case term == "" || c.Total == Unknown:
		return s.Where(dialect, account, term)
	case c.Total > CountLimit:
		// Walking the sort's index finds a page of many matches after a few times its rows. Compared
		// column by column, which no index holds, as PostgreSQL's planner may take a common term for
		// a rare one and read every match through the trigram index to sort them.
		conds, args := s.columnConditions(term)
		return s.where(account, conds, args)
	case c.IDs.Valid && dialect == db.Postgres:
		return s.Alias + ".id IN (SELECT value::bigint FROM json_array_elements_text(?::json)) AND " + s.Alias + ".client_id = ?",
			[]any{c.IDs.String, account}
	case c.IDs.Valid:
		// SQLite keeps no statistics, so its planner cannot tell how few of the account's rows match
		// and would read them all through an index on the account. The unary plus keeps it from
		// using one: the ids find the rows, the account only checks them.
		return s.Alias + ".id IN (SELECT value FROM json_each(?)) AND +" + s.Alias + ".client_id = ?", []any{c.IDs.String, account}
	case s.indexed(dialect, term):
		match, args := s.match(account, term)
		where := s.Alias + ".id IN (SELECT rowid - ? FROM " + s.Table + "_fts WHERE " + match + ") AND +" + s.Alias + ".client_id = ?"
		return where, append(append([]any{account << AccountShift}, args...), account)
	}
	return s.Where(dialect, account, term)
}

// indexed says whether the FTS table answers term on an engine of dialect.
func (s Search) indexed(dialect db.Dialect, term string) bool {
	return dialect == db.SQLite && len([]rune(term)) >= MinIndexedTerm
}

// match is the FTS condition for the rows of account whose columns match term, and its arguments.
func (s Search) match(account int64, term string) (string, []any) {
	term = strings.ToLower(term)
	var phrases []string
	if len(s.Prefix) > 0 {
		phrases = append(phrases, "{"+strings.Join(s.Prefix, " ")+"} : "+ftsString(StartOfText+term))
	}
	if len(s.Contains) > 0 {
		phrases = append(phrases, "{"+strings.Join(s.Contains, " ")+"} : "+ftsString(term))
	}
	first := account << AccountShift
	return s.Table + "_fts MATCH ? AND rowid BETWEEN ? AND ?",
		[]any{strings.Join(phrases, " OR "), first, first + 1<<AccountShift - 1}
}

// ftsString is text as an FTS5 string: in double quotes, doubled inside, every other character
// literal. The trigram tokenizer makes it the phrase of its trigrams, which a column contains
// exactly when it contains text.
func ftsString(text string) string {
	return `"` + strings.ReplaceAll(text, `"`, `""`) + `"`
}
