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

// Password forgotten requests are limited within ResetRequestWindow: an email gets at most
// ResetRequestsPerEmail reset mails (whoever asks), and one address may ask ResetRequestsPerAddress
// times (for any emails). A request beyond a limit is answered like every other and mails nothing.
const (
	ResetRequestWindow      = time.Hour
	ResetRequestsPerEmail   = 3
	ResetRequestsPerAddress = 10
)

// resetBatch bounds how many requests MailResetLinks reads at a time.
const resetBatch = 100

// Forgotten records a request for a reset link for email from ip, and answers the same whether the
// email is known or not, having done the same work: looking the user up, making the link and queueing
// the mail are MailResetLinks's, after the answer, so neither the answer nor its timing tells which
// addresses have an account.
func (s *Service) Forgotten(ctx context.Context, email, locale, ip string) error {
	email = users.NormalizeEmail(email)
	v := domain.ValidationErrors{}
	switch {
	case email == "":
		v.Add("email", "validation.required")
	case !domain.ValidEmail(email):
		v.Add("email", "validation.email")
	}
	if err := v.Err(); err != nil {
		return err
	}
	now := s.now()
	var recorded bool
	err := s.db.Tx(ctx, func(q db.Q) error {
		recorded = false // Tx may run this again
		if err := s.db.Serialize(ctx, q, "password forgotten requests"); err != nil {
			return err
		}
		var asked struct {
			Email   int `db:"by_email"`
			Address int `db:"by_address"`
		}
		if err := q.Get(ctx, &asked, `SELECT COUNT(CASE WHEN email = ? THEN 1 END) AS by_email,
			COUNT(CASE WHEN ip_address = ? THEN 1 END) AS by_address
			FROM password_reset_requests WHERE (email = ? OR ip_address = ?) AND requested_at > ?`,
			email, ip, email, ip, now.Add(-ResetRequestWindow)); err != nil {
			return err
		}
		if asked.Email >= ResetRequestsPerEmail || asked.Address >= ResetRequestsPerAddress {
			return nil
		}
		_, err := q.Exec(ctx, `INSERT INTO password_reset_requests (email, ip_address, locale, requested_at)
			VALUES (?, ?, ?, ?)`, email, ip, locale, now)
		recorded = err == nil
		return err
	})
	if recorded {
		select { // one waiting signal is enough: the job handles every recorded request when it runs
		case s.resetRequested <- struct{}{}:
		default:
		}
	}
	return err
}

// ResetRequested signals that Forgotten recorded a request on this instance, for the job that runs
// MailResetLinks.
func (s *Service) ResetRequested() <-chan struct{} { return s.resetRequested }

type resetRequest struct {
	ID     int64  `db:"id"`
	Email  string `db:"email"`
	Locale string `db:"locale"`
}

// MailResetLinks handles the recorded requests: a known user gets a new reset link, which replaces
// the one they may still have, by mail; an unknown email gets nothing. Any number of instances may
// run it at once: each request is handled once.
func (s *Service) MailResetLinks(ctx context.Context) error {
	var errs []error
	for after := int64(0); ; {
		var pending []resetRequest
		if err := s.db.Read().Select(ctx, &pending, `SELECT id, email, locale FROM password_reset_requests
			WHERE handled_at IS NULL AND id > ? ORDER BY id LIMIT ?`, after, resetBatch); err != nil {
			return errors.Join(append(errs, err)...)
		}
		for _, r := range pending {
			errs = append(errs, s.handleResetRequest(ctx, r))
			after = r.ID
		}
		if len(pending) < resetBatch || ctx.Err() != nil {
			return errors.Join(errs...)
		}
	}
}

func (s *Service) handleResetRequest(ctx context.Context, r resetRequest) error {
	u, err := s.users.ByEmail(ctx, r.Email)
	known := err == nil && u.Active() // a deactivated user is mailed no link, as an unknown address
	if err != nil && !errors.Is(err, domain.ErrNotFound) {
		return err
	}
	now := s.now()
	secret, hash := newSecret()
	var msg mail.Message
	if known {
		msg, err = mail.PasswordReset(r.Locale, mail.ResetMail{
			To: u.Email, Name: u.Name, ProviderName: s.settings.ProviderName,
			URL: strings.TrimRight(s.settings.BaseURL, "/") + "/password/reset/" + secret,
		})
		if err != nil {
			return err
		}
	}
	var mailed bool
	err = s.db.Tx(ctx, func(q db.Q) error {
		mailed = false // Tx may run this again
		res, err := q.Exec(ctx, `UPDATE password_reset_requests SET handled_at = ? WHERE id = ? AND handled_at IS NULL`,
			now, r.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 || !known { // another instance handled it, or nobody to mail
			return nil
		}
		if _, err := q.Exec(ctx, `DELETE FROM password_reset_tokens WHERE user_id = ? AND used_at IS NULL`, u.ID); err != nil {
			return err
		}
		if _, err := q.Exec(ctx, `INSERT INTO password_reset_tokens (user_id, token_hash, created_at, expires_at)
			VALUES (?, ?, ?, ?)`, u.ID, hash, now, now.Add(ResetLifetime)); err != nil {
			return err
		}
		mailed = true
		return mail.Enqueue(ctx, q, msg)
	})
	if err == nil && mailed {
		s.mailQueued()
	}
	return err
}
