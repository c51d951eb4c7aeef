package server_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"kade/internal/apikeys"
	"kade/internal/apptest"
	"kade/internal/auth"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/warehouse"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// caller is who calls a route in the access test.
type caller struct {
	name   string
	email  string // "" for a guest and a webshop
	apiKey bool   // calls with an API key of the first account
	// warehouseKey calls with a key of the warehouse system that reaches every account.
	warehouseKey bool
}

// callers are everyone the access test calls each route as. other-account is a Default user of the
// second demo account, sent the first account's ids: it must see none of them.
var callers = []caller{
	{name: "guest"},
	{name: "administrator", email: "admin@kade.example.com"},
	{name: "provider", email: "employee@kade.example.com"},
	{name: "default", email: "client@tulip.example.com"},
	{name: "supplier", email: "supplier@tulip.example.com"},
	{name: "exit", email: "exit@tulip.example.com"},
	{name: "other-account", email: "client@polder.example.com"},
	{name: "webshop", apiKey: true},
	{name: "warehouse", warehouseKey: true},
}

// statuses is the status each caller gets, by the caller's name. Every caller is listed: the
// expectations are written out from the table of docs/permissions.md, never derived from
// the route table or package access, so a route given the wrong permission fails the test.
type statuses map[string]int

// expectation says how to call a route and what each caller gets.
type expectation struct {
	want statuses
	body func(c caller, token string, accountID int64) any // nil: no body
	// browserForm routes are posted as the browser does: the session cookie and this portal's Origin
	// instead of the Authorization header.
	browserForm bool
	// idempotent routes are called with an Idempotency-Key of their own each call.
	idempotent bool
	// query, when not nil, is the query the route is called with (after prepare).
	query func(accountID int64) string
	// prepare creates what one call needs (e.g. a concept product to delete) and returns the values
	// of the path's parameters other than {clientId}; nil: no parameters.
	prepare func(t *testing.T, env *apptest.Env, accountID int64) map[string]string
}

// rawBody is a request body sent as is, such as a multipart file upload.
type rawBody struct {
	contentType string
	body        []byte
}

// formBody is a browser form's body (an export's or a template's): the fields urlencoded.
func formBody(fields string) func(caller, string, int64) any {
	return func(caller, string, int64) any {
		return rawBody{contentType: "application/x-www-form-urlencoded", body: []byte(fields)}
	}
}

func jsonBody(v any) func(caller, string, int64) any {
	return func(caller, string, int64) any { return v }
}

// expectations has an entry for EVERY route of the table: a route without one fails the test, and so
// does an entry that matches no route.
var expectations = map[string]expectation{
	"GET /healthz": {want: statuses{"guest": 200, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 200, "warehouse": 200}},
	"GET /readyz":  {want: statuses{"guest": 200, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 200, "warehouse": 200}},
	"GET /metrics": {want: statuses{"guest": 200, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 200, "warehouse": 200}},
	"POST /api/auth/login": {
		want: statuses{"guest": 200, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 200, "warehouse": 200},
		body: jsonBody(map[string]string{"email": "client@tulip.example.com", "password": demo.Password})},
	"POST /api/auth/logout": {
		want: statuses{"guest": 401, "administrator": 204, "provider": 204, "default": 204, "supplier": 204, "exit": 204, "other-account": 204, "webshop": 403, "warehouse": 403}},
	// A guest has no token to exchange for the session cookie.
	"POST /api/auth/dispense": {
		want: statuses{"guest": 401, "administrator": 303, "provider": 303, "default": 303, "supplier": 303, "exit": 303, "other-account": 303, "webshop": 401, "warehouse": 401},
		body: func(c caller, token string, _ int64) any {
			return url.Values{"token": {token}, "email": {c.email}, "redirect_uri": {"/"}}.Encode()
		}},
	"POST /api/password/forgotten": {
		want: statuses{"guest": 200, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 200, "warehouse": 200},
		body: jsonBody(map[string]string{"email": "nobody@example.com"})},
	"POST /api/password/reset": {
		want: statuses{"guest": 422, "administrator": 422, "provider": 422, "default": 422, "supplier": 422, "exit": 422, "other-account": 422, "webshop": 422, "warehouse": 422},
		body: jsonBody(map[string]string{"token": "unknown", "password": "a-new-password-1", "password_confirmation": "a-new-password-1"})},
	"GET /api/invitation/{token}": {
		want: statuses{"guest": 404, "administrator": 404, "provider": 404, "default": 404, "supplier": 404, "exit": 404, "other-account": 404, "webshop": 404, "warehouse": 404}},
	"POST /api/invitation/accept": {
		want: statuses{"guest": 422, "administrator": 422, "provider": 422, "default": 422, "supplier": 422, "exit": 422, "other-account": 422, "webshop": 422, "warehouse": 422},
		body: jsonBody(map[string]string{"token": "unknown", "password": "a-new-password-1", "password_confirmation": "a-new-password-1"})},
	"GET /api/provider": {
		want: statuses{"guest": 200, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 200, "warehouse": 200}},
	"GET /api/provider/logo": {
		want: statuses{"guest": 200, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 200, "warehouse": 200}},
	"GET /api/profile": {
		want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 200, "webshop": 403, "warehouse": 403}},
	// Switching to the first account: staff see every account, the other account's user does not.
	"PUT /api/profile/client": {
		want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 200, "exit": 200, "other-account": 422, "webshop": 403, "warehouse": 403},
		body: func(_ caller, _ string, accountID int64) any { return map[string]any{"client_id": accountID} }},
}

// TestAccess calls every route as a guest, as every level and as a user of another account (with
// the first account's ids) and checks each answer against the route's written expectation.
func TestAccess(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	accountID := env.Accounts[demo.Accounts[0]]
	webshop := webshopKey(t, env, accountID) // one: an account has at most apikeys.MaxKeys
	wms := warehouseKey(t, env)
	seen := map[string]bool{}
	for _, rt := range env.App.Server.Routes() {
		key := rt.Method + " " + rt.Path
		seen[key] = true
		exp, ok := expectations[key]
		if !ok {
			t.Errorf("route %s has no expectation in the access test", key)
			continue
		}
		if !checkStatuses(t, key, exp.want) {
			continue
		}
		for _, c := range callers {
			t.Run(key+"/"+c.name, func(t *testing.T) {
				token := ""
				if c.email != "" {
					token = env.Login(t, c.email) // fresh: logout revokes it
				}
				if c.apiKey {
					token = webshop
				}
				if c.warehouseKey {
					token = wms
				}
				path := routePath(t, env, rt.Path, exp, accountID)
				res := call(t, env, rt.Method, path, token, exp, c, accountID)
				if want := exp.want[c.name]; res.Status != want {
					t.Errorf("%s %s as %s: status %d, want %d (%s)", rt.Method, path, c.name, res.Status, want, res.Body)
				}
			})
		}
	}
	for key := range expectations {
		if !seen[key] {
			t.Errorf("expectation %s matches no route", key)
		}
	}
}

// checkStatuses reports whether want names every caller and nothing else, and whether a route of an
// account (a {clientId} path) is a 404 for the other account's user wherever a Default user of the
// account may call it: another account's data does not even exist for them.
func checkStatuses(t *testing.T, key string, want statuses) bool {
	t.Helper()
	ok := len(want) == len(callers)
	for _, c := range callers {
		if _, listed := want[c.name]; !listed {
			ok = false
		}
	}
	if !ok {
		t.Errorf("expectation %s must list exactly the callers, has %v", key, want)
		return false
	}
	if strings.Contains(key, "{clientId}") && want["default"] != http.StatusForbidden && want["other-account"] != http.StatusNotFound {
		t.Errorf("expectation %s: other-account gets %d from another account's route, want 404", key, want["other-account"])
		return false
	}
	return true
}

// routePath fills in the path's parameters: the first account's id and what prepare made.
func routePath(t *testing.T, env *apptest.Env, pattern string, exp expectation, accountID int64) string {
	t.Helper()
	path := fillPath(t, pattern, pathValues(t, env, exp, accountID))
	if exp.query != nil {
		path += "?" + exp.query(accountID)
	}
	return path
}

// pathValues are the values of a route's path parameters, by name: the first account's id, an
// unknown invitation token and what prepare made.
func pathValues(t *testing.T, env *apptest.Env, exp expectation, accountID int64) map[string]string {
	t.Helper()
	values := map[string]string{"clientId": strconv.FormatInt(accountID, 10), "token": "unknown"}
	if exp.prepare != nil {
		for name, value := range exp.prepare(t, env, accountID) {
			values[name] = value
		}
	}
	return values
}

func fillPath(t *testing.T, pattern string, values map[string]string) string {
	t.Helper()
	var replacements []string
	for name, value := range values {
		replacements = append(replacements, "{"+name+"}", value)
	}
	path := strings.NewReplacer(replacements...).Replace(pattern)
	if strings.Contains(path, "{") {
		t.Fatalf("%s: a path parameter is left: %s", pattern, path)
	}
	return path
}

func call(t *testing.T, env *apptest.Env, method, path, token string, exp expectation, c caller, accountID int64) apptest.Response {
	t.Helper()
	var body any
	if exp.body != nil {
		body = exp.body(c, token, accountID)
	}
	if exp.browserForm {
		raw, ok := body.(rawBody)
		if !ok {
			t.Fatalf("%s: a browser form needs a rawBody", path)
		}
		req := newRequest(t, method, env.URL+path, raw)
		req.Header.Set("Origin", env.URL)
		if token != "" {
			req.AddCookie(&http.Cookie{Name: auth.SessionCookie, Value: token})
		}
		return env.Send(t, req)
	}
	switch body := body.(type) {
	case string: // a browser form posted from the portal's page without credentials (auth/dispense)
		req := newRequest(t, method, env.URL+path, rawBody{contentType: "application/x-www-form-urlencoded", body: []byte(body)})
		req.Header.Set("Origin", env.URL)
		return env.Send(t, req)
	case rawBody:
		req := newRequest(t, method, env.URL+path, body)
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		return env.Send(t, req)
	}
	var header http.Header
	if exp.idempotent {
		accessMessages++
		header = http.Header{"Idempotency-Key": {fmt.Sprintf("access-%d", accessMessages)}}
	}
	return env.DoWith(t, method, path, token, body, header)
}

// accessMessages numbers the Idempotency-Keys of the access test's calls.
var accessMessages int

func newRequest(t *testing.T, method, url string, body rawBody) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body.body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", body.contentType)
	return req
}

// addExpectations adds an area's routes to expectations; a route listed twice is a mistake.
func addExpectations(area map[string]expectation) {
	for key, exp := range area {
		if _, dup := expectations[key]; dup {
			panic("access test: route " + key + " has two expectations")
		}
		expectations[key] = exp
	}
}

// webshopKey is a new API key of the account.
func webshopKey(t *testing.T, env *apptest.Env, accountID int64) string {
	t.Helper()
	key, err := apikeys.New(env.App.DB).Create(context.Background(), accountID, 0, apikeys.Fields{Name: "Webshop"})
	if err != nil {
		t.Fatal(err)
	}
	return key.Secret
}

// warehouseKey is a new key of the warehouse system, reaching every account.
func warehouseKey(t *testing.T, env *apptest.Env) string {
	t.Helper()
	key, err := warehouse.NewKeys(env.App.DB).Create(context.Background(), 0, warehouse.Fields{Name: "Warehouse"})
	if err != nil {
		t.Fatal(err)
	}
	return key.Secret
}
