// Package users owns the portal's users: their accounts (memberships of client accounts), their
// stored credentials and the profile the frontend shows. Logging in lives in package auth.
package users

import (
	"context"
	"time"

	"kade/internal/access"
	"kade/internal/domain"
)

// User is a portal user; every field of the spec's User entity, plus the password hash.
type User struct {
	ID                     int64        `db:"id"`
	Email                  string       `db:"email"`
	Name                   string       `db:"name"`
	Level                  access.Level `db:"level"`
	ClientID               *int64       `db:"client_id"` // the account the user works in now
	PasswordHash           *string      `db:"password_hash"`
	CanSeeTranslatorOrders bool         `db:"can_see_translator_orders"`
	LastLoginDate          *time.Time   `db:"last_login_date"`
	DeactivatedAt          *time.Time   `db:"deactivated_at"` // nil while the user may log in
	Language               string       `db:"language"`       // the portal's language; "" for the browser's
	TwoFactor              bool         `db:"two_factor"`     // logs in with a code of an authenticator app too
	// MustSetUpTwoFactor: the session may only set up two-factor login, as the provider requires
	// it of its staff (read with the session's token, not a column of users).
	MustSetUpTwoFactor bool      `db:"-"`
	CreatedAt          time.Time `db:"created_at"`
	UpdatedAt          time.Time `db:"updated_at"`
}

// Active says whether the user may log in: not deactivated.
func (u User) Active() bool { return u.DeactivatedAt == nil }

// Source is the channel what the user sends arrives by: API for a webshop's key, DET ('Manual') for a
// person in the portal.
func (u User) Source() string {
	if u.Level == access.Webshop {
		return domain.SourceAPI
	}
	return domain.SourceManual
}

// Columns is the select list that scans into User; other packages join users with it.
const Columns = `users.id, users.email, users.name, users.level, users.client_id, users.password_hash,
	users.can_see_translator_orders, users.last_login_date, users.deactivated_at, users.language, users.totp_secret IS NOT NULL AS two_factor, users.created_at, users.updated_at`

type contextKey struct{}

// WithCurrent returns ctx carrying the logged-in user.
func WithCurrent(ctx context.Context, u User) context.Context {
	return context.WithValue(ctx, contextKey{}, u)
}

// Current is the logged-in user of a request; ok is false for a guest.
func Current(ctx context.Context) (u User, ok bool) {
	u, ok = ctx.Value(contextKey{}).(User)
	return u, ok
}
