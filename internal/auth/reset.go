package auth

import (
	"context"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
)

// ResetLifetime is how long a password reset link works.
const ResetLifetime = 60 * time.Minute

// ResetPassword sets a new password with a reset link's token. The link works once, and every session
// of the user ends.
func (s *Service) ResetPassword(ctx context.Context, token, password, confirmation string) (string, error) {
	now := s.now()
	var userID int64
	err := s.db.Read().Get(ctx, &userID, `SELECT user_id FROM password_reset_tokens
		WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`, hashSecret(token), now)
	if db.NotFound(err) {
		return "", tokenError("passwords.token")
	}
	if err != nil {
		return "", err
	}
	u, err := s.users.ByID(ctx, userID)
	if err != nil {
		return "", err
	}
	if !u.Active() {
		return "", tokenError("passwords.token")
	}
	if err := ValidateNewPassword(u.Email, password, confirmation).Err(); err != nil {
		return "", err
	}
	hash, err := hashing(ctx, func() (string, error) { return HashPassword(password) })
	if err != nil {
		return "", err
	}
	err = s.db.Tx(ctx, func(q db.Q) error {
		res, err := q.Exec(ctx, `UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL
			AND token_hash = ?`, now, userID, hashSecret(token))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 { // used by a concurrent request, or replaced by a new link
			return tokenError("passwords.token")
		}
		if err := s.users.SetPassword(ctx, q, userID, hash); err != nil {
			return err
		}
		return revokeAll(ctx, q, userID, now)
	})
	s.forgetUser(userID)
	return u.Email, err
}

// tokenError is the answer for a link that is unknown, used or expired.
func tokenError(key string) error {
	return &domain.FieldError{Message: key, Fields: domain.ValidationErrors{"token": {key}}}
}
