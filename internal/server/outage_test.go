package server_test

import (
	"context"
	"net/http"
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
	// A connection the pool kept from before the outage may fail once more; the next call gets a new one.
	for _, path := range []string{products, products} {
		res := env.Do(t, "GET", path, token, nil)
		if res.Status == http.StatusServiceUnavailable {
			res = env.Do(t, "GET", path, token, nil)
		}
		if res.Status != http.StatusOK {
			t.Errorf("list after the outage: %d %s", res.Status, res.Body)
		}
	}
	if res := env.Do(t, "POST", "/api/auth/login", "", login); res.Status != http.StatusOK {
		t.Errorf("login after the outage: %d %s", res.Status, res.Body)
	}
}
