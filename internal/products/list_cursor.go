package products

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

// cursor is where a page ends: the list it belongs to, the number of items the list's first page
// counted, and the last row's sort keys. Counting is the costly part of a page over a large
// account, so only the first page counts and its cursor carries the total on.
type cursor struct {
	List   string `json:"l"`
	Total  int64  `json:"t"`
	Values []any  `json:"v"`
}

// listKey identifies a list by its search, filters and order, so that a cursor only continues the
// list it came from.
func listKey(parts ...string) string {
	h := fnv.New64a()
	for _, s := range parts {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return strconv.FormatUint(h.Sum64(), 36)
}

func encodeCursor(list string, total int64, values []any) string {
	data, _ := json.Marshal(cursor{List: list, Total: total, Values: values})
	return base64.RawURLEncoding.EncodeToString(data)
}

var errInvalidCursor = domain.ValidationErrors{"cursor": {"validation.type"}}

// decodeCursor reads a cursor of list whose values are of kinds (true: an integer, false: text); a
// cursor of another list, or one that encodeCursor did not make, is errInvalidCursor.
func decodeCursor(raw, list string, kinds []bool) (cursor, error) {
	data, err := base64.RawURLEncoding.DecodeString(raw)
	if err != nil {
		return cursor{}, errInvalidCursor
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	var c cursor
	if err := dec.Decode(&c); err != nil || c.List != list || c.Total < 0 || len(c.Values) != len(kinds) {
		return cursor{}, errInvalidCursor
	}
	for i, v := range c.Values {
		switch v := v.(type) {
		case json.Number:
			n, err := v.Int64()
			if err != nil || !kinds[i] {
				return cursor{}, errInvalidCursor
			}
			c.Values[i] = n
		case string:
			// PostgreSQL refuses a NUL in text; nothing stored has one.
			if kinds[i] || strings.ContainsRune(v, 0) {
				return cursor{}, errInvalidCursor
			}
		default:
			return cursor{}, errInvalidCursor
		}
	}
	return c, nil
}

// pageStart begins a page of a list. The first page (no cursor) counts the rows that `count`
// counts; a later page takes the total its cursor carries and the sort keys to continue after.
func pageStart(ctx context.Context, q db.Q, count string, args []any, raw string, decode func() (cursor, error)) (total int64, after []any, err error) {
	if raw == "" {
		err = q.Get(ctx, &total, count, args...)
		return total, nil, err
	}
	c, err := decode()
	return c.Total, c.Values, err
}

// pageEnd cuts rows, read with one more than limit, to the page and gives the next page's cursor
// when there is one: the last row's sort keys.
func pageEnd[T any](rows []T, limit int, list string, total int64, keys func(T) []any) ([]T, *string) {
	if len(rows) <= limit {
		return rows, nil
	}
	rows = rows[:limit]
	next := encodeCursor(list, total, keys(rows[limit-1]))
	return rows, &next
}
