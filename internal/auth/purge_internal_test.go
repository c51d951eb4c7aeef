package auth

import (
	"context"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// TestPurgeExpiredKeepsWhatStillWorks lets time pass and checks that each purge removes exactly the
// failures, tokens and links that can no longer be used.
func TestPurgeExpiredKeepsWhatStillWorks(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		invitee := f.addUser(t, "invitee@example.com", "")

		if _, err := f.svc.Login(ctx, alice, "wrong password!", Device{IP: testIP}); err == nil {
			t.Fatal("a wrong password logged in")
		}
		token := f.login(t, alice, alicePassword) // clears alice's failure
		if _, err := f.svc.Login(ctx, "nobody@example.com", "wrong password!", Device{IP: testIP}); err == nil {
			t.Fatal("an unknown user logged in")
		}
		f.forgotten(t, alice)
		if err := d.Tx(ctx, func(q db.Q) error { return f.svc.Invite(ctx, q, invitee, "en-GB") }); err != nil {
			t.Fatal(err)
		}

		purgeAfter := func(d time.Duration) {
			t.Helper()
			f.clock.advance(d)
			if err := f.svc.PurgeExpired(ctx); err != nil {
				t.Fatal(err)
			}
		}
		want := func(table string, rows int) {
			t.Helper()
			var n int
			if err := f.db.Read().Get(ctx, &n, `SELECT COUNT(*) FROM `+table); err != nil {
				t.Fatal(err)
			}
			if n != rows {
				t.Errorf("at %s: %s has %d rows, want %d", f.clock.t.Format(time.RFC3339), table, n, rows)
			}
		}

		purgeAfter(10 * time.Minute) // everything still counts or works
		want("login_attempts", 1)
		want("password_reset_requests", 1)
		want("password_reset_tokens", 1)
		want("auth_tokens", 1)
		want("invitations", 1)

		purgeAfter(time.Hour) // the failure and the request left their windows, the reset link expired
		want("login_attempts", 0)
		want("password_reset_requests", 0)
		want("password_reset_tokens", 0)
		want("auth_tokens", 1)
		want("invitations", 1)
		if !f.authenticate(t, token) { // a use keeps the token alive
			t.Fatal("the token stopped working within its idle timeout")
		}

		purgeAfter(IdleTimeout + time.Minute) // unused for longer than the idle timeout
		want("auth_tokens", 0)
		want("invitations", 1)

		purgeAfter(InvitationLifetime) // the invitation expired unaccepted
		want("invitations", 0)
	})
}
