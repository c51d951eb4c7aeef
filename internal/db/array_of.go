package db

import (
	"fmt"
	"strconv"
)

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
