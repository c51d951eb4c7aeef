package auth

import (
	"context"
	"errors"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

// listening runs s's listener for login changes for the rest of the test and waits until it holds.
func listening(t *testing.T, s *Service) {
	dbtest.Listening(t, s.sessions, s.ListenForLoginChanges)
}

// kept authenticates token on s until s answers for it from memory.
func kept(t *testing.T, s *Service, token string) {
	t.Helper()
	dbtest.KeptAfter(t, s.sessions, hashSecret(token), func() error {
		_, err := s.Authenticate(context.Background(), token)
		return err
	})
}

// Two instances on PostgreSQL keep the sessions they checked, and each forgets them as soon as the
// token or its user changes, on either instance or behind both (a command, SQL); the one that made
// the change forgets before it answers.
func TestKeptSessionsFollowEveryChange(t *testing.T) {
	f := newFixture(t, dbtest.Open(t, db.Postgres))
	other := newClockedService(f.db, f.users, f.clock)
	listening(t, f.svc)
	listening(t, other)
	u := f.addUser(t, "kept@example.com", "secret-password-1")
	unauthorized := func(s *Service, token string) func() bool {
		return func() bool {
			_, err := s.Authenticate(context.Background(), token)
			return errors.Is(err, domain.ErrUnauthorized)
		}
	}

	first := f.login(t, u.Email, "secret-password-1")
	kept(t, f.svc, first)
	kept(t, other, first)
	if err := f.svc.Logout(context.Background(), first); err != nil {
		t.Fatal(err)
	}
	if !unauthorized(f.svc, first)() {
		t.Fatal("the instance that logged out still answers for the token")
	}
	dbtest.WaitUntil(t, "logged out on the other instance", unauthorized(other, first))

	second := f.login(t, u.Email, "secret-password-1")
	kept(t, other, second)
	if _, err := f.db.Write().Exec(context.Background(), `UPDATE users SET name = 'Renamed' WHERE id = ?`, u.ID); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "renamed", func() bool {
		got, err := other.Authenticate(context.Background(), second)
		return err == nil && got.Name == "Renamed"
	})
	if _, err := f.db.Write().Exec(context.Background(), `UPDATE auth_tokens SET revoked_at = expires_at`); err != nil {
		t.Fatal(err)
	}
	dbtest.WaitUntil(t, "revoked behind both instances", unauthorized(other, second))

	// A kept session's idle timeout counts as the database's does.
	third := f.login(t, u.Email, "secret-password-1")
	kept(t, other, third)
	f.clock.advance(IdleTimeout)
	if !unauthorized(other, third)() {
		t.Fatal("a kept session outlived its idle timeout")
	}
}

// A password reset ends the user's sessions on the instance that reset it before it answers.
func TestKeptSessionsEndWithAPasswordReset(t *testing.T) {
	f := newFixture(t, dbtest.Open(t, db.Postgres))
	listening(t, f.svc)
	u := f.addUser(t, "reset-kept@example.com", "secret-password-1")
	token := f.login(t, u.Email, "secret-password-1")
	kept(t, f.svc, token)
	f.askReset(t, u.Email, testIP)
	f.mailResetLinks(t)
	link := f.mailedToken(t, u.Email, "/password/reset/")
	if _, err := f.svc.ResetPassword(context.Background(), link, "another-password-2", "another-password-2"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Authenticate(context.Background(), token); !errors.Is(err, domain.ErrUnauthorized) {
		t.Fatalf("after the reset: %v, want unauthorized", err)
	}
}
