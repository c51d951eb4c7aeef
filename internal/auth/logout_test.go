package auth_test

import (
	"net/http"
	"testing"

	"kade/internal/apptest"
	"kade/internal/auth"
)

func TestLogout(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token, other := env.Login(t, clientEmail), env.Login(t, clientEmail)

		res := env.Do(t, "POST", "/api/auth/logout", token, nil)
		if res.Status != http.StatusNoContent || len(res.Body) != 0 {
			t.Fatalf("logout: %d %q, want 204 without body", res.Status, res.Body)
		}
		cleared := false
		for _, c := range (&http.Response{Header: res.Header}).Cookies() {
			cleared = cleared || (c.Name == auth.SessionCookie && c.MaxAge < 0 && c.Path == "/api")
		}
		if !cleared {
			t.Errorf("logout does not clear the %s cookie: %v", auth.SessionCookie, res.Header["Set-Cookie"])
		}
		wantSession(t, env, token, false)
		wantJSON(t, env.Do(t, "POST", "/api/auth/logout", token, nil), http.StatusUnauthorized, `{"message":"errors.401"}`)
		wantSession(t, env, other, true) // logout ends this session only
	})
}

func TestBearerTokenRequired(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, clientEmail)
		for _, tc := range []struct {
			name, authorization string
			ok                  bool
		}{
			{"bearer", "Bearer " + token, true},
			{"scheme in lower case", "bearer " + token, true},
			{"no header", "", false},
			{"unknown token", "Bearer " + forged(token), false},
			{"token without scheme", token, false},
			{"basic", "Basic " + token, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				req, err := http.NewRequest("GET", env.URL+"/api/profile", nil)
				if err != nil {
					t.Fatal(err)
				}
				if tc.authorization != "" {
					req.Header.Set("Authorization", tc.authorization)
				}
				res := env.Send(t, req)
				if tc.ok {
					if res.Status != http.StatusOK {
						t.Errorf("status %d, want 200 (%s)", res.Status, res.Body)
					}
					return
				}
				wantJSON(t, res, http.StatusUnauthorized, `{"message":"errors.401"}`)
			})
		}
	})
}
