package products_test

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/products"
)

// A cursor continues only the list of the account it came from, with the total the first page
// counted: 'load more' works, and a cursor taken to another account or list, or changed, is a 422
// on `cursor`.
func TestCursorsAreBoundToTheirList(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		// The administrator sees every account, so only the cursor can keep the accounts apart.
		admin := env.Portal(t, "admin@kade.example.com", demo.Accounts[0])
		polder := admin
		polder.Account = env.Accounts[demo.Accounts[1]]
		var first, more apptest.Answer[[]products.Row]
		if res := admin.Call(t, "GET", "/products?limit=2", nil, &first); res.Status != 200 || first.Meta.NextCursor == nil {
			t.Fatalf("first page: %d %s", res.Status, res.Body)
		}
		cursor := *first.Meta.NextCursor
		if res := admin.Call(t, "GET", "/products?limit=2&cursor="+url.QueryEscape(cursor), nil, &more); res.Status != 200 ||
			more.Meta.Total != first.Meta.Total || len(more.Data) != 2 || more.Data[0].ArticleNumber <= first.Data[1].ArticleNumber {
			t.Fatalf("load more: %d %s after %+v", res.Status, res.Body, first.Data)
		}

		payload, _, _ := strings.Cut(cursor, ".")
		data, err := base64.RawURLEncoding.DecodeString(payload)
		if err != nil {
			t.Fatal(err)
		}
		total := fmt.Sprintf(`"t":%d`, first.Meta.Total)
		if !strings.Contains(string(data), total) {
			t.Fatalf("the cursor %s carries no total %s", data, total)
		}
		moreTotal := strings.Replace(string(data), total, `"t":999999`, 1)
		tampered := strings.Replace(cursor, payload, base64.RawURLEncoding.EncodeToString([]byte(moreTotal)), 1)

		for i := range 3 {
			if res := admin.Call(t, "POST", "/concept-products", validFields(fmt.Sprintf("CUR-%d", i)), nil); res.Status != 201 {
				t.Fatalf("create concept: %d %s", res.Status, res.Body)
			}
		}
		var concepts apptest.Answer[[]products.ConceptRow]
		if res := admin.Call(t, "GET", "/concept-products?limit=2", nil, &concepts); res.Status != 200 || concepts.Meta.NextCursor == nil {
			t.Fatalf("concept list: %d %s", res.Status, res.Body)
		}
		conceptCursor := *concepts.Meta.NextCursor

		for _, tc := range []struct {
			name   string
			portal apptest.Portal
			path   string
		}{
			{"of another account", polder, "/products?limit=2&cursor=" + url.QueryEscape(cursor)},
			{"with a changed total", admin, "/products?limit=2&cursor=" + url.QueryEscape(tampered)},
			{"of another sort", admin, "/products?limit=2&sort=name&cursor=" + url.QueryEscape(cursor)},
			{"of the product list on the concept list", admin, "/concept-products?limit=2&cursor=" + url.QueryEscape(cursor)},
			{"of the concept list on the product list", admin, "/products?limit=2&cursor=" + url.QueryEscape(conceptCursor)},
			{"of the concept list of another account", polder, "/concept-products?limit=2&cursor=" + url.QueryEscape(conceptCursor)},
		} {
			t.Run(tc.name, func(t *testing.T) {
				apptest.ExpectInvalid(t, tc.portal.Call(t, "GET", tc.path, nil, nil), "errors.422", map[string][]string{"cursor": {"validation.type"}})
			})
		}
		var conceptsMore apptest.Answer[[]products.ConceptRow]
		if res := admin.Call(t, "GET", "/concept-products?limit=2&cursor="+url.QueryEscape(conceptCursor), nil, &conceptsMore); res.Status != 200 ||
			conceptsMore.Meta.Total != concepts.Meta.Total || len(conceptsMore.Data) == 0 ||
			slices.ContainsFunc(concepts.Data, func(r products.ConceptRow) bool { return r.ID == conceptsMore.Data[0].ID }) {
			t.Errorf("load more of the concept list: %d %s", res.Status, res.Body)
		}
	})
}
