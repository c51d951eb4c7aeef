package db

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/jmoiron/sqlx"
)

// EachRow runs `SELECT columns rest` on the read pool (columns is a select list, rest the FROM
// clause onwards, with ? placeholders) and calls each with every row's values in order: a string,
// an int64 or nil per column, or what ArrayOf made (see Values); columns of other types are an
// error. values, and the arrays in them, are reused between calls. It suits statements that read
// many rows of many columns, such as exports.
//
// SQLite hands each row over as one JSON array, which the driver reads as one text: the driver
// reads a column with two or three calls into SQLite that each take the connection's mutex, and
// for the 15 columns of the orderlines export that cost 2.3 of the 2.8 µs a row took (the array
// takes about 1.2). PostgreSQL's rows are read column by column: building the array there doubled
// the server's CPU per row.
func (d *DB) EachRow(ctx context.Context, columns, rest string, args []any, each func(values []any) error) error {
	if d.Dialect == SQLite {
		columns = "json_array(" + columns + ")"
	}
	rows, err := d.Read().Query(ctx, "SELECT "+columns+" "+rest, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	if d.Dialect == SQLite {
		return eachArray(rows, each)
	}
	var values, targets []any
	for rows.Next() {
		if values, targets, err = scanValues(rows, values, targets); err != nil {
			return err
		}
		if err := each(values); err != nil {
			return err
		}
	}
	return rows.Err()
}

// arrayBatch is how many rows the reader of eachArray hands over at a time.
const arrayBatch = 256

// eachArray calls each with the values of every row of rows, which are JSON arrays. One goroutine
// steps SQLite through the rows while the caller's decodes them and runs each: the two halves of
// an export's work then run on two cores. When each fails, the reader stops before eachArray returns.
func eachArray(rows *sqlx.Rows, each func(values []any) error) error {
	batches := make(chan []string, 4)
	stop := make(chan struct{})
	read := make(chan error, 1)
	go func() {
		defer close(batches)
		read <- readArrays(rows, batches, stop)
	}()
	var decoder arrays
	for batch := range batches {
		for _, text := range batch {
			values, err := decoder.decode(text)
			if err == nil {
				err = each(values)
			}
			if err != nil {
				close(stop)
				for range batches {
				}
				<-read
				return err
			}
		}
	}
	return <-read
}

// readArrays sends the texts of rows to batches, arrayBatch at a time, until the rows end or stop closes.
func readArrays(rows *sqlx.Rows, batches chan<- []string, stop <-chan struct{}) error {
	batch := make([]string, 0, arrayBatch)
	send := func() bool {
		select {
		case batches <- batch:
			batch = make([]string, 0, arrayBatch)
			return true
		case <-stop:
			return false
		}
	}
	for rows.Next() {
		var text string
		if err := rows.Scan(&text); err != nil {
			return err
		}
		if batch = append(batch, text); len(batch) == arrayBatch && !send() {
			return nil
		}
	}
	if len(batch) > 0 && !send() {
		return nil
	}
	return rows.Err()
}

// scanValues scans the current row's columns into values, with targets pointing at them.
func scanValues(rows *sqlx.Rows, values, targets []any) ([]any, []any, error) {
	if targets == nil {
		columns, err := rows.Columns()
		if err != nil {
			return nil, nil, err
		}
		values, targets = make([]any, len(columns)), make([]any, len(columns))
		for i := range values {
			targets[i] = &values[i]
		}
	}
	if err := rows.Scan(targets...); err != nil {
		return nil, nil, err
	}
	for i, v := range values {
		switch v.(type) {
		case string, int64, nil:
		default:
			return nil, nil, fmt.Errorf("column %d of a row is a %T, not a text, an integer or null", i+1, v)
		}
	}
	return values, targets, nil
}

// decodeArray appends the values of the JSON array text to values: strings, integers as int64,
// null as nil and an array as a []any (see ArrayOf). A string without escapes is a part of text,
// not a copy.
func decodeArray(text string, values []any) ([]any, error) {
	a := arrays{values: values}
	return a.decode(text)
}

// arrays decodes row after row as decodeArray does into slices it reuses: the row's values and,
// by their place in the row, the arrays nested in it. A new slice for each order's forty fields
// was half of what the orderlines export allocated.
type arrays struct {
	values []any
	nested [][]any
	used   int // how many of nested the row holds
}

// decode decodes the array text; what it returns is valid until the next call.
func (a *arrays) decode(text string) ([]any, error) {
	a.used = 0
	values, i, err := a.decodeAt(text, skipSpace(text, 0), a.values[:0])
	if err == nil && skipSpace(text, i) != len(text) {
		err = notArray(text)
	}
	if values != nil {
		a.values = values
	}
	return values, err
}

// decodeAt decodes the array that starts at text[i] and returns its values appended to values
// and the index after it.
func (a *arrays) decodeAt(text string, i int, values []any) ([]any, int, error) {
	if i == len(text) || text[i] != '[' {
		return nil, i, notArray(text)
	}
	if i = skipSpace(text, i+1); i < len(text) && text[i] == ']' {
		return values, i + 1, nil
	}
	for {
		var v any
		var err error
		if v, i, err = a.decodeValue(text, i); err != nil {
			return nil, i, err
		}
		values = append(values, v)
		if i = skipSpace(text, i); i == len(text) {
			return nil, i, notArray(text)
		}
		switch text[i] {
		case ',':
			i = skipSpace(text, i+1)
		case ']':
			return values, i + 1, nil
		default:
			return nil, i, notArray(text)
		}
	}
}

// nestedAt decodes the array nested in a row that starts at text[i] into the next of a's nested slices.
func (a *arrays) nestedAt(text string, i int) (any, int, error) {
	if a.used == len(a.nested) {
		a.nested = append(a.nested, nil)
	}
	k := a.used
	a.used++
	values, i, err := a.decodeAt(text, i, a.nested[k][:0])
	if err != nil {
		return nil, i, err
	}
	a.nested[k] = values
	return values, i, nil
}

func notArray(text string) error {
	return fmt.Errorf("a row is not a JSON array of strings, integers, nulls and such arrays: %.200q", text)
}

// ArrayOf is a select-list expression that holds the columns of the select list columns as one
// value, which EachRow hands over and Values reads: a []any on SQLite, the text of a record on
// PostgreSQL, whose values are all texts (numbers too) or nil (its output costs the database a
// third of a JSON array's, which took 6 of the orderlines export's 11 seconds there). A part of a
// row that many rows repeat, such as an order's fields on each of its lines, can then be read on
// the first of them only (under a CASE), once.
func ArrayOf(dialect Dialect, columns string) string {
	if dialect == SQLite {
		return "json_array(" + columns + ")"
	}
	return "ROW(" + columns + ")::text"
}

// Values are the values of a column ArrayOf made, as EachRow handed it over; nil when it is null.
func Values(column any) ([]any, error) {
	switch v := column.(type) {
	case nil:
		return nil, nil
	case []any:
		return v, nil
	case string:
		return decodeRecord(v, nil)
	}
	return nil, fmt.Errorf("a column of %T is no array", column)
}

// Integer is the integer a value of EachRow or Values holds: an int64, or its decimal text; 0 for nil.
func Integer(v any) (int64, error) {
	switch n := v.(type) {
	case nil:
		return 0, nil
	case int64:
		return n, nil
	case string:
		return strconv.ParseInt(n, 10, 64)
	}
	return 0, fmt.Errorf("a value of %T is no integer", v)
}

// decodeRecord appends the fields of PostgreSQL's text of a record, `(a,"b c",,"")`, to values:
// each field's text, nil for an empty one (null). A field is quoted when it is empty or holds a
// quote, a backslash, a parenthesis, a comma or white space; within the quotes, quotes and
// backslashes are doubled.
func decodeRecord(text string, values []any) ([]any, error) {
	if len(text) < 2 || text[0] != '(' || text[len(text)-1] != ')' {
		return nil, notRecord(text)
	}
	for i := 1; ; i++ {
		if text[i] == '"' {
			field, next, err := decodeQuotedField(text, i+1)
			if err != nil {
				return nil, err
			}
			values, i = append(values, field), next
		} else {
			end := i
			for text[end] != ',' && text[end] != ')' { // the text ends with ')'
				end++
			}
			if end == i {
				values = append(values, nil)
			} else {
				values = append(values, text[i:end])
			}
			i = end
		}
		switch {
		case i == len(text)-1 && text[i] == ')':
			return values, nil
		case i >= len(text)-1 || text[i] != ',':
			return nil, notRecord(text)
		}
	}
}

// decodeQuotedField decodes the quoted field of a record whose content starts at text[i], after its
// opening quote, and returns it and the index after its closing quote.
func decodeQuotedField(text string, i int) (string, int, error) {
	start := i
	for i < len(text) && text[i] != '"' && text[i] != '\\' {
		i++
	}
	if i < len(text)-1 && text[i] == '"' && text[i+1] != '"' {
		return text[start:i], i + 1, nil
	}
	b := []byte(text[start:i])
	for i < len(text)-1 {
		c := text[i]
		switch {
		case c != '"' && c != '\\':
			b = append(b, c)
			i++
		case text[i+1] == c:
			b = append(b, c)
			i += 2
		case c == '"':
			return string(b), i + 1, nil
		default:
			return "", i, notRecord(text)
		}
	}
	return "", i, notRecord(text)
}

func notRecord(text string) error {
	return fmt.Errorf("a value is not the text of a record: %.200q", text)
}

func skipSpace(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
		i++
	}
	return i
}

// decodeValue decodes the value that starts at text[i] and returns it and the index after it.
func (a *arrays) decodeValue(text string, i int) (any, int, error) {
	switch {
	case i == len(text):
		return nil, i, notArray(text)
	case text[i] == '"':
		return decodeString(text, i+1)
	case text[i] == '[':
		return a.nestedAt(text, i)
	case strings.HasPrefix(text[i:], "null"):
		return nil, i + 4, nil
	}
	end := i
	if end < len(text) && text[end] == '-' {
		end++
	}
	for end < len(text) && text[end] >= '0' && text[end] <= '9' {
		end++
	}
	n, err := strconv.ParseInt(text[i:end], 10, 64)
	if err != nil {
		return nil, i, notArray(text)
	}
	return n, end, nil
}

// decodeString decodes the string whose content starts at text[i], after its opening quote.
func decodeString(text string, i int) (any, int, error) {
	start := i
	for i < len(text) && text[i] != '"' && text[i] != '\\' {
		i++
	}
	if i == len(text) {
		return nil, i, notArray(text)
	}
	if text[i] == '"' {
		return text[start:i], i + 1, nil
	}
	b := []byte(text[start:i])
	for i < len(text) {
		c := text[i]
		switch {
		case c == '"':
			return string(b), i + 1, nil
		case c != '\\':
			b = append(b, c)
			i++
			continue
		case i+1 == len(text):
			return nil, i, notArray(text)
		}
		i += 2
		switch text[i-1] {
		case '"', '\\', '/':
			b = append(b, text[i-1])
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, next, err := decodeEscapedRune(text, i)
			if err != nil {
				return nil, i, err
			}
			b, i = utf8.AppendRune(b, r), next
		default:
			return nil, i, notArray(text)
		}
	}
	return nil, i, notArray(text)
}

// decodeEscapedRune decodes the character of a \u escape whose four hex digits start at text[i], a
// surrogate pair taking the escape after it; a lone surrogate is U+FFFD, as encoding/json reads it.
func decodeEscapedRune(text string, i int) (rune, int, error) {
	r, ok := hex4(text, i)
	if !ok {
		return 0, i, notArray(text)
	}
	i += 4
	if !utf16.IsSurrogate(r) {
		return r, i, nil
	}
	if strings.HasPrefix(text[i:], `\u`) {
		if low, ok := hex4(text, i+2); ok {
			if pair := utf16.DecodeRune(r, low); pair != utf8.RuneError {
				return pair, i + 6, nil
			}
		}
	}
	return utf8.RuneError, i, nil
}

func hex4(text string, i int) (rune, bool) {
	if i+4 > len(text) {
		return 0, false
	}
	n, err := strconv.ParseUint(text[i:i+4], 16, 32)
	return rune(n), err == nil
}
