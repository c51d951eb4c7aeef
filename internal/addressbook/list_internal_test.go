package addressbook

import (
	"context"
	"net/url"
	"reflect"
	"slices"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/listing"
)

var testSecret = []byte("the address book tests' secret!!")

// searched are the addresses the search tests look for; the other account holds the same, so a
// search that leaks across accounts finds them twice.
var searched = []struct{ company, first, last, city, postalCode, email string }{
	{"Crème Brûlée B.V.", "Anna", "Jansen", "Amsterdam", "1011 AB", "anna@creme.example.com"},
	{"100% Cotton", "", "de Vries", "Rotterdam", "3011 CD", "info@cotton.example.com"},
	{"", "Piet", "Puk_Klaassen", "Den Haag", "2511 EF", ""},
	{"Haagse Bluf", "", "Bakker", "Den Haag", "2512 AB", "bluf@haag.example.com"},
}

type searchCase struct {
	name, term string
	want       []string // the cities and last names, "city/last"
}

var searchCases = []searchCase{
	{"part of a company name, any case, accents", "RÛLÉ", []string{"Amsterdam/Jansen"}},
	{"percent sign is literal", "100%", []string{"Rotterdam/de Vries"}},
	{"underscore is literal", "k_k", []string{"Den Haag/Puk_Klaassen"}},
	{"first name", "piet", []string{"Den Haag/Puk_Klaassen"}},
	{"last name", "vries", []string{"Rotterdam/de Vries"}},
	{"city of several", "den haag", []string{"Den Haag/Bakker", "Den Haag/Puk_Klaassen"}},
	{"part of an email", "@cotton.", []string{"Rotterdam/de Vries"}},
	{"start of a postal code", "251", []string{"Den Haag/Bakker", "Den Haag/Puk_Klaassen"}},
	{"postal code with its letters", "1011 ab", []string{"Amsterdam/Jansen"}},
	{"postal code from its start only", "11 AB", []string{}},
	{"nothing matches", "zzz", []string{}},
	{"short: part of a name", "ak", []string{"Den Haag/Bakker"}},
	{"short: postal code start", "30", []string{"Rotterdam/de Vries"}},
}

// search is what the list finds for term, read through the FTS table where SQLite has one and by
// walking the sort's index, which must agree; and the total it counts.
func search(t *testing.T, d *db.DB, clientID int64, term string) []string {
	t.Helper()
	ctx := context.Background()
	f, err := ParseListFilter(url.Values{"q": {term}, "limit": {"200"}})
	if err != nil {
		t.Fatal(err)
	}
	rows, _, total, err := listAddresses(ctx, d.Read(), d.Dialect, testSecret, clientID, f)
	if err != nil {
		t.Fatalf("search %q: %v", term, err)
	}
	found := []string{}
	for _, r := range rows {
		found = append(found, r.DeliveryAddress.City+"/"+r.DeliveryAddress.LastName)
	}
	slices.Sort(found)
	if total != int64(len(found)) {
		t.Errorf("search %q: total %d for %v", term, total, found)
	}
	where, args := addressList.Search.PageWhere(d.Dialect, clientID, term, listing.Counted{Total: listing.CountLimit + 1})
	walked := []string{}
	if err := d.Read().Select(ctx, &walked, `SELECT a.delivery_city || '/' || a.delivery_last_name FROM address_book_addresses a
		WHERE `+where, args...); err != nil {
		t.Fatal(err)
	}
	if slices.Sort(walked); !slices.Equal(walked, found) {
		t.Errorf("search %q: walking the index finds %v, the search index %v", term, walked, found)
	}
	return found
}

func TestSearch(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		b := NewBook(d)
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		var first Address
		for _, account := range []int64{polder, tulip} {
			for _, s := range searched {
				f := delivery(s.company, s.last, s.city)
				f.DeliveryAddress.FirstName, f.DeliveryAddress.PostalCode, f.DeliveryAddress.Email = s.first, s.postalCode, s.email
				first = mustCreate(t, b, account, f)
			}
		}
		for _, tc := range searchCases {
			if got := search(t, d, tulip, tc.term); !slices.Equal(got, tc.want) {
				t.Errorf("%s: search %q finds %v, want %v", tc.name, tc.term, got, tc.want)
			}
		}
		// The index follows a change and a delete in the same transaction as the row.
		changed := delivery("Haagse Bluf", "Bakker", "Delft")
		if _, err := b.Update(context.Background(), tulip, first.ID, changed); err != nil {
			t.Fatal(err)
		}
		if got := search(t, d, tulip, "delft"); !slices.Equal(got, []string{"Delft/Bakker"}) {
			t.Errorf("after the update: %v", got)
		}
		if got := search(t, d, tulip, "bluf@"); len(got) != 0 {
			t.Errorf("the old email is still found: %v", got)
		}
		if err := b.Delete(context.Background(), tulip, first.ID); err != nil {
			t.Fatal(err)
		}
		if got := search(t, d, tulip, "delft"); len(got) != 0 {
			t.Errorf("after the delete: %v", got)
		}
	})
}

func TestListPages(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		b := NewBook(d)
		tulip := dbtest.Account(t, d, "Tulip")
		var ids []int64
		for _, company := range []string{"Delta", "", "Alpha", "Charlie", "Alpha"} {
			ids = append(ids, mustCreate(t, b, tulip, delivery(company, "Last", "Utrecht")).ID)
		}
		pages := func(sort string) (got []int64) {
			f := ListFilter{Sort: sort, Page: listing.Page{Limit: 2}}
			for range 4 {
				rows, next, total, err := listAddresses(ctx, d.Read(), d.Dialect, testSecret, tulip, f)
				if err != nil || total != 5 {
					t.Fatalf("%s page: total %d, %v", sort, total, err)
				}
				for _, r := range rows {
					got = append(got, r.ID)
				}
				if next == nil {
					return got
				}
				f.Cursor = *next
			}
			t.Fatalf("%s: too many pages", sort)
			return nil
		}
		if got, want := pages(SortNewest), []int64{ids[4], ids[3], ids[2], ids[1], ids[0]}; !slices.Equal(got, want) {
			t.Errorf("newest first: %v, want %v", got, want)
		}
		if got, want := pages(SortCompanyName), []int64{ids[1], ids[2], ids[4], ids[3], ids[0]}; !slices.Equal(got, want) {
			t.Errorf("by company name: %v, want %v", got, want)
		}
		// A cursor continues only the list and sort it came from.
		_, next, _, err := listAddresses(ctx, d.Read(), d.Dialect, testSecret, tulip, ListFilter{Sort: SortNewest, Page: listing.Page{Limit: 2}})
		if err != nil {
			t.Fatal(err)
		}
		_, _, _, err = listAddresses(ctx, d.Read(), d.Dialect, testSecret, tulip, ListFilter{Sort: SortCompanyName, Page: listing.Page{Limit: 2, Cursor: *next}})
		if want := (domain.ValidationErrors{"cursor": {"validation.type"}}); !reflect.DeepEqual(err, want) {
			t.Errorf("another sort's cursor: %v", err)
		}
	})
}

func TestParseListFilter(t *testing.T) {
	f, err := ParseListFilter(url.Values{"q": {" anna "}})
	if err != nil || f != (ListFilter{Page: listing.Page{Q: "anna", Limit: listing.DefaultLimit}, Sort: SortNewest}) {
		t.Errorf("ParseListFilter = %+v, %v", f, err)
	}
	_, err = ParseListFilter(url.Values{"sort": {"city"}, "limit": {"0"}})
	want := domain.ValidationErrors{"sort": {"validation.one_of,newest / company_name"}, "limit": {"validation.min,1"}}
	if !reflect.DeepEqual(err, want) {
		t.Errorf("ParseListFilter = %v, want %v", err, want)
	}
}
