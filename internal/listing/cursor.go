package listing

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"hash/fnv"
	"strconv"
	"strings"

	"kade/internal/db"
	"kade/internal/domain"
)

// Cursor is where a page ends: the list it belongs to, the number of items the list's first page
// counted, and the last row's sort keys. Counting is the costly part of a page over a large
// account, so only the first page counts and its cursor carries the total on.
type Cursor struct {
	List   string `json:"l"`
	Total  int64  `json:"t"`
	Values []any  `json:"v"`
}

// Kind is the type of a sort key in a cursor.
type Kind bool

const (
	Text    Kind = false
	Integer Kind = true
)

// Key identifies a list by its search, filters and order, so that a cursor only continues the list
// it came from.
func Key(parts ...string) string {
	h := fnv.New64a()
	for _, s := range parts {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return strconv.FormatUint(h.Sum64(), 36)
}

// Encode makes the cursor of a page of list that ends at the sort keys values.
func Encode(list string, total int64, values []any) string {
	data, _ := json.Marshal(Cursor{List: list, Total: total, Values: values})
	return base64.RawURLEncoding.EncodeToString(data)
}

var errInvalidCursor = domain.ValidationErrors{"cursor": {"validation.type"}}

// Decode reads a cursor of list whose sort keys are of kinds; a cursor of another list, or one that
// Encode did not make, is a validation error of `cursor`.
func Decode(raw, list string, kinds []Kind) (Cursor, error) {
	data, err := base64.RawURLEncoding.DecodeString(raw)
	if err != nil {
		return Cursor{}, errInvalidCursor
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	var c Cursor
	if err := dec.Decode(&c); err != nil || c.List != list || c.Total < 0 || len(c.Values) != len(kinds) {
		return Cursor{}, errInvalidCursor
	}
	for i, v := range c.Values {
		switch v := v.(type) {
		case json.Number:
			n, err := v.Int64()
			if err != nil || kinds[i] != Integer {
				return Cursor{}, errInvalidCursor
			}
			c.Values[i] = n
		case string:
			// PostgreSQL refuses a NUL in text; nothing stored has one.
			if kinds[i] != Text || strings.ContainsRune(v, 0) {
				return Cursor{}, errInvalidCursor
			}
		default:
			return Cursor{}, errInvalidCursor
		}
	}
	return c, nil
}

// Start begins a page of a list. The first page (no cursor) counts the rows that `count` counts; a
// later page takes the total its cursor carries and the sort keys to continue after.
func Start(ctx context.Context, q db.Q, count string, args []any, raw string, decode func() (Cursor, error)) (total int64, after []any, err error) {
	if raw == "" {
		err = q.Get(ctx, &total, count, args...)
		return total, nil, err
	}
	c, err := decode()
	return c.Total, c.Values, err
}

// End cuts rows, read with one more than limit, to the page and gives the next page's cursor when
// there is one: the last row's sort keys.
func End[T any](rows []T, limit int, list string, total int64, keys func(T) []any) ([]T, *string) {
	if len(rows) <= limit {
		return rows, nil
	}
	rows = rows[:limit]
	next := Encode(list, total, keys(rows[limit-1]))
	return rows, &next
}
