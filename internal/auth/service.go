package auth

import (
	"context"
	"errors"
	"net/mail"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/users"
)

// Settings are what auth needs to know of the deployment.
type Settings struct {
	BaseURL      string // the portal's address, for links in mails
	ProviderName string
	ContactEmail string // shown when a password reset is asked for an unknown address
}

// Service logs users in and out and runs password reset and invitations.
type Service struct {
	db       *db.DB
	users    *users.Store
	settings Settings
	// mailQueued is called after a transaction that queued a mail committed, so it leaves at once.
	mailQueued func()
	now        func() time.Time
}

func NewService(d *db.DB, u *users.Store, s Settings, mailQueued func()) *Service {
	return &Service{db: d, users: u, settings: s, mailQueued: mailQueued, now: db.Now}
}

// dummyHash is checked when the email is unknown, so that a login takes as long whether or not the
// address has an account.
var dummyHash, _ = HashPassword("kade-no-such-user-password")

// Login checks email and password from ip and returns a new bearer token. Wrong credentials are one
// field error (auth.failed) whatever was wrong; too many failures answer domain.TooManyRequests.
func (s *Service) Login(ctx context.Context, email, password, ip string) (string, error) {
	v := domain.ValidationErrors{}
	if strings.TrimSpace(email) == "" {
		v.Add("email", "validation.required")
	}
	if password == "" {
		v.Add("password", "validation.required")
	}
	if err := v.Err(); err != nil {
		return "", err
	}
	email = users.NormalizeEmail(email)
	now := s.now()
	until, err := s.lockedUntil(ctx, email, ip, now)
	if err != nil {
		return "", err
	}
	if !until.IsZero() {
		return "", &domain.TooManyRequests{Until: until}
	}
	u, err := s.users.ByEmail(ctx, email)
	if err != nil && !errors.Is(err, domain.ErrNotFound) {
		return "", err
	}
	hash := dummyHash
	if err == nil && u.PasswordHash != nil {
		hash = *u.PasswordHash
	}
	ok, checkErr := CheckPassword(hash, password)
	if checkErr != nil {
		return "", checkErr
	}
	if !ok || err != nil || u.PasswordHash == nil {
		if err := s.recordFailure(ctx, email, ip, now); err != nil {
			return "", err
		}
		return "", failed()
	}
	var token string
	err = s.db.Tx(ctx, func(q db.Q) error {
		if err := clearFailures(ctx, q, email, ip); err != nil {
			return err
		}
		if err := s.users.RecordLogin(ctx, q, u.ID); err != nil {
			return err
		}
		token, err = issueToken(ctx, q, u.ID, now)
		return err
	})
	return token, err
}

func failed() error {
	return &domain.FieldError{Message: "auth.failed", Fields: domain.ValidationErrors{"email": {"auth.failed"}}}
}

// validEmail accepts a plain address (no display name).
func validEmail(email string) bool {
	a, err := mail.ParseAddress(email)
	return err == nil && a.Address == email
}
