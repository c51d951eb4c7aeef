package products

import (
	"context"
	"errors"
	"fmt"
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

// catalogueSize is how many products seedCatalogue adds; pages of 7 make ties cross page borders.
const catalogueSize = 60

// seedCatalogue adds products whose sort columns repeat (ties broken by id) and whose article number
// order differs from their id order; their stock figures are set directly.
func seedCatalogue(t *testing.T, d *db.DB, clientID int64) {
	t.Helper()
	ctx := context.Background()
	names := []string{"Coffee beans", "coffee MUG", "Tea", "Mug 50% off", "Ceramic_mug"}
	eans := []string{"4006381333931", "", "96385074", "8712345678906", "54490000"}
	alerts := []string{"none", "sufficient", "insufficient", "unknown"}
	err := d.Tx(ctx, func(q db.Q) error {
		for i := range catalogueSize {
			f := physicProduct(fmt.Sprintf("TUL-%03d", (i*37)%catalogueSize))
			f.Name, f.EAN = names[i%len(names)], eans[i%len(eans)]
			f.ProductType, f.Unit = ProductTypes[i%len(ProductTypes)], Units[i%len(Units)]
			f.IsActive = i%3 != 0
			id, err := CreateProduct(ctx, q, clientID, SourceManual, f)
			if err != nil {
				return err
			}
			if _, err := q.Exec(ctx, `UPDATE products SET total_stock = ?, available_stock = ?, stock_alert = ? WHERE id = ?`,
				(i*7)%10, (i*3)%5, alerts[i%len(alerts)], id); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// testSecret signs the cursors of lists read without a database's own secret.
var testSecret = []byte("the secret of the products tests")

// walk reads every page of the overview and returns the ids in page order and the totals it saw.
func walk(t *testing.T, q db.Q, dialect db.Dialect, clientID int64, params url.Values) ([]int64, []int64) {
	t.Helper()
	rows, totals := listingtest.Walk(t, params, catalogueSize, ParseListFilter,
		func(f ListFilter) ([]Row, *string, int64, error) {
			return listProducts(context.Background(), q, dialect, testSecret, clientID, f)
		})
	return listingtest.IDs(rows, func(r Row) int64 { return r.ID }), totals
}

func TestListPagesEverySort(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		seedCatalogue(t, d, tulip)
		seedCatalogue(t, d, polder)
		for _, sort := range Sorts.Names {
			for _, dir := range []string{"asc", "desc"} {
				t.Run(sort+"/"+dir, func(t *testing.T) {
					var want []int64
					if err := d.Read().Select(context.Background(), &want, `SELECT id FROM products WHERE client_id = ?
						ORDER BY `+sort+` `+dir+`, id `+dir, tulip); err != nil {
						t.Fatal(err)
					}
					read := func(params url.Values) ([]int64, []int64) { return walk(t, d.Read(), d.Dialect, tulip, params) }
					listingtest.ExpectPages(t, read, url.Values{"sort": {sort}, "direction": {dir}}, 7, want)
				})
			}
		}
	})
}

func TestListFiltersAndSearch(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		seedCatalogue(t, d, tulip)
		seedCatalogue(t, d, polder)
		var all []Row
		if err := d.Read().Select(ctx, &all, `SELECT id, article_number, name, ean, product_type, unit, is_active,
			minimum_stock, total_stock, available_stock, on_hold_stock, in_transit_stock, inbound_stock, stock_alert
			FROM products WHERE client_id = ?`, tulip); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name   string
			params url.Values
			match  func(r Row) bool
		}{
			{"no filter", url.Values{}, func(Row) bool { return true }},
			{"product type", url.Values{"product_type": {"Forward"}}, func(r Row) bool { return r.ProductType == "Forward" }},
			{"active", url.Values{"status": {"active"}}, func(r Row) bool { return r.IsActive }},
			{"inactive", url.Values{"status": {"inactive"}}, func(r Row) bool { return !r.IsActive }},
			{"stock alert", url.Values{"stock_alert": {"insufficient"}}, func(r Row) bool { return r.StockAlert == "insufficient" }},
			{"filters together", url.Values{"product_type": {"Physic"}, "status": {"active"}, "stock_alert": {"none"}},
				func(r Row) bool { return r.ProductType == "Physic" && r.IsActive && r.StockAlert == "none" }},
			{"article number prefix in another case", url.Values{"q": {"tul-01"}}, func(r Row) bool { return strings.HasPrefix(r.ArticleNumber, "TUL-01") }},
			{"article number is matched from its start only", url.Values{"q": {"UL-01"}}, func(Row) bool { return false }},
			{"EAN prefix", url.Values{"q": {"8712"}}, func(r Row) bool { return r.EAN == "8712345678906" }},
			{"EAN is matched from its start only", url.Values{"q": {"381333931"}}, func(Row) bool { return false }},
			{"any part of the name, any case", url.Values{"q": {"MUG"}}, func(r Row) bool { return strings.Contains(strings.ToLower(r.Name), "mug") }},
			{"percent sign is literal", url.Values{"q": {"50%"}}, func(r Row) bool { return r.Name == "Mug 50% off" }},
			{"underscore is literal", url.Values{"q": {"c_m"}}, func(r Row) bool { return r.Name == "Ceramic_mug" }},
			{"search with a filter", url.Values{"q": {"mug"}, "status": {"inactive"}},
				func(r Row) bool { return strings.Contains(strings.ToLower(r.Name), "mug") && !r.IsActive }},
			{"nothing matches", url.Values{"q": {"zzz"}}, func(Row) bool { return false }},
		} {
			t.Run(tc.name, func(t *testing.T) {
				var want []int64
				for _, r := range all {
					if tc.match(r) {
						want = append(want, r.ID)
					}
				}
				read := func(params url.Values) ([]int64, []int64) { return walk(t, d.Read(), d.Dialect, tulip, params) }
				listingtest.ExpectFound(t, read, tc.params, want, "article_number", "name")
			})
		}
	})
}

func TestParseListFilter(t *testing.T) {
	f, err := ParseListFilter(url.Values{"format": {"xlsx"}})
	if err != nil || f != (ListFilter{Sort: "article_number", Direction: "asc", Page: listing.Page{Limit: 50}}) {
		t.Errorf("defaults: %+v, %v", f, err)
	}
	f, err = ParseListFilter(url.Values{"q": {"  mug "}, "product_type": {"Forward"}, "status": {"inactive"},
		"stock_alert": {"unknown"}, "sort": {"available_stock"}, "direction": {"desc"}, "limit": {"200"}})
	if err != nil || f != (ListFilter{Page: listing.Page{Q: "mug", Limit: 200}, ProductType: "Forward", Status: "inactive", StockAlert: "unknown",
		Sort: "available_stock", Direction: "desc"}) {
		t.Errorf("every parameter: %+v, %v", f, err)
	}
	for _, tc := range []struct {
		params url.Values
		field  string
		want   string
	}{
		{url.Values{"product_type": {"physic"}}, "product_type", "validation.one_of,Physic / Electronic / Forward / IgnoreProduct"},
		{url.Values{"status": {"1"}}, "status", "validation.one_of,active / inactive"},
		{url.Values{"stock_alert": {"low"}}, "stock_alert", "validation.one_of,none / sufficient / insufficient / unknown"},
		{url.Values{"sort": {"weight"}}, "sort", "validation.one_of," + strings.Join(Sorts.Names, " / ")},
		{url.Values{"direction": {"up"}}, "direction", "validation.one_of,asc / desc"},
		{url.Values{"limit": {"0"}}, "limit", "validation.min,1"},
		{url.Values{"limit": {"201"}}, "limit", "validation.max,200"},
		{url.Values{"limit": {"ten"}}, "limit", "validation.type"},
		{url.Values{"q": {strings.Repeat("q", 201)}}, "q", "validation.max,200"},
	} {
		_, err := ParseListFilter(tc.params)
		var v domain.ValidationErrors
		if !errors.As(err, &v) || len(v) != 1 || !slices.Equal(v[tc.field], []string{tc.want}) {
			t.Errorf("ParseListFilter(%v) = %v; want %s: %s", tc.params, err, tc.field, tc.want)
		}
	}
}

// A cursor continues only the list it was made for, as it was made: the account's overview with the
// same search, filters and sort. Any other is refused before anything is read.
func TestListRefusesCursorsOfOtherLists(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		seedCatalogue(t, d, tulip)
		byName := ListFilter{Sort: "name", Direction: "asc"}
		nameCursor := listing.Encode(productList.Key(d.Secret(), tulip, byName.query()), 60, []any{"Tea", 12})
		list := func(clientID int64, params url.Values) ([]Row, int64, error) {
			f, err := ParseListFilter(params)
			if err != nil {
				t.Fatalf("ParseListFilter(%v): %v", params, err)
			}
			rows, _, total, err := listProducts(context.Background(), d.Read(), d.Dialect, d.Secret(), clientID, f)
			return rows, total, err
		}
		for _, tc := range []struct {
			name     string
			clientID int64
			params   url.Values
		}{
			{"not base64", tulip, url.Values{"cursor": {"not base64!"}}},
			{"of another sort", tulip, url.Values{"cursor": {nameCursor}}},
			{"of another direction", tulip, url.Values{"cursor": {nameCursor}, "sort": {"name"}, "direction": {"desc"}}},
			{"of another search", tulip, url.Values{"cursor": {nameCursor}, "sort": {"name"}, "q": {"tea"}}},
			{"of another filter", tulip, url.Values{"cursor": {nameCursor}, "sort": {"name"}, "status": {"active"}}},
			{"of another account", polder, url.Values{"cursor": {nameCursor}, "sort": {"name"}}},
			{"of another server", tulip, url.Values{"cursor": {listing.Encode(productList.Key(testSecret, tulip, byName.query()), 60, []any{"Tea", 12})},
				"sort": {"name"}}},
			{"of the concept list", tulip, url.Values{"cursor": {listing.Encode(listing.Key(d.Secret(), "concept_products", tulip, "", ""),
				60, []any{12})}, "sort": {"name"}}},
			{"text for a stock figure", tulip, url.Values{"cursor": {listing.Encode(productList.Key(d.Secret(), tulip, ListFilter{Sort: "total_stock", Direction: "asc"}.query()),
				60, []any{"many", 3})}, "sort": {"total_stock"}}},
			{"without the id", tulip, url.Values{"cursor": {listing.Encode(productList.Key(d.Secret(), tulip, byName.query()), 60, []any{"Tea"})}, "sort": {"name"}}},
		} {
			if _, _, err := list(tc.clientID, tc.params); !reflect.DeepEqual(err, domain.ValidationErrors{"cursor": {"validation.type"}}) {
				t.Errorf("a cursor %s: %v; want a cursor error", tc.name, err)
			}
		}
		rows, total, err := list(tulip, url.Values{"cursor": {nameCursor}, "sort": {"name"}})
		if err != nil || total != 60 || len(rows) == 0 || rows[0].Name < "Tea" {
			t.Errorf("a cursor of its own list: %d rows of total %d, %v", len(rows), total, err)
		}
	})
}
