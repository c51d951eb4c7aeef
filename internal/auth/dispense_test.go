package auth_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/auth"
)

// dispense posts the browser form of POST /api/auth/dispense from the portal's own page.
func dispense(t *testing.T, env *apptest.Env, body string) apptest.Response {
	t.Helper()
	return dispenseFrom(t, env, env.URL, body)
}

// dispenseFrom posts the form from a page of origin ("": a request without Origin).
func dispenseFrom(t *testing.T, env *apptest.Env, origin, body string) apptest.Response {
	t.Helper()
	req, err := http.NewRequest("POST", env.URL+"/api/auth/dispense", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	return env.Send(t, req)
}

func sessionCookie(res apptest.Response) *http.Cookie {
	for _, c := range (&http.Response{Header: res.Header}).Cookies() {
		if c.Name == auth.SessionCookie {
			return c
		}
	}
	return nil
}

func TestDispenseRedirectsOnlyWithinThePortal(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, clientEmail)
		host := strings.TrimPrefix(env.URL, "http://")
		for _, tc := range []struct{ redirect, location string }{
			{"http://" + host + "/", "/"},
			{"http://" + host + "/stock/flow?from=2026-01-01", "/stock/flow?from=2026-01-01"},
			{"/sales-order?x=1", "/sales-order?x=1"},
			{"/client/2/sales-order/7", "/client/2/sales-order/7"},
			{"", "/"},
			{"https://evil.example/", "/"},
			{"https://evil.example/sales-order", "/"},
			{"//evil.example", "/"},
			{"//evil.example/sales-order", "/"},
			{`/\evil.example`, "/"},
			{`\\evil.example`, "/"},
			{"/%2F/evil.example", "/"},
			{"/%5Cevil.example", "/"},
			{"javascript:alert(1)", "/"},
			{"JavaScript:alert(1)", "/"},
			{"data:text/html,<script>alert(1)</script>", "/"},
			{"http://" + host + ".evil.example/", "/"},
			{"http:evil.example", "/"},
			{"sales-order", "/"},
		} {
			t.Run(tc.redirect, func(t *testing.T) {
				form := url.Values{"token": {token}, "email": {clientEmail}, "redirect_uri": {tc.redirect}}
				res := dispense(t, env, form.Encode())
				if res.Status != http.StatusSeeOther {
					t.Fatalf("status %d, want 303 (%s)", res.Status, res.Body)
				}
				if got := res.Header.Get("Location"); got != tc.location {
					t.Errorf("Location %q, want %q", got, tc.location)
				}
				c := sessionCookie(res)
				if c == nil || c.Value != token || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/api" {
					t.Errorf("session cookie %+v, want %s=<token>; HttpOnly; SameSite=Strict; Path=/api (%v)",
						c, auth.SessionCookie, res.Header["Set-Cookie"])
				}
			})
		}
	})
}

func TestDispenseRefuses(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, clientEmail)
		for _, tc := range []struct {
			name, body string
			status     int
			want       string
		}{
			{"email of another user", url.Values{"token": {token}, "email": {employeeEmail}, "redirect_uri": {"/"}}.Encode(),
				401, `{"message":"errors.401"}`},
			{"no email", url.Values{"token": {token}, "redirect_uri": {"/"}}.Encode(), 401, `{"message":"errors.401"}`},
			{"unknown token", url.Values{"token": {forged(token)}, "email": {clientEmail}, "redirect_uri": {"/"}}.Encode(),
				401, `{"message":"errors.401"}`},
			{"no token", url.Values{"email": {clientEmail}, "redirect_uri": {"/"}}.Encode(), 401, `{"message":"errors.401"}`},
			{"malformed form", "token=%zz&email=" + url.QueryEscape(clientEmail), 400, `{"message":"errors.bad_request"}`},
			{"form over 1 MiB", "redirect_uri=" + strings.Repeat("a", 1<<20) + "&token=" + token, 413, `{"message":"errors.too_large"}`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := dispense(t, env, tc.body)
				wantJSON(t, res, tc.status, tc.want)
				if c := sessionCookie(res); c != nil {
					t.Errorf("a refused dispense sets the cookie: %v", res.Header["Set-Cookie"])
				}
			})
		}
		// Another site must not log the browser into an account of its choosing (login CSRF) with a
		// form that carries that account's token.
		valid := url.Values{"token": {token}, "email": {clientEmail}, "redirect_uri": {"/"}}.Encode()
		for _, tc := range []struct{ name, origin string }{
			{"posted from another site", "https://evil.example"},
			{"posted from an opaque origin", "null"},
			{"posted without Origin", ""},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := dispenseFrom(t, env, tc.origin, valid)
				wantJSON(t, res, http.StatusForbidden, `{"message":"errors.403"}`)
				if c := sessionCookie(res); c != nil {
					t.Errorf("a dispense from another site sets the cookie: %v", res.Header["Set-Cookie"])
				}
			})
		}
		t.Run("email in other case", func(t *testing.T) {
			res := dispense(t, env, url.Values{"token": {token}, "email": {strings.ToUpper(clientEmail)}, "redirect_uri": {"/"}}.Encode())
			if res.Status != http.StatusSeeOther || sessionCookie(res) == nil {
				t.Errorf("status %d, want 303 with the cookie (%s)", res.Status, res.Body)
			}
		})
	})
}
