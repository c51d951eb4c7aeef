package server_test

import (
	"context"
	"net/http"
	"runtime"
	"strconv"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/db/pgtemp"
	"kade/internal/demo"
	"kade/internal/httpx"
)

// While PostgreSQL is down every call answers 503 with Retry-After, also the login and the token
// check before a route; once it is back the same calls succeed again.
func TestDatabaseOutageAnswers503UntilTheDatabaseIsBack(t *testing.T) {
	ctx := context.Background()
	server, err := pgtemp.Start(ctx)
	if err != nil {
		t.Skip("no PostgreSQL:", err)
	}
	t.Cleanup(func() { server.Stop() })
	url, err := server.CreateDatabase(ctx, "kade")
	if err != nil {
		t.Fatal(err)
	}
	env := apptest.OnDatabase(t, url)
	admin := demo.Logins[0].Email
	token := env.Login(t, admin)
	products := "/api/clients/" + strconv.FormatInt(env.Accounts[demo.Accounts[0]], 10) + "/products"
	login := map[string]string{"email": admin, "password": demo.Password}

	if err := server.Halt(ctx); err != nil {
		t.Fatal(err)
	}
	for _, call := range []struct {
		name, method, path, token string
		body                      any
	}{
		{"list with a token", "GET", products, token, nil},
		{"list again, the pool's connections gone", "GET", products, token, nil},
		{"login", "POST", "/api/auth/login", "", login},
	} {
		res := env.Do(t, call.method, call.path, call.token, call.body)
		if res.Status != http.StatusServiceUnavailable || res.JSON(t)["message"] != "errors.503" {
			t.Errorf("%s during the outage: %d %s", call.name, res.Status, res.Body)
		}
		retryAt, err := http.ParseTime(res.Header.Get("Retry-After"))
		if err != nil || time.Until(retryAt) > httpx.RetryUnavailable {
			t.Errorf("%s: Retry-After %q", call.name, res.Header.Get("Retry-After"))
		}
	}

	if err := server.Resume(ctx); err != nil {
		t.Fatal(err)
	}
	// Each connection the pools kept from before the outage fails once more (a 503) and is then
	// dropped; a call gets through at the latest once every stale connection has been tried.
	staleAtMost := 2*max(8, 4*runtime.NumCPU()) + 1 // the reader and the writer pool, as db.Open sizes them
	afterOutage := func(name, method, path, token string, body any) {
		t.Helper()
		res := env.Do(t, method, path, token, body)
		for tries := 1; res.Status == http.StatusServiceUnavailable && tries < staleAtMost; tries++ {
			res = env.Do(t, method, path, token, body)
		}
		if res.Status != http.StatusOK {
			t.Errorf("%s after the outage: %d %s", name, res.Status, res.Body)
		}
	}
	afterOutage("list", "GET", products, token, nil)
	afterOutage("list again", "GET", products, token, nil)
	afterOutage("login", "POST", "/api/auth/login", "", login)
}
