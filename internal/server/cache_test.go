package server_test

import (
	"fmt"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/demo"
)

// API answers hold account data: neither the browser nor a proxy may keep them, whatever the answer.
func TestAPIAnswersAreNotStored(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	token := env.Login(t, "client@tulip.example.com")
	account := fmt.Sprintf("/api/clients/%d", env.Accounts[demo.Accounts[0]])
	for _, tc := range []struct {
		method, path, token string
		body                any
		status              int
	}{
		{"POST", "/api/auth/login", "", map[string]string{"email": "client@tulip.example.com", "password": demo.Password}, 200},
		{"GET", "/api/profile", token, nil, 200},
		{"GET", account, token, nil, 200},
		{"GET", account + "/products", token, nil, 200},
		{"GET", account + "/concept-products", token, nil, 200},
		{"GET", "/api/profile", "", nil, 401},
		{"GET", "/api/clients/999999", token, nil, 404},
		{"GET", "/api/nothing-here", token, nil, 404},
	} {
		t.Run(tc.method+" "+tc.path, func(t *testing.T) {
			res := env.Do(t, tc.method, tc.path, tc.token, tc.body)
			if res.Status != tc.status {
				t.Fatalf("status %d, want %d (%s)", res.Status, tc.status, res.Body)
			}
			if got := res.Header.Get("Cache-Control"); got != "no-store" {
				t.Errorf("Cache-Control %q, want no-store", got)
			}
		})
	}
}
