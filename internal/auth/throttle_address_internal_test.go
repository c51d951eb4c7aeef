package auth

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// One host gets a whole IPv6 /64 network and may take a new address of it for every request: the
// throttle counts the network as one address, so it still checks no more than five wrong passwords.
// IPv4 addresses, and IPv6 networks, are each their own.
func TestThrottleCountsAnIPv6NetworkAsOneAddress(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		h := Handlers{Auth: f.svc}
		login := func(remoteAddr, password string) int {
			body := fmt.Sprintf(`{"email":%q,"password":%q}`, alice, password)
			req := httptest.NewRequest("POST", "/api/auth/login", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.RemoteAddr = remoteAddr
			rec := httptest.NewRecorder()
			h.Login(rec, req)
			return rec.Code
		}
		for i := 1; i <= MaxFailures; i++ {
			if code := login(fmt.Sprintf("[2001:db8:1:2::%x]:40000", i), "wrong-password"); code != http.StatusUnprocessableEntity {
				t.Fatalf("wrong password %d: status %d, want 422", i, code)
			}
		}
		for _, tc := range []struct {
			remoteAddr string
			want       int
		}{
			{"[2001:db8:1:2:ffff:ffff:ffff:fffe]:40000", http.StatusTooManyRequests},
			{"[2001:db8:1:3::1]:40000", http.StatusOK},
			{"192.0.2.1:40000", http.StatusOK},
			{"[::ffff:192.0.2.1]:40000", http.StatusOK},
		} {
			if code := login(tc.remoteAddr, alicePassword); code != tc.want {
				t.Errorf("the right password from %s: status %d, want %d", tc.remoteAddr, code, tc.want)
			}
		}
	})
}
