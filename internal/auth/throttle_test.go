package auth_test

import (
	"fmt"
	"maps"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/auth"
	"kade/internal/demo"
)

func TestLoginThrottle(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		for i := 1; i <= auth.MaxFailures; i++ {
			wantJSON(t, login(t, env, clientEmail, fmt.Sprintf("wrong-password-%d", i)), http.StatusUnprocessableEntity, authFailed)
		}
		for _, tc := range []struct{ name, email string }{
			{"sixth attempt, with the right password", clientEmail},
			{"the same email in other case", strings.ToUpper(clientEmail)},
			{"the same email with a NUL byte", clientEmail + "\x00"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				before := time.Now()
				res := login(t, env, tc.email, demo.Password)
				wantJSON(t, res, http.StatusTooManyRequests, `{"message":"errors.429"}`)
				header := res.Header.Get("Retry-After")
				until, err := http.ParseTime(res.Header.Get("Retry-After"))
				if err != nil || !strings.HasSuffix(header, " GMT") {
					t.Fatalf("Retry-After %q is not an HTTP date: %v", header, err)
				}
				if wait := until.Sub(before); wait < 14*time.Minute || wait > auth.FailureWindow {
					t.Errorf("Retry-After %s is %s ahead, want between 14 and 15 minutes", header, wait)
				}
			})
		}
		t.Run("another email from the same address", func(t *testing.T) {
			if res := login(t, env, employeeEmail, demo.Password); res.Status != http.StatusOK {
				t.Errorf("status %d, want 200 (%s)", res.Status, res.Body)
			}
		})
	})
}

// Fifty wrong passwords at once get exactly five 'wrong password' answers; the rest wait.
func TestLoginThrottleHoldsUnderParallelRequests(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		responses := make([]apptest.Response, 50)
		start := make(chan struct{})
		var wg sync.WaitGroup
		for i := range responses {
			wg.Go(func() {
				<-start
				responses[i] = login(t, env, clientEmail, "wrong-password")
			})
		}
		close(start)
		wg.Wait()
		statuses := map[int]int{}
		for _, res := range responses {
			statuses[res.Status]++
			switch res.Status {
			case http.StatusUnprocessableEntity:
				wantJSON(t, res, res.Status, authFailed)
			case http.StatusTooManyRequests:
				if _, err := http.ParseTime(res.Header.Get("Retry-After")); err != nil {
					t.Errorf("Retry-After %q: %v", res.Header.Get("Retry-After"), err)
				}
			}
		}
		want := map[int]int{http.StatusUnprocessableEntity: auth.MaxFailures, http.StatusTooManyRequests: 50 - auth.MaxFailures}
		if !maps.Equal(statuses, want) {
			t.Errorf("answers by status %v, want %v", statuses, want)
		}
	})
}
