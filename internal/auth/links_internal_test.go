package auth

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/users"
)

const newPassword = "a-brand-new-password"

// wantLinkError fails unless err is the 422 for a dead link: key as message and on the token field.
func wantLinkError(t *testing.T, err error, key string) {
	t.Helper()
	var fe *domain.FieldError
	if !errors.As(err, &fe) || fe.Message != key || len(fe.Fields) != 1 || !slices.Equal(fe.Fields["token"], []string{key}) {
		t.Errorf("got %v, want %s on token", err, key)
	}
}

// forgotten asks for a reset link for email from testIP, lets the background job mail it and returns
// the link's token.
func (f *fixture) forgotten(t *testing.T, email string) string {
	t.Helper()
	f.askReset(t, email, testIP)
	f.mailResetLinks(t)
	return f.mailedToken(t, email, "/password/reset/")
}

// askReset is the request of the password forgotten form: it is answered the same for every email.
func (f *fixture) askReset(t *testing.T, email, ip string) {
	t.Helper()
	if err := f.svc.Forgotten(context.Background(), email, "en-GB", ip); err != nil {
		t.Fatalf("password forgotten for %s from %s: %v", email, ip, err)
	}
}

// mailResetLinks runs the background job that handles the recorded requests once.
func (f *fixture) mailResetLinks(t *testing.T) {
	t.Helper()
	if err := f.svc.MailResetLinks(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func TestResetLinkExpires(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		for _, tc := range []struct {
			name  string
			after time.Duration
			ok    bool
		}{
			{"used after 59 minutes", 59 * time.Minute, true},
			{"used after 61 minutes", 61 * time.Minute, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				token := f.forgotten(t, alice)
				f.clock.advance(tc.after)
				email, err := f.svc.ResetPassword(context.Background(), token, newPassword, newPassword)
				if tc.ok {
					if err != nil || email != alice {
						t.Errorf("reset = %q, %v; want %s", email, err, alice)
					}
					return
				}
				wantLinkError(t, err, "passwords.token")
			})
		}
	})
}

// A user has at most one live reset link: a new one replaces the one before, which stops working.
func TestNewResetLinkReplacesTheOld(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		first := f.forgotten(t, alice)
		second := f.forgotten(t, alice)
		if first == second {
			t.Fatal("two reset mails carry the same link")
		}
		_, err := f.svc.ResetPassword(context.Background(), first, newPassword, newPassword)
		wantLinkError(t, err, "passwords.token")
		if _, err := f.svc.ResetPassword(context.Background(), second, newPassword, newPassword); err != nil {
			t.Errorf("the newest link: %v", err)
		}
	})
}

func (f *fixture) invite(t *testing.T, u users.User) string {
	t.Helper()
	ctx := context.Background()
	if err := f.db.Tx(ctx, func(q db.Q) error { return f.svc.Invite(ctx, q, u, "en-GB") }); err != nil {
		t.Fatal(err)
	}
	return f.mailedToken(t, u.Email, "/invitation/accept/")
}

func TestInvitationExpires(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		u := f.addUser(t, alice, "")
		invited := f.clock.t
		token := f.invite(t, u)

		f.clock.t = invited.Add(InvitationLifetime - time.Minute)
		if got, err := f.svc.Invitation(context.Background(), token); err != nil || got.ID != u.ID {
			t.Fatalf("a minute before it expires: %+v, %v", got, err)
		}
		f.clock.t = invited.Add(InvitationLifetime)
		if _, err := f.svc.Invitation(context.Background(), token); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("expired invitation: %v, want not found", err)
		}
		_, err := f.svc.AcceptInvitation(context.Background(), token, newPassword, newPassword)
		wantLinkError(t, err, "invitation.token")
		if got, err := f.users.ByID(context.Background(), u.ID); err != nil || got.PasswordHash != nil {
			t.Errorf("expired invitation set a password: %v, %v", got.PasswordHash, err)
		}
	})
}
