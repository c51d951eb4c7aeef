package users_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/users"
)

// The demo users of these tests, besides admin: Daan is Tulip's Default user (tulipClient), who
// does not see the translator's orders; Emma, Tulip's Exit user, sees them.
const (
	employee = "employee@kade.example.com"
	daan     = tulipClient
	lotte    = polderClient
	emma     = "exit@tulip.example.com"
	sanne    = "supplier@tulip.example.com"
)

// userOf decodes an answer of one user, failing the test unless its status is want.
func userOf(t *testing.T, res apptest.Response, want int) users.Row {
	t.Helper()
	if res.Status != want {
		t.Fatalf("status %d, want %d: %s", res.Status, want, res.Body)
	}
	var body struct {
		Data users.Row `json:"data"`
	}
	if err := json.Unmarshal(res.Body, &body); err != nil {
		t.Fatal(err)
	}
	return body.Data
}

// idOf is the id of the user with email.
func idOf(t *testing.T, env *apptest.Env, email string) int64 {
	t.Helper()
	u, err := env.App.Users.ByEmail(t.Context(), email)
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

func userPath(id int64, action string) string {
	return "/api/users/" + strconv.FormatInt(id, 10) + action
}

// errorsOf is the field errors of a 422.
func errorsOf(t *testing.T, res apptest.Response) map[string]any {
	t.Helper()
	if res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("status %d, want 422: %s", res.Status, res.Body)
	}
	return res.JSON(t)["errors"].(map[string]any)
}

// POST /api/users makes the user and mails an invitation in the caller's language; the overview
// shows the invitation open. Bad values are 422 by field, an email in use in any case too, and
// nothing is stored.
func TestCreateUserAPI(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		token := env.Login(t, admin)
		res := env.DoWith(t, "POST", "/api/users", token, users.Fields{Name: "  Noor Bakker ", Email: "Noor@Tulip.example.com",
			Level: "Exit", ClientIDs: []int64{tulip, tulip}}, http.Header{"Accept-Language": {"nl-NL,nl;q=0.9"}})
		noor := userOf(t, res, http.StatusCreated)
		if noor.Name != "Noor Bakker" || noor.Email != "noor@tulip.example.com" || noor.Level != "Exit" ||
			len(noor.Accounts) != 1 || noor.Accounts[0].ID != tulip || !noor.InvitationOpen || noor.Registered ||
			noor.DeactivatedAt != nil {
			t.Errorf("created %+v", noor)
		}
		mail := env.Mail.WaitFor(t, "noor@tulip.example.com", 10*time.Second)
		if !strings.Contains(mail.Text, "/invitation/accept/") || !strings.Contains(mail.Text, "7 dagen") {
			t.Errorf("invitation mail:\n%s", mail.Text)
		}

		before := dbtest.Count(t, env.App.DB, "users")
		for _, tc := range []struct {
			name   string
			fields users.Fields
			want   map[string]string
		}{
			{"email in use in another case", users.Fields{Name: "Noor", Email: "NOOR@tulip.example.com", Level: "Exit", ClientIDs: []int64{tulip}},
				map[string]string{"email": "users.validation.email_taken"}},
			{"nothing entered", users.Fields{ClientIDs: []int64{}},
				map[string]string{"name": "validation.required", "email": "validation.required", "level": "validation.required"}},
			{"bad values", users.Fields{Name: strings.Repeat("n", 101), Email: "noor@", Level: "Boss"},
				map[string]string{"name": "validation.max,100", "email": "validation.email", "level": "validation.one_of,Default, Provider, Administrator, Supplier, Exit"}},
			{"a client level without an account", users.Fields{Name: "N", Email: "n1@example.com", Level: "Default"},
				map[string]string{"client_ids": "validation.required"}},
			{"staff with an account", users.Fields{Name: "N", Email: "n2@example.com", Level: "Provider", ClientIDs: []int64{tulip}},
				map[string]string{"client_ids": "users.validation.staff_accounts"}},
			{"an account that does not exist", users.Fields{Name: "N", Email: "n3@example.com", Level: "Exit", ClientIDs: []int64{999999}},
				map[string]string{"client_ids.0": "validation.exists"}},
		} {
			got := errorsOf(t, env.Do(t, "POST", "/api/users", token, tc.fields))
			for field, key := range tc.want {
				if msgs, _ := got[field].([]any); len(msgs) == 0 || msgs[0] != key {
					t.Errorf("%s: %s is %v, want %s (%v)", tc.name, field, got[field], key, got)
				}
			}
		}
		if res := env.Do(t, "POST", "/api/users", token, `{"name":"N","email":"x@example.com","level":"Exit","client_ids":[1],"admin":true}`); res.Status != http.StatusUnprocessableEntity && res.Status != http.StatusBadRequest {
			t.Errorf("unknown field: %d %s", res.Status, res.Body)
		}
		if n := dbtest.Count(t, env.App.DB, "users"); n != before {
			t.Errorf("%d users after refusals, want %d", n, before)
		}
	})
}

// Nobody grants more than they have: a level above the caller's reach, an account not theirs, or
// the translator's orders they do not see (a user who sees them already keeps them). Each is 403
// and changes nothing; another account's user is 404.
func TestUserManagementEscalation(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip, polder := env.Accounts[demo.Accounts[0]], env.Accounts[demo.Accounts[1]]
		client, provider := env.Login(t, daan), env.Login(t, employee)
		exitUser := func(email string, accounts ...int64) users.Fields {
			return users.Fields{Name: "New User", Email: email, Level: "Exit", ClientIDs: accounts}
		}
		before := dbtest.Count(t, env.App.DB, "users")
		for _, tc := range []struct {
			name, token string
			fields      users.Fields
		}{
			{"a client makes an Administrator", client, users.Fields{Name: "A", Email: "a@example.com", Level: "Administrator", ClientIDs: []int64{}}},
			{"a client makes a provider employee", client, users.Fields{Name: "A", Email: "a@example.com", Level: "Provider", ClientIDs: []int64{}}},
			{"a provider employee makes a provider employee", provider, users.Fields{Name: "A", Email: "a@example.com", Level: "Provider", ClientIDs: []int64{}}},
			{"a client gives another account", client, exitUser("b@example.com", tulip, polder)},
			{"a client gives the translator's orders", client, users.Fields{Name: "C", Email: "c@example.com", Level: "Exit",
				ClientIDs: []int64{tulip}, CanSeeTranslatorOrders: true}},
		} {
			if res := env.Do(t, "POST", "/api/users", tc.token, tc.fields); res.Status != http.StatusForbidden {
				t.Errorf("%s: %d %s", tc.name, res.Status, res.Body)
			}
		}
		if n := dbtest.Count(t, env.App.DB, "users"); n != before {
			t.Errorf("%d users after refusals, want %d", n, before)
		}
		// A provider employee may give the translator's orders; a client keeps them for Emma, who has them.
		userOf(t, env.Do(t, "POST", "/api/users", provider, users.Fields{Name: "D", Email: "d@example.com", Level: "Default",
			ClientIDs: []int64{polder}, CanSeeTranslatorOrders: true}), http.StatusCreated)
		emmaID, sanneID := idOf(t, env, emma), idOf(t, env, sanne)
		edited := userOf(t, env.Do(t, "PUT", userPath(emmaID, ""), client, users.Fields{Name: "Emma Exit-Visser", Email: emma,
			Level: "Exit", ClientIDs: []int64{tulip}, CanSeeTranslatorOrders: true}), http.StatusOK)
		if edited.Name != "Emma Exit-Visser" || !edited.CanSeeTranslatorOrders {
			t.Errorf("Emma edited: %+v", edited)
		}
		if res := env.Do(t, "PUT", userPath(sanneID, ""), client, users.Fields{Name: "Sanne Supplier", Email: sanne,
			Level: "Supplier", ClientIDs: []int64{tulip}, CanSeeTranslatorOrders: true}); res.Status != http.StatusForbidden {
			t.Errorf("Sanne given the translator's orders by a client: %d %s", res.Status, res.Body)
		}
		if res := env.Do(t, "PUT", userPath(sanneID, ""), client, users.Fields{Name: "Sanne Supplier", Email: sanne,
			Level: "Administrator", ClientIDs: []int64{}}); res.Status != http.StatusForbidden {
			t.Errorf("Sanne made Administrator by a client: %d %s", res.Status, res.Body)
		}
		// Another account's user, and staff for a provider employee, are not there.
		for _, tc := range []struct {
			token string
			id    int64
		}{{env.Login(t, lotte), sanneID}, {provider, idOf(t, env, admin)}, {client, idOf(t, env, employee)}} {
			for _, call := range []struct{ method, action string }{{"GET", ""}, {"PUT", ""}, {"POST", "/deactivate"}, {"POST", "/invitation"}} {
				res := env.Do(t, call.method, userPath(tc.id, call.action), tc.token, users.Fields{Name: "X", Email: "x@example.com",
					Level: "Exit", ClientIDs: []int64{polder}})
				if res.Status != http.StatusNotFound {
					t.Errorf("%s %s of user %d: %d %s", call.method, call.action, tc.id, res.Status, res.Body)
				}
			}
		}
		sanneRow := userOf(t, env.Do(t, "GET", userPath(sanneID, ""), env.Login(t, admin), nil), http.StatusOK)
		if sanneRow.Level != "Supplier" || sanneRow.CanSeeTranslatorOrders || sanneRow.Name != "Sanne Supplier" {
			t.Errorf("Sanne after refusals: %+v", sanneRow)
		}
	})
}

// A client's edit keeps the user's accounts the client does not see; nobody changes their own level
// or accounts or deactivates themselves; a change of level reaches the user's open session at once.
func TestUpdateUserAPI(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip, polder := env.Accounts[demo.Accounts[0]], env.Accounts[demo.Accounts[1]]
		adminToken, client := env.Login(t, admin), env.Login(t, daan)
		both := userOf(t, env.Do(t, "POST", "/api/users", adminToken, users.Fields{Name: "Bo Both", Email: "bo@example.com",
			Level: "Default", ClientIDs: []int64{polder, tulip}}), http.StatusCreated)
		seen := userOf(t, env.Do(t, "GET", userPath(both.ID, ""), client, nil), http.StatusOK)
		if len(seen.Accounts) != 1 || seen.Accounts[0].ID != tulip {
			t.Errorf("Daan sees Bo's accounts %v, want Tulip's only", seen.Accounts)
		}
		userOf(t, env.Do(t, "PUT", userPath(both.ID, ""), client, users.Fields{Name: "Bo Both", Email: "bo@example.com",
			Level: "Supplier", ClientIDs: []int64{tulip}}), http.StatusOK)
		after := userOf(t, env.Do(t, "GET", userPath(both.ID, ""), adminToken, nil), http.StatusOK)
		if after.Level != "Supplier" || len(after.Accounts) != 2 {
			t.Errorf("Bo after Daan's edit: %+v, want a Supplier of both accounts", after)
		}

		daanID := idOf(t, env, daan)
		for _, f := range []users.Fields{
			{Name: "Daan", Email: daan, Level: "Exit", ClientIDs: []int64{tulip}},
			{Name: "Daan", Email: daan, Level: "Default", ClientIDs: []int64{}},
		} {
			if res := env.Do(t, "PUT", userPath(daanID, ""), client, f); res.Status != http.StatusForbidden && res.Status != http.StatusUnprocessableEntity {
				t.Errorf("Daan changes his own level or accounts: %d %s", res.Status, res.Body)
			}
		}
		renamed := userOf(t, env.Do(t, "PUT", userPath(daanID, ""), client, users.Fields{Name: "Daan de Vries-Smit", Email: daan,
			Level: "Default", ClientIDs: []int64{tulip}}), http.StatusOK)
		if renamed.Name != "Daan de Vries-Smit" {
			t.Errorf("Daan renamed himself: %+v", renamed)
		}
		if res := env.Do(t, "POST", userPath(daanID, "/deactivate"), client, nil); res.Status != http.StatusForbidden {
			t.Errorf("Daan deactivates himself: %d %s", res.Status, res.Body)
		}
		if res := env.Do(t, "POST", userPath(idOf(t, env, admin), "/deactivate"), adminToken, nil); res.Status != http.StatusForbidden {
			t.Errorf("the administrator deactivates herself: %d %s", res.Status, res.Body)
		}

		// Emma's open session sees her new level at its next request.
		emmaToken := env.Login(t, emma)
		if res := env.Do(t, "GET", "/api/users", emmaToken, nil); res.Status != http.StatusForbidden {
			t.Fatalf("Emma lists users as Exit: %d", res.Status)
		}
		userOf(t, env.Do(t, "PUT", userPath(idOf(t, env, emma), ""), client, users.Fields{Name: "Emma Exit", Email: emma,
			Level: "Default", ClientIDs: []int64{tulip}, CanSeeTranslatorOrders: true}), http.StatusOK)
		if res := env.Do(t, "GET", "/api/users", emmaToken, nil); res.Status != http.StatusOK {
			t.Errorf("Emma lists users as Default: %d %s", res.Status, res.Body)
		}
	})
}

// Deactivating ends the user's sessions at once and their login; activating lets them in again.
// An invitation goes again only to a user who has not chosen a password and is active; the earlier
// link then stops working.
func TestDeactivateAndInviteUserAPI(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		client := env.Login(t, daan)
		emmaToken, emmaID := env.Login(t, emma), idOf(t, env, emma)
		off := userOf(t, env.Do(t, "POST", userPath(emmaID, "/deactivate"), client, nil), http.StatusOK)
		if off.DeactivatedAt == nil {
			t.Errorf("deactivated: %+v", off)
		}
		if res := env.Do(t, "GET", "/api/profile", emmaToken, nil); res.Status != http.StatusUnauthorized {
			t.Errorf("Emma's session after deactivation: %d", res.Status)
		}
		login := func() int {
			return env.Do(t, "POST", "/api/auth/login", "", map[string]string{"email": emma, "password": demo.Password}).Status
		}
		if status := login(); status != http.StatusUnprocessableEntity {
			t.Errorf("Emma's login after deactivation: %d", status)
		}
		again := userOf(t, env.Do(t, "POST", userPath(emmaID, "/deactivate"), client, nil), http.StatusOK)
		if !again.DeactivatedAt.Equal(*off.DeactivatedAt) {
			t.Errorf("deactivated again at %v, was %v", again.DeactivatedAt, off.DeactivatedAt)
		}
		if res := env.Do(t, "POST", userPath(emmaID, "/invitation"), client, nil); res.Status != http.StatusConflict ||
			res.JSON(t)["message"] != "users.refused.deactivated" {
			t.Errorf("inviting a deactivated user: %d %s", res.Status, res.Body)
		}
		if on := userOf(t, env.Do(t, "POST", userPath(emmaID, "/activate"), client, nil), http.StatusOK); on.DeactivatedAt != nil {
			t.Errorf("activated: %+v", on)
		}
		if status := login(); status != http.StatusOK {
			t.Errorf("Emma's login after activation: %d", status)
		}
		if res := env.Do(t, "POST", userPath(emmaID, "/invitation"), client, nil); res.Status != http.StatusConflict ||
			res.JSON(t)["message"] != "users.refused.registered" {
			t.Errorf("inviting a registered user: %d %s", res.Status, res.Body)
		}

		noor := userOf(t, env.Do(t, "POST", "/api/users", client, users.Fields{Name: "Noor", Email: "noor@example.com",
			Level: "Exit", ClientIDs: []int64{tulip}}), http.StatusCreated)
		first := invitationToken(t, env, "noor@example.com")
		userOf(t, env.Do(t, "POST", userPath(noor.ID, "/invitation"), client, nil), http.StatusOK)
		second := invitationToken(t, env, "noor@example.com")
		if res := env.Do(t, "GET", "/api/invitation/"+first, "", nil); res.Status != http.StatusNotFound {
			t.Errorf("the first link after a new invitation: %d", res.Status)
		}
		if res := env.Do(t, "GET", "/api/invitation/"+second, "", nil); res.Status != http.StatusOK {
			t.Errorf("the new link: %d %s", res.Status, res.Body)
		}
		userOf(t, env.Do(t, "POST", userPath(noor.ID, "/deactivate"), client, nil), http.StatusOK)
		if res := env.Do(t, "GET", "/api/invitation/"+second, "", nil); res.Status != http.StatusNotFound {
			t.Errorf("the link of a deactivated user: %d", res.Status)
		}
	})
}

// invitationToken is the token of the newest invitation mailed to recipient.
func invitationToken(t *testing.T, env *apptest.Env, recipient string) string {
	t.Helper()
	text := env.Mail.WaitFor(t, recipient, 10*time.Second).Text
	_, after, ok := strings.Cut(text, "/invitation/accept/")
	if !ok {
		t.Fatalf("no invitation link in:\n%s", text)
	}
	return strings.Fields(after)[0]
}

// Two Administrators demoting each other at once leave one of them: the other change is refused
// (409, or 404 when the one refused is no longer an Administrator by then), on both engines.
func TestLastAdministratorStays(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		ada := env.Login(t, admin)
		bea := userOf(t, env.Do(t, "POST", "/api/users", ada, users.Fields{Name: "Bea Beheer", Email: "bea@example.com",
			Level: "Administrator", ClientIDs: []int64{}}), http.StatusCreated)
		setPassword(t, env, bea.ID)
		beaToken := env.Login(t, "bea@example.com")
		adaID := idOf(t, env, admin)
		demote := func(token string, id int64, email string) int {
			return env.Do(t, "PUT", userPath(id, ""), token, users.Fields{Name: "Demoted", Email: email,
				Level: "Provider", ClientIDs: []int64{}}).Status
		}
		var statuses [2]int
		var wg sync.WaitGroup
		wg.Go(func() { statuses[0] = demote(ada, bea.ID, "bea@example.com") })
		wg.Go(func() { statuses[1] = demote(beaToken, adaID, admin) })
		wg.Wait()
		slices.Sort(statuses[:])
		if statuses[0] != http.StatusOK || (statuses[1] != http.StatusConflict && statuses[1] != http.StatusNotFound) {
			t.Errorf("demotions answered %v, want one 200 and one 409 or 404", statuses)
		}
		var admins int
		if err := env.App.DB.Read().Get(t.Context(), &admins, `SELECT count(*) FROM users WHERE level = 'Administrator'
			AND deactivated_at IS NULL`); err != nil || admins != 1 {
			t.Errorf("%d active Administrators (%v), want 1", admins, err)
		}
	})
}

// setPassword gives user id the demo password, as accepting the invitation would.
func setPassword(t *testing.T, env *apptest.Env, id int64) {
	t.Helper()
	var hash string
	if err := env.App.DB.Read().Get(t.Context(), &hash, `SELECT password_hash FROM users WHERE email = ?`, admin); err != nil {
		t.Fatal(err)
	}
	if err := env.App.Users.SetPassword(t.Context(), env.App.DB.Write(), id, hash); err != nil {
		t.Fatal(err)
	}
}

// The change that would leave no active Administrator is refused (409) with the user as they are:
// here Ada, demoted by Bea a moment ago, still acts on what her request read before.
func TestLastAdministratorRefused(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		ada, err := env.App.Users.ByEmail(t.Context(), admin)
		if err != nil {
			t.Fatal(err)
		}
		bea := userOf(t, env.Do(t, "POST", "/api/users", env.Login(t, admin), users.Fields{Name: "Bea Beheer",
			Email: "bea@example.com", Level: "Administrator", ClientIDs: []int64{}}), http.StatusCreated)
		setPassword(t, env, bea.ID)
		userOf(t, env.Do(t, "PUT", userPath(ada.ID, ""), env.Login(t, "bea@example.com"), users.Fields{Name: ada.Name,
			Email: admin, Level: "Provider", ClientIDs: []int64{}}), http.StatusOK)
		management := users.NewManagement(env.App.Users, env.App.Auth)
		for name, change := range map[string]func() (users.Row, error){
			"demote": func() (users.Row, error) {
				return management.Update(t.Context(), ada, bea.ID, users.Fields{Name: "Bea", Email: "bea@example.com",
					Level: "Provider", ClientIDs: []int64{}})
			},
			"deactivate": func() (users.Row, error) { return management.Deactivate(t.Context(), ada, bea.ID) },
		} {
			_, err := change()
			var refusal *domain.Refusal
			if !errors.As(err, &refusal) || refusal.Message != "users.refused.last_administrator" {
				t.Errorf("%s the last Administrator: %v", name, err)
			}
		}
		still := userOf(t, env.Do(t, "GET", userPath(bea.ID, ""), env.Login(t, "bea@example.com"), nil), http.StatusOK)
		if still.Level != "Administrator" || still.DeactivatedAt != nil || still.Name != "Bea Beheer" {
			t.Errorf("Bea after the refusals: %+v", still)
		}
	})
}

// A user's history: who made and changed them (with the fields changed), and their own logins,
// oldest first; a manager who may not manage the user gets 404.
func TestUserHistory(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		adminToken := env.Login(t, admin)
		emmaID := idOf(t, env, emma)
		env.Login(t, emma)
		userOf(t, env.Do(t, "PUT", userPath(emmaID, ""), adminToken, users.Fields{Name: "Emma Exit", Email: emma, Level: "Default",
			ClientIDs: []int64{tulip}, CanSeeTranslatorOrders: true}), http.StatusOK)
		userOf(t, env.Do(t, "POST", userPath(emmaID, "/deactivate"), adminToken, nil), http.StatusOK)
		res := env.Do(t, "GET", userPath(emmaID, "/history"), adminToken, nil)
		var body struct {
			Data []events.Entry `json:"data"`
		}
		if res.Status != http.StatusOK || json.Unmarshal(res.Body, &body) != nil {
			t.Fatalf("history: %d %s", res.Status, res.Body)
		}
		var got []string
		for _, e := range body.Data {
			got = append(got, e.Action+" by "+e.Actor.Name)
		}
		want := []string{"user.logged_in by Emma Exit", "user.edited by Ada Administrator", "user.deactivated by Ada Administrator"}
		if !slices.Equal(got, want) {
			t.Fatalf("history %v, want %v", got, want)
		}
		if level := body.Data[1].Changes["level"]; level.From != "Exit" || level.To != "Default" || len(body.Data[1].Changes) != 1 {
			t.Errorf("the edit's changes %v", body.Data[1].Changes)
		}
		if res := env.Do(t, "GET", userPath(emmaID, "/history"), env.Login(t, lotte), nil); res.Status != http.StatusNotFound {
			t.Errorf("another account's manager: %d", res.Status)
		}
	})
}
