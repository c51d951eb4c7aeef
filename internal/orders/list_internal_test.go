package orders

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
)

// visibleOrders are the orders a user who does or does not see translator orders is shown.
func visibleOrders(orders []storedOrder, sees bool) []storedOrder {
	return slices.DeleteFunc(slices.Clone(orders), func(o storedOrder) bool { return !sees && o.Source == SourceTranslator })
}

func TestOverviewPagesEverySort(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		seeded := seedOrders(t, d, tulip, "TUL")
		seedOrders(t, d, polder, "POL")
		keyOf := map[string]func(a, b storedOrder) int{
			SortNewest:      func(a, b storedOrder) int { return cmp.Compare(a.ID, b.ID) },
			SortOrderNumber: func(a, b storedOrder) int { return cmp.Compare(a.Number, b.Number) },
			SortOrderDate:   func(a, b storedOrder) int { return cmp.Or(cmp.Compare(a.Date, b.Date), cmp.Compare(a.ID, b.ID)) },
			SortCustomerName: func(a, b storedOrder) int {
				return cmp.Or(cmp.Compare(a.Customer, b.Customer), cmp.Compare(a.ID, b.ID))
			},
		}
		for _, sort := range OverviewSorts.Names {
			for _, dir := range listing.Directions {
				for _, sees := range []bool{false, true} {
					t.Run(fmt.Sprintf("%s/%s/translator %v", sort, dir, sees), func(t *testing.T) {
						want := visibleOrders(seeded, sees)
						slices.SortFunc(want, func(a, b storedOrder) int {
							if dir == "desc" {
								return keyOf[sort](b, a)
							}
							return keyOf[sort](a, b)
						})
						var wantIDs []int64
						for _, o := range want {
							wantIDs = append(wantIDs, o.ID)
						}
						read := func(params url.Values) ([]int64, []int64) { return walkOverview(t, d, tulip, sees, params) }
						listingtest.ExpectPages(t, read, url.Values{"sort": {sort}, "direction": {dir}}, 7, wantIDs)
					})
				}
			}
		}
		// The default is the newest first; dates are read newest first too.
		newest, _ := walkOverview(t, d, tulip, true, url.Values{})
		if newest[0] != seeded[seedSize-1].ID || newest[seedSize-1] != seeded[0].ID {
			t.Errorf("the default order is not the newest first: %v", newest)
		}
		if f, _ := ParseOverviewFilter(url.Values{"sort": {SortOrderDate}}); f.Direction != "desc" {
			t.Errorf("order date reads %s by default", f.Direction)
		}
		if f, _ := ParseOverviewFilter(url.Values{"sort": {SortCustomerName}}); f.Direction != "asc" {
			t.Errorf("customer name reads %s by default", f.Direction)
		}
	})
}

func TestOverviewFiltersAndSearch(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		seeded := seedOrders(t, d, tulip, "TUL")
		// The other account's orders match every search and filter below as well as Tulip's do.
		seedOrders(t, d, polder, "TUL")
		contains := func(s, part string) bool { return strings.Contains(strings.ToLower(s), part) }
		for _, tc := range []struct {
			name   string
			params url.Values
			match  func(o storedOrder) bool
		}{
			{"no filter", url.Values{}, func(storedOrder) bool { return true }},
			{"status", url.Values{"status": {StatusAssigned}}, func(o storedOrder) bool { return o.Status == StatusAssigned }},
			{"source", url.Values{"source": {SourceAPI}}, func(o storedOrder) bool { return o.Source == SourceAPI }},
			{"on hold", url.Values{"on_hold": {"1"}}, func(o storedOrder) bool { return o.Status == StatusOnHold }},
			{"not on hold", url.Values{"on_hold": {"0"}}, func(o storedOrder) bool { return o.Status != StatusOnHold }},
			{"from a date", url.Values{"date_from": {"2025-03-07"}}, func(o storedOrder) bool { return o.Date >= "2025-03-07" }},
			{"up to a date", url.Values{"date_to": {"2025-03-02"}}, func(o storedOrder) bool { return o.Date <= "2025-03-02" }},
			{"one day", url.Values{"date_from": {"2025-03-04"}, "date_to": {"2025-03-04"}}, func(o storedOrder) bool { return o.Date == "2025-03-04" }},
			{"filters together", url.Values{"status": {StatusComplete}, "source": {SourceManual}, "date_from": {"2025-03-03"}},
				func(o storedOrder) bool {
					return o.Status == StatusComplete && o.Source == SourceManual && o.Date >= "2025-03-03"
				}},
			{"order number prefix, any case", url.Values{"q": {"tul-101"}}, func(o storedOrder) bool { return strings.HasPrefix(o.Number, "TUL-101") }},
			{"order number from its start only", url.Values{"q": {"UL-101"}}, func(storedOrder) bool { return false }},
			{"part of a customer name", url.Values{"q": {"ÜLLER"}}, func(o storedOrder) bool { return o.Customer == "Müller GmbH" }},
			{"a short term", url.Values{"q": {"ri"}}, func(o storedOrder) bool {
				return contains(o.Customer, "ri") || contains(o.Reference, "ri") || contains(o.Email, "ri")
			}},
			{"underscore is literal", url.Values{"q": {"n_l"}}, func(o storedOrder) bool { return o.Customer == "O'Brien_Ltd" }},
			{"part of a reference", url.Values{"q": {"sale 50%"}}, func(o storedOrder) bool { return o.Reference == "Spring sale 50%" }},
			{"an email", url.Values{"q": {"buyer17@tul.example.com"}}, func(o storedOrder) bool { return o.Email == "buyer17@tul.example.com" }},
			{"postal code prefix", url.Values{"q": {"3011"}}, func(o storedOrder) bool { return o.PostalCode == "3011 CD" }},
			{"postal code from its start only", url.Values{"q": {"011 cd"}}, func(storedOrder) bool { return false }},
			{"search with a filter", url.Values{"q": {"jansen"}, "status": {StatusDataIssue}},
				func(o storedOrder) bool { return o.Customer == "Jansen BV" && o.Status == StatusDataIssue }},
			{"nothing matches", url.Values{"q": {"zzz"}}, func(storedOrder) bool { return false }},
		} {
			for _, sees := range []bool{false, true} {
				var want []int64
				for _, o := range visibleOrders(seeded, sees) {
					if tc.match(o) {
						want = append(want, o.ID)
					}
				}
				t.Run(fmt.Sprintf("%s/translator %v", tc.name, sees), func(t *testing.T) {
					walk := func(params url.Values) ([]int64, []int64) { return walkOverview(t, d, tulip, sees, params) }
					listingtest.ExpectFound(t, walk, tc.params, want, SortNewest, SortCustomerName)
				})
				// A page reads the same rows by the ids its count read, through the FTS table (a
				// count up to the limit) and by walking the sort's index (a count beyond it).
				f, err := ParseOverviewFilter(tc.params)
				if err != nil {
					t.Fatal(err)
				}
				count, countArgs := overviewList.Count(d.Dialect, tulip, f.query(sees))
				var counted listing.Counted
				if err := d.Read().Get(context.Background(), &counted, count, countArgs...); err != nil {
					t.Fatal(err)
				}
				var pages [][]int64
				for _, c := range []listing.Counted{counted, {Total: listing.CountLimit}, {Total: listing.CountLimit + 1}, {Total: listing.Unknown}} {
					where, args, order := overviewList.Where(d.Dialect, tulip, f.query(sees), c)
					var ids []int64
					if err := d.Read().Select(context.Background(), &ids, `SELECT o.id FROM sales_orders o WHERE `+where+
						` ORDER BY `+order, args...); err != nil {
						t.Fatal(err)
					}
					pages = append(pages, ids)
				}
				for _, page := range pages[1:] {
					if !slices.Equal(page, pages[0]) {
						t.Errorf("%s: by the counted ids %v, through the index %v, walking %v and %v", tc.name,
							pages[0], pages[1], pages[2], pages[3])
					}
				}
			}
		}
	})
}

// Orders of the translator (EDI) are listed only for users who may see them, also when asked for;
// a cursor of one kind of user's list does not continue the other's.
func TestOverviewTranslatorOrders(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip := dbtest.Account(t, d, "Tulip")
		seedOrders(t, d, tulip, "TUL")
		list := func(sees bool, params url.Values) ([]OverviewRow, *string, int64, error) {
			f, err := ParseOverviewFilter(params)
			if err != nil {
				t.Fatal(err)
			}
			return listOrders(context.Background(), d.Read(), d.Dialect, overviewTestSecret, tulip, sees, f)
		}
		translator := url.Values{"source": {SourceTranslator}}
		if rows, _, total, err := list(false, translator); err != nil || len(rows) != 0 || total != 0 {
			t.Errorf("without the flag: %d translator orders of total %d, %v", len(rows), total, err)
		}
		rows, _, total, err := list(true, translator)
		if err != nil || len(rows) != seedSize/len(Sources) || total != int64(len(rows)) {
			t.Fatalf("with the flag: %d translator orders of total %d, %v", len(rows), total, err)
		}
		for _, r := range rows {
			if r.Source != SourceTranslator {
				t.Errorf("order %d has source %s", r.ID, r.Source)
			}
		}
		for _, q := range []string{"", rows[0].OrderNumber} {
			if found, _, _, _ := list(false, url.Values{"q": {q}, "limit": {"200"}}); slices.ContainsFunc(found, func(r OverviewRow) bool { return r.Source == SourceTranslator }) {
				t.Errorf("search %q shows a translator order to a user without the flag", q)
			}
		}
		_, next, _, err := list(true, url.Values{"limit": {"5"}})
		if err != nil || next == nil {
			t.Fatal(err)
		}
		if _, _, _, err := list(false, url.Values{"limit": {"5"}, "cursor": {*next}}); !reflect.DeepEqual(err, domain.ValidationErrors{"cursor": {"validation.type"}}) {
			t.Errorf("a cursor of the list with translator orders continues the one without: %v", err)
		}
	})
}

// A cursor continues only the list it was made for: the account's overview with the same search,
// filters and sort.
func TestOverviewRefusesCursorsOfOtherLists(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		seedOrders(t, d, tulip, "TUL")
		byName := OverviewFilter{Sort: SortCustomerName, Direction: "asc"}
		nameCursor := listing.Encode(overviewList.Key(d.Secret(), tulip, byName.query(true)), 40, []any{"Bakker & Zn", 3})
		list := func(clientID int64, params url.Values) ([]OverviewRow, int64, error) {
			f, err := ParseOverviewFilter(params)
			if err != nil {
				t.Fatal(err)
			}
			rows, _, total, err := listOrders(context.Background(), d.Read(), d.Dialect, d.Secret(), clientID, true, f)
			return rows, total, err
		}
		name := url.Values{"cursor": {nameCursor}, "sort": {SortCustomerName}}
		with := func(k, v string) url.Values { p := maps.Clone(name); p.Set(k, v); return p }
		for _, tc := range []struct {
			name     string
			clientID int64
			params   url.Values
		}{
			{"of another sort", tulip, url.Values{"cursor": {nameCursor}}},
			{"of another direction", tulip, with("direction", "desc")},
			{"of another search", tulip, with("q", "jansen")},
			{"of another status", tulip, with("status", StatusOnHold)},
			{"of another source", tulip, with("source", SourceAPI)},
			{"of another on hold", tulip, with("on_hold", "0")},
			{"of another first date", tulip, with("date_from", "2025-03-01")},
			{"of another last date", tulip, with("date_to", "2025-03-01")},
			{"of another account", polder, name},
			{"without the id", tulip, url.Values{"cursor": {listing.Encode(overviewList.Key(d.Secret(), tulip, byName.query(true)), 40, []any{"Bakker & Zn"})},
				"sort": {SortCustomerName}}},
			{"text for the id", tulip, url.Values{"cursor": {listing.Encode(overviewList.Key(d.Secret(), tulip, OverviewFilter{Sort: SortNewest, Direction: "desc"}.query(true)),
				40, []any{"3"})}}},
		} {
			if _, _, err := list(tc.clientID, tc.params); !reflect.DeepEqual(err, domain.ValidationErrors{"cursor": {"validation.type"}}) {
				t.Errorf("a cursor %s: %v; want a cursor error", tc.name, err)
			}
		}
		rows, total, err := list(tulip, name)
		if err != nil || total != 40 || len(rows) == 0 || rows[0].CustomerName < "Bakker & Zn" {
			t.Errorf("a cursor of its own list: %d rows of total %d, %v", len(rows), total, err)
		}
	})
}

func TestParseOverviewFilter(t *testing.T) {
	f, err := ParseOverviewFilter(url.Values{"format": {"xlsx"}})
	if err != nil || !reflect.DeepEqual(f, OverviewFilter{Sort: SortNewest, Direction: "desc", Page: listing.Page{Limit: 50}}) {
		t.Errorf("defaults: %+v, %v", f, err)
	}
	f, err = ParseOverviewFilter(url.Values{"q": {" jansen "}, "status": {"OnHold"}, "source": {"API"}, "on_hold": {"1"},
		"date_from": {"2025-01-01"}, "date_to": {"2025-12-31"}, "sort": {"order_number"}, "direction": {"desc"}, "limit": {"200"}})
	onHold := true
	if err != nil || !reflect.DeepEqual(f, OverviewFilter{Page: listing.Page{Q: "jansen", Limit: 200}, Status: "OnHold", Source: "API", OnHold: &onHold,
		DateFrom: "2025-01-01", DateTo: "2025-12-31", Sort: "order_number", Direction: "desc"}) {
		t.Errorf("every parameter: %+v, %v", f, err)
	}
	for _, tc := range []struct {
		params url.Values
		field  string
		want   string
	}{
		{url.Values{"status": {"Open"}}, "status", "validation.one_of,DataIssue / OnHold / Assigned / Complete / Shipped / Cancelled"},
		{url.Values{"source": {"det"}}, "source", "validation.one_of,DET / IMPORT / API / TRANSLATOR"},
		{url.Values{"on_hold": {"yes"}}, "on_hold", "validation.one_of,1 / 0"},
		{url.Values{"date_from": {"01-03-2025"}}, "date_from", "validation.date"},
		{url.Values{"date_to": {"2025-02-30"}}, "date_to", "validation.date"},
		{url.Values{"sort": {"status"}}, "sort", "validation.one_of,newest / order_date / order_number / customer_name"},
		{url.Values{"direction": {"up"}}, "direction", "validation.one_of,asc / desc"},
		{url.Values{"limit": {"201"}}, "limit", "validation.max,200"},
	} {
		_, err := ParseOverviewFilter(tc.params)
		var v domain.ValidationErrors
		if !errors.As(err, &v) || len(v) != 1 || !slices.Equal(v[tc.field], []string{tc.want}) {
			t.Errorf("ParseOverviewFilter(%v) = %v; want %s: %s", tc.params, err, tc.field, tc.want)
		}
	}
}
