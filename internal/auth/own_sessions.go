package auth

import (
	"context"
	"errors"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/users"
)

// Session is one of a user's logins that still works (Settings, 'Sessions'): the device and address
// it was made from, when, and when it was last used (to the minute); Current is the caller's own.
type Session struct {
	ID         int64     `db:"id" json:"id"`
	Device     string    `db:"user_agent" json:"device"`
	Address    string    `db:"ip_address" json:"address"`
	LoggedInAt time.Time `db:"created_at" json:"logged_in_at"`
	LastSeenAt time.Time `db:"last_used_at" json:"last_seen_at"`
	Current    bool      `db:"current" json:"current"`
}

// Sessions are the sessions of userID that still work, the last seen first; token is the caller's.
func (s *Service) Sessions(ctx context.Context, userID int64, token string) ([]Session, error) {
	now := s.now()
	sessions := []Session{}
	err := s.db.Read().Select(ctx, &sessions, `SELECT id, user_agent, ip_address, created_at, last_used_at,
		token_hash = ? AS current FROM auth_tokens
		WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? AND last_used_at > ?
		ORDER BY last_used_at DESC, id DESC`, hashSecret(token), userID, now, now.Add(-IdleTimeout))
	for i := range sessions {
		sessions[i].LoggedInAt, sessions[i].LastSeenAt = sessions[i].LoggedInAt.UTC(), sessions[i].LastSeenAt.UTC()
	}
	return sessions, err
}

// EndOtherSessions ends every session of u but the caller's (token): on this instance at once,
// on the others as soon as the database's notice reaches them.
func (s *Service) EndOtherSessions(ctx context.Context, u users.User, token string) error {
	err := s.db.Tx(ctx, func(q db.Q) error {
		if err := s.endOtherSessions(ctx, q, u.ID, token); err != nil {
			return err
		}
		return ownEvent(ctx, q, u, "sessions_ended")
	})
	s.forgetUser(u.ID)
	return err
}

// endOtherSessions revokes the tokens of userID but token in q's transaction; the caller forgets
// the kept sessions after commit.
func (s *Service) endOtherSessions(ctx context.Context, q db.Q, userID int64, token string) error {
	_, err := q.Exec(ctx, `UPDATE auth_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?`,
		s.now(), userID, hashSecret(token))
	return err
}

// PasswordChange is what a user enters to choose a new password in Settings.
type PasswordChange struct {
	CurrentPassword      string `json:"current_password"`
	Password             string `json:"password"`
	PasswordConfirmation string `json:"password_confirmation"`
}

// ChangePassword gives u the new password of c when c's current password is u's, and ends every
// other session of u.
func (s *Service) ChangePassword(ctx context.Context, u users.User, token string, c PasswordChange, ip string) error {
	errs := ValidateNewPassword(u.Email, c.Password, c.PasswordConfirmation)
	if c.CurrentPassword == "" {
		errs.Add("current_password", "validation.required")
	}
	if err := errs.Err(); err != nil {
		return err
	}
	hash, err := hashing(ctx, func() (string, error) { return HashPassword(c.Password) })
	if err != nil {
		return err
	}
	err = s.withPassword(ctx, u, c.CurrentPassword, ip, func(q db.Q) error {
		if err := s.users.SetPassword(ctx, q, u.ID, hash); err != nil {
			return err
		}
		if err := s.endOtherSessions(ctx, q, u.ID, token); err != nil {
			return err
		}
		return ownEvent(ctx, q, u, "password_changed")
	})
	s.forgetUser(u.ID)
	return err
}

// withPassword runs change in a transaction when password is u's current password (a field error
// on current_password otherwise). A wrong one counts as a failed login of u from ip, so guessing it
// through a session left open is throttled as the login is.
func (s *Service) withPassword(ctx context.Context, u users.User, password, ip string, change func(q db.Q) error) error {
	if password == "" {
		return domain.ValidationErrors{"current_password": {"validation.required"}}
	}
	now := s.now()
	attempt, until, err := s.reserveAttempt(ctx, u.Email, ip, now, MaxFailures)
	if err != nil {
		return err
	}
	if !until.IsZero() {
		return &domain.TooManyRequests{Until: until}
	}
	current, err := s.users.ByID(ctx, u.ID)
	if err != nil {
		return errors.Join(err, s.releaseAttempt(ctx, attempt))
	}
	stored := dummyHash
	if current.PasswordHash != nil {
		stored = *current.PasswordHash
	}
	ok, err := hashing(ctx, func() (bool, error) { return CheckPassword(stored, password) })
	if err != nil {
		return errors.Join(err, s.releaseAttempt(ctx, attempt))
	}
	if !ok {
		return &domain.FieldError{Message: "errors.422", Fields: domain.ValidationErrors{"current_password": {"passwords.current_wrong"}}}
	}
	err = s.db.Tx(ctx, func(q db.Q) error {
		if err := clearFailures(ctx, q, u.Email, ip); err != nil {
			return err
		}
		return change(q)
	})
	if err != nil {
		return errors.Join(err, s.releaseAttempt(ctx, attempt))
	}
	return nil
}
