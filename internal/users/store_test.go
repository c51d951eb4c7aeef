package users_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/users"
)

// storeFixture is a users store with two client accounts, Beta and Alpha (created in that order).
type storeFixture struct {
	db          *db.DB
	users       *users.Store
	clients     *clients.Store
	alpha, beta clients.Client
	ctx         context.Context
}

func newStoreFixture(t *testing.T, d *db.DB) *storeFixture {
	t.Helper()
	f := &storeFixture{db: d, users: users.NewStore(d), clients: clients.NewStore(d), ctx: context.Background()}
	err := d.Tx(f.ctx, func(q db.Q) error {
		var err error
		if f.beta, err = f.clients.Create(f.ctx, q, "Beta Fulfilment"); err != nil {
			return err
		}
		f.alpha, err = f.clients.Create(f.ctx, q, "Alpha Webshop")
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *storeFixture) create(n users.NewUser) (users.User, error) {
	var u users.User
	err := f.db.Tx(f.ctx, func(q db.Q) error {
		var err error
		u, err = f.users.Create(f.ctx, q, n)
		return err
	})
	return u, err
}

func (f *storeFixture) mustCreate(t *testing.T, n users.NewUser) users.User {
	t.Helper()
	u, err := f.create(n)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func (f *storeFixture) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := f.db.Read().Get(f.ctx, &n, query, args...); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestCreateUser(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newStoreFixture(t, d)
		hash := "$argon2id$v=19$m=64,t=1,p=1$c2FsdHNhbHQ$a2V5a2V5"
		before := time.Now().Add(-time.Second)
		u := f.mustCreate(t, users.NewUser{Email: "  Anna.de.Vries@Webshop.EXAMPLE ", Name: " Anna de Vries ",
			Level: access.Default, PasswordHash: &hash, ClientIDs: []int64{f.beta.ID, f.alpha.ID}})

		if u.ID == 0 || u.Email != "anna.de.vries@webshop.example" || u.Name != "Anna de Vries" || u.Level != access.Default {
			t.Errorf("created %+v", u)
		}
		if u.ClientID == nil || *u.ClientID != f.beta.ID {
			t.Errorf("current account %v, want the first membership %d", u.ClientID, f.beta.ID)
		}
		if u.PasswordHash == nil || *u.PasswordHash != hash || u.LastLoginDate != nil || u.CanSeeTranslatorOrders {
			t.Errorf("created %+v", u)
		}
		if u.CreatedAt.Before(before) || u.CreatedAt.After(time.Now().Add(time.Second)) {
			t.Errorf("created_at %s", u.CreatedAt)
		}
		got, err := f.clients.VisibleTo(f.ctx, u.ID, u.Level)
		if want := []clients.Client{f.alpha, f.beta}; err != nil || !slices.Equal(got, want) {
			t.Errorf("memberships %v, %v; want %v", got, err, want)
		}
		read, err := f.users.ByID(f.ctx, u.ID)
		if err != nil || read.Email != u.Email || *read.ClientID != f.beta.ID || !read.CreatedAt.Equal(u.CreatedAt) {
			t.Errorf("ByID = %+v, %v; want %+v", read, err, u)
		}

		invited := f.mustCreate(t, users.NewUser{Email: "staff@kade.example", Name: "Staff", Level: access.Provider,
			CanSeeTranslatorOrders: true})
		if invited.ClientID != nil || invited.PasswordHash != nil || !invited.CanSeeTranslatorOrders {
			t.Errorf("user without memberships or password, who sees translator orders: %+v", invited)
		}
	})
}

func TestCreateUserRefuses(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newStoreFixture(t, d)
		f.mustCreate(t, users.NewUser{Email: "anna@webshop.example", Name: "Anna", Level: access.Default,
			ClientIDs: []int64{f.alpha.ID}})
		for _, tc := range []struct {
			name     string
			user     users.NewUser
			conflict bool
		}{
			{"same email", users.NewUser{Email: "anna@webshop.example", Name: "Other Anna", Level: access.Default}, true},
			{"same email in other case", users.NewUser{Email: " ANNA@Webshop.Example", Name: "Other Anna", Level: access.Exit,
				ClientIDs: []int64{f.beta.ID}}, true},
			{"unknown level", users.NewUser{Email: "root@webshop.example", Name: "Root", Level: "Root"}, false},
			{"level in other case", users.NewUser{Email: "admin@webshop.example", Name: "Admin", Level: "administrator"}, false},
			{"email over 254 characters", users.NewUser{Email: strings.Repeat("a", 244) + "@webshop.nl", Name: "Long", Level: access.Default}, false},
			{"unknown account", users.NewUser{Email: "ghost@webshop.example", Name: "Ghost", Level: access.Default,
				ClientIDs: []int64{f.alpha.ID + f.beta.ID + 1000}}, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := f.create(tc.user)
				if err == nil || errors.Is(err, domain.ErrConflict) != tc.conflict {
					t.Errorf("Create: %v, want an error (conflict: %v)", err, tc.conflict)
				}
				if n := f.count(t, `SELECT COUNT(*) FROM users`); n != 1 {
					t.Errorf("%d users after a refused create, want 1", n)
				}
				if n := f.count(t, `SELECT COUNT(*) FROM user_clients`); n != 1 {
					t.Errorf("%d memberships after a refused create, want 1", n)
				}
			})
		}
	})
}

func TestFindUser(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newStoreFixture(t, d)
		anna := f.mustCreate(t, users.NewUser{Email: "anna@webshop.example", Name: "Anna", Level: access.Default})
		for _, tc := range []struct {
			name string
			find func() (users.User, error)
			want int64 // 0: not found
		}{
			{"by id", func() (users.User, error) { return f.users.ByID(f.ctx, anna.ID) }, anna.ID},
			{"unknown id", func() (users.User, error) { return f.users.ByID(f.ctx, anna.ID+1) }, 0},
			{"by email", func() (users.User, error) { return f.users.ByEmail(f.ctx, "anna@webshop.example") }, anna.ID},
			{"by email in other case", func() (users.User, error) { return f.users.ByEmail(f.ctx, " Anna@WEBSHOP.example ") }, anna.ID},
			{"unknown email", func() (users.User, error) { return f.users.ByEmail(f.ctx, "bob@webshop.example") }, 0},
			{"empty email", func() (users.User, error) { return f.users.ByEmail(f.ctx, "") }, 0},
		} {
			t.Run(tc.name, func(t *testing.T) {
				u, err := tc.find()
				switch {
				case tc.want == 0 && !errors.Is(err, domain.ErrNotFound):
					t.Errorf("got %+v, %v; want domain.ErrNotFound", u, err)
				case tc.want != 0 && (err != nil || u.ID != tc.want || u.Email != "anna@webshop.example"):
					t.Errorf("got %+v, %v; want user %d", u, err, tc.want)
				}
			})
		}
	})
}

func TestUserUpdates(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newStoreFixture(t, d)
		anna := f.mustCreate(t, users.NewUser{Email: "anna@webshop.example", Name: "Anna", Level: access.Default,
			ClientIDs: []int64{f.alpha.ID, f.beta.ID}})
		bob := f.mustCreate(t, users.NewUser{Email: "bob@webshop.example", Name: "Bob", Level: access.Default,
			ClientIDs: []int64{f.alpha.ID}})
		before := time.Now().Add(-time.Second)
		err := d.Tx(f.ctx, func(q db.Q) error {
			if err := f.users.SetPassword(f.ctx, q, anna.ID, "new-hash"); err != nil {
				return err
			}
			return f.users.RecordLogin(f.ctx, q, anna.ID)
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := f.users.SetCurrentClient(f.ctx, anna.ID, f.beta.ID); err != nil {
			t.Fatal(err)
		}
		got, err := f.users.ByID(f.ctx, anna.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.PasswordHash == nil || *got.PasswordHash != "new-hash" {
			t.Errorf("password hash %v", got.PasswordHash)
		}
		if got.LastLoginDate == nil || got.LastLoginDate.Before(before) || got.LastLoginDate.After(time.Now().Add(time.Second)) {
			t.Errorf("last login %v, want now", got.LastLoginDate)
		}
		if got.ClientID == nil || *got.ClientID != f.beta.ID {
			t.Errorf("current account %v, want %d", got.ClientID, f.beta.ID)
		}
		if got.UpdatedAt.Before(got.CreatedAt) || got.UpdatedAt.Equal(anna.UpdatedAt) {
			t.Errorf("updated_at %s not moved on from %s", got.UpdatedAt, anna.UpdatedAt)
		}
		// The other user is untouched.
		other, err := f.users.ByID(f.ctx, bob.ID)
		if err != nil || other.PasswordHash != nil || other.LastLoginDate != nil || *other.ClientID != f.alpha.ID {
			t.Errorf("bob changed: %+v, %v", other, err)
		}
	})
}
