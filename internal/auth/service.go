package auth

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
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
	// resetRequested carries one signal when Forgotten recorded a request (see ResetRequested).
	resetRequested chan struct{}
	// sessions keeps checked tokens, by hash, while the instance hears of login changes (PostgreSQL).
	sessions *db.Kept[string, session]
	now      func() time.Time
}

func NewService(d *db.DB, u *users.Store, s Settings, mailQueued func()) *Service {
	service := &Service{db: d, users: u, settings: s, mailQueued: mailQueued, resetRequested: make(chan struct{}, 1),
		sessions: db.NewKept[string, session](maxSessions), now: db.Now}
	// A user this instance changes is read anew by its next request, before the database's notice.
	u.OnChange(service.forgetUser)
	return service
}

// dummyHash is checked when the email is unknown, so that a login takes as long whether or not the
// address has an account.
var dummyHash, _ = HashPassword("kade-no-such-user-password")

// Login checks email and password from a device and grants a new bearer token, or, for a user with
// two-factor login, the challenge their code answers (SecondFactor). Wrong credentials are one
// field error (auth.failed) whatever was wrong; once the throttle's attempts are taken every login,
// with the right password too, answers domain.TooManyRequests until the oldest leaves the window.
func (s *Service) Login(ctx context.Context, email, password string, from Device) (Granted, error) {
	ip := from.IP
	v := domain.ValidationErrors{}
	if strings.TrimSpace(email) == "" {
		v.Add("email", "validation.required")
	}
	if password == "" {
		v.Add("password", "validation.required")
	}
	if err := v.Err(); err != nil {
		return Granted{}, err
	}
	email = users.NormalizeEmail(email)
	if utf8.RuneCountInString(email) > users.MaxEmail {
		return Granted{}, failed() // no user has it: no password to guess, nothing to throttle or store
	}
	now := s.now()
	attempt, until, err := s.reserveAttempt(ctx, email, ip, now, MaxFailures)
	if err != nil {
		return Granted{}, err
	}
	if !until.IsZero() {
		return Granted{}, &domain.TooManyRequests{Until: until}
	}
	u, ok, err := s.checkCredentials(ctx, email, password)
	if err != nil {
		return Granted{}, errors.Join(err, s.releaseAttempt(ctx, attempt))
	}
	if !ok {
		return Granted{}, failed() // the attempt stays as the failure
	}
	var granted Granted
	err = s.db.Tx(ctx, func(q db.Q) error {
		if err := clearFailures(ctx, q, email, ip); err != nil {
			return err
		}
		if u.TwoFactor {
			granted.Challenge, err = s.challenge(ctx, q, u, from, now)
			return err
		}
		if err := s.loggedIn(ctx, q, u); err != nil {
			return err
		}
		mustSetUp := false
		if u.Level.IsStaff() {
			policy, err := s.Policy(ctx, q)
			if err != nil {
				return err
			}
			mustSetUp = policy.RequireTwoFactorForStaff
		}
		granted.Token, err = issueToken(ctx, q, u.ID, now, from, mustSetUp)
		return err
	})
	if err != nil {
		return Granted{}, errors.Join(err, s.releaseAttempt(ctx, attempt))
	}
	return granted, nil
}

// checkCredentials returns the user with email and whether password is theirs. An unknown email, or a
// user without a password yet or deactivated, is checked against dummyHash, so it takes as long as a known one.
func (s *Service) checkCredentials(ctx context.Context, email, password string) (users.User, bool, error) {
	u, err := s.users.ByEmail(ctx, email)
	if err != nil && !errors.Is(err, domain.ErrNotFound) {
		return users.User{}, false, err
	}
	known := err == nil && u.PasswordHash != nil && u.Active()
	hash := dummyHash
	if known {
		hash = *u.PasswordHash
	}
	ok, err := hashing(ctx, func() (bool, error) { return CheckPassword(hash, password) })
	return u, ok && known, err
}

func failed() error {
	return &domain.FieldError{Message: "auth.failed", Fields: domain.ValidationErrors{"email": {"auth.failed"}}}
}

// loggedIn records u's login in q's transaction: its date and its event.
func (s *Service) loggedIn(ctx context.Context, q db.Q, u users.User) error {
	if err := s.users.RecordLogin(ctx, q, u.ID); err != nil {
		return err
	}
	return ownEvent(ctx, q, u, "logged_in")
}

// ownEvent records in the event log what u did to their own login (logged in, chose a password,
// turned two-factor login on): made by u, of no account.
func ownEvent(ctx context.Context, q db.Q, u users.User, what string) error {
	return events.Append(events.WithActor(ctx, events.UserActor(u.ID, u.Name)), q, events.Event{
		Action: "user." + what, RecordKind: "user", RecordID: u.ID, RecordLabel: u.Name})
}
