package clients

import (
	"context"
	"fmt"
	"strings"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/domain"
)

// Store reads and writes client accounts.
type Store struct{ db *db.DB }

func NewStore(d *db.DB) *Store { return &Store{db: d} }

// Create adds an account; a name already in use is a conflict.
func (s *Store) Create(ctx context.Context, q db.Q, name string) (Client, error) {
	name = strings.TrimSpace(name)
	now := db.Now()
	var c Client
	err := q.Get(ctx, &c, `INSERT INTO clients (name, created_at, updated_at) VALUES (?, ?, ?)
		ON CONFLICT (name) DO NOTHING RETURNING id, name`, name, now, now)
	if db.NotFound(err) {
		return Client{}, fmt.Errorf("client %q: %w", name, domain.ErrConflict)
	}
	return c, err
}

// VisibleTo lists the accounts a user may see, by name: every account for provider staff, the
// user's memberships for everyone else.
func (s *Store) VisibleTo(ctx context.Context, userID int64, level access.Level) ([]Client, error) {
	list := []Client{}
	var err error
	if level.IsStaff() {
		err = s.db.Read().Select(ctx, &list, `SELECT id, name FROM clients ORDER BY name, id`)
	} else {
		err = s.db.Read().Select(ctx, &list, `SELECT c.id, c.name FROM clients c
			JOIN user_clients uc ON uc.client_id = c.id WHERE uc.user_id = ? ORDER BY c.name, c.id`, userID)
	}
	return list, err
}

// Visible returns account id when the user may see it, domain.ErrNotFound otherwise: another
// tenant's account is answered exactly like one that does not exist.
func (s *Store) Visible(ctx context.Context, userID int64, level access.Level, id int64) (Client, error) {
	if level.IsStaff() {
		return s.ByID(ctx, id)
	}
	var c Client
	err := s.db.Read().Get(ctx, &c, `SELECT c.id, c.name FROM clients c
		JOIN user_clients uc ON uc.client_id = c.id WHERE uc.user_id = ? AND c.id = ?`, userID, id)
	if db.NotFound(err) {
		return Client{}, domain.ErrNotFound
	}
	return c, err
}

// ByID returns the account, or domain.ErrNotFound.
func (s *Store) ByID(ctx context.Context, id int64) (Client, error) {
	var c Client
	err := s.db.Read().Get(ctx, &c, `SELECT id, name FROM clients WHERE id = ?`, id)
	if db.NotFound(err) {
		return Client{}, domain.ErrNotFound
	}
	return c, err
}
