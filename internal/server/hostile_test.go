package server_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/demo"
)

// hostileBodies are what a careless or malicious client may send instead of the JSON a route expects.
var hostileBodies = []string{
	``, `null`, `[]`, `"text"`, `12`, `{}`, `{"email": 1, "password": false}`, `{"client_id": "one"}`,
	`{"client_id": 1e400}`, `{"token": null}`, `{"unknown": true}`, `{"email": "a@b.c"} {"email": "d@e.f"}`,
	`{"email": "` + strings.Repeat("x", 100_000) + `"}`, strings.Repeat("[", 10_000), "{\"email\": \"\xff\xfe\"}",
	`{"email": "a@b.c", "password": "` + strings.Repeat("p", 10_000) + `"}`, `{`, `{"a":}`,
	`redirect_uri=%zz&token=x`,
}

// TestNothingAClientSendsIsA500 sends every route every hostile body, as a logged-in user and as a guest.
func TestNothingAClientSendsIsA500(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	accountID := strconv.FormatInt(env.Accounts[demo.Accounts[0]], 10)
	for _, rt := range env.App.Server.Routes() {
		if rt.Method == "GET" {
			continue
		}
		t.Run(rt.Method+" "+rt.Path, func(t *testing.T) {
			token := env.Login(t, "admin@kade.example.com") // fresh: logout revokes it
			path := strings.NewReplacer("{clientId}", accountID, "{token}", "x").Replace(rt.Path)
			for _, body := range hostileBodies {
				for _, bearer := range []string{token, ""} {
					for _, contentType := range []string{"application/json", "application/x-www-form-urlencoded"} {
						req, err := http.NewRequest(rt.Method, env.URL+path, strings.NewReader(body))
						if err != nil {
							t.Fatal(err)
						}
						req.Header.Set("Content-Type", contentType)
						if bearer != "" {
							req.Header.Set("Authorization", "Bearer "+bearer)
						}
						if res := env.Send(t, req); res.Status >= 500 {
							t.Errorf("%s body %.40q: status %d %s", contentType, body, res.Status, res.Body)
						}
					}
				}
			}
		})
	}
}
