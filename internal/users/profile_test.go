package users_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"reflect"
	"slices"
	"testing"
	"time"

	"kade/internal/access"
	"kade/internal/apptest"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/users"
)

const (
	tulipClient  = "client@tulip.example.com"
	polderClient = "client@polder.example.com"
	admin        = "admin@kade.example.com"
)

// profileKeys are exactly the keys of the profile in docs/api-conventions.md.
var profileKeys = []string{"can_see_translator_orders", "client", "client_id", "client_name", "clients", "email",
	"id", "language", "last_login_date", "level", "name", "two_factor", "two_factor_required"}

// profileOf reads a profile answer, checking its status and that it has exactly the documented keys.
func profileOf(t *testing.T, res apptest.Response) map[string]any {
	t.Helper()
	if res.Status != http.StatusOK {
		t.Fatalf("status %d, want 200 (%s)", res.Status, res.Body)
	}
	var body map[string]map[string]any
	if err := json.Unmarshal(res.Body, &body); err != nil || len(body) != 1 {
		t.Fatalf("not a data envelope: %v: %s", err, res.Body)
	}
	p := body["data"]
	if keys := slices.Sorted(maps.Keys(p)); !slices.Equal(keys, profileKeys) {
		t.Errorf("profile keys %v, want %v", keys, profileKeys)
	}
	return p
}

// account is a client account as the profile shows it.
func account(env *apptest.Env, name string) map[string]any {
	return map[string]any{"id": float64(env.Accounts[name]), "name": name}
}

func userID(t *testing.T, env *apptest.Env, email string) float64 {
	t.Helper()
	u, err := env.App.Users.ByEmail(context.Background(), email)
	if err != nil {
		t.Fatal(err)
	}
	return float64(u.ID)
}

func TestProfile(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip, polder := demo.Accounts[0], demo.Accounts[1]
		for _, tc := range []struct {
			email, name, level string
			client             string   // the current account
			clients            []string // every visible account, by name
		}{
			{tulipClient, "Daan de Vries", "Default", tulip, []string{tulip}},
			{polderClient, "Lotte Jansen", "Default", polder, []string{polder}},
			// Nothing chosen yet: the first account by name.
			{admin, "Ada Administrator", "Administrator", polder, []string{polder, tulip}},
		} {
			t.Run(tc.level+" "+tc.email, func(t *testing.T) {
				before := time.Now().Add(-time.Second)
				p := profileOf(t, env.Do(t, "GET", "/api/profile", env.Login(t, tc.email), nil))
				lastLogin, err := time.Parse(time.RFC3339Nano, fmt.Sprint(p["last_login_date"]))
				if err != nil || lastLogin.Before(before) || lastLogin.After(time.Now().Add(time.Second)) {
					t.Errorf("last_login_date %v, want the login just now", p["last_login_date"])
				}
				visible := []any{}
				for _, name := range tc.clients {
					visible = append(visible, account(env, name))
				}
				want := map[string]any{
					"id": userID(t, env, tc.email), "email": tc.email, "name": tc.name, "level": tc.level,
					"client_id": float64(env.Accounts[tc.client]), "client_name": tc.client,
					"last_login_date": p["last_login_date"], "can_see_translator_orders": false, "language": "", "two_factor": false, "two_factor_required": false,
					"client": account(env, tc.client), "clients": visible,
				}
				if !reflect.DeepEqual(p, want) {
					t.Errorf("profile\n %v\nwant\n %v", p, want)
				}
			})
		}
	})
}

func TestSwitchClient(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip, polder := demo.Accounts[0], demo.Accounts[1]
		adminToken, clientToken := env.Login(t, admin), env.Login(t, tulipClient)
		refused := `{"message":"errors.422","errors":{"client_id":["validation.exists"]}}`
		for _, tc := range []struct {
			name, token, body string
			status            int
			want              string // the whole error body, or the current account's name on success
		}{
			{"administrator to another account", adminToken, fmt.Sprintf(`{"client_id":%d}`, env.Accounts[tulip]), 200, tulip},
			{"administrator to an account that does not exist", adminToken, `{"client_id":999999}`, 422, refused},
			{"client to their own account", clientToken, fmt.Sprintf(`{"client_id":%d}`, env.Accounts[tulip]), 200, tulip},
			{"client to another tenant's account", clientToken, fmt.Sprintf(`{"client_id":%d}`, env.Accounts[polder]), 422, refused},
			// The same answer as for another tenant's account: existence is never revealed.
			{"client to an account that does not exist", clientToken, `{"client_id":999999}`, 422, refused},
			{"client_id missing", clientToken, `{}`, 422, `{"message":"errors.422","errors":{"client_id":["validation.required"]}}`},
			{"client_id null", clientToken, `{"client_id":null}`, 422, `{"message":"errors.422","errors":{"client_id":["validation.required"]}}`},
			{"client_id a string", clientToken, `{"client_id":"2"}`, 422, `{"message":"errors.422","errors":{"client_id":["validation.type"]}}`},
			{"camelCase key", clientToken, `{"clientId":1}`, 422, `{"message":"errors.422","errors":{"clientId":["validation.unknown_field"]}}`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := env.Do(t, "PUT", "/api/profile/client", tc.token, tc.body)
				if tc.status != http.StatusOK {
					wantBody(t, res, tc.status, tc.want)
				} else if p := profileOf(t, res); !reflect.DeepEqual(p["client"], account(env, tc.want)) ||
					p["client_name"] != tc.want {
					t.Errorf("after the switch: client %v, client_name %v; want %s", p["client"], p["client_name"], tc.want)
				}
			})
		}
		// The refusals changed nothing, and a switch is remembered.
		for _, tc := range []struct{ email, token, client string }{{tulipClient, clientToken, tulip}, {admin, adminToken, tulip}} {
			if p := profileOf(t, env.Do(t, "GET", "/api/profile", tc.token, nil)); p["client_name"] != tc.client {
				t.Errorf("current account of %s %v, want %s", tc.email, p["client_name"], tc.client)
			}
			u, err := env.App.Users.ByEmail(context.Background(), tc.email)
			if err != nil || u.ClientID == nil || *u.ClientID != env.Accounts[tc.client] {
				t.Errorf("stored account of %s %v, %v; want %d", tc.email, u.ClientID, err, env.Accounts[tc.client])
			}
		}
	})
}

func wantBody(t *testing.T, res apptest.Response, status int, want string) {
	t.Helper()
	var got, exp any
	if res.Status != status || json.Unmarshal(res.Body, &got) != nil || json.Unmarshal([]byte(want), &exp) != nil ||
		!reflect.DeepEqual(got, exp) {
		t.Errorf("got %d %s, want %d %s", res.Status, res.Body, status, want)
	}
}

// The current account follows what the user may see: a chosen account that is no longer visible
// gives way to the first visible one, and a user without accounts has none.
func TestProfileCurrentAccount(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newStoreFixture(t, d)
		profiles := users.NewProfiles(f.users, f.clients)
		anna := f.mustCreate(t, users.NewUser{Email: "anna@webshop.example", Name: "Anna", Level: access.Default,
			ClientIDs: []int64{f.beta.ID, f.alpha.ID}})
		loner := f.mustCreate(t, users.NewUser{Email: "sam@webshop.example", Name: "Sam", Level: access.Supplier})

		p, err := profiles.Of(f.ctx, anna)
		if err != nil || p.Client == nil || *p.Client != f.beta || *p.ClientID != f.beta.ID || *p.ClientName != f.beta.Name ||
			!slices.Equal(p.Clients, []clients.Client{f.alpha, f.beta}) {
			t.Fatalf("profile %+v, %v; want Beta current, Alpha and Beta visible", p, err)
		}
		if _, err := d.Write().Exec(f.ctx, `DELETE FROM user_clients WHERE user_id = ? AND client_id = ?`, anna.ID, f.beta.ID); err != nil {
			t.Fatal(err)
		}
		if p, err := profiles.Of(f.ctx, anna); err != nil || p.Client == nil || *p.Client != f.alpha ||
			!slices.Equal(p.Clients, []clients.Client{f.alpha}) {
			t.Errorf("after leaving Beta: %+v, %v; want Alpha", p, err)
		}
		if _, err := profiles.SwitchClient(f.ctx, anna, f.beta.ID); err == nil {
			t.Error("switched to an account no longer visible")
		}

		p, err = profiles.Of(f.ctx, loner)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(p)
		var got map[string]any
		_ = json.Unmarshal(b, &got)
		for key, want := range map[string]any{"client": nil, "client_id": nil, "client_name": nil, "clients": []any{}} {
			if !reflect.DeepEqual(got[key], want) {
				t.Errorf("without accounts %s is %#v, want %#v", key, got[key], want)
			}
		}
	})
}

// PUT /api/profile sets the caller's own name and language, which the profile then shows; an empty
// name or a language the portal has not is 422 and changes nothing.
func TestSetOwnSettings(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, tulipClient)
		p := profileOf(t, env.Do(t, "PUT", "/api/profile", token, users.OwnSettings{Name: " Daan Visser ", Language: "nl-NL"}))
		if p["name"] != "Daan Visser" || p["language"] != "nl-NL" {
			t.Errorf("profile %v", p)
		}
		for _, bad := range []users.OwnSettings{{Name: "", Language: "en-GB"}, {Name: "Daan", Language: "de-DE"}} {
			if res := env.Do(t, "PUT", "/api/profile", token, bad); res.Status != http.StatusUnprocessableEntity {
				t.Errorf("%+v: %d %s", bad, res.Status, res.Body)
			}
		}
		p = profileOf(t, env.Do(t, "GET", "/api/profile", token, nil))
		if p["name"] != "Daan Visser" || p["language"] != "nl-NL" {
			t.Errorf("profile after refusals %v", p)
		}
		p = profileOf(t, env.Do(t, "PUT", "/api/profile", token, users.OwnSettings{Name: "Daan Visser", Language: ""}))
		if p["language"] != "" {
			t.Errorf("back to the browser's language: %v", p)
		}
	})
}
