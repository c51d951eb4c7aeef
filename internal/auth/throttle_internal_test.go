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

const (
	alice         = "alice@webshop.example"
	alicePassword = "alice-password-1"
)

// failLogins makes n wrong-password attempts, one every step, each answered as a plain failure.
func (f *fixture) failLogins(t *testing.T, s *Service, email, ip string, n int, step time.Duration) {
	t.Helper()
	for i := range n {
		_, err := s.Login(context.Background(), email, "wrong-password", Device{IP: ip})
		if !isAuthFailed(err) {
			t.Fatalf("failure %d of %s from %s: %v, want auth.failed", i+1, email, ip, err)
		}
		f.clock.advance(step)
	}
}

func isAuthFailed(err error) bool {
	var fe *domain.FieldError
	return errors.As(err, &fe) && fe.Message == "auth.failed" && len(fe.Fields) == 1 &&
		slices.Equal(fe.Fields["email"], []string{"auth.failed"})
}

// throttled reports whether err is the throttle's refusal, and until when.
func throttled(err error) (time.Time, bool) {
	var tooMany *domain.TooManyRequests
	if errors.As(err, &tooMany) {
		return tooMany.Until, true
	}
	return time.Time{}, false
}

// wantLocked fails unless a login of email from ip with the right password is refused by the
// throttle, and returns until when.
func wantLocked(t *testing.T, s *Service, email, ip string) time.Time {
	t.Helper()
	_, err := s.Login(context.Background(), email, alicePassword, Device{IP: ip})
	until, ok := throttled(err)
	if !ok {
		t.Fatalf("login of %s from %s: %v, want too many requests", email, ip, err)
	}
	return until
}

func TestThrottleLocksUntilOldestFailureLeavesWindow(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		first := f.clock.t
		f.failLogins(t, f.svc, alice, testIP, MaxFailures, time.Minute)

		// The right password does not help while locked, and the lock does not move.
		for _, at := range []time.Duration{5 * time.Minute, 10 * time.Minute, FailureWindow - time.Second} {
			f.clock.t = first.Add(at)
			if until := wantLocked(t, f.svc, alice, testIP); !until.Equal(first.Add(FailureWindow)) {
				t.Errorf("at +%s locked until %s, want %s", at, until, first.Add(FailureWindow))
			}
		}
		f.clock.t = first.Add(FailureWindow)
		f.login(t, alice, alicePassword)
	})
}

// The lock is per email and address: the owner of the account can still log in from elsewhere,
// and one attacker cannot lock out every user of an office.
func TestThrottleScope(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		f.addUser(t, "bob@webshop.example", alicePassword)
		f.failLogins(t, f.svc, alice, testIP, MaxFailures, time.Second)
		for _, tc := range []struct {
			name, email, ip string
			locked          bool
		}{
			{"same email and address", alice, testIP, true},
			{"same email in other case", "  ALICE@Webshop.example", testIP, true},
			{"same email from another address", alice, "198.51.100.7", false},
			{"another email from the same address", "bob@webshop.example", testIP, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := f.svc.Login(context.Background(), tc.email, alicePassword, Device{IP: tc.ip})
				if _, locked := throttled(err); locked != tc.locked || (!tc.locked && err != nil) {
					t.Errorf("login: %v, want locked %v", err, tc.locked)
				}
			})
		}
	})
}

func TestSuccessfulLoginClearsFailures(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		f.failLogins(t, f.svc, alice, testIP, MaxFailures-1, time.Second)
		f.login(t, alice, alicePassword)
		if n := countAttempts(t, d, alice); n != 0 {
			t.Errorf("%d failures left after a successful login", n)
		}
		// Without the clearing these would be failures 5 to 8 within the window.
		f.failLogins(t, f.svc, alice, testIP, MaxFailures-1, time.Second)
		f.login(t, alice, alicePassword)
	})
}

// Instances behind a load balancer count the same failures: the throttle lives in the database.
func TestThrottleSharedByInstances(t *testing.T) {
	forEachEngineTwice(t, func(t *testing.T, f *fixture, other *Service) {
		f.addUser(t, alice, alicePassword)
		f.failLogins(t, f.svc, alice, testIP, 3, time.Second)
		f.failLogins(t, other, alice, testIP, MaxFailures-3, time.Second)
		wantLocked(t, other, alice, testIP)
		wantLocked(t, f.svc, alice, testIP)
	})
}

// forEachEngineTwice runs fn per engine with two instances on one database: the fixture's Service
// and other, each with its own connections, sharing the fixture's clock.
func forEachEngineTwice(t *testing.T, fn func(t *testing.T, f *fixture, other *Service)) {
	for _, engine := range dbtest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			url := dbtest.SQLiteURL(t)
			if engine == db.Postgres {
				url = dbtest.PostgresURL(t)
			}
			one, two := openDB(t, url), openDB(t, url)
			if err := one.Migrate(context.Background()); err != nil {
				t.Fatal(err)
			}
			f := newFixture(t, one)
			fn(t, f, newClockedService(two, users.NewStore(two), f.clock))
		})
	}
}

func openDB(t *testing.T, url string) *db.DB {
	t.Helper()
	d, err := db.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

func countAttempts(t *testing.T, d *db.DB, email string) int {
	t.Helper()
	var n int
	if err := d.Read().Get(context.Background(), &n, `SELECT COUNT(*) FROM login_attempts WHERE email = ?`, email); err != nil {
		t.Fatal(err)
	}
	return n
}
