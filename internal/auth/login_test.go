package auth_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/httpx"
)

func TestLoginRejects(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		bodies := map[string][]byte{}
		tooLarge := `{"email":"` + strings.Repeat("a", httpx.MaxBody) + `","password":"x"}`
		for _, tc := range []struct {
			name   string
			body   any // a string is sent as is
			status int
			want   string
		}{
			{"wrong password", map[string]string{"email": clientEmail, "password": "not-the-password"}, 422, authFailed},
			{"unknown email", map[string]string{"email": "nobody@tulip.example.com", "password": demo.Password}, 422, authFailed},
			// PostgreSQL cannot hold a NUL in text; it is no part of any email.
			{"NUL in an email", map[string]string{"email": "nobody\x00@tulip.example.com", "password": demo.Password}, 422, authFailed},
			{"email of 10,000 characters", map[string]string{"email": longEmail(10_000), "password": demo.Password}, 422, authFailed},
			{"missing fields", `{}`, 422,
				`{"message":"errors.422","errors":{"email":["validation.required"],"password":["validation.required"]}}`},
			{"blank email", map[string]string{"email": "  ", "password": demo.Password}, 422,
				`{"message":"errors.422","errors":{"email":["validation.required"]}}`},
			{"unknown field", map[string]any{"email": clientEmail, "password": demo.Password, "remember_me": true}, 422,
				`{"message":"errors.422","errors":{"remember_me":["validation.unknown_field"]}}`},
			{"email not a string", `{"email":42,"password":"x"}`, 422,
				`{"message":"errors.422","errors":{"email":["validation.type"]}}`},
			{"malformed JSON", `{"email":`, 400, `{"message":"errors.bad_request"}`},
			{"two JSON bodies", `{"email":"a@b.nl","password":"x"}{}`, 400, `{"message":"errors.bad_request"}`},
			{"empty body", ``, 400, `{"message":"errors.bad_request"}`},
			{"body over 1 MiB", tooLarge, 413, `{"message":"errors.too_large"}`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := env.Do(t, "POST", "/api/auth/login", "", tc.body)
				wantJSON(t, res, tc.status, tc.want)
				bodies[tc.name] = res.Body
			})
		}
		// Byte for byte the same, so the login form does not tell which addresses have an account.
		if !bytes.Equal(bodies["wrong password"], bodies["unknown email"]) {
			t.Errorf("wrong password: %s; unknown email: %s", bodies["wrong password"], bodies["unknown email"])
		}
	})
}

func TestLoginSucceeds(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		u, err := env.App.Users.ByEmail(context.Background(), clientEmail)
		if err != nil || u.LastLoginDate != nil {
			t.Fatalf("before any login: last login %v, %v", u.LastLoginDate, err)
		}
		tokens := map[string]bool{}
		for _, typed := range []string{clientEmail, "Client@Tulip.EXAMPLE.com", "  CLIENT@TULIP.EXAMPLE.COM "} {
			t.Run(typed, func(t *testing.T) {
				before := time.Now()
				res := login(t, env, typed, demo.Password)
				after := time.Now()
				var body struct {
					Data struct {
						Token string `json:"token"`
					} `json:"data"`
				}
				if res.Status != http.StatusOK {
					t.Fatalf("status %d: %s", res.Status, res.Body)
				}
				if err := json.Unmarshal(res.Body, &body); err != nil || len(body.Data.Token) < 43 {
					t.Fatalf("no token of at least 32 bytes in %s", res.Body)
				}
				if tokens[body.Data.Token] {
					t.Error("a second login got the same token")
				}
				tokens[body.Data.Token] = true

				profile := env.Do(t, "GET", "/api/profile", body.Data.Token, nil)
				var p struct {
					Data struct {
						Email         string     `json:"email"`
						LastLoginDate *time.Time `json:"last_login_date"`
					} `json:"data"`
				}
				if err := json.Unmarshal(profile.Body, &p); err != nil || profile.Status != http.StatusOK {
					t.Fatalf("profile with the new token: %d %s", profile.Status, profile.Body)
				}
				if p.Data.Email != clientEmail {
					t.Errorf("profile of %s, want %s", p.Data.Email, clientEmail)
				}
				if d := p.Data.LastLoginDate; d == nil || d.Before(before.Add(-time.Second)) || d.After(after.Add(time.Second)) {
					t.Errorf("last_login_date %v, want between %s and %s", d, before.UTC(), after.UTC())
				}
			})
		}
	})
}
