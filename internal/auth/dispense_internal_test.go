package auth

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// The session cookie is Secure whenever the portal is reached over HTTPS, also when TLS ends at a
// proxy in front of Kade (the request itself is then plain HTTP).
func TestSessionCookieSecure(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.addUser(t, alice, alicePassword)
		token := f.login(t, alice, alicePassword)
		for _, tc := range []struct {
			name, baseURL string
			tls, secure   bool
		}{
			{"plain http", "http://portal.test", false, false},
			{"https behind a proxy", "https://portal.example", false, true},
			{"TLS to Kade itself", "http://portal.test", true, true},
		} {
			t.Run(tc.name, func(t *testing.T) {
				f.svc.settings.BaseURL = tc.baseURL
				h := Handlers{Auth: f.svc}
				form := url.Values{"token": {token}, "email": {alice}, "redirect_uri": {"/"}}
				r := httptest.NewRequest("POST", "/api/auth/dispense", strings.NewReader(form.Encode()))
				r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				out := httptest.NewRequest("POST", "/api/auth/logout", nil)
				if tc.tls {
					r.TLS, out.TLS = &tls.ConnectionState{}, &tls.ConnectionState{}
				}
				w := httptest.NewRecorder()
				h.Dispense(w, r)
				logout := httptest.NewRecorder()
				h.Logout(logout, out)
				for name, res := range map[string]*http.Response{"dispense": w.Result(), "logout": logout.Result()} {
					cookies := res.Cookies()
					if len(cookies) != 1 || cookies[0].Name != SessionCookie || cookies[0].Secure != tc.secure {
						t.Errorf("%s sets %v, want one %s cookie with Secure %v", name, res.Header["Set-Cookie"], SessionCookie, tc.secure)
					}
				}
			})
		}
	})
}
