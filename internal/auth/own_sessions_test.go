package auth_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"kade/internal/apptest"
	"kade/internal/auth"
	"kade/internal/demo"
)

const emma = "exit@tulip.example.com"

// loginAs logs emma in from a browser with userAgent and returns the token.
func loginAs(t *testing.T, env *apptest.Env, userAgent string) string {
	t.Helper()
	res := post(t, env, "/api/auth/login", `{"email":"`+emma+`","password":"`+demo.Password+`"}`, http.Header{"User-Agent": {userAgent}})
	var body struct {
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	if res.Status != http.StatusOK || json.Unmarshal(res.Body, &body) != nil {
		t.Fatalf("login from %s: %d %s", userAgent, res.Status, res.Body)
	}
	return body.Data.Token
}

// sessionsOf is the sessions the token's user sees.
func sessionsOf(t *testing.T, env *apptest.Env, token string) []auth.Session {
	t.Helper()
	res := env.Do(t, "GET", "/api/profile/sessions", token, nil)
	var body struct {
		Data []auth.Session `json:"data"`
	}
	if res.Status != http.StatusOK || json.Unmarshal(res.Body, &body) != nil {
		t.Fatalf("sessions: %d %s", res.Status, res.Body)
	}
	return body.Data
}

// A user sees their sessions with the device and address of each, theirs marked, and ends the others:
// those stop at once, their own goes on.
func TestOwnSessions(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		laptop := loginAs(t, env, "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0")
		phone := loginAs(t, env, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Safari/604.1")
		sessions := sessionsOf(t, env, laptop)
		if len(sessions) != 2 {
			t.Fatalf("sessions %+v, want 2", sessions)
		}
		devices := map[string]bool{}
		for _, s := range sessions {
			devices[s.Device] = s.Current
			if s.Address != "127.0.0.1" || s.LoggedInAt.IsZero() || s.LastSeenAt.Before(s.LoggedInAt) {
				t.Errorf("session %+v", s)
			}
		}
		if len(devices) != 2 || !devices["Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0"] || devices["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Safari/604.1"] {
			t.Errorf("devices (current) %v", devices)
		}
		if res := env.Do(t, "POST", "/api/profile/sessions/end-others", laptop, nil); res.Status != http.StatusNoContent {
			t.Fatalf("end others: %d %s", res.Status, res.Body)
		}
		wantSession(t, env, phone, false)
		wantSession(t, env, laptop, true)
		if left := sessionsOf(t, env, laptop); len(left) != 1 || !left[0].Current {
			t.Errorf("sessions left %+v", left)
		}
	})
}

// A new password needs the current one; a wrong one is a field error and counts as a failed login,
// so the sixth guess is throttled as the login is. The change ends every other session, and only the
// new password logs in.
func TestChangePassword(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		mine, other := env.Login(t, emma), env.Login(t, emma)
		change := func(current, password string) apptest.Response {
			return env.Do(t, "PUT", "/api/profile/password", mine, auth.PasswordChange{CurrentPassword: current,
				Password: password, PasswordConfirmation: password})
		}
		wantJSON(t, change("", "short"), http.StatusUnprocessableEntity,
			`{"message":"errors.422","errors":{"current_password":["validation.required"],"password":["validation.min,12"]}}`)
		wantJSON(t, change("not-my-password", "a-brand-new-password"), http.StatusUnprocessableEntity,
			`{"message":"errors.422","errors":{"current_password":["passwords.current_wrong"]}}`)
		wantSession(t, env, other, true)
		if res := change(demo.Password, "a-brand-new-password"); res.Status != http.StatusNoContent {
			t.Fatalf("change: %d %s", res.Status, res.Body)
		}
		wantSession(t, env, other, false)
		wantSession(t, env, mine, true)
		if res := login(t, env, emma, demo.Password); res.Status != http.StatusUnprocessableEntity {
			t.Errorf("the old password: %d", res.Status)
		}
		if res := login(t, env, emma, "a-brand-new-password"); res.Status != http.StatusOK {
			t.Errorf("the new password: %d %s", res.Status, res.Body)
		}
		for range auth.MaxFailures {
			change("guess-guess-guess", "another-new-password")
		}
		if res := change("a-brand-new-password", "another-new-password"); res.Status != http.StatusTooManyRequests {
			t.Errorf("after %d wrong guesses: %d %s", auth.MaxFailures, res.Status, res.Body)
		}
	})
}
