package orders_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/orders"
)

// withValue is order encoded as JSON with one value replaced by raw JSON text: path names a header
// field, an address's ("delivery_address.house_number") or a line's ("lines.2.quantity").
func withValue(t *testing.T, order orders.Fields, path []any, raw string) string {
	t.Helper()
	encoded, err := json.Marshal(order)
	if err != nil {
		t.Fatal(err)
	}
	var body map[string]any
	if err := json.Unmarshal(encoded, &body); err != nil {
		t.Fatal(err)
	}
	var at any = body
	for _, step := range path[:len(path)-1] {
		switch step := step.(type) {
		case string:
			at = at.(map[string]any)[step]
		case int:
			at = at.([]any)[step]
		}
	}
	at.(map[string]any)[path[len(path)-1].(string)] = json.RawMessage(raw)
	replaced, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return string(replaced)
}

// A value of the wrong type or precision, or a null where a value is required: a webshop's order is
// kept as a DataIssue order whose problem names the exact field, and the value it sent is shown with
// it; the portal is refused with a 422 on that exact field, and nothing is stored.
func TestUnfitValues(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		account := env.Accounts[demo.Accounts[0]]
		shop := newWebshop(t, env, account)
		client := apptest.Portal{Env: env, Token: env.Login(t, "client@tulip.example.com"), Account: account}
		asUser := webshop{env: env, key: client.Token, account: account}
		numbers, _ := articles(t, env, account)
		price := int64(1210)
		line := func(article string) orders.Line {
			return orders.Line{ArticleNumber: article, Quantity: 1, PriceInclVAT: &price, VATPercentage: 2100}
		}
		for i, tc := range []struct {
			path    []any
			raw     string
			field   string
			problem string
		}{
			{[]any{"lines", 3, "quantity"}, `"2"`, "lines.3.quantity", "validation.type"},
			{[]any{"lines", 0, "price_incl_vat"}, `12.10`, "lines.0.price_incl_vat", "validation.type"},
			{[]any{"delivery_address", "house_number"}, `12`, "delivery_address.house_number", "validation.type"},
			{[]any{"delivery_address", "postal_code"}, `1234`, "delivery_address.postal_code", "validation.type"},
			{[]any{"use_delivery_as_invoice_address"}, `"true"`, "use_delivery_as_invoice_address", "validation.type"},
			{[]any{"lines", 0, "discount_percentage"}, `33.333`, "lines.0.discount_percentage", "validation.decimals,2"},
			{[]any{"lines", 1, "vat_percentage"}, `"21"`, "lines.1.vat_percentage", "validation.type"},
			{[]any{"lines", 2, "vat_percentage"}, `null`, "lines.2.vat_percentage", "validation.required"},
			// A text that fits its type but holds what no person types is kept as sent, and flagged.
			{[]any{"reference"}, `"Order\u0007 1"`, "reference", "validation.control_characters"},
			{[]any{"delivery_address", "city"}, `"Amster\u0000dam"`, "delivery_address.city", "validation.control_characters"},
		} {
			t.Run(tc.field, func(t *testing.T) {
				order := validFields(fmt.Sprintf("UNFIT-%d", i), line(numbers[0]), line(numbers[1]), line("EXTRA-2"), line("EXTRA-3"))
				body := withValue(t, order, tc.path, tc.raw)

				var refused apptest.Answer[orders.Order]
				if res, err := asUser.post("", body); err != nil || res.Status != 422 ||
					json.Unmarshal(res.Body, &refused) != nil || !slices.Contains(refused.Errors[tc.field], tc.problem) ||
					ordersNumbered(t, env, account, order.OrderNumber) != 0 {
					t.Errorf("from the portal: %d %s, %v; want 422 with %s %s", res.Status, res.Body, err, tc.field, tc.problem)
				}

				var kept apptest.Answer[orders.Order]
				res := shop.mustPost(t, fmt.Sprintf("unfit-%d", i), body, &kept)
				text := strings.HasPrefix(tc.raw, `"`) && tc.problem == "validation.control_characters"
				if res.Status != 201 || kept.Data.Status != orders.StatusDataIssue ||
					!reflect.DeepEqual(kept.Data.Problems[tc.field], []string{tc.problem}) || (kept.Data.SentValues[tc.field] != tc.raw) != text {
					t.Fatalf("from a webshop: %d %s; want DataIssue with %s %s sent as %s", res.Status, res.Body, tc.field, tc.problem, tc.raw)
				}
				var seen apptest.Answer[orders.Order]
				client.Call(t, "GET", fmt.Sprintf("/sales-orders/%d", kept.Data.ID), nil, &seen)
				if !reflect.DeepEqual(seen.Data.SentValues, kept.Data.SentValues) || !reflect.DeepEqual(seen.Data.Problems, kept.Data.Problems) {
					t.Errorf("the portal's view: %v %v", seen.Data.Problems, seen.Data.SentValues)
				}
			})
		}
	})
}
