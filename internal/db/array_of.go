package db

import "fmt"

// ArrayOf is a select-list expression that holds the columns of the select list columns as one
// value, which Row.Record reads: a JSON array on SQLite, the text of a record on PostgreSQL,
// whose values are all texts (numbers too) or null (its output costs the database a third of a
// JSON array's, which took 6 of the orderlines export's 11 seconds there). A part of a
// row that many rows repeat, such as an order's fields on each of its lines, can then be read on
// the first of them only (under a CASE), once.
func ArrayOf(dialect Dialect, columns string) string {
	if dialect == SQLite {
		return "json_array(" + columns + ")"
	}
	return "ROW(" + columns + ")::text"
}

// decodeRecord makes r the fields of PostgreSQL's text of a record, `(a,"b c",,"")`: each field's
// text, null for an empty one. A field is quoted when it is empty or holds a quote, a backslash, a
// parenthesis, a comma or white space; within the quotes, quotes and backslashes are doubled.
func (r *Row) decodeRecord(text string) error {
	r.texts, r.null = r.texts[:0], r.null[:0]
	if len(text) < 2 || text[0] != '(' || text[len(text)-1] != ')' {
		return notRecord(text)
	}
	for i := 1; ; i++ {
		if text[i] == '"' {
			field, next, err := decodeQuotedField(text, i+1)
			if err != nil {
				return err
			}
			r.texts, r.null, i = append(r.texts, field), append(r.null, false), next
		} else {
			end := i
			for text[end] != ',' && text[end] != ')' { // the text ends with ')'
				end++
			}
			r.texts, r.null = append(r.texts, text[i:end]), append(r.null, end == i)
			i = end
		}
		switch {
		case i == len(text)-1 && text[i] == ')':
			return nil
		case i >= len(text)-1 || text[i] != ',':
			return notRecord(text)
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
