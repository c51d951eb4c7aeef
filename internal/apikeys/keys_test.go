package apikeys_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"kade/internal/apikeys"
	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/domain"
)

// TestKeys checks on both engines that a key is told once and stored only as its hash, that it
// authenticates its account until it is revoked, and what the list shows.
func TestKeys(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		env := apptest.New(t, d.Dialect)
		keys := apikeys.New(env.App.DB)
		tulip, polder := env.Accounts[demo.Accounts[0]], env.Accounts[demo.Accounts[1]]
		created, err := keys.Create(ctx, tulip, 0, apikeys.Fields{Name: "  Shopify  "})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(created.Secret, apikeys.Prefix) || len(created.Secret) < 50 || created.Name != "Shopify" ||
			!strings.HasPrefix(created.Secret, created.Prefix) || len(created.Prefix) >= len(created.Secret)/2 {
			t.Errorf("created %+v", created)
		}
		var stored int
		if err := env.App.DB.Read().Get(ctx, &stored, `SELECT count(*) FROM api_keys WHERE key_hash LIKE ? OR prefix = ?`,
			"%"+created.Secret[len(apikeys.Prefix):]+"%", created.Secret); err != nil || stored != 0 {
			t.Errorf("the secret is stored: %d rows, %v", stored, err)
		}

		caller, err := keys.Authenticate(ctx, created.Secret)
		if err != nil || caller.Account.ID != tulip || caller.KeyID != created.ID {
			t.Errorf("authenticate: %+v, %v", caller, err)
		}
		list, err := keys.List(ctx, tulip)
		if err != nil || len(list) != 1 || list[0].LastUsedAt == nil || list[0].RevokedAt != nil {
			t.Fatalf("list after use: %+v, %v", list, err)
		}
		for _, wrong := range []string{"", created.Secret + "x", strings.TrimPrefix(created.Secret, apikeys.Prefix), apikeys.Prefix} {
			if _, err := keys.Authenticate(ctx, wrong); err != domain.ErrUnauthorized {
				t.Errorf("authenticate %q: %v", wrong, err)
			}
		}

		if err := keys.Revoke(ctx, polder, created.ID); err != domain.ErrNotFound {
			t.Errorf("another account revoked the key: %v", err)
		}
		if err := keys.Revoke(ctx, tulip, created.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := keys.Authenticate(ctx, created.Secret); err != domain.ErrUnauthorized {
			t.Errorf("a revoked key authenticates: %v", err)
		}
		if list, _ := keys.List(ctx, tulip); len(list) != 1 || list[0].RevokedAt == nil {
			t.Errorf("list after revoking: %+v", list)
		}
		if list, _ := keys.List(ctx, polder); len(list) != 0 {
			t.Errorf("another account lists %+v", list)
		}
	})
}

func TestKeyFields(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	keys := apikeys.New(env.App.DB)
	tulip := env.Accounts[demo.Accounts[0]]
	for name, want := range map[string]string{"": "validation.required", strings.Repeat("k", apikeys.MaxName+1): "validation.max,"} {
		_, err := keys.Create(context.Background(), tulip, 0, apikeys.Fields{Name: name})
		if verrs, ok := err.(domain.ValidationErrors); !ok || len(verrs["name"]) == 0 || !strings.HasPrefix(verrs["name"][0], want) {
			t.Errorf("name of %d characters: %v", len(name), err)
		}
	}
	for i := range apikeys.MaxKeys {
		if _, err := keys.Create(context.Background(), tulip, 0, apikeys.Fields{Name: fmt.Sprint("Shop ", i)}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := keys.Create(context.Background(), tulip, 0, apikeys.Fields{Name: "One too many"}); err == nil {
		t.Errorf("key %d was created", apikeys.MaxKeys+1)
	}
}

// TestCallsWithAKey checks through HTTP that a key calls its own account's routes as the webshop,
// another account's as if they did not exist, and no user's route; and that the secret is answered
// only when the key is created.
func TestCallsWithAKey(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	tulip, polder := env.Accounts[demo.Accounts[0]], env.Accounts[demo.Accounts[1]]
	user := env.Login(t, "client@tulip.example.com")
	res := env.Do(t, "POST", fmt.Sprintf("/api/clients/%d/api-keys", tulip), user, map[string]string{"name": "Webshop"})
	var created struct {
		Data struct {
			ID     int64  `json:"id"`
			Secret string `json:"secret"`
		} `json:"data"`
	}
	if res.Status != 201 || json.Unmarshal(res.Body, &created) != nil || created.Data.Secret == "" {
		t.Fatalf("create: %d %s", res.Status, res.Body)
	}
	if list := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/api-keys", tulip), user, nil); list.Status != 200 ||
		strings.Contains(string(list.Body), created.Data.Secret) || strings.Contains(string(list.Body), "secret") {
		t.Errorf("list: %d %s", list.Status, list.Body)
	}
	key := created.Data.Secret
	for _, c := range []struct {
		method, path string
		want         int
	}{
		{"GET", fmt.Sprintf("/api/clients/%d/address-book", tulip), 200},
		{"GET", fmt.Sprintf("/api/clients/%d/products", tulip), 200},
		{"GET", fmt.Sprintf("/api/clients/%d/address-book", polder), 404},
		{"GET", fmt.Sprintf("/api/clients/%d/products", polder), 404},
		{"GET", "/api/profile", 403},
		{"GET", fmt.Sprintf("/api/clients/%d/api-keys", tulip), 403},
	} {
		if res := env.Do(t, c.method, c.path, key, nil); res.Status != c.want {
			t.Errorf("%s %s with the key: %d, want %d (%s)", c.method, c.path, res.Status, c.want, res.Body)
		}
	}
	if res := env.Do(t, "DELETE", fmt.Sprintf("/api/clients/%d/api-keys/%d", tulip, created.Data.ID), user, nil); res.Status != 204 {
		t.Fatalf("revoke: %d %s", res.Status, res.Body)
	}
	if res := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/products", tulip), key, nil); res.Status != 401 {
		t.Errorf("a revoked key: %d", res.Status)
	}
}
