package server_test

import (
	"bytes"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"kade/internal/access"
	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// caller is who calls a route in the access test.
type caller struct {
	name  string
	email string // "" for a guest
	level access.Level
	// otherAccount callers belong to another account than the one whose ids are used.
	otherAccount bool
}

// expectation says how to call a route and what a caller who may call it gets.
type expectation struct {
	body    func(c caller, token string, accountID int64) any // nil: no body
	success int
	// guest and otherAccount override the status derived from the permission, for routes whose
	// answer depends on the body rather than on who calls.
	guest, otherAccount int
	// prepare creates what one call needs (e.g. a concept product to delete) and returns the values
	// of the path's parameters other than {clientId}; nil: no parameters.
	prepare func(t *testing.T, env *apptest.Env, accountID int64) map[string]string
}

// rawBody is a request body sent as is, such as a multipart file upload.
type rawBody struct {
	contentType string
	body        []byte
}

func jsonBody(v any) func(caller, string, int64) any {
	return func(caller, string, int64) any { return v }
}

// expectations has an entry for EVERY route of the table: a route without one fails the test.
var expectations = map[string]expectation{
	"GET /healthz": {success: 200},
	"GET /readyz":  {success: 200},
	"GET /metrics": {success: 200},
	"POST /api/auth/login": {success: 200,
		body: jsonBody(map[string]string{"email": "client@tulip.example.com", "password": demo.Password})},
	"POST /api/auth/logout": {success: 204},
	"POST /api/auth/dispense": {success: 303, guest: 401, body: func(c caller, token string, _ int64) any {
		return url.Values{"token": {token}, "email": {c.email}, "redirect_uri": {"/"}}.Encode()
	}},
	"POST /api/password/forgotten": {success: 200, body: jsonBody(map[string]string{"email": "nobody@example.com"})},
	"POST /api/password/reset": {success: 422,
		body: jsonBody(map[string]string{"token": "unknown", "password": "a-new-password-1", "password_confirmation": "a-new-password-1"})},
	"GET /api/invitation/{token}": {success: 404},
	"POST /api/invitation/accept": {success: 422,
		body: jsonBody(map[string]string{"token": "unknown", "password": "a-new-password-1", "password_confirmation": "a-new-password-1"})},
	"GET /api/provider": {success: 200},
	"GET /api/profile":  {success: 200},
	"PUT /api/profile/client": {success: 200, otherAccount: 422, body: func(_ caller, _ string, accountID int64) any {
		return map[string]any{"client_id": accountID}
	}},
	"GET /api/clients/{clientId}": {success: 200},
}

var callers = []caller{
	{name: "guest"},
	{name: "administrator", email: "admin@kade.example.com", level: access.Administrator},
	{name: "provider", email: "employee@kade.example.com", level: access.Provider},
	{name: "default", email: "client@tulip.example.com", level: access.Default},
	{name: "supplier", email: "supplier@tulip.example.com", level: access.Supplier},
	{name: "exit", email: "exit@tulip.example.com", level: access.Exit},
	{name: "other-account", email: "client@polder.example.com", level: access.Default, otherAccount: true},
}

// TestAccess calls every route as a guest, as every level and as a user of another account (with
// the first account's ids) and checks each answer against the route's permission.
func TestAccess(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	accountID := env.Accounts[demo.Accounts[0]]
	routes := env.App.Server.Routes()
	seen := map[string]bool{}
	for _, rt := range routes {
		key := rt.Method + " " + rt.Path
		seen[key] = true
		exp, ok := expectations[key]
		if !ok {
			t.Errorf("route %s has no expectation in the access test", key)
			continue
		}
		for _, c := range callers {
			t.Run(key+"/"+c.name, func(t *testing.T) {
				token := ""
				if c.email != "" {
					token = env.Login(t, c.email)
				}
				want := expectedStatus(rt.Permission, strings.Contains(rt.Path, "{clientId}"), exp, c)
				replacements := []string{"{clientId}", strconv.FormatInt(accountID, 10), "{token}", "unknown"}
				if exp.prepare != nil {
					for name, value := range exp.prepare(t, env, accountID) {
						replacements = append(replacements, "{"+name+"}", value)
					}
				}
				path := strings.NewReplacer(replacements...).Replace(rt.Path)
				res := call(t, env, rt.Method, path, token, exp, c, accountID)
				if res.Status != want {
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

func expectedStatus(p access.Permission, tenantScoped bool, exp expectation, c caller) int {
	switch {
	case c.email == "" && exp.guest != 0:
		return exp.guest
	case p == access.Public:
		return exp.success
	case c.email == "":
		return http.StatusUnauthorized
	case !access.Allows(c.level, p):
		return http.StatusForbidden
	case c.otherAccount && tenantScoped:
		return http.StatusNotFound
	case c.otherAccount && exp.otherAccount != 0:
		return exp.otherAccount
	}
	return exp.success
}

func call(t *testing.T, env *apptest.Env, method, path, token string, exp expectation, c caller, accountID int64) apptest.Response {
	if exp.body == nil {
		return env.Do(t, method, path, token, nil)
	}
	body := exp.body(c, token, accountID)
	switch body := body.(type) {
	case string: // a browser form
		req, err := http.NewRequest(method, env.URL+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		return env.Send(t, req)
	case rawBody:
		req, err := http.NewRequest(method, env.URL+path, bytes.NewReader(body.body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", body.contentType)
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		return env.Send(t, req)
	}
	return env.Do(t, method, path, token, body)
}
