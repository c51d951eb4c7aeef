package auth_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/mail/mailtest"
)

// Demo users (internal/demo) the HTTP tests log in as.
const (
	clientEmail   = "client@tulip.example.com"
	employeeEmail = "employee@kade.example.com"
)

// authFailed is the one answer to wrong credentials, whatever was wrong.
const authFailed = `{"message":"auth.failed","errors":{"email":["auth.failed"]}}`

// wantJSON fails unless res has status and a body equal, as JSON, to want.
func wantJSON(t *testing.T, res apptest.Response, status int, want string) {
	t.Helper()
	if res.Status != status {
		t.Errorf("status %d, want %d (%s)", res.Status, status, res.Body)
		return
	}
	var got, exp any
	if err := json.Unmarshal(res.Body, &got); err != nil {
		t.Errorf("body is not JSON: %v: %s", err, res.Body)
		return
	}
	if err := json.Unmarshal([]byte(want), &exp); err != nil {
		t.Fatalf("expected body is not JSON: %v: %s", err, want)
	}
	if !reflect.DeepEqual(got, exp) {
		t.Errorf("body %s, want %s", bytes.TrimSpace(res.Body), want)
	}
}

func login(t *testing.T, env *apptest.Env, email, password string) apptest.Response {
	t.Helper()
	return env.Do(t, "POST", "/api/auth/login", "", map[string]string{"email": email, "password": password})
}

// wantSession fails unless token is accepted (or, with want false, refused) by GET /api/profile.
func wantSession(t *testing.T, env *apptest.Env, token string, want bool) {
	t.Helper()
	res := env.Do(t, "GET", "/api/profile", token, nil)
	switch {
	case want && res.Status != http.StatusOK:
		t.Errorf("token refused: %d %s", res.Status, res.Body)
	case !want:
		wantJSON(t, res, http.StatusUnauthorized, `{"message":"errors.401"}`)
	}
}

// post sends a JSON body with extra headers (Do sends none).
func post(t *testing.T, env *apptest.Env, path, body string, header http.Header) apptest.Response {
	t.Helper()
	req, err := http.NewRequest("POST", env.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	return env.Send(t, req)
}

var mailLink = regexp.MustCompile(`http://portal\.test(/[a-z/]+/)([A-Za-z0-9_-]{43})\b`)

// mailedToken waits for the next mail to recipient and returns it with the token of its link,
// which must lead to path ("/password/reset/" or "/invitation/accept/") in the text and the HTML.
func mailedToken(t *testing.T, env *apptest.Env, recipient, path string) (mailtest.Received, string) {
	t.Helper()
	m := env.Mail.WaitFor(t, recipient, 10*time.Second)
	link := mailLink.FindStringSubmatch(m.Text)
	if link == nil || link[1] != path {
		t.Fatalf("no http://portal.test%s link in the mail to %s:\n%s", path, recipient, m.Text)
	}
	if !strings.Contains(m.HTML, link[0]) {
		t.Errorf("the HTML part lacks the link %s", link[0])
	}
	return m, link[2]
}

// mustJSON encodes v for a request body.
func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// forged is a token that differs from token in one character.
func forged(token string) string {
	if token[0] == 'A' {
		return "B" + token[1:]
	}
	return "A" + token[1:]
}

// longEmail is an email of n characters that does not compress: PostgreSQL cannot index a long
// value unless it compresses it well.
func longEmail(n int) string {
	const domain = "@x.nl"
	var local strings.Builder
	for i := 0; local.Len() < n-len(domain); i++ {
		sum := sha256.Sum256([]byte(strconv.Itoa(i)))
		local.WriteString(hex.EncodeToString(sum[:]))
	}
	return local.String()[:n-len(domain)] + domain
}
