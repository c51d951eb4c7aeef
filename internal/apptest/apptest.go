// Package apptest runs a whole Kade instance for HTTP tests: a fresh migrated database on the chosen
// engine, the demo data, an in-process SMTP sink for the mails, the background jobs and a test server on
// loopback.
package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kade/internal/app"
	"kade/internal/config"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/mail/mailtest"
)

// Env is a running instance.
type Env struct {
	App  *app.App
	URL  string
	Mail *mailtest.Sink
	// Accounts maps the demo account names to their ids.
	Accounts map[string]int64
}

// New starts an instance on engine with the demo data; everything stops when the test ends.
func New(t testing.TB, engine db.Dialect) *Env {
	t.Helper()
	url := dbtest.SQLiteURL(t)
	if engine == db.Postgres {
		url = dbtest.PostgresURL(t)
	}
	return OnDatabase(t, url)
}

// OnDatabase is New on the empty database that url names, for a test that controls its server.
func OnDatabase(t testing.TB, url string) *Env {
	t.Helper()
	ctx := context.Background()
	sink := mailtest.Start(t)
	cfg := &config.Config{DatabaseURL: url, BaseURL: "http://portal.test", SMTPURL: sink.URL(),
		MailFrom: "Kade <no-reply@kade.test>", ProviderName: "Kade Logistics", ContactEmail: "support@kade.test",
		Logo: providerLogo(t)}
	a, err := app.Open(ctx, cfg, app.NewLogger(io.Discard, slog.LevelError))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := demo.Seed(ctx, a.DB, io.Discard); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(a.Server.Handler())
	jobs := a.StartJobs()
	t.Cleanup(func() {
		if err := jobs.Shutdown(ctx); err != nil {
			t.Error(err)
		}
		srv.Close()
		a.Close()
	})
	e := &Env{App: a, URL: srv.URL, Mail: sink, Accounts: map[string]int64{}}
	for _, name := range demo.Accounts {
		var id int64
		if err := a.DB.Read().Get(ctx, &id, `SELECT id FROM clients WHERE name = ?`, name); err != nil {
			t.Fatal(err)
		}
		e.Accounts[name] = id
	}
	return e
}

// Response is an answer read whole.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into a generic map.
func (r Response) JSON(t testing.TB) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.Body, &m); err != nil {
		t.Fatalf("body is not a JSON object: %v: %s", err, r.Body)
	}
	return m
}

// Do sends a request; body is JSON-encoded unless it is a string (sent as is). token may be "".
func (e *Env) Do(t testing.TB, method, path, token string, body any) Response {
	t.Helper()
	return e.DoWith(t, method, path, token, body, nil)
}

// DoWith is Do with the headers of header besides.
func (e *Env) DoWith(t testing.TB, method, path, token string, body any, header http.Header) Response {
	t.Helper()
	var reader io.Reader
	contentType := "application/json"
	switch b := body.(type) {
	case nil:
	case string:
		reader = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		reader = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, e.URL+path, reader)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("Accept", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for name, values := range header {
		req.Header[name] = values
	}
	return e.Send(t, req)
}

// Send sends req without following redirects.
func (e *Env) Send(t testing.TB, req *http.Request) Response {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return Response{Status: res.StatusCode, Header: res.Header, Body: data}
}

// Login logs in with the demo password and returns the token.
func (e *Env) Login(t testing.TB, email string) string {
	t.Helper()
	res := e.Do(t, "POST", "/api/auth/login", "", map[string]string{"email": email, "password": demo.Password})
	if res.Status != http.StatusOK {
		t.Fatalf("login %s: %d %s", email, res.Status, res.Body)
	}
	var body struct {
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	if err := json.Unmarshal(res.Body, &body); err != nil || body.Data.Token == "" {
		t.Fatalf("login %s: no token in %s", email, res.Body)
	}
	return body.Data.Token
}

// ForEachEngine runs fn as a subtest per engine, each on an instance of its own (New).
func ForEachEngine(t *testing.T, fn func(t *testing.T, env *Env)) {
	t.Helper()
	for _, engine := range dbtest.Engines {
		t.Run(string(engine), func(t *testing.T) { fn(t, New(t, engine)) })
	}
}

// providerLogo writes a logo for the instance to serve as KADE_PROVIDER_LOGO's file.
func providerLogo(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "logo.svg")
	svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`
	if err := os.WriteFile(path, []byte(svg), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
