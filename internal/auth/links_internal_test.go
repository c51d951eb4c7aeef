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

func (f *fixture) forgotten(t *testing.T, email string) string {
	t.Helper()
	if err := f.svc.Forgotten(context.Background(), email, "en-GB"); err != nil {
		t.Fatal(err)
	}
	return f.mailedToken(t, email, "/password/reset/")
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

// Using one reset link ends the others the user asked for.
func TestResetEndsOtherResetLinks(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		first := f.forgotten(t, alice)
		second := f.forgotten(t, alice)
		if first == second {
			t.Fatal("two reset mails carry the same link")
		}
		if _, err := f.svc.ResetPassword(context.Background(), second, newPassword, newPassword); err != nil {
			t.Fatal(err)
		}
		_, err := f.svc.ResetPassword(context.Background(), first, "yet-another-password", "yet-another-password")
		wantLinkError(t, err, "passwords.token")
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
