package auth

import (
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"regexp"
	"testing"
	"time"

	"golang.org/x/crypto/argon2"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/users"
)

// TestMain serves the internal tests and the HTTP tests of package auth_test: they share one binary.
func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// clock stands in for the Service's now, so tests can let minutes, hours and days pass.
type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }

// fixture is a Service on a fresh database whose time the test controls. Its users get cheap
// password hashes, so logging in costs microseconds rather than the production 30–50 ms.
type fixture struct {
	db    *db.DB
	users *users.Store
	svc   *Service
	clock *clock
}

const testIP = "192.0.2.10"

func newFixture(t *testing.T, d *db.DB) *fixture {
	t.Helper()
	c := &clock{t: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	us := users.NewStore(d)
	return &fixture{db: d, users: us, svc: newClockedService(d, us, c), clock: c}
}

// newClockedService is one instance's Service; several of them on one database act as instances
// behind a load balancer.
func newClockedService(d *db.DB, us *users.Store, c *clock) *Service {
	s := NewService(d, us, Settings{BaseURL: "http://portal.test/", ProviderName: "Kade Logistics",
		ContactEmail: "support@kade.test"}, func() {})
	s.now = c.now
	return s
}

// argonHash builds a PHC string the way HashPassword does, with the given parameters.
func argonHash(password string, memory, iterations uint32, threads uint8) string {
	salt := []byte("0123456789abcdef")
	key := argon2.IDKey([]byte(password), salt, iterations, memory, threads, 32)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, memory, iterations, threads,
		b64.EncodeToString(salt), b64.EncodeToString(key))
}

// addUser creates a Default user; an empty password leaves the user without one, as an invited user is.
func (f *fixture) addUser(t *testing.T, email, password string) users.User {
	t.Helper()
	n := users.NewUser{Email: email, Name: "Test " + email, Level: access.Default}
	if password != "" {
		hash := argonHash(password, 64, 1, 1)
		n.PasswordHash = &hash
	}
	var u users.User
	err := f.db.Tx(context.Background(), func(q db.Q) error {
		var err error
		u, err = f.users.Create(context.Background(), q, n)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// login logs in from testIP and fails the test when it does not succeed.
func (f *fixture) login(t *testing.T, email, password string) string {
	t.Helper()
	granted, err := f.svc.Login(context.Background(), email, password, Device{IP: testIP})
	if err != nil {
		t.Fatalf("login %s at %s: %v", email, f.clock.t, err)
	}
	return granted.Token
}

var linkToken = regexp.MustCompile(`http://portal\.test(/[a-z/]+/)([A-Za-z0-9_-]{43})\b`)

// mailedToken returns the token of the link under path (e.g. "/password/reset/") in the newest mail
// queued for recipient; these tests read the outbox, the HTTP tests the SMTP sink.
func (f *fixture) mailedToken(t *testing.T, recipient, path string) string {
	t.Helper()
	var body string
	err := f.db.Read().Get(context.Background(), &body,
		`SELECT body_text FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1`, recipient)
	if err != nil {
		t.Fatalf("no mail queued for %s: %v", recipient, err)
	}
	m := linkToken.FindStringSubmatch(body)
	if m == nil || m[1] != path {
		t.Fatalf("no %s link in the mail to %s:\n%s", path, recipient, body)
	}
	return m[2]
}
