package clients_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/users"
)

func create(ctx context.Context, d *db.DB, s *clients.Store, name string) (clients.Client, error) {
	var c clients.Client
	err := d.Tx(ctx, func(q db.Q) error {
		var err error
		c, err = s.Create(ctx, q, name)
		return err
	})
	return c, err
}

func TestCreateClient(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx, s := context.Background(), clients.NewStore(d)
		tulip, err := create(ctx, d, s, "  Tulip Webshop B.V. ")
		if err != nil || tulip.ID == 0 || tulip.Name != "Tulip Webshop B.V." {
			t.Fatalf("Create = %+v, %v", tulip, err)
		}
		for _, name := range []string{"Tulip Webshop B.V.", " Tulip Webshop B.V."} {
			if c, err := create(ctx, d, s, name); !errors.Is(err, domain.ErrConflict) {
				t.Errorf("Create(%q) = %+v, %v; want domain.ErrConflict", name, c, err)
			}
		}
		polder, err := create(ctx, d, s, "Polder Design Co.")
		if err != nil || polder.ID == tulip.ID {
			t.Errorf("second account: %+v, %v", polder, err)
		}
		all, err := s.VisibleTo(ctx, 0, access.Administrator)
		if want := []clients.Client{polder, tulip}; err != nil || !slices.Equal(all, want) {
			t.Errorf("accounts %v, %v; want %v", all, err, want)
		}
	})
}

// tenants is two accounts, a member of each, provider staff and a user without accounts.
type tenants struct {
	tulip, polder, zeeland   clients.Client
	tulipUser, polderUser    users.User
	staff, admin, unattached users.User
}

func newTenants(t *testing.T, d *db.DB) tenants {
	t.Helper()
	ctx := context.Background()
	cs, us := clients.NewStore(d), users.NewStore(d)
	var tn tenants
	err := d.Tx(ctx, func(q db.Q) error {
		for _, c := range []struct {
			dst  *clients.Client
			name string
		}{{&tn.zeeland, "Zeeland Zuivel"}, {&tn.tulip, "Tulip Webshop"}, {&tn.polder, "Polder Design"}} {
			var err error
			if *c.dst, err = cs.Create(ctx, q, c.name); err != nil {
				return err
			}
		}
		for _, u := range []struct {
			dst   *users.User
			email string
			level access.Level
			ids   []int64
		}{
			{&tn.tulipUser, "anna@tulip.example", access.Default, []int64{tn.zeeland.ID, tn.tulip.ID}},
			{&tn.polderUser, "piet@polder.example", access.Exit, []int64{tn.polder.ID}},
			{&tn.staff, "staff@kade.example", access.Provider, nil},
			{&tn.admin, "admin@kade.example", access.Administrator, nil},
			{&tn.unattached, "new@tulip.example", access.Supplier, nil},
		} {
			var err error
			if *u.dst, err = us.Create(ctx, q, users.NewUser{Email: u.email, Name: u.email, Level: u.level, ClientIDs: u.ids}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return tn
}

func TestVisibleTo(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tn := newTenants(t, d)
		s := clients.NewStore(d)
		all := []clients.Client{tn.polder, tn.tulip, tn.zeeland}
		for _, tc := range []struct {
			name string
			user users.User
			want []clients.Client
		}{
			{"administrator sees every account", tn.admin, all},
			{"provider staff see every account", tn.staff, all},
			{"member sees their accounts by name", tn.tulipUser, []clients.Client{tn.tulip, tn.zeeland}},
			{"member of another account", tn.polderUser, []clients.Client{tn.polder}},
			{"user without accounts", tn.unattached, []clients.Client{}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				got, err := s.VisibleTo(context.Background(), tc.user.ID, tc.user.Level)
				if err != nil || got == nil || !slices.Equal(got, tc.want) {
					t.Errorf("VisibleTo = %#v, %v; want %v", got, err, tc.want)
				}
			})
		}
	})
}

func TestVisible(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tn := newTenants(t, d)
		s := clients.NewStore(d)
		missing := clients.Client{ID: tn.tulip.ID + tn.polder.ID + tn.zeeland.ID}
		for _, tc := range []struct {
			name    string
			user    users.User
			account clients.Client
			visible bool
		}{
			{"member, own account", tn.tulipUser, tn.tulip, true},
			{"member, second own account", tn.tulipUser, tn.zeeland, true},
			{"member, another tenant's account", tn.tulipUser, tn.polder, false},
			{"other member, first tenant's account", tn.polderUser, tn.tulip, false},
			{"member, no such account", tn.tulipUser, missing, false},
			{"user without accounts", tn.unattached, tn.tulip, false},
			{"provider staff, any account", tn.staff, tn.polder, true},
			{"administrator, any account", tn.admin, tn.tulip, true},
			{"administrator, no such account", tn.admin, missing, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				got, err := s.Visible(context.Background(), tc.user.ID, tc.user.Level, tc.account.ID)
				switch {
				case tc.visible && (err != nil || got != tc.account):
					t.Errorf("Visible = %+v, %v; want %+v", got, err, tc.account)
				case !tc.visible && !errors.Is(err, domain.ErrNotFound):
					t.Errorf("Visible = %+v, %v; want domain.ErrNotFound", got, err)
				}
			})
		}
	})
}
