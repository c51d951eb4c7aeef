package auth

import (
	"context"
	"sync"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// answers counts the outcomes of logins.
type answers struct{ failed, throttled, succeeded int }

func (a *answers) add(t *testing.T, err error) {
	t.Helper()
	_, locked := throttled(err)
	switch {
	case err == nil:
		a.succeeded++
	case isAuthFailed(err):
		a.failed++
	case locked:
		a.throttled++
	default:
		t.Errorf("login: %v", err)
	}
}

// parallelLogins makes n wrong-password logins of email from testIP at once, spread over the
// instances, and counts the answers.
func parallelLogins(t *testing.T, instances []*Service, email string, n int) answers {
	t.Helper()
	errs := make([]error, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-start
			_, errs[i] = instances[i%len(instances)].Login(context.Background(), email, "wrong-password", Device{IP: testIP})
		})
	}
	close(start)
	wg.Wait()
	var a answers
	for _, err := range errs {
		a.add(t, err)
	}
	return a
}

// The limit holds exactly however many wrong passwords arrive at once, also when they arrive at
// two instances.
func TestThrottleHoldsUnderParallelLogins(t *testing.T) {
	forEachEngineTwice(t, func(t *testing.T, f *fixture, other *Service) {
		f.addUser(t, alice, alicePassword)
		got := parallelLogins(t, []*Service{f.svc, other}, alice, 50)
		if want := (answers{failed: MaxFailures, throttled: 50 - MaxFailures}); got != want {
			t.Errorf("50 parallel wrong passwords: %+v, want %+v", got, want)
		}
		if n := countAttempts(t, f.db, alice); n != MaxFailures {
			t.Errorf("%d failures recorded, want %d", n, MaxFailures)
		}
		wantLocked(t, other, alice, testIP)
	})
}

// Once five failures are recorded the right password is refused like any other attempt: it waits
// for the window, as the wrong ones do. Here it arrives while the other wrong passwords of the
// burst are still under way.
func TestThrottleRefusesRightPasswordOnceLimitReached(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		failures := make(chan struct{}, 29)
		errs := make([]error, 29)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Go(func() {
				_, errs[i] = f.svc.Login(context.Background(), alice, "wrong-password", Device{IP: testIP})
				if isAuthFailed(errs[i]) {
					failures <- struct{}{}
				}
			})
		}
		for range MaxFailures {
			<-failures
		}
		_, right := f.svc.Login(context.Background(), alice, alicePassword, Device{IP: testIP})
		wg.Wait()
		if _, locked := throttled(right); !locked {
			t.Errorf("the right password after %d recorded failures: %v, want too many requests", MaxFailures, right)
		}
		var got answers
		for _, err := range errs {
			got.add(t, err)
		}
		if want := (answers{failed: MaxFailures, throttled: 29 - MaxFailures}); got != want {
			t.Errorf("29 wrong passwords: %+v, want %+v", got, want)
		}
	})
}

// Thirty logins at once, one of them with the right password: the right one logs in only when it
// takes one of the five attempts before the limit, and a login clears the failures before it.
// Either way no more than five wrong passwords are ever checked without a success between them.
func TestThrottleRightPasswordAmongParallelLogins(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		errs := make([]error, 30)
		start := make(chan struct{})
		var wg sync.WaitGroup
		for i := range errs {
			password := "wrong-password"
			if i == 17 {
				password = alicePassword
			}
			wg.Go(func() {
				<-start
				_, errs[i] = f.svc.Login(context.Background(), alice, password, Device{IP: testIP})
			})
		}
		close(start)
		wg.Wait()
		var wrong answers
		for i, err := range errs {
			if i != 17 {
				wrong.add(t, err)
			}
		}
		_, locked := throttled(errs[17])
		switch {
		case locked:
			if wrong.failed != MaxFailures {
				t.Errorf("the right password was refused, but %d wrong ones were checked, want %d", wrong.failed, MaxFailures)
			}
		case errs[17] == nil:
			// At most four failures before the login (which clears them) and five after it.
			if wrong.failed > 2*MaxFailures-1 {
				t.Errorf("the right password logged in and %d wrong ones were checked, want at most %d",
					wrong.failed, 2*MaxFailures-1)
			}
		default:
			t.Errorf("the right password: %v, want a login or too many requests", errs[17])
		}
		if n := countAttempts(t, d, alice); n > MaxFailures {
			t.Errorf("%d failures recorded, want at most %d", n, MaxFailures)
		}
	})
}
