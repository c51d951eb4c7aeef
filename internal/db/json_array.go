package db

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

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
