package db

import (
	"fmt"
	"strconv"
	"time"
)

// Row is a row as EachRow hands it over, valid until the next one: its columns' values by
// position, each a text, an integer or null, and a column that ArrayOf made as a Row of its own
// (Record). Its values are read into the caller's own variables, not into interfaces: boxing each
// of the 3,000,000-line orderlines export's values in one was a fifth of its CPU on PostgreSQL.
type Row struct {
	// values are SQLite's: the strings, int64s, nils and nested []any of a JSON array.
	values []any
	// texts are PostgreSQL's, which hands every value over as text: parts of one string per row
	// (but a record's field that had to be unquoted), "" for null, with null[i] set.
	texts []string
	null  []bool
	// record is the row that Record reads into, reused.
	record *Row
}

// Len is how many columns the row has.
func (r *Row) Len() int {
	if r.values != nil {
		return len(r.values)
	}
	return len(r.texts)
}

// Null says whether column i is null.
func (r *Row) Null(i int) bool {
	if r.values != nil {
		return r.values[i] == nil
	}
	return r.null[i]
}

// Text is the text of column i, "" when it is null (or, on SQLite, holds no text).
func (r *Row) Text(i int) string {
	if r.values != nil {
		text, _ := r.values[i].(string)
		return text
	}
	return r.texts[i]
}

// Integer is the integer column i holds, 0 when it is null.
func (r *Row) Integer(i int) (int64, error) {
	if r.values == nil {
		if r.null[i] {
			return 0, nil
		}
		return strconv.ParseInt(r.texts[i], 10, 64)
	}
	switch n := r.values[i].(type) {
	case nil:
		return 0, nil
	case int64:
		return n, nil
	}
	return 0, fmt.Errorf("column %d holds a %T, not an integer", i+1, r.values[i])
}

// timeLayouts are the texts of a timestamp: SQLite's, as its driver writes a time, and
// PostgreSQL's, whose zone is hours alone when it has no minutes.
var timeLayouts = []string{"2006-01-02 15:04:05.999999999-07:00", "2006-01-02 15:04:05.999999999-07"}

// Time is the timestamp column i holds, the zero time when it is null.
func (r *Row) Time(i int) (time.Time, error) {
	text := r.Text(i)
	if r.Null(i) || text == "" {
		return time.Time{}, nil
	}
	for _, layout := range timeLayouts {
		if t, err := time.Parse(layout, text); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("column %d holds %q, not a timestamp", i+1, text)
}

// Record is the row of the values that column i holds, made by ArrayOf, or nil when it is null.
// It is valid until the next call.
func (r *Row) Record(i int) (*Row, error) {
	if r.Null(i) {
		return nil, nil
	}
	if r.record == nil {
		r.record = &Row{}
	}
	if r.values != nil {
		values, ok := r.values[i].([]any)
		if !ok {
			return nil, fmt.Errorf("column %d holds a %T, not an array", i+1, r.values[i])
		}
		r.record.values = values
		return r.record, nil
	}
	return r.record, r.record.decodeRecord(r.texts[i])
}

// readTexts makes the row PostgreSQL's raw values in text format, nil for null, copied into one
// string; buf is reused for the copy.
func (r *Row) readTexts(raw [][]byte, buf []byte) []byte {
	buf = buf[:0]
	for _, v := range raw {
		buf = append(buf, v...)
	}
	all := string(buf)
	r.texts, r.null = r.texts[:0], r.null[:0]
	start := 0
	for _, v := range raw {
		r.texts = append(r.texts, all[start:start+len(v)])
		r.null = append(r.null, v == nil)
		start += len(v)
	}
	return buf
}
