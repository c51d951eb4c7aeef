package orders_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"gopkg.in/yaml.v3"

	"kade/internal/apptest"
	"kade/internal/httpx"
	"kade/internal/orders"
)

// The examples api/openapi.yaml gives a webshop developer for POST sales-orders are what the API
// takes and answers: the request decodes strictly into the fields, and the DataIssue answer is an
// order that encodes back to exactly the example, every key and no other.
func TestOpenAPIWebshopExamples(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]yaml.Node `yaml:"paths"`
	}
	apptest.OpenAPI(t, &doc)
	var create struct {
		RequestBody struct {
			Content map[string]struct {
				Examples map[string]struct{ Value any } `yaml:"examples"`
			} `yaml:"content"`
		} `yaml:"requestBody"`
		Responses map[string]struct {
			Content map[string]struct {
				Examples map[string]struct{ Value any } `yaml:"examples"`
			} `yaml:"content"`
		} `yaml:"responses"`
	}
	node := doc.Paths["/api/clients/{clientId}/sales-orders"]["post"]
	if err := node.Decode(&create); err != nil {
		t.Fatal(err)
	}
	request, err := json.Marshal(create.RequestBody.Content["application/json"].Examples["webshop"].Value)
	if err != nil {
		t.Fatal(err)
	}
	f := orders.NewFields()
	if err := httpx.DecodeBody(request, &f); err != nil || f.OrderNumber != "WS-100234" || len(f.Lines) != 2 {
		t.Errorf("the request example: %v, %+v", err, f)
	}

	example := create.Responses["201"].Content["application/json"].Examples["dataIssue"].Value
	answer, err := json.Marshal(example)
	if err != nil {
		t.Fatal(err)
	}
	var decoded struct {
		Data orders.Order `json:"data"`
	}
	if err := httpx.DecodeBody(answer, &decoded); err != nil || decoded.Data.Status != orders.StatusDataIssue {
		t.Fatalf("the DataIssue example: %v, %+v", err, decoded)
	}
	again, err := json.Marshal(decoded)
	if err != nil {
		t.Fatal(err)
	}
	var want, got any
	if err := json.Unmarshal(answer, &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(again, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the DataIssue example is not what the API writes:\n got %s\nwant %s", again, answer)
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
