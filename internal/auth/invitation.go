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

// InvitationLifetime is how long an invitation link works.
const InvitationLifetime = 7 * 24 * time.Hour

// Invite mails u a link to choose a password, inside q's transaction (the caller creates the user in
// the same one). An earlier open invitation of u stops working. The caller calls MailQueued after commit.
func (s *Service) Invite(ctx context.Context, q db.Q, u users.User, locale string) error {
	secret, hash := newSecret()
	now := s.now()
	msg, err := mail.Invitation(locale, mail.InvitationMail{
		To: u.Email, Name: u.Name, ProviderName: s.settings.ProviderName,
		URL: strings.TrimRight(s.settings.BaseURL, "/") + "/invitation/accept/" + secret,
	})
	if err != nil {
		return err
	}
	if _, err := q.Exec(ctx, `DELETE FROM invitations WHERE user_id = ? AND accepted_at IS NULL`, u.ID); err != nil {
		return err
	}
	if _, err := q.Exec(ctx, `INSERT INTO invitations (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		u.ID, hash, now, now.Add(InvitationLifetime)); err != nil {
		return err
	}
	return mail.Enqueue(ctx, q, msg)
}

// MailQueued tells the mail dispatcher that a committed transaction queued a mail.
func (s *Service) MailQueued() { s.mailQueued() }

// Invitation returns the user an open invitation is for (the registration verify step), or
// domain.ErrNotFound when the link is unknown, accepted or expired.
func (s *Service) Invitation(ctx context.Context, token string) (users.User, error) {
	var userID int64
	err := s.db.Read().Get(ctx, &userID, `SELECT user_id FROM invitations
		WHERE token_hash = ? AND accepted_at IS NULL AND expires_at > ?`, hashSecret(token), s.now())
	if db.NotFound(err) {
		return users.User{}, domain.ErrNotFound
	}
	if err != nil {
		return users.User{}, err
	}
	u, err := s.users.ByID(ctx, userID)
	if err == nil && !u.Active() {
		return users.User{}, domain.ErrNotFound // a deactivated user's link stops working
	}
	return u, err
}

// AcceptInvitation sets the invited user's password; the link works once.
func (s *Service) AcceptInvitation(ctx context.Context, token, password, confirmation string) (string, error) {
	u, err := s.Invitation(ctx, token)
	if errors.Is(err, domain.ErrNotFound) {
		return "", tokenError("invitation.token")
	}
	if err != nil {
		return "", err
	}
	if err := ValidateNewPassword(u.Email, password, confirmation).Err(); err != nil {
		return "", err
	}
	hash, err := hashing(ctx, func() (string, error) { return HashPassword(password) })
	if err != nil {
		return "", err
	}
	now := s.now()
	err = s.db.Tx(ctx, func(q db.Q) error {
		res, err := q.Exec(ctx, `UPDATE invitations SET accepted_at = ? WHERE token_hash = ? AND accepted_at IS NULL`,
			now, hashSecret(token))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return tokenError("invitation.token")
		}
		return s.users.SetPassword(ctx, q, u.ID, hash)
	})
	return u.Email, err
}
