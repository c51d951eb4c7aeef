package auth

import (
	"context"
	"errors"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

// authenticate reports whether token is accepted now, failing on anything but a refusal.
func (f *fixture) authenticate(t *testing.T, token string) bool {
	t.Helper()
	u, err := f.svc.Authenticate(context.Background(), token)
	switch {
	case err == nil:
		if u.Email != alice {
			t.Fatalf("token belongs to %s, want %s", u.Email, alice)
		}
		return true
	case errors.Is(err, domain.ErrUnauthorized):
		return false
	default:
		t.Fatalf("authenticate: %v", err)
		return false
	}
}

func TestTokenIdleTimeout(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		for _, tc := range []struct {
			name string
			idle time.Duration
			ok   bool
		}{
			{"used again within the idle timeout", IdleTimeout - time.Minute, true},
			{"unused for the idle timeout", IdleTimeout, false},
			{"unused for a day", 24 * time.Hour, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				token := f.login(t, alice, alicePassword)
				f.clock.advance(tc.idle)
				if ok := f.authenticate(t, token); ok != tc.ok {
					t.Errorf("after %s without use: accepted %v, want %v", tc.idle, ok, tc.ok)
				}
			})
		}
	})
}

// Regular use keeps a token alive only until AbsoluteTimeout after login.
func TestTokenAbsoluteTimeout(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		loggedIn := f.clock.t
		token := f.login(t, alice, alicePassword)
		for f.clock.t.Add(11 * time.Hour).Before(loggedIn.Add(AbsoluteTimeout)) {
			f.clock.advance(11 * time.Hour) // each use within the idle timeout of the one before
			if !f.authenticate(t, token) {
				t.Fatalf("token refused %s after login although used every 11 hours", f.clock.t.Sub(loggedIn))
			}
		}
		f.clock.t = loggedIn.Add(AbsoluteTimeout)
		if f.authenticate(t, token) {
			t.Errorf("token accepted %s after login", AbsoluteTimeout)
		}
	})
}

// last_used_at is written at most once a minute, so that a burst of requests stays a burst of reads.
func TestTokenLastUsedWrittenAtMostOncePerMinute(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		loggedIn := f.clock.t
		token := f.login(t, alice, alicePassword)
		for _, step := range []struct {
			after    time.Duration // since login
			lastUsed time.Duration // since login, as stored afterwards
		}{
			{0, 0},
			{30 * time.Second, 0},
			{touchEvery, 0},
			{touchEvery + time.Second, touchEvery + time.Second},
			{touchEvery + 50*time.Second, touchEvery + time.Second},
			{2*touchEvery + 2*time.Second, 2*touchEvery + 2*time.Second},
		} {
			f.clock.t = loggedIn.Add(step.after)
			if !f.authenticate(t, token) {
				t.Fatalf("token refused %s after login", step.after)
			}
			var lastUsed time.Time
			if err := d.Read().Get(context.Background(), &lastUsed,
				`SELECT last_used_at FROM auth_tokens WHERE token_hash = ?`, hashSecret(token)); err != nil {
				t.Fatal(err)
			}
			if want := loggedIn.Add(step.lastUsed); !lastUsed.Equal(want) {
				t.Errorf("used %s after login: last_used_at %s, want %s", step.after, lastUsed.UTC(), want)
			}
		}
	})
}

func TestLogoutRevokesOnlyThatToken(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		phone, laptop := f.login(t, alice, alicePassword), f.login(t, alice, alicePassword)
		if phone == laptop {
			t.Fatal("two logins got the same token")
		}
		if err := f.svc.Logout(context.Background(), phone); err != nil {
			t.Fatal(err)
		}
		if f.authenticate(t, phone) {
			t.Error("token accepted after logout")
		}
		if !f.authenticate(t, laptop) {
			t.Error("logout ended the user's other session")
		}
		for _, token := range []string{"", "not-a-token", hashSecret(laptop)} {
			if f.authenticate(t, token) {
				t.Errorf("token %q accepted", token)
			}
		}
	})
}
