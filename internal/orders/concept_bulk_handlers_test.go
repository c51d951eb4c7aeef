package orders_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/orders"
)

// A bulk edit's changes are read as every form's body is: a value of the wrong type is a 422 that
// names its exact path, the line's index included, and changes nothing.
func TestConceptBulkEditNamesTheExactField(t *testing.T) {
	apptest.ForEachEngine(t, bulkEditWithAWrongType)
}

func bulkEditWithAWrongType(t *testing.T, env *apptest.Env) {
	client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
	numbers, _ := articles(t, env, client.Account)
	var created apptest.Answer[orders.Concept]
	if res := client.Call(t, "POST", "/concept-sales-orders", validFields("BULK-TYPE", orders.Line{ArticleNumber: numbers[0], Quantity: 1}), &created); res.Status != 201 {
		t.Fatalf("create concept: %d %s", res.Status, res.Body)
	}
	concept := func() json.RawMessage {
		res := client.Call(t, "GET", fmt.Sprintf("/concept-sales-orders/%d", created.Data.ID), nil, nil)
		return res.Body
	}
	before := concept()
	var answer apptest.Answer[orders.Order]
	res := client.Call(t, "POST", "/concept-sales-orders/bulk", map[string]any{"ids": []int64{created.Data.ID},
		"changes": map[string]any{"reference": "R-1", "lines": []map[string]any{{"article_number": numbers[0], "quantity": 1},
			{"article_number": numbers[1], "quantity": "2"}}}}, &answer)
	want := map[string][]string{"changes.lines.1.quantity": {"validation.type"}}
	if res.Status != 422 || answer.Message != "errors.422" || !reflect.DeepEqual(answer.Errors, want) {
		t.Errorf("a text for a line's quantity: %d %s, want 422 %v", res.Status, res.Body, want)
	}
	if after := concept(); string(after) != string(before) {
		t.Errorf("a refused bulk edit changed the concept:\n%s\nto\n%s", before, after)
	}
}
