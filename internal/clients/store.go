package clients

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/domain"
)

// maxKeptLists bounds the memory of the kept account lists.
const maxKeptLists = 100_000

// Store reads and writes client accounts.
type Store struct {
	db *db.DB
	// visible keeps VisibleTo while the instance hears of login changes (PostgreSQL).
	visible *db.Kept[viewer, []Client]
}

// viewer is whose account list is kept: a user, at a level.
type viewer struct {
	userID int64
	level  access.Level
}

func NewStore(d *db.DB) *Store {
	return &Store{db: d, visible: db.NewKept[viewer, []Client](maxKeptLists)}
}

// ForgetUser drops the user's kept account list, after this instance changed the user.
func (s *Store) ForgetUser(id int64) {
	s.visible.Forget(func(v viewer, _ []Client) bool { return v.userID == id })
}

// ListenForChanges keeps the users' account lists in memory while the instance hears of every change
// to them, until ctx ends (PostgreSQL only).
func (s *Store) ListenForChanges(ctx context.Context) error {
	return s.visible.Listen(ctx, s.db, db.LoginChanges, func(payload string) {
		if id, ok := db.ChangedID(payload); ok {
			s.ForgetUser(id)
		} else {
			s.visible.ForgetAll()
		}
	})
}

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
	kept, ok, epoch := s.visible.Get(viewer{userID, level})
	if ok {
		return slices.Clone(kept), nil
	}
	list := []Client{}
	var err error
	if level.IsStaff() {
		err = s.db.Read().Select(ctx, &list, `SELECT id, name FROM clients ORDER BY name, id`)
	} else {
		err = s.db.Read().Select(ctx, &list, `SELECT c.id, c.name FROM clients c
			JOIN user_clients uc ON uc.client_id = c.id WHERE uc.user_id = ? ORDER BY c.name, c.id`, userID)
	}
	if err == nil {
		s.visible.Put(viewer{userID, level}, slices.Clone(list), epoch)
	}
	return list, err
}

// Visible returns account id when the user may see it, domain.ErrNotFound otherwise: another
// tenant's account is answered exactly like one that does not exist.
func (s *Store) Visible(ctx context.Context, userID int64, level access.Level, id int64) (Client, error) {
	if kept, ok, _ := s.visible.Get(viewer{userID, level}); ok {
		for _, c := range kept {
			if c.ID == id {
				return c, nil
			}
		}
		return Client{}, domain.ErrNotFound
	}
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

// MaxListed is the most accounts one record names (a user's memberships, a warehouse key's accounts).
const MaxListed = 1000

// CheckExisting adds an error to errs for each of ids that is no account, at its place in the list
// as sent (field.0, field.1, ...), or one to field when the list is longer than MaxListed.
func CheckExisting(ctx context.Context, q db.Q, field string, ids []int64, errs domain.ValidationErrors) error {
	if len(ids) > MaxListed {
		errs.Add(field, "validation.max", MaxListed)
		return nil
	}
	if len(ids) == 0 {
		return nil
	}
	in, args := db.InList(ids)
	var known []int64
	if err := q.Select(ctx, &known, `SELECT id FROM clients WHERE id IN (`+in+`)`, args...); err != nil {
		return err
	}
	for i, id := range ids {
		if !slices.Contains(known, id) {
			errs.Add(fmt.Sprintf("%s.%d", field, i), "validation.exists")
		}
	}
	return nil
}
