package auth

import (
	"context"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/users"
)

// Token lifetimes: a token dies after IdleTimeout without use or AbsoluteTimeout after login.
const (
	IdleTimeout     = 12 * time.Hour
	AbsoluteTimeout = 14 * 24 * time.Hour
	// touchEvery bounds how often a request writes last_used_at: reads stay reads.
	touchEvery = time.Minute
)

// Device is where a login comes from: the address (a v6 one as its /64) and the browser's
// User-Agent, kept with the session so that its user can tell their sessions apart.
type Device struct {
	IP, UserAgent string
}

// maxUserAgent bounds the User-Agent a session keeps: enough to tell browsers apart.
const maxUserAgent = 300

// issueToken creates a token for userID, logged in from, inside q's transaction; with
// mustSetUpTwoFactor its session may only set up two-factor login until the user has.
func issueToken(ctx context.Context, q db.Q, userID int64, now time.Time, from Device, mustSetUpTwoFactor bool) (string, error) {
	secret, hash := newSecret()
	agent := []rune(listing.CleanText(from.UserAgent))
	_, err := q.Exec(ctx, `INSERT INTO auth_tokens (user_id, token_hash, created_at, last_used_at, expires_at, user_agent, ip_address,
		must_set_up_two_factor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, userID, hash, now, now, now.Add(AbsoluteTimeout),
		string(agent[:min(len(agent), maxUserAgent)]), from.IP, mustSetUpTwoFactor)
	return secret, err
}

type tokenRow struct {
	users.User
	MustSetUp  bool      `db:"must_set_up_two_factor"`
	TokenID    int64     `db:"token_id"`
	LastUsedAt time.Time `db:"last_used_at"`
	ExpiresAt  time.Time `db:"expires_at"`
}

// Authenticate returns the user a bearer token belongs to, or domain.ErrUnauthorized when the token is
// unknown, revoked or expired.
func (s *Service) Authenticate(ctx context.Context, token string) (users.User, error) {
	if token == "" {
		return users.User{}, domain.ErrUnauthorized
	}
	now := s.now()
	hash := hashSecret(token)
	kept, ok, epoch := s.sessions.Get(hash)
	if !ok || !kept.valid(now) {
		var row tokenRow
		err := s.db.Read().Get(ctx, &row, `SELECT `+users.Columns+`, auth_tokens.id AS token_id,
			auth_tokens.last_used_at, auth_tokens.expires_at, auth_tokens.must_set_up_two_factor
			FROM auth_tokens JOIN users ON users.id = auth_tokens.user_id
			WHERE auth_tokens.token_hash = ? AND auth_tokens.revoked_at IS NULL AND users.deactivated_at IS NULL
			AND auth_tokens.expires_at > ? AND auth_tokens.last_used_at > ?`,
			hash, now, now.Add(-IdleTimeout))
		if db.NotFound(err) {
			return users.User{}, domain.ErrUnauthorized
		}
		if err != nil {
			return users.User{}, err
		}
		row.User.MustSetUpTwoFactor = row.MustSetUp
		kept = session{user: row.User, tokenID: row.TokenID, lastUsedAt: row.LastUsedAt, expiresAt: row.ExpiresAt}
		s.sessions.Put(hash, kept, epoch)
	}
	if now.Sub(kept.lastUsedAt) > touchEvery {
		// Only a token still valid is touched, so a kept session whose revocation is on its way ends here.
		res, err := s.db.Write().Exec(ctx, `UPDATE auth_tokens SET last_used_at = ? WHERE id = ? AND revoked_at IS NULL`,
			now, kept.tokenID)
		if err != nil {
			return users.User{}, err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			s.forgetToken(hash)
			return users.User{}, domain.ErrUnauthorized
		}
		s.sessions.Update(hash, func(kept session) session { kept.lastUsedAt = now; return kept })
	}
	return kept.user, nil
}

// Logout revokes the token; the same token never works again: on this instance at once, on the
// others as soon as the database's notice of the change reaches them (see ListenForLoginChanges).
func (s *Service) Logout(ctx context.Context, token string) error {
	hash := hashSecret(token)
	_, err := s.db.Write().Exec(ctx, `UPDATE auth_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL`,
		s.now(), hash)
	s.forgetToken(hash)
	return err
}

// EndSessions ends every session of a user in q's transaction (a deactivation); the caller tells
// this instance after commit through the users store's change hooks, the others hear of it from the
// database.
func (s *Service) EndSessions(ctx context.Context, q db.Q, userID int64) error {
	return revokeAll(ctx, q, userID, s.now())
}

// revokeAll ends every session of a user, e.g. after a password reset.
func revokeAll(ctx context.Context, q db.Q, userID int64, now time.Time) error {
	_, err := q.Exec(ctx, `UPDATE auth_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL`, now, userID)
	return err
}
