package products_test

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/concepts"
	"kade/internal/demo"
	"kade/internal/domain"
	"kade/internal/products"
)

func TestCreateAndUpdateConcept(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		before := conceptCount(t, env, tulip.Account)

		missing := validFields("NEW-1")
		missing.Name, missing.Weight = "", nil
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/concept-products", missing, nil), "products.required_fields",
			map[string][]string{"name": {"validation.required"}, "weight": {"validation.required"}})
		badEAN := validFields("NEW-1")
		badEAN.EAN = "4006381333932"
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/concept-products", badEAN, nil), "errors.422",
			map[string][]string{"ean": {"products.validation.ean_checksum"}})
		huge := validFields("NEW-1")
		huge.CustomsPrice, huge.MinimumStock, huge.HU, huge.QuantitySKU = ptr(int64(math.MaxInt64)), math.MaxInt64, true, ptr(int64(math.MaxInt64))
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/concept-products", huge, nil), "errors.422", map[string][]string{
			"customs_price": {"validation.max,1000000"}, "minimum_stock": {"validation.max,1000000000"}, "quantity_sku": {"validation.max,1000000"}})
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/concept-products", map[string]any{"article_number": "NEW-1", "colour": "red"}, nil),
			"errors.422", map[string][]string{"colour": {"validation.unknown_field"}})
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/concept-products", map[string]any{"weight": "heavy"}, nil),
			"errors.422", map[string][]string{"weight": {"validation.type"}})
		if n := conceptCount(t, env, tulip.Account); n != before {
			t.Fatalf("rejected bodies stored concepts: %d, want %d", n, before)
		}

		// Omitted fields get the defaults of a new product; fields whose condition does not hold are cleared.
		body := map[string]any{"article_number": " NEW-1 ", "name": "Espresso cups", "product_type": "Electronic",
			"unit": "Set", "serial_number_mask": "SN-###", "country_of_origin": "pt"}
		var created apptest.Answer[products.Concept]
		res := tulip.Call(t, "POST", "/concept-products", body, &created)
		want := products.NewFields()
		want.ArticleNumber, want.Name, want.ProductType, want.Unit, want.CountryOfOrigin = "NEW-1", "Espresso cups", "Electronic", "Set", "PT"
		c := created.Data
		if res.Status != http.StatusCreated || !reflect.DeepEqual(c.Fields, want) || c.HasErrors || len(c.Errors) != 0 ||
			c.OriginalSource != "DET" || c.ID == 0 {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		var createdBy int64
		if err := env.App.DB.Read().Get(context.Background(), &createdBy, `SELECT u.id FROM concept_products cp
			JOIN users u ON u.id = cp.created_by WHERE cp.id = ? AND u.email = 'client@tulip.example.com'`, c.ID); err != nil {
			t.Errorf("created_by is not the caller: %v", err)
		}
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/concept-products", validFields("NEW-1"), nil), "errors.422",
			map[string][]string{"article_number": {"products.validation.article_number_taken"}})

		path := fmt.Sprintf("/concept-products/%d", c.ID)
		var got apptest.Answer[products.Concept]
		if res := tulip.Call(t, "GET", path, nil, &got); res.Status != 200 || !reflect.DeepEqual(got.Data, c) {
			t.Errorf("get: %d %s", res.Status, res.Body)
		}

		// A PUT replaces every field: what it omits falls back to the defaults.
		update := validFields("NEW-1")
		update.MinimumStock = 4
		var updated apptest.Answer[products.Concept]
		if res := tulip.Call(t, "PUT", path, update, &updated); res.Status != 200 || !reflect.DeepEqual(updated.Data.Fields, update) ||
			updated.Data.HasErrors || !updated.Data.UpdatedAt.After(c.UpdatedAt) {
			t.Errorf("update: %d %s", res.Status, res.Body)
		}
		invalid := validFields("NEW-1")
		invalid.CustomsCode, invalid.Height = "12", nil
		apptest.ExpectInvalid(t, tulip.Call(t, "PUT", path, invalid, nil), "products.required_fields",
			map[string][]string{"customs_code": {"products.validation.customs_code"}, "height": {"validation.required"}})
		apptest.ExpectInvalid(t, tulip.Call(t, "PUT", path, map[string]any{"unit": []string{"Box"}}, nil),
			"errors.422", map[string][]string{"unit": {"validation.type"}})
		if res := tulip.Call(t, "GET", path, nil, &got); res.Status != 200 || !reflect.DeepEqual(got.Data, updated.Data) {
			t.Errorf("a rejected update changed the concept: %s", res.Body)
		}
		if res := tulip.Call(t, "PUT", "/concept-products/999999", update, nil); res.Status != 404 {
			t.Errorf("update of an unknown concept: %d", res.Status)
		}
	})
}

func TestConceptsOfAnotherAccount(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		polder := env.Portal(t, "client@polder.example.com", demo.Accounts[1])
		var created apptest.Answer[products.Concept]
		tulip.Call(t, "POST", "/concept-products", validFields("TUL-X"), &created)
		id := created.Data.ID
		path := fmt.Sprintf("/concept-products/%d", id)
		for _, call := range []struct {
			method, path string
			body         any
		}{
			{"GET", path, nil}, {"PUT", path, validFields("POL-X")}, {"DELETE", path, nil},
			{"GET", "/concept-products/abc", nil}, {"GET", "/concept-products/0", nil}, {"DELETE", "/concept-products/-1", nil},
		} {
			if res := polder.Call(t, call.method, call.path, call.body, nil); res.Status != 404 {
				t.Errorf("%s %s of another account: %d %s", call.method, call.path, res.Status, res.Body)
			}
		}
		var result apptest.Answer[concepts.BulkResult]
		res := polder.Call(t, "POST", "/concept-products/send", map[string]any{"ids": []int64{id}}, &result)
		want := concepts.BulkResult{Succeeded: []int64{}, Failed: []concepts.BulkFailure{{ID: id, Errors: domain.ValidationErrors{"id": {"errors.404"}}}}}
		if res.Status != 200 || !reflect.DeepEqual(result.Data, want) {
			t.Errorf("send of another account's concept: %d %s", res.Status, res.Body)
		}
		res = polder.Call(t, "POST", "/concept-products/bulk", map[string]any{"ids": []int64{id}, "changes": map[string]any{"name": "Stolen"}}, &result)
		if res.Status != 200 || !reflect.DeepEqual(result.Data, want) {
			t.Errorf("bulk edit of another account's concept: %d %s", res.Status, res.Body)
		}
		res = polder.Call(t, "POST", "/concept-products/delete", map[string]any{"ids": []int64{id}}, &result)
		if res.Status != 200 || !reflect.DeepEqual(result.Data, want) {
			t.Errorf("delete of another account's concept: %d %s", res.Status, res.Body)
		}
		var got apptest.Answer[products.Concept]
		if tulip.Call(t, "GET", path, nil, &got); !reflect.DeepEqual(got.Data, created.Data) {
			t.Errorf("another account changed the concept: %+v", got.Data)
		}
		var page apptest.Answer[[]products.ConceptRow]
		polder.Call(t, "GET", "/concept-products", nil, &page)
		for _, row := range page.Data {
			if row.ID == id || row.ClientName != demo.Accounts[1] {
				t.Errorf("another account's list shows %+v", row)
			}
		}
	})
}

func TestDeleteManyConcepts(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		before := conceptCount(t, env, tulip.Account)
		ids := make([]int64, 3)
		for i := range ids {
			var created apptest.Answer[products.Concept]
			tulip.Call(t, "POST", "/concept-products", validFields(fmt.Sprintf("DEL-%d", i)), &created)
			ids[i] = created.Data.ID
		}
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/concept-products/delete", map[string]any{"ids": []int64{}}, nil), "errors.422",
			map[string][]string{"ids": {"validation.required"}})
		var result apptest.Answer[concepts.BulkResult]
		res := tulip.Call(t, "POST", "/concept-products/delete", map[string]any{"ids": []int64{ids[0], ids[2], 999999}}, &result)
		want := concepts.BulkResult{Succeeded: []int64{ids[0], ids[2]},
			Failed: []concepts.BulkFailure{{ID: 999999, Errors: domain.ValidationErrors{"id": {"errors.404"}}}}}
		if res.Status != 200 || !reflect.DeepEqual(result.Data, want) {
			t.Errorf("delete many: %d %s", res.Status, res.Body)
		}
		if n := conceptCount(t, env, tulip.Account); n != before+1 {
			t.Errorf("%d concepts after deleting two of three, want %d", n, before+1)
		}
	})
}

func TestBulkEditAndSend(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Portal(t, "employee@kade.example.com", demo.Accounts[0])
		ids := make([]int64, 3)
		for i := range ids {
			var created apptest.Answer[products.Concept]
			tulip.Call(t, "POST", "/concept-products", validFields(fmt.Sprintf("BULK-%d", i)), &created)
			ids[i] = created.Data.ID
		}
		a, b, c := ids[0], ids[1], ids[2]
		bulk := func(ids []int64, changes map[string]any) (apptest.Response, concepts.BulkResult) {
			var result apptest.Answer[concepts.BulkResult]
			res := tulip.Call(t, "POST", "/concept-products/bulk", map[string]any{"ids": ids, "changes": changes}, &result)
			return res, result.Data
		}
		concept := func(id int64) products.Concept {
			var got apptest.Answer[products.Concept]
			if res := tulip.Call(t, "GET", fmt.Sprintf("/concept-products/%d", id), nil, &got); res.Status != 200 {
				t.Fatalf("concept %d: %d", id, res.Status)
			}
			return got.Data
		}
		unchanged := concept(a)

		res, _ := bulk(ids, map[string]any{"unit": "Box", "colour": "red"})
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{"changes.colour": {"validation.unknown_field"}})
		res, _ = bulk(ids, map[string]any{"unit": "Box", "weight": "heavy", "hu": 1})
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{"changes.weight": {"validation.type"}, "changes.hu": {"validation.type"}})
		res, _ = bulk([]int64{}, map[string]any{})
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{"ids": {"validation.required"}, "changes": {"validation.required"}})
		tooMany := make([]int64, 1001)
		res, _ = bulk(tooMany, map[string]any{"unit": "Box"})
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{"ids": {"validation.max,1000"}})
		// A text longer than its field takes is refused, not stored on up to a thousand concepts;
		// PostgreSQL could not even index so long an article number.
		res, _ = bulk(ids, map[string]any{"name": strings.Repeat("N", 201), "article_number": chineseText(2000)})
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{"changes.name": {"validation.max,200"},
			"changes.article_number": {"validation.max,50"}})
		if got := concept(a); !reflect.DeepEqual(got, unchanged) {
			t.Errorf("a rejected bulk edit changed a concept: %+v", got)
		}

		oneOfUnit := "validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD"
		res, result := bulk(ids, map[string]any{"unit": "Crate", "weight": 2.5})
		want := concepts.BulkResult{Succeeded: []int64{}, Failed: []concepts.BulkFailure{
			{ID: a, Errors: domain.ValidationErrors{"unit": {oneOfUnit}}}, {ID: b, Errors: domain.ValidationErrors{"unit": {oneOfUnit}}},
			{ID: c, Errors: domain.ValidationErrors{"unit": {oneOfUnit}}}}}
		if res.Status != 200 || !reflect.DeepEqual(result, want) {
			t.Errorf("bulk edit to an invalid unit: %d %s", res.Status, res.Body)
		}
		got := concept(b)
		if got.Fields.Unit != "Crate" || *got.Fields.Weight != 2.5 || !got.HasErrors || !reflect.DeepEqual(got.Errors, want.Failed[1].Errors) {
			t.Errorf("concept after the bulk edit: %+v", got)
		}
		var page apptest.Answer[[]products.ConceptRow]
		tulip.Call(t, "GET", "/concept-products?has_errors=1&q=bulk", nil, &page)
		if page.Meta.Total != 3 || len(page.Data) != 3 || page.Data[0].ID != c || !page.Data[0].HasErrors ||
			!reflect.DeepEqual(page.Data[0].Errors, want.Failed[2].Errors) || page.Data[0].ClientName != demo.Accounts[0] {
			t.Errorf("'To adjust' list: %+v", page)
		}

		// The failed ones are edited again; two concepts now share an article number.
		res, result = bulk([]int64{a, b, c, a}, map[string]any{"unit": "Box"})
		if res.Status != 200 || !reflect.DeepEqual(result, concepts.BulkResult{Succeeded: []int64{a, b, c}, Failed: []concepts.BulkFailure{}}) {
			t.Errorf("bulk edit to a valid unit: %d %s", res.Status, res.Body)
		}
		taken := domain.ValidationErrors{"article_number": {"products.validation.article_number_taken"}}
		res, result = bulk([]int64{b}, map[string]any{"article_number": "BULK-0"})
		if res.Status != 200 || !reflect.DeepEqual(result.Failed, []concepts.BulkFailure{{ID: b, Errors: taken}}) {
			t.Errorf("bulk edit to a taken article number: %d %s", res.Status, res.Body)
		}

		send := func(ids ...int64) (apptest.Response, concepts.BulkResult) {
			var result apptest.Answer[concepts.BulkResult]
			res := tulip.Call(t, "POST", "/concept-products/send", map[string]any{"ids": ids}, &result)
			return res, result.Data
		}
		res, result = send(a, b, c, 999999)
		want = concepts.BulkResult{Succeeded: []int64{c}, Failed: []concepts.BulkFailure{{ID: a, Errors: taken},
			{ID: b, Errors: taken}, {ID: 999999, Errors: domain.ValidationErrors{"id": {"errors.404"}}}}}
		if res.Status != 200 || !reflect.DeepEqual(result, want) {
			t.Errorf("send: %d %s", res.Status, res.Body)
		}
		if res := tulip.Call(t, "GET", fmt.Sprintf("/concept-products/%d", c), nil, nil); res.Status != 404 {
			t.Errorf("a sent concept is still there: %d", res.Status)
		}
		if got := concept(a); !got.HasErrors || !reflect.DeepEqual(got.Errors, taken) {
			t.Errorf("a concept that failed to send keeps its errors: %+v", got)
		}
		if res := tulip.Call(t, "DELETE", fmt.Sprintf("/concept-products/%d", b), nil, nil); res.Status != 204 {
			t.Errorf("delete: %d %s", res.Status, res.Body)
		}
		if res := tulip.Call(t, "DELETE", fmt.Sprintf("/concept-products/%d", b), nil, nil); res.Status != 404 {
			t.Errorf("delete twice: %d", res.Status)
		}
		if res, result = send(a); res.Status != 200 || !reflect.DeepEqual(result.Succeeded, []int64{a}) || len(result.Failed) != 0 {
			t.Errorf("send after the other was deleted: %d %s", res.Status, res.Body)
		}
		var products_ apptest.Answer[[]products.Row]
		tulip.Call(t, "GET", "/products?q=bulk-", nil, &products_)
		if products_.Meta.Total != 2 || products_.Data[0].ArticleNumber != "BULK-0" || products_.Data[1].ArticleNumber != "BULK-2" ||
			products_.Data[1].Unit != "Box" {
			t.Errorf("sent products: %+v", products_)
		}
		res, _ = send()
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{"ids": {"validation.required"}})
		res, _ = send(tooMany...)
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{"ids": {"validation.max,1000"}})
		// A text longer than its field takes is refused, not stored on up to a thousand concepts;
		// PostgreSQL could not even index so long an article number.
		res, _ = bulk(ids, map[string]any{"name": strings.Repeat("N", 201), "article_number": chineseText(2000)})
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{"changes.name": {"validation.max,200"},
			"changes.article_number": {"validation.max,50"}})
	})
}

func TestConceptList(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		var ids []int64
		for i := range 5 {
			f := validFields(fmt.Sprintf("LIST-%d", i))
			f.Name, f.MinimumStock = fmt.Sprintf("Listed cup %d", i), int64(i)
			var created apptest.Answer[products.Concept]
			tulip.Call(t, "POST", "/concept-products", f, &created)
			ids = append(ids, created.Data.ID)
		}
		var result apptest.Answer[concepts.BulkResult]
		tulip.Call(t, "POST", "/concept-products/bulk", map[string]any{"ids": ids[:2], "changes": map[string]any{"ean": "1"}}, &result)

		var seen []int64
		cursor := ""
		for pages := 0; ; pages++ {
			var page apptest.Answer[[]products.ConceptRow]
			res := tulip.Call(t, "GET", "/concept-products?limit=2&q=LISTED+CUP"+cursor, nil, &page)
			if res.Status != 200 || page.Meta.Total != 5 || pages > 3 {
				t.Fatalf("page %d: %d %s", pages, res.Status, res.Body)
			}
			for _, row := range page.Data {
				seen = append(seen, row.ID)
			}
			if page.Meta.NextCursor == nil {
				break
			}
			cursor = "&cursor=" + *page.Meta.NextCursor
		}
		if want := []int64{ids[4], ids[3], ids[2], ids[1], ids[0]}; !slices.Equal(seen, want) {
			t.Errorf("newest first: %v, want %v", seen, want)
		}
		var page apptest.Answer[[]products.ConceptRow]
		tulip.Call(t, "GET", "/concept-products?has_errors=0&q=list-", nil, &page)
		row := page.Data[0]
		if page.Meta.Total != 3 || row.ID != ids[4] || row.ArticleNumber != "LIST-4" || row.Name != "Listed cup 4" ||
			row.ProductTypeCode != "Physic" || row.Stock != 4 || row.OriginalSource != "DET" || row.HasErrors ||
			len(row.Errors) != 0 || row.ClientName != demo.Accounts[0] || time.Since(row.CreatedAt) > time.Minute {
			t.Errorf("'Ready' list: %+v", page)
		}
		for _, bad := range []string{"has_errors=yes", "limit=0", "limit=201", "cursor=x!y", "cursor=MA", "cursor=LTE"} {
			if res := tulip.Call(t, "GET", "/concept-products?"+bad, nil, nil); res.Status != 422 {
				t.Errorf("%s: %d %s", bad, res.Status, res.Body)
			}
		}
	})
}

// chineseText is n characters of 3 bytes each that do not compress.
func chineseText(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteRune(rune(0x4E00 + (i*7919)%20000))
	}
	return b.String()
}
