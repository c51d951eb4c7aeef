package products

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
)

// searchProducts is the article numbers of the account's products that the overview's search for
// term lists, sorted, read through q (a transaction sees its own changes).
func searchProducts(t *testing.T, q db.Q, dialect db.Dialect, clientID int64, term string) []string {
	t.Helper()
	f, err := ParseListFilter(url.Values{"q": {term}, "limit": {"200"}})
	if err != nil {
		t.Fatal(err)
	}
	rows, _, total, err := listProducts(context.Background(), q, dialect, testSecret, clientID, f)
	if err != nil {
		t.Fatalf("search %q: %v", term, err)
	}
	found := []string{}
	for _, r := range rows {
		found = append(found, r.ArticleNumber)
	}
	if total != int64(len(found)) {
		t.Errorf("search %q: total %d for %v", term, total, found)
	}
	// A page of a list in which many match walks the sort's index instead: the same products.
	where, args, order := productList.Where(dialect, clientID, f.query(), listing.Counted{Total: listing.CountLimit + 1})
	walked := []string{}
	if err := q.Select(context.Background(), &walked, `SELECT p.article_number FROM products p WHERE `+where+
		` ORDER BY `+order, args...); err != nil {
		t.Fatalf("search %q: %v", term, err)
	}
	slices.Sort(found)
	if slices.Sort(walked); !slices.Equal(walked, found) {
		t.Errorf("search %q: walking the index finds %v, the search index %v", term, walked, found)
	}
	return found
}

// searchConcepts is the article numbers of the account's concept products that the concept list's
// search for term lists, sorted.
func searchConcepts(t *testing.T, q db.Q, dialect db.Dialect, clientID int64, term string) []string {
	t.Helper()
	count, args := conceptSearch.Count(dialect, clientID, term, "", nil, "c.id DESC")
	var counted listing.Counted
	if err := q.Get(context.Background(), &counted, count, args...); err != nil {
		t.Fatalf("search %q: %v", term, err)
	}
	var found [][]string
	// By the ids the count read, through the search index, walking.
	for _, c := range []listing.Counted{counted, {Total: listing.CountLimit}, {Total: listing.CountLimit + 1}} {
		where, args := conceptSearch.PageWhere(dialect, clientID, term, c)
		page := []string{}
		if err := q.Select(context.Background(), &page, `SELECT article_number FROM concept_products c WHERE `+where+
			` ORDER BY article_number`, args...); err != nil {
			t.Fatalf("search %q: %v", term, err)
		}
		found = append(found, page)
	}
	if !slices.Equal(found[0], found[1]) || !slices.Equal(found[1], found[2]) || counted.Total != int64(len(found[0])) {
		t.Errorf("search %q: %d counted, %v by the counted ids, %v through the search index, %v walking", term,
			counted.Total, found[0], found[1], found[2])
	}
	return found[0]
}

// searched are the products and concept products the search tests look for; the other account
// holds the same, so a search that leaks across accounts finds them twice.
var searched = []struct{ articleNumber, name, ean string }{
	{"KAD-100", "Crème brûlée torch", "8712345678906"},
	{"kad-200", "Tea towel 100% cotton", "4006381333931"},
	{"KAD-300", "Tea towel 1000 cotton", ""},
	{"POT-1", "Mug_large", "96385074"},
	{"POT-2", "Mugxlarge", ""},
}

// searchCases hold for products and concept products alike; the EAN is searched in products only.
type searchCase struct {
	name, term string
	want       []string
}

var searchCases = []searchCase{
	{"middle of a word, any case, accents", "RÛLÉ", []string{"KAD-100"}},
	{"across words", "ème b", []string{"KAD-100"}},
	{"percent sign is literal", "100%", []string{"kad-200"}},
	{"underscore is literal", "g_l", []string{"POT-1"}},
	{"part of names of several", "towel 10", []string{"KAD-300", "kad-200"}},
	{"article number prefix, any case", "kad-", []string{"KAD-100", "KAD-300", "kad-200"}},
	{"article number is matched from its start only", "AD-1", []string{}},
	{"a quote is literal", `"tea"`, []string{}},
	{"nothing matches", "zzz", []string{}},
	// One or two characters have no trigram: the scan answers them the same way.
	{"short: part of a name", "ûl", []string{"KAD-100"}},
	{"short: percent sign", "0%", []string{"kad-200"}},
	{"short: article number prefix", "Po", []string{"POT-1", "POT-2"}},
	{"short: article number from its start only", "T-", []string{}},
}

func TestSearchProducts(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		ids := map[string]int64{}
		for _, account := range []int64{polder, tulip} {
			for _, p := range searched {
				f := physicProduct(p.articleNumber)
				f.Name, f.EAN = p.name, p.ean
				id, err := create(t, d, account, f)
				if err != nil {
					t.Fatal(err)
				}
				ids[p.articleNumber] = id
			}
		}
		cases := append(slices.Clone(searchCases), searchCase{"EAN prefix", "87123", []string{"KAD-100"}},
			searchCase{"EAN is matched from its start only", "2345678", []string{}},
			// PostgreSQL compares the article number and EAN as one text, "\x02kad-100\n\x028712...".
			searchCase{"a term across two columns matches neither", "kad-100\n\x02871", []string{}})
		for _, tc := range cases {
			if got := searchProducts(t, d.Read(), d.Dialect, tulip, tc.term); !slices.Equal(got, tc.want) {
				t.Errorf("%s: search %q finds %v, want %v", tc.name, tc.term, got, tc.want)
			}
		}

		// The index is in step within the transaction that changes the row.
		ctx := context.Background()
		errRollback := errors.New("roll back")
		err := d.Tx(ctx, func(q db.Q) error {
			if _, err := q.Exec(ctx, `UPDATE products SET name = 'Espresso cup', ean = '5449000000996' WHERE id = ?`, ids["KAD-100"]); err != nil {
				return err
			}
			for term, want := range map[string][]string{"brûlée": {}, "8712": {}, "PRESSO": {"KAD-100"}, "54490": {"KAD-100"}} {
				if got := searchProducts(t, q, d.Dialect, tulip, term); !slices.Equal(got, want) {
					t.Errorf("after the update, search %q finds %v, want %v", term, got, want)
				}
			}
			if _, err := q.Exec(ctx, `DELETE FROM products WHERE id = ?`, ids["kad-200"]); err != nil {
				return err
			}
			if got := searchProducts(t, q, d.Dialect, tulip, "100%"); len(got) != 0 {
				t.Errorf("after the delete, search finds %v", got)
			}
			return errRollback
		})
		if !errors.Is(err, errRollback) {
			t.Fatal(err)
		}
		if got := searchProducts(t, d.Read(), d.Dialect, tulip, "brûlée"); !slices.Equal(got, []string{"KAD-100"}) {
			t.Errorf("after the rollback, search finds %v", got)
		}
	})
}

func TestSearchConcepts(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")
		ids := map[string]int64{}
		for _, account := range []int64{polder, tulip} {
			for _, p := range searched {
				f := physicProduct(p.articleNumber)
				f.Name = p.name
				ids[p.articleNumber] = insertConcept(t, d, account, 0, f, nil)
			}
		}
		for _, tc := range searchCases {
			if got := searchConcepts(t, d.Read(), d.Dialect, tulip, tc.term); !slices.Equal(got, tc.want) {
				t.Errorf("%s: search %q finds %v, want %v", tc.name, tc.term, got, tc.want)
			}
		}

		errRollback := errors.New("roll back")
		err := d.Tx(ctx, func(q db.Q) error {
			if _, err := q.Exec(ctx, `UPDATE concept_products SET article_number = 'CUP-1', name = 'Espresso cup' WHERE id = ?`,
				ids["KAD-100"]); err != nil {
				return err
			}
			for term, want := range map[string][]string{"brûlée": {}, "KAD-1": {}, "PRESSO": {"CUP-1"}, "cup-": {"CUP-1"}} {
				if got := searchConcepts(t, q, d.Dialect, tulip, term); !slices.Equal(got, want) {
					t.Errorf("after the update, search %q finds %v, want %v", term, got, want)
				}
			}
			if _, err := q.Exec(ctx, `DELETE FROM concept_products WHERE id = ?`, ids["kad-200"]); err != nil {
				return err
			}
			if got := searchConcepts(t, q, d.Dialect, tulip, "100%"); len(got) != 0 {
				t.Errorf("after the delete, search finds %v", got)
			}
			return errRollback
		})
		if !errors.Is(err, errRollback) {
			t.Fatal(err)
		}
		if got := searchConcepts(t, d.Read(), d.Dialect, tulip, "brûlée"); !slices.Equal(got, []string{"KAD-100"}) {
			t.Errorf("after the rollback, search finds %v", got)
		}
	})
}
