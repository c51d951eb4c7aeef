package orders_test

import (
	"testing"

	"kade/internal/apptest"
	"kade/internal/httpx"
	"kade/internal/orders"
)

// The examples api/openapi.yaml gives a webshop developer for POST sales-orders are what the API
// takes and answers: the request decodes strictly into the fields, and the DataIssue answer is an
// order that encodes back to exactly the example, every key and no other.
func TestOpenAPIWebshopExamples(t *testing.T) {
	const path = "/api/clients/{clientId}/sales-orders"
	f := orders.NewFields()
	if err := httpx.DecodeBody(apptest.Example(t, "post", path, "", "webshop"), &f); err != nil || f.OrderNumber != "WS-100234" ||
		len(f.Lines) != 2 {
		t.Errorf("the request example: %v, %+v", err, f)
	}
	var decoded struct {
		Data orders.Order `json:"data"`
	}
	apptest.ExpectWritesBack(t, apptest.Example(t, "post", path, "201", "dataIssue"), &decoded)
	if decoded.Data.Status != orders.StatusDataIssue {
		t.Errorf("the DataIssue example is %s", decoded.Data.Status)
	}
	if decoded.Data.Totals != orders.Footer(decoded.Data.Fields, 0) {
		t.Errorf("the example's totals %+v, the footer's %+v", decoded.Data.Totals, orders.Footer(decoded.Data.Fields, 0))
	}
	for i, l := range decoded.Data.Lines {
		if l.LineAmounts != orders.Amounts(decoded.Data.Fields.Lines[i]) {
			t.Errorf("the example's line %d: %+v, want %+v", i+1, l.LineAmounts, orders.Amounts(decoded.Data.Fields.Lines[i]))
		}
	}
}
