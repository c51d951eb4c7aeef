package server_test

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
)

// listParams are the query parameters of Kade's lists: paging, order and every list's filters (add a
// new list's filters here). Every GET route gets each of them; a route ignores those it does not know.
var listParams = []string{"cursor", "limit", "sort", "direction", "q", "product_type", "status", "stock_alert", "has_errors",
	"date", "date_from", "date_to", "product_id", "type", "expires_within", "year", "month"}

// hostileValues are what a careless or malicious client may put in a query parameter.
var hostileValues = []string{
	"", "unknown", "0", "-1", "201", "1e9", "1.5", " 10", "abc", "99999999999999999999", "-99999999999999999999",
	"\x00", "a\x00b", "\xff\xfe", strings.Repeat("x", 100_000), "name; DROP TABLE products; --", "' OR '1'='1",
	"name desc", "p.id", "%", "_", "=", base64Of("garbage"), base64Of(`{"l":1,"t":"x","v":{}}`), base64Of(`{}`),
	base64Of(`null`), base64Of(`{"l":"x","t":-1,"v":[1]}`), "!!!not-base64!!!",
	"0000-01-01", "0001-01-01", "9999-12-31", "2026-02-30",
}

// hostileRawQueries are query strings that do not even decode cleanly.
var hostileRawQueries = []string{
	"limit=%zz", "cursor=%", "%00=1", "&&&", "limit=1&limit=abc", "sort=name&sort=unknown", "limit=1;limit=2",
	"cursor=%ff%fe&limit=%00", "q=%C0%AF",
}

// hostileIDs replace a path's ids: not numbers, out of range, other people's or nothing.
var hostileIDs = []string{"0", "-1", "abc", "1e3", " 1", "99999999999999999999", "9223372036854775807",
	"\x00", "\xff", strings.Repeat("9", 1000)}

// listOrders are the orders and filters a valid cursor is sent with: most of them belong to another
// list than the cursor's.
var listOrders = []string{"", "sort=name", "sort=total_stock&direction=desc", "has_errors=1", "q=a"}

// hostileCursorValues replace one sort key of a genuine cursor, under its signature.
var hostileCursorValues = []string{
	"\"\xff\xfe\"", `"a\u0000b"`, `"` + strings.Repeat("x", 100_000) + `"`, `1e400`, `99999999999999999999`,
	`-9223372036854775808`, `1.5`, `{}`, `[]`, `null`, `true`, `"1"`, `1`,
}

// hostileTotals replace a genuine cursor's total.
var hostileTotals = []string{`-1`, `1e400`, `99999999999999999999`, `"x"`, `null`, `9223372036854775807`}

func base64Of(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// liveCursor is a genuine next-page cursor and the list (path and query) it continues.
type liveCursor struct {
	path, query, cursor string
}

// TestNoQueryStringIsA500 sends every GET route hostile query strings and ids, as an administrator
// and as the Default user of the account, on both engines: none may answer 5xx.
func TestNoQueryStringIsA500(t *testing.T) {
	for _, engine := range dbtest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			env := apptest.New(t, engine)
			accountID := env.Accounts[demo.Accounts[0]]
			tokens := []string{env.Login(t, "admin@kade.example.com"), env.Login(t, "client@tulip.example.com")}
			cursors := liveCursors(t, env, tokens[0], accountID)
			for _, rt := range env.App.Server.Routes() {
				if rt.Method != "GET" {
					continue
				}
				t.Run(rt.Path, func(t *testing.T) {
					values := pathValues(t, env, expectations[rt.Method+" "+rt.Path], accountID)
					path := fillPath(t, rt.Path, values)
					targets := hostilePaths(t, rt.Path, values)
					for _, query := range hostileQueries(path, cursors) {
						targets = append(targets, path+"?"+query)
					}
					for _, token := range tokens {
						for _, target := range targets {
							if res := env.Do(t, "GET", target, token, nil); res.Status >= 500 {
								t.Errorf("GET %.200s: status %d %s", target, res.Status, res.Body)
							}
						}
					}
				})
			}
		})
	}
}

// liveCursors reads the first page of each list, one item long, for the cursor to its second page.
func liveCursors(t *testing.T, env *apptest.Env, token string, accountID int64) []liveCursor {
	t.Helper()
	account := "/api/clients/" + strconv.FormatInt(accountID, 10)
	var cursors []liveCursor
	for _, list := range []liveCursor{
		{path: account + "/products", query: "limit=1"},
		{path: account + "/products", query: "limit=1&sort=name&direction=desc"},
		{path: account + "/products", query: "limit=1&sort=total_stock"},
		{path: account + "/concept-products", query: "limit=1"},
	} {
		res := env.Do(t, "GET", list.path+"?"+list.query, token, nil)
		meta, _ := res.JSON(t)["meta"].(map[string]any)
		next, ok := meta["next_cursor"].(string)
		if !ok {
			t.Fatalf("GET %s?%s: no next cursor (the demo data has more than one): %s", list.path, list.query, res.Body)
		}
		list.cursor = next
		cursors = append(cursors, list)
	}
	return cursors
}

// hostileQueries are the query strings path gets: every list parameter with every hostile value, the
// raw ones, every genuine cursor with every order, and forgeries of the cursors of path's own lists.
func hostileQueries(path string, cursors []liveCursor) []string {
	queries := append([]string(nil), hostileRawQueries...)
	for _, param := range listParams {
		for _, value := range hostileValues {
			queries = append(queries, url.Values{param: {value}}.Encode())
		}
	}
	for _, c := range cursors {
		for _, order := range listOrders {
			queries = append(queries, order+"&cursor="+c.cursor)
		}
		if c.path == path {
			for _, forged := range forgedCursors(c.cursor) {
				queries = append(queries, c.query+"&cursor="+forged)
			}
		}
	}
	return queries
}

// forgedCursors are cursor with, in turn, each of its sort keys and its total replaced by a hostile
// JSON value, under the genuine cursor's signature (which then no longer matches).
func forgedCursors(cursor string) []string {
	payload, signature, _ := strings.Cut(cursor, ".")
	data, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		panic("a cursor the portal made is not base64: " + cursor)
	}
	var c struct {
		Total  json.RawMessage   `json:"t"`
		Values []json.RawMessage `json:"v"`
	}
	if err := json.Unmarshal(data, &c); err != nil {
		panic("a cursor the portal made is not JSON: " + string(data))
	}
	forge := func(total string, values []string) string {
		return base64Of(`{"t":`+total+`,"v":[`+strings.Join(values, ",")+`]}`) + "." + signature
	}
	genuine := make([]string, len(c.Values))
	for i, v := range c.Values {
		genuine[i] = string(v)
	}
	var forged []string
	for i := range genuine {
		for _, hostile := range hostileCursorValues {
			values := append([]string(nil), genuine...)
			values[i] = hostile
			forged = append(forged, forge(string(c.Total), values))
		}
	}
	for _, total := range hostileTotals {
		forged = append(forged, forge(total, genuine))
	}
	return append(forged, forge(string(c.Total), nil), forge(string(c.Total), append(genuine, `1`)))
}

// hostilePaths are the route's paths with, in turn, each parameter replaced by every hostile id.
func hostilePaths(t *testing.T, pattern string, values map[string]string) []string {
	t.Helper()
	var paths []string
	for name := range values {
		if !strings.Contains(pattern, "{"+name+"}") {
			continue
		}
		for _, id := range hostileIDs {
			hostile := map[string]string{}
			for n, v := range values {
				hostile[n] = v
			}
			hostile[name] = url.PathEscape(id)
			paths = append(paths, fillPath(t, pattern, hostile))
		}
	}
	return paths
}
