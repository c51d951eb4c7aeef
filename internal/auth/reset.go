package auth

import (
	"context"
	"errors"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/mail"
	"kade/internal/users"
)

// ResetLifetime is how long a password reset link works.
const ResetLifetime = 60 * time.Minute

// Forgotten mails a reset link when email belongs to a user, and answers the same either way: the
// answer never tells whether an address is known.
func (s *Service) Forgotten(ctx context.Context, email, locale string) error {
	email = users.NormalizeEmail(email)
	v := domain.ValidationErrors{}
	switch {
	case email == "":
		v.Add("email", "validation.required")
	case !validEmail(email):
		v.Add("email", "validation.email")
	}
	if err := v.Err(); err != nil {
		return err
	}
	u, err := s.users.ByEmail(ctx, email)
	if errors.Is(err, domain.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	secret, hash := newSecret()
	now := s.now()
	msg, err := mail.PasswordReset(locale, mail.ResetMail{
		To: u.Email, Name: u.Name, ProviderName: s.settings.ProviderName,
		URL: strings.TrimRight(s.settings.BaseURL, "/") + "/password/reset/" + secret,
	})
	if err != nil {
		return err
	}
	err = s.db.Tx(ctx, func(q db.Q) error {
		if _, err := q.Exec(ctx, `INSERT INTO password_reset_tokens (user_id, token_hash, created_at, expires_at)
			VALUES (?, ?, ?, ?)`, u.ID, hash, now, now.Add(ResetLifetime)); err != nil {
			return err
		}
		return mail.Enqueue(ctx, q, msg)
	})
	if err == nil {
		s.mailQueued()
	}
	return err
}

// ResetPassword sets a new password with a reset link's token. The link works once; every session of
// the user ends, and every other open reset link of the user stops working.
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
	if err := ValidateNewPassword(u.Email, password, confirmation).Err(); err != nil {
		return "", err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return "", err
	}
	err = s.db.Tx(ctx, func(q db.Q) error {
		res, err := q.Exec(ctx, `UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL
			AND token_hash = ?`, now, userID, hashSecret(token))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 { // used by a concurrent request
			return tokenError("passwords.token")
		}
		if _, err := q.Exec(ctx, `UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL`,
			now, userID); err != nil {
			return err
		}
		if err := s.users.SetPassword(ctx, q, userID, hash); err != nil {
			return err
		}
		return revokeAll(ctx, q, userID, now)
	})
	return u.Email, err
}

// tokenError is the answer for a link that is unknown, used or expired.
func tokenError(key string) error {
	return &domain.FieldError{Message: key, Fields: domain.ValidationErrors{"token": {key}}}
}
