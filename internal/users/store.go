package users

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/domain"
)

// Store reads and writes users.
type Store struct {
	db      *db.DB
	changed []func(userID int64) // see OnChange
}

func NewStore(d *db.DB) *Store { return &Store{db: d} }

// NewUser is what creating a user takes. ClientIDs are the accounts the user is a member of; the
// first becomes the current one.
type NewUser struct {
	Email        string
	Name         string
	Level        access.Level
	PasswordHash *string
	ClientIDs    []int64
	// CanSeeTranslatorOrders: the user sees the orders of the EDI translator.
	CanSeeTranslatorOrders bool
}

// NormalizeEmail is the form emails are stored, looked up and throttled in. A NUL is no part of an
// email, and PostgreSQL cannot hold one in text: it is dropped, as the rest of Kade drops it.
func NormalizeEmail(email string) string {
	return strings.ToLower(strings.TrimSpace(strings.ReplaceAll(email, "\x00", "")))
}

// MaxEmail is the most characters an email address has: no user has a longer one, and none is
// stored or looked up.
const MaxEmail = domain.MaxEmail

// Create adds a user with its memberships; an email already in use is a conflict.
func (s *Store) Create(ctx context.Context, q db.Q, n NewUser) (User, error) {
	if !n.Level.Valid() {
		return User{}, fmt.Errorf("unknown level %q", n.Level)
	}
	if utf8.RuneCountInString(NormalizeEmail(n.Email)) > MaxEmail {
		return User{}, fmt.Errorf("email of more than %d characters", MaxEmail)
	}
	now := db.Now()
	var current *int64
	if len(n.ClientIDs) > 0 {
		current = &n.ClientIDs[0]
	}
	var u User
	err := q.Get(ctx, &u, `INSERT INTO users (email, name, level, client_id, password_hash, can_see_translator_orders,
		created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING `+Columns,
		NormalizeEmail(n.Email), strings.TrimSpace(n.Name), n.Level, current, n.PasswordHash, n.CanSeeTranslatorOrders, now, now)
	if db.NotFound(err) {
		return User{}, fmt.Errorf("user %s: %w", n.Email, domain.ErrConflict)
	}
	if err != nil {
		return User{}, err
	}
	for _, clientID := range n.ClientIDs {
		if _, err := q.Exec(ctx, `INSERT INTO user_clients (user_id, client_id) VALUES (?, ?)`, u.ID, clientID); err != nil {
			return User{}, err
		}
	}
	return u, nil
}

// ByID returns the user, or domain.ErrNotFound.
func (s *Store) ByID(ctx context.Context, id int64) (User, error) {
	return s.one(ctx, s.db.Read(), `SELECT `+Columns+` FROM users WHERE id = ?`, id)
}

// ByEmail returns the user with that email (any case), or domain.ErrNotFound.
func (s *Store) ByEmail(ctx context.Context, email string) (User, error) {
	return s.one(ctx, s.db.Read(), `SELECT `+Columns+` FROM users WHERE email = ?`, NormalizeEmail(email))
}

func (s *Store) one(ctx context.Context, q db.Q, query string, args ...any) (User, error) {
	var u User
	err := q.Get(ctx, &u, query, args...)
	if db.NotFound(err) {
		return User{}, domain.ErrNotFound
	}
	return u, err
}

// SetPassword stores a new password hash.
func (s *Store) SetPassword(ctx context.Context, q db.Q, id int64, hash string) error {
	_, err := q.Exec(ctx, `UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?`, hash, db.Now(), id)
	return err
}

// RecordLogin sets the last login date.
func (s *Store) RecordLogin(ctx context.Context, q db.Q, id int64) error {
	_, err := q.Exec(ctx, `UPDATE users SET last_login_date = ? WHERE id = ?`, db.Now(), id)
	return err
}

// SetCurrentClient records the account the user works in now.
func (s *Store) SetCurrentClient(ctx context.Context, id, clientID int64) error {
	_, err := s.db.Write().Exec(ctx, `UPDATE users SET client_id = ?, updated_at = ? WHERE id = ?`, clientID, db.Now(), id)
	s.tellChanged(id)
	return err
}

// tellChanged calls what heard of changes (OnChange) for user id.
func (s *Store) tellChanged(id int64) {
	for _, changed := range s.changed {
		changed(id)
	}
}

// memberships are the accounts user id is a member of, by id.
func (s *Store) memberships(ctx context.Context, q db.Q, id int64) ([]int64, error) {
	ids := []int64{}
	err := q.Select(ctx, &ids, `SELECT client_id FROM user_clients WHERE user_id = ? ORDER BY client_id`, id)
	return ids, err
}

// update stores f (cleaned and checked) for user id, a member of accounts (by id, none for staff).
// The account the user works in stays while it is one of them; else it becomes the first.
func (s *Store) update(ctx context.Context, q db.Q, id int64, f Fields, accounts []int64) error {
	current, args := "client_id", []any{}
	if len(accounts) > 0 {
		in, inArgs := db.InList(accounts)
		current = "CASE WHEN client_id IN (" + in + ") THEN client_id ELSE ? END"
		args = append(inArgs, accounts[0])
	}
	args = append([]any{f.Name, f.Email, f.Level, f.CanSeeTranslatorOrders, db.Now()}, append(args, id)...)
	if _, err := q.Exec(ctx, `UPDATE users SET name = ?, email = ?, level = ?, can_see_translator_orders = ?, updated_at = ?,
		client_id = `+current+` WHERE id = ?`, args...); err != nil {
		return err
	}
	if _, err := q.Exec(ctx, `DELETE FROM user_clients WHERE user_id = ?`, id); err != nil {
		return err
	}
	return db.InsertRows(ctx, q, "user_clients", "user_id, client_id", len(accounts),
		func(i int) []any { return []any{id, accounts[i]} })
}

// OnChange adds what hears of a user this store changed outside a caller's transaction, once it is
// committed: whatever keeps what a user sees in memory (logins, account lists) forgets it at once.
func (s *Store) OnChange(changed func(userID int64)) { s.changed = append(s.changed, changed) }
