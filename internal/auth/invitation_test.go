package auth_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"kade/internal/access"
	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/users"
)

const (
	inviteeEmail = "nina@tulip.example.com"
	inviteeName  = "Nina Nieuwenhuis"
)

// invite does what `kade user create` does without --password: create the user and queue the
// invitation in one transaction, then wake the mail dispatcher. A zero users.User creates the invitee.
func invite(t *testing.T, env *apptest.Env, u users.User) users.User {
	t.Helper()
	ctx := context.Background()
	err := env.App.DB.Tx(ctx, func(q db.Q) error {
		if u.ID == 0 {
			var err error
			u, err = env.App.Users.Create(ctx, q, users.NewUser{Email: inviteeEmail, Name: inviteeName,
				Level: access.Default, ClientIDs: []int64{env.Accounts[demo.Accounts[0]]}})
			if err != nil {
				return err
			}
		}
		return env.App.Auth.Invite(ctx, q, u, "en-GB")
	})
	if err != nil {
		t.Fatal(err)
	}
	env.App.Auth.MailQueued()
	return u
}

func TestInvitationJourney(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		const chosen = "nina-chose-this-one"
		invite(t, env, users.User{})
		m, token := mailedToken(t, env, inviteeEmail, "/invitation/accept/")
		if m.Subject != "Kade Logistics invites you to its customer portal" || !strings.Contains(m.Text, "Hello "+inviteeName) {
			t.Errorf("invitation mail %q:\n%s", m.Subject, m.Text)
		}
		wantJSON(t, login(t, env, inviteeEmail, chosen), http.StatusUnprocessableEntity, authFailed) // no password yet

		invitation := `{"data":{"email":"` + inviteeEmail + `","name":"` + inviteeName + `"}}`
		wantJSON(t, env.Do(t, "GET", "/api/invitation/"+token, "", nil), http.StatusOK, invitation)
		for _, tc := range badPasswords(inviteeEmail) {
			t.Run(tc.name, func(t *testing.T) {
				wantJSON(t, post(t, env, "/api/invitation/accept", newPasswordBody(t, token, tc.password, tc.confirmation), nil),
					http.StatusUnprocessableEntity, tc.want)
				if passwordHash(t, env, inviteeEmail) != "" {
					t.Error("a refused password was stored")
				}
			})
		}
		// The link still works after the refusals.
		wantJSON(t, env.Do(t, "GET", "/api/invitation/"+token, "", nil), http.StatusOK, invitation)
		wantJSON(t, post(t, env, "/api/invitation/accept", newPasswordBody(t, token, chosen, chosen), nil),
			http.StatusOK, `{"data":{"email":"`+inviteeEmail+`"}}`)
		if res := login(t, env, inviteeEmail, chosen); res.Status != http.StatusOK {
			t.Errorf("login after accepting: %d %s", res.Status, res.Body)
		}

		// The link works once.
		wantJSON(t, env.Do(t, "GET", "/api/invitation/"+token, "", nil), http.StatusNotFound, `{"message":"errors.404"}`)
		wantJSON(t, post(t, env, "/api/invitation/accept", newPasswordBody(t, token, "another-password-1", "another-password-1"), nil),
			http.StatusUnprocessableEntity, `{"message":"invitation.token","errors":{"token":["invitation.token"]}}`)
	})
}

// Inviting again (a lost mail) makes the earlier link stop working.
func TestReinvitationReplacesLink(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		u := invite(t, env, users.User{})
		_, first := mailedToken(t, env, inviteeEmail, "/invitation/accept/")
		invite(t, env, u)
		_, second := mailedToken(t, env, inviteeEmail, "/invitation/accept/")
		if first == second {
			t.Fatal("the second invitation carries the first link")
		}
		for _, tc := range []struct {
			name, token string
			status      int
			want        string
		}{
			{"first link", first, http.StatusNotFound, `{"message":"errors.404"}`},
			{"unknown link", forged(second), http.StatusNotFound, `{"message":"errors.404"}`},
			{"second link", second, http.StatusOK, `{"data":{"email":"` + inviteeEmail + `","name":"` + inviteeName + `"}}`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				wantJSON(t, env.Do(t, "GET", "/api/invitation/"+tc.token, "", nil), tc.status, tc.want)
			})
		}
		wantJSON(t, post(t, env, "/api/invitation/accept", newPasswordBody(t, first, "nina-chose-this-one", "nina-chose-this-one"), nil),
			http.StatusUnprocessableEntity, `{"message":"invitation.token","errors":{"token":["invitation.token"]}}`)
		if passwordHash(t, env, inviteeEmail) != "" {
			t.Error("the replaced link set a password")
		}
	})
}
