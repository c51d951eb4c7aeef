package users_test

import (
	"errors"
	"net/url"
	"slices"
	"testing"
	"time"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
	"kade/internal/users"
)

// listFixture is the store fixture with a user of every level: staff, the client users of Alpha
// and of Beta, and Mia, a Default user of both.
type listFixture struct {
	*storeFixture
	admin, provider, alphaDefault, alphaSupplier, alphaExit, betaDefault, betaExit, both users.User
}

func newListFixture(t *testing.T, d *db.DB) *listFixture {
	t.Helper()
	f := &listFixture{storeFixture: newStoreFixture(t, d)}
	user := func(email, name string, level access.Level, accounts ...int64) users.User {
		return f.mustCreate(t, users.NewUser{Email: email, Name: name, Level: level, ClientIDs: accounts})
	}
	alpha, beta := f.alpha.ID, f.beta.ID
	f.admin = user("ada@kade.example", "Ada Administrator", access.Administrator)
	f.provider = user("pieter@kade.example", "Pieter Provider", access.Provider)
	f.alphaDefault = user("daan@alpha.example", "Daan de Vries", access.Default, alpha)
	f.alphaSupplier = user("sanne@supplier.example", "Sanne Supplier", access.Supplier, alpha)
	f.alphaExit = user("emma@alpha.example", "Emma Exit", access.Exit, alpha)
	f.betaDefault = user("lotte@beta.example", "Lotte Jansen", access.Default, beta)
	f.betaExit = user("bram@beta.example", "Bram Exit", access.Exit, beta)
	f.both = user("mia@both.example", "Mia Multi", access.Default, beta, alpha)
	return f
}

// walk reads every page of the users caller may manage from params on: their ids and each page's total.
func (f *listFixture) walk(t *testing.T, caller users.User) func(params url.Values) ([]int64, []int64) {
	return func(params url.Values) ([]int64, []int64) {
		rows, totals := listingtest.Walk(t, params, 20, users.ParseFilter, func(p listing.Page) ([]users.Row, *string, int64, error) {
			return f.users.List(f.ctx, caller, p)
		})
		return listingtest.IDs(rows, func(r users.Row) int64 { return r.ID }), totals
	}
}

func ids(us ...users.User) []int64 {
	out := make([]int64, len(us))
	for i, u := range us {
		out[i] = u.ID
	}
	return out
}

// Each level sees whom docs/permissions.md lets it manage, by name, page after page: an
// Administrator everyone, a provider employee every client user, a Default user the client users of
// their own accounts, never staff nor another account's users; a Supplier and an Exit user no one.
func TestListScopesByCaller(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newListFixture(t, d)
		for _, tc := range []struct {
			name   string
			caller users.User
			want   []int64
		}{
			{"administrator", f.admin, ids(f.admin, f.betaExit, f.alphaDefault, f.alphaExit, f.betaDefault, f.both, f.provider, f.alphaSupplier)},
			{"provider", f.provider, ids(f.betaExit, f.alphaDefault, f.alphaExit, f.betaDefault, f.both, f.alphaSupplier)},
			{"default of alpha", f.alphaDefault, ids(f.alphaDefault, f.alphaExit, f.both, f.alphaSupplier)},
			{"default of beta", f.betaDefault, ids(f.betaExit, f.betaDefault, f.both)},
			{"default of both", f.both, ids(f.betaExit, f.alphaDefault, f.alphaExit, f.betaDefault, f.both, f.alphaSupplier)},
		} {
			t.Run(tc.name, func(t *testing.T) {
				for _, limit := range []int{1, 2, 3, 50} {
					listingtest.ExpectPages(t, f.walk(t, tc.caller), url.Values{}, limit, tc.want)
				}
			})
		}
		for _, caller := range []users.User{f.alphaSupplier, f.alphaExit} {
			if _, _, _, err := f.users.List(f.ctx, caller, listing.Page{Limit: 50}); !errors.Is(err, domain.ErrForbidden) {
				t.Errorf("%s lists users: %v, want forbidden", caller.Level, err)
			}
		}
	})
}

// The search finds any part of a name or an email in any case, within what the caller may see.
func TestListSearches(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newListFixture(t, d)
		for _, tc := range []struct {
			q      string
			caller users.User
			want   []int64
		}{
			{"EXIT", f.admin, ids(f.betaExit, f.alphaExit)},
			{"exit", f.alphaDefault, ids(f.alphaExit)},
			{"@Beta.Ex", f.provider, ids(f.betaExit, f.betaDefault)},
			{"provider", f.admin, ids(f.provider)},
			{"provider", f.provider, nil},
			{"supplier.example", f.betaDefault, nil},
			{"%", f.admin, nil},
			{"_", f.admin, nil},
		} {
			listingtest.ExpectPages(t, f.walk(t, tc.caller), url.Values{"q": {tc.q}}, 1, tc.want)
		}
	})
}

// A row carries the user's accounts the caller sees by name, the last login (null when never) and
// whether an invitation is still open: not accepted and not expired.
func TestListRows(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newListFixture(t, d)
		if err := f.users.RecordLogin(f.ctx, d.Write(), f.alphaExit.ID); err != nil {
			t.Fatal(err)
		}
		now := db.Now()
		invite := func(u users.User, hash string, expires time.Time, accepted *time.Time) {
			if _, err := d.Write().Exec(f.ctx, `INSERT INTO invitations (user_id, token_hash, created_at, expires_at, accepted_at)
				VALUES (?, ?, ?, ?, ?)`, u.ID, hash, now, expires, accepted); err != nil {
				t.Fatal(err)
			}
		}
		invite(f.alphaDefault, "open", now.Add(time.Hour), nil)
		invite(f.alphaSupplier, "accepted", now.Add(time.Hour), &now)
		invite(f.betaDefault, "expired", now.Add(-time.Hour), nil)

		read := func(caller users.User) map[int64]users.Row {
			rows, _, _, err := f.users.List(f.ctx, caller, listing.Page{Limit: 50})
			if err != nil {
				t.Fatal(err)
			}
			byID := map[int64]users.Row{}
			for _, r := range rows {
				byID[r.ID] = r
			}
			return byID
		}
		staff := read(f.admin)
		for id, open := range map[int64]bool{f.alphaDefault.ID: true, f.alphaSupplier.ID: false, f.betaDefault.ID: false, f.both.ID: false} {
			if staff[id].InvitationOpen != open {
				t.Errorf("user %d: invitation open %v, want %v", id, staff[id].InvitationOpen, open)
			}
		}
		exit := staff[f.alphaExit.ID]
		if exit.LastLoginDate == nil || exit.LastLoginDate.Location() != time.UTC || exit.LastLoginDate.Sub(now).Abs() > time.Minute {
			t.Errorf("last login %v, want about %v in UTC", exit.LastLoginDate, now)
		}
		if staff[f.alphaDefault.ID].LastLoginDate != nil {
			t.Errorf("never logged in: %v", staff[f.alphaDefault.ID].LastLoginDate)
		}
		if r := staff[f.alphaExit.ID]; r.Name != "Emma Exit" || r.Email != "emma@alpha.example" || r.Level != access.Exit {
			t.Errorf("row %+v", r)
		}
		// Staff see every account of a user, by name; a client only the accounts it shares.
		if got, want := staff[f.both.ID].Accounts, []clients.Client{f.alpha, f.beta}; !slices.Equal(got, want) {
			t.Errorf("staff see accounts %v, want %v", got, want)
		}
		if got := staff[f.admin.ID].Accounts; got == nil || len(got) != 0 {
			t.Errorf("an administrator's accounts %#v, want none", got)
		}
		if got, want := read(f.alphaDefault)[f.both.ID].Accounts, []clients.Client{f.alpha}; !slices.Equal(got, want) {
			t.Errorf("Alpha's user sees accounts %v, want %v", got, want)
		}
		if got, want := read(f.betaDefault)[f.both.ID].Accounts, []clients.Client{f.beta}; !slices.Equal(got, want) {
			t.Errorf("Beta's user sees accounts %v, want %v", got, want)
		}
	})
}

// A cursor continues only the list of the caller and the term it came from.
func TestListCursorIsTheCallers(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newListFixture(t, d)
		_, next, _, err := f.users.List(f.ctx, f.admin, listing.Page{Limit: 1})
		if err != nil || next == nil {
			t.Fatalf("first page: %v, %v", next, err)
		}
		for _, tc := range []struct {
			caller users.User
			q      string
		}{{f.provider, ""}, {f.alphaDefault, ""}, {f.admin, "a"}} {
			_, _, _, err := f.users.List(f.ctx, tc.caller, listing.Page{Q: tc.q, Cursor: *next, Limit: 1})
			var v domain.ValidationErrors
			if !errors.As(err, &v) || v["cursor"] == nil {
				t.Errorf("%s with %q continues the administrator's list: %v", tc.caller.Level, tc.q, err)
			}
		}
	})
}
