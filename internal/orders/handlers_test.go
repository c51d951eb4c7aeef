package orders_test

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/orders"
)

// articles are two active products of the account and their available stock.
func articles(t *testing.T, env *apptest.Env, account int64) ([]string, []int64) {
	t.Helper()
	var rows []struct {
		ArticleNumber  string `db:"article_number"`
		AvailableStock int64  `db:"available_stock"`
	}
	if err := env.App.DB.Read().Select(context.Background(), &rows, `SELECT article_number, available_stock FROM products
		WHERE client_id = ? AND is_active = ? ORDER BY id LIMIT 2`, account, true); err != nil || len(rows) != 2 {
		t.Fatalf("demo products %v, %v", rows, err)
	}
	return []string{rows[0].ArticleNumber, rows[1].ArticleNumber}, []int64{rows[0].AvailableStock, rows[1].AvailableStock}
}

func TestOrderRoutes(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		numbers, available := articles(t, env, client.Account)

		var next struct {
			Data struct {
				OrderNumber string `json:"order_number"`
			} `json:"data"`
		}
		if res := client.Call(t, "GET", "/sales-orders/next-number", nil, &next); res.Status != 200 || next.Data.OrderNumber == "" {
			t.Fatalf("next number: %d %s", res.Status, res.Body)
		}

		fields := validFields(next.Data.OrderNumber, orders.Line{ArticleNumber: numbers[0], Quantity: available[0] + 1},
			orders.Line{ArticleNumber: numbers[1], Quantity: 1})
		var created apptest.Answer[orders.Order]
		res := client.Call(t, "POST", "/sales-orders", fields, &created)
		if res.Status != 201 || created.Data.Status != "Complete" || created.Data.Source != "DET" ||
			!reflect.DeepEqual(map[string][]string(created.Data.Warnings), map[string][]string{"lines.0.quantity": {"orders.warning.more_than_available"}}) {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		var raw map[string]map[string]any
		_ = json.Unmarshal(res.Body, &raw)
		if _, ok := raw["data"]["totals"].(map[string]any)["estimated_vat"]; !ok {
			t.Errorf("no footer in %s", res.Body)
		}
		// Tulip agreed 2.50 euros of handling an order (the demo's account settings).
		if totals := created.Data.Totals; totals.HandlingCosts != 250 ||
			totals.Total != totals.Subtotal-totals.TotalDiscount+totals.EstimatedVAT+totals.ShippingCosts+250 {
			t.Errorf("the footer's handling costs: %+v", totals)
		}

		var refused apptest.Answer[orders.Order]
		res = client.Call(t, "POST", "/sales-orders", fields, &refused)
		if res.Status != 422 || refused.Message != "errors.422" ||
			!reflect.DeepEqual(refused.Errors, map[string][]string{"order_number": {"orders.validation.order_number_taken"}}) {
			t.Errorf("the number again: %d %s", res.Status, res.Body)
		}
		empty := orders.NewFields()
		res = client.Call(t, "POST", "/sales-orders", empty, &refused)
		if res.Status != 422 || refused.Message != "orders.required_fields" || refused.Errors["lines"][0] != "orders.validation.no_lines" ||
			refused.Errors["delivery_address.city"][0] != "validation.required" {
			t.Errorf("an empty order: %d %s", res.Status, res.Body)
		}

		path := fmt.Sprintf("/sales-orders/%d", created.Data.ID)
		var got apptest.Answer[orders.Order]
		if res := client.Call(t, "GET", path, nil, &got); res.Status != 200 || got.Data.ID != created.Data.ID || len(got.Data.Lines) != 2 {
			t.Errorf("get: %d %s", res.Status, res.Body)
		}
		fields.Reference = "Changed"
		if res := client.Call(t, "PUT", path, fields, &got); res.Status != 200 || got.Data.Fields.Reference != "Changed" {
			t.Errorf("edit: %d %s", res.Status, res.Body)
		}
		for _, step := range []struct {
			action, status string
			code           int
		}{{"release", "", 409}, {"hold", "OnHold", 200}, {"hold", "", 409}, {"release", "Complete", 200}, {"cancel", "Cancelled", 200},
			{"cancel", "", 409}} {
			var answer apptest.Answer[orders.Order]
			res := client.Call(t, "POST", path+"/"+step.action, nil, &answer)
			if res.Status != step.code || (step.code == 200 && answer.Data.Status != step.status) ||
				(step.code == 409 && answer.Message != "orders.errors.not_allowed") {
				t.Errorf("%s: %d %s", step.action, res.Status, res.Body)
			}
		}
		if res := client.Call(t, "PUT", path, fields, &got); res.Status != 409 || got.Message != "orders.errors.not_allowed" {
			t.Errorf("edit a cancelled order: %d %s", res.Status, res.Body)
		}

		other := env.Portal(t, "client@polder.example.com", demo.Accounts[1])
		for _, call := range []struct{ method, suffix string }{{"GET", ""}, {"PUT", ""}, {"POST", "/hold"}, {"POST", "/cancel"}} {
			if res := other.Call(t, call.method, path+call.suffix, fields, nil); res.Status != 404 {
				t.Errorf("%s %s of another account: %d", call.method, call.suffix, res.Status)
			}
		}

		if _, err := env.App.DB.Write().Exec(context.Background(), `UPDATE sales_orders SET source = 'TRANSLATOR' WHERE id = ?`, created.Data.ID); err != nil {
			t.Fatal(err)
		}
		if res := client.Call(t, "GET", path, nil, nil); res.Status != 404 {
			t.Errorf("a translator order without the flag: %d", res.Status)
		}
		env.ChangeUserBehind(t, client.Token, `UPDATE users SET can_see_translator_orders = ? WHERE email = ?`,
			true, "client@tulip.example.com")
		if res := client.Call(t, "GET", path, nil, nil); res.Status != 200 {
			t.Errorf("a translator order with the flag: %d %s", res.Status, res.Body)
		}
	})
}

// A concept sales order is saved Ready and sent as an order; one whose number was taken meanwhile
// stays with the error.
func TestConceptOrderRoutes(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		numbers, _ := articles(t, env, client.Account)
		ids := make([]int64, 2)
		for i, number := range []string{"C-1", "C-2"} {
			var created struct {
				Data orders.Concept `json:"data"`
			}
			res := client.Call(t, "POST", "/concept-sales-orders", validFields(number, orders.Line{ArticleNumber: numbers[0], Quantity: 1}), &created)
			if res.Status != 201 || created.Data.HasErrors {
				t.Fatalf("create concept: %d %s", res.Status, res.Body)
			}
			ids[i] = created.Data.ID
		}
		var list struct {
			Data []orders.ConceptRow `json:"data"`
		}
		if res := client.Call(t, "GET", "/concept-sales-orders?q=c-2", nil, &list); res.Status != 200 || len(list.Data) != 1 ||
			list.Data[0].OrderNumber != "C-2" || list.Data[0].CustomerName != "Tulip Webshop B.V." || list.Data[0].Country != "NL" ||
			list.Data[0].LineCount != 1 {
			t.Errorf("list: %d %s", res.Status, res.Body)
		}
		// C-2 is taken by an order meanwhile, as by a send racing the concept: its number is hidden from the check.
		if _, err := env.App.DB.Write().Exec(context.Background(), `UPDATE concept_sales_orders SET order_number = 'X', order_number_key = 'x' WHERE id = ?`, ids[1]); err != nil {
			t.Fatal(err)
		}
		if res := client.Call(t, "POST", "/sales-orders", validFields("C-2", orders.Line{ArticleNumber: numbers[0], Quantity: 1}), nil); res.Status != 201 {
			t.Fatalf("order C-2: %d %s", res.Status, res.Body)
		}
		var result struct {
			Data struct {
				Succeeded []int64 `json:"succeeded"`
				Failed    []struct {
					ID     int64               `json:"id"`
					Errors map[string][]string `json:"errors"`
				} `json:"failed"`
			} `json:"data"`
		}
		res := client.Call(t, "POST", "/concept-sales-orders/send", map[string]any{"ids": ids}, &result)
		if res.Status != 200 || !reflect.DeepEqual(result.Data.Succeeded, ids[:1]) || len(result.Data.Failed) != 1 ||
			!reflect.DeepEqual(result.Data.Failed[0].Errors, map[string][]string{"order_number": {"orders.validation.order_number_taken"}}) {
			t.Errorf("send: %d %s", res.Status, res.Body)
		}
		var sent int
		if err := env.App.DB.Read().Get(context.Background(), &sent, `SELECT count(*) FROM sales_orders WHERE client_id = ? AND order_number = 'C-1' AND status = 'Complete'`,
			client.Account); err != nil || sent != 1 {
			t.Errorf("C-1 sent %d times, %v", sent, err)
		}
	})
}
