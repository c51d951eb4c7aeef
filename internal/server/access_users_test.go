package server_test

import (
	"context"
	"fmt"
	"strconv"
	"sync/atomic"
	"testing"

	"kade/internal/apptest"
	"kade/internal/auth"
	"kade/internal/db"
	"kade/internal/users"
)

// invited counts the users the access test makes, so each has an address of its own.
var invited atomic.Int64

// newMemberEmail is an address no user has yet.
func newMemberEmail() string { return fmt.Sprintf("member-%d@tulip.example.com", invited.Add(1)) }

// memberFields are a new Exit user of the account, as a manager enters them.
func memberFields(accountID int64) users.Fields {
	return users.Fields{Name: "Mila Member", Email: newMemberEmail(), Level: "Exit", ClientIDs: []int64{accountID}}
}

// memberPath makes an Exit user of the account, invited and not registered yet, for one call.
func memberPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	f := memberFields(accountID)
	var u users.User
	err := env.App.DB.Tx(context.Background(), func(q db.Q) error {
		var err error
		u, err = env.App.Users.Create(context.Background(), q, users.NewUser{Email: f.Email, Name: f.Name,
			Level: f.Level, ClientIDs: f.ClientIDs})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"userId": strconv.FormatInt(u.ID, 10)}
}

// Users: the administrator manages everyone, the provider employee client users, a Default user the
// client users of their own accounts; the first account's Exit user is another account's user for
// the second account's Default user (404), and nobody's for Supplier and Exit users (403).
func init() {
	manage := statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 403, "warehouse": 403}
	addExpectations(map[string]expectation{
		"GET /api/users": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 200, "webshop": 403, "warehouse": 403}},
		// The second account's Default user may not give the first account: 403.
		"POST /api/users": {
			want: statuses{"guest": 401, "administrator": 201, "provider": 201, "default": 201, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 403},
			body: func(_ caller, _ string, accountID int64) any { return memberFields(accountID) }},
		"GET /api/users/{userId}":         {prepare: memberPath, want: manage},
		"GET /api/users/{userId}/history": {prepare: memberPath, want: manage},
		"PUT /api/users/{userId}": {prepare: memberPath, want: manage,
			body: func(_ caller, _ string, accountID int64) any { return memberFields(accountID) }},
		"POST /api/users/{userId}/invitation": {prepare: memberPath, want: manage},
		"POST /api/users/{userId}/deactivate": {prepare: memberPath, want: manage},
		"POST /api/users/{userId}/activate":   {prepare: memberPath, want: manage},
	})
}

// own is the statuses of a route of the caller's own settings: every logged-in user gets ok, a key 403.
func own(ok int) statuses {
	return statuses{"guest": 401, "administrator": ok, "provider": ok, "default": ok, "supplier": ok, "exit": ok, "other-account": ok, "webshop": 403, "warehouse": 403}
}

// A user's own settings: every logged-in user, never a key.
func init() {
	addExpectations(map[string]expectation{
		"PUT /api/profile": {want: own(200),
			body: func(c caller, _ string, _ int64) any {
				return users.OwnSettings{Name: "Renamed " + c.name, Language: "en-GB"}
			}},
		// The current password is wrong (422): a right one would end the other callers' sessions.
		"PUT /api/profile/password": {want: own(422),
			body: jsonBody(auth.PasswordChange{CurrentPassword: "not-the-password", Password: "a-new-password-1", PasswordConfirmation: "a-new-password-1"})},
		"GET /api/profile/sessions":             {want: own(200)},
		"POST /api/profile/sessions/end-others": {want: own(204)},
	})
}

// Two-factor login: anyone answers a login's challenge (an unknown one is 422); every logged-in user
// sets it up for themselves (a code of other than six digits is 422, and a wrong password turns it
// not off), never a key.
func init() {
	everyone := func(status int) statuses {
		return statuses{"guest": status, "administrator": status, "provider": status, "default": status, "supplier": status, "exit": status, "other-account": status, "webshop": status, "warehouse": status}
	}
	addExpectations(map[string]expectation{
		"POST /api/auth/two-factor": {want: everyone(422),
			body: jsonBody(map[string]string{"challenge": "unknown", "code": "123456"})},
		"POST /api/profile/two-factor":         {want: own(200)},
		"POST /api/profile/two-factor/confirm": {want: own(422), body: jsonBody(map[string]string{"code": "12345"})},
		"POST /api/profile/two-factor/disable": {want: own(422), body: jsonBody(map[string]string{"current_password": "not-the-password"})},
	})
}
