package listing

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"strings"

	"kade/internal/db"
	"kade/internal/domain"
)

// Cursor is where a page ends: the number of items the list's first page counted and the last
// row's sort keys. Counting is the costly part of a page over a large account, so only the first
// page counts and its cursor carries the total on. A client gets it signed with its list's key, so
// the total and the keys come back as the server gave them, and only to the list they came from.
type Cursor struct {
	Total  int64 `json:"t"`
	Values []any `json:"v"`
}

// Kind is the type of a sort key in a cursor.
type Kind bool

const (
	Text    Kind = false
	Integer Kind = true
)

// Key is the key the cursors of one list are signed with: the list's name (its table), the account
// and the list's search, filters and sort, under the server's secret (db.DB.Secret). A client never
// sees it, so it cannot sign a cursor of its own, nor carry one to another account, list or sort.
func Key(secret []byte, list string, clientID int64, parts ...string) string {
	data, _ := json.Marshal(append([]string{list, strconv.FormatInt(clientID, 10)}, parts...))
	mac := hmac.New(sha256.New, secret)
	mac.Write(data)
	return string(mac.Sum(nil))
}

// Encode makes the cursor of a page of the list with key list that ends at the sort keys values:
// the cursor's JSON and its signature, each in URL-safe base64, joined by a dot.
func Encode(list string, total int64, values []any) string {
	data, _ := json.Marshal(Cursor{Total: total, Values: values})
	return base64.RawURLEncoding.EncodeToString(data) + "." + base64.RawURLEncoding.EncodeToString(sign(list, data))
}

func sign(list string, data []byte) []byte {
	mac := hmac.New(sha256.New, []byte(list))
	mac.Write(data)
	return mac.Sum(nil)
}

var errInvalidCursor = domain.ValidationErrors{"cursor": {"validation.type"}}

// Decode reads a cursor of the list with key list whose sort keys are of kinds; a cursor that
// Encode did not make for this list — of another account, list or sort, or changed — is a
// validation error of `cursor`.
func Decode(raw, list string, kinds []Kind) (Cursor, error) {
	encoded, signature, found := strings.Cut(raw, ".")
	data, err := base64.RawURLEncoding.DecodeString(encoded)
	mac, macErr := base64.RawURLEncoding.DecodeString(signature)
	if !found || err != nil || macErr != nil || !hmac.Equal(mac, sign(list, data)) {
		return Cursor{}, errInvalidCursor
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	var c Cursor
	if err := dec.Decode(&c); err != nil || c.Total < 0 || len(c.Values) != len(kinds) {
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

// Start begins a page of a list. The first page (no cursor) counts the rows that `count` (a
// Search's Count) counts; a later page takes the total its cursor carries and the sort keys to
// continue after.
func Start(ctx context.Context, q db.Q, count string, args []any, raw string, decode func() (Cursor, error)) (Counted, []any, error) {
	if raw == "" {
		var counted Counted
		err := q.Get(ctx, &counted, count, args...)
		return counted, nil, err
	}
	c, err := decode()
	return Counted{Total: c.Total}, c.Values, err
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
