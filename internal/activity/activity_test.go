package activity_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"kade/internal/addresses"
	"kade/internal/apikeys"
	"kade/internal/apptest"
	"kade/internal/db/dbtest"
	"kade/internal/deliveries"
	"kade/internal/demo"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/orders"
	"kade/internal/tabular"
	"kade/internal/tabular/tabulartest"
)

// entries decodes an answer of event log entries, failing the test unless it is a 200.
func entries(t *testing.T, res apptest.Response) []events.Entry {
	t.Helper()
	var body struct {
		Data []events.Entry `json:"data"`
	}
	if res.Status != http.StatusOK || json.Unmarshal(res.Body, &body) != nil {
		t.Fatalf("entries: %d %s", res.Status, res.Body)
	}
	return body.Data
}

// actions is what the entries say happened, in their order, with who did it.
func actions(list []events.Entry) []string {
	var got []string
	for _, e := range list {
		got = append(got, e.Action+" by "+e.Actor.Name)
	}
	return got
}

// anOrder is an order of one line of article, to the Netherlands.
func anOrder(number, article string) orders.Fields {
	price := int64(1000)
	return orders.Fields{OrderNumber: number, OrderDate: "2026-03-02", PaymentMethod: "Invoice",
		DeliveryAddress: addresses.Address{CompanyName: "Tulip Webshop B.V.", FirstName: "Daan", LastName: "de Vries",
			Country: "NL", PostalCode: "1234 AB", HouseNumber: "12", Street: "Keizersgracht", City: "Amsterdam"},
		UseDeliveryAsInvoiceAddress: true,
		Lines:                       []orders.Line{{ArticleNumber: article, Quantity: 1, Unit: "Piece", PriceExclVAT: &price, VATPercentage: 2100}}}
}

// Every change of an order and a delivery writes one entry of the event log with who made it, in
// the change's transaction: a change refused (a 409, a 422) writes none. The order's and the
// delivery's history list them oldest first; the account's activity lists them newest first, by who,
// what and when, for provider staff.
func TestEventLog(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		var article string
		if err := env.App.DB.Read().Get(t.Context(), &article, `SELECT article_number FROM products WHERE client_id = ?
			AND is_active = ? ORDER BY id LIMIT 1`, client.Account, true); err != nil {
			t.Fatal(err)
		}
		count := func() int { return dbtest.Count(t, env.App.DB, "events") }
		step := func(name string, want int, call func() apptest.Response, status int) {
			t.Helper()
			before := count()
			if res := call(); res.Status != status {
				t.Fatalf("%s: %d %s", name, res.Status, res.Body)
			}
			if got := count() - before; got != want {
				t.Errorf("%s wrote %d entries, want %d", name, got, want)
			}
		}
		var order apptest.Answer[orders.Order]
		step("create", 1, func() apptest.Response {
			return client.Call(t, "POST", "/sales-orders", anOrder("LOG-1", article), &order)
		}, 201)
		path := fmt.Sprintf("/sales-orders/%d", order.Data.ID)
		step("create with the number again", 0, func() apptest.Response {
			return client.Call(t, "POST", "/sales-orders", anOrder("LOG-1", article), nil)
		}, 422)
		edited := anOrder("LOG-1", article)
		edited.Reference = "Second try"
		step("edit", 1, func() apptest.Response { return client.Call(t, "PUT", path, edited, nil) }, 200)
		step("hold", 1, func() apptest.Response { return client.Call(t, "POST", path+"/hold", nil, nil) }, 200)
		step("hold again", 0, func() apptest.Response { return client.Call(t, "POST", path+"/hold", nil, nil) }, 409)
		step("release", 1, func() apptest.Response { return client.Call(t, "POST", path+"/release", nil, nil) }, 200)
		step("cancel", 1, func() apptest.Response { return client.Call(t, "POST", path+"/cancel", nil, nil) }, 200)

		key, err := apikeys.New(env.App.DB).Create(t.Context(), client.Account, 0, apikeys.Fields{Name: "Shop"})
		if err != nil {
			t.Fatal(err)
		}
		before := count()
		if res := env.Do(t, "POST", fmt.Sprintf("/api/clients/%d/sales-orders", client.Account), key.Secret,
			anOrder("LOG-2", article)); res.Status != 201 {
			t.Fatalf("a webshop's order: %d %s", res.Status, res.Body)
		}
		if count() != before+1 {
			t.Errorf("a webshop's order wrote %d entries", count()-before)
		}

		history := entries(t, client.Call(t, "GET", path+"/history", nil, nil))
		if got := strings.Join(actions(history), "; "); got != "sales_order.created by Daan de Vries; sales_order.edited by Daan de Vries; "+
			"sales_order.held by Daan de Vries; sales_order.released by Daan de Vries; sales_order.cancelled by Daan de Vries" {
			t.Errorf("history: %s", got)
		}
		if e := history[1]; e.RecordLabel != "LOG-1" || e.Actor.Kind != events.ActorUser ||
			e.Changes["reference"] != (events.Change{From: "", To: "Second try"}) || len(e.Changes) != 1 {
			t.Errorf("the edit: %+v", e)
		}
		if e := history[2]; e.Changes["status"].To != orders.StatusOnHold {
			t.Errorf("the hold: %+v", e)
		}

		delivery := deliveries.Fields{Reference: "LOG-D", PlannedDate: "2026-03-02", UnitLoad: deliveries.UnitLoadColli,
			Lines: []deliveries.Line{{ArticleNumber: article, Quantity: 3}}}
		var announced apptest.Answer[deliveries.Delivery]
		step("announce", 1, func() apptest.Response { return client.Call(t, "POST", "/deliveries", delivery, &announced) }, 201)
		dpath := fmt.Sprintf("/deliveries/%d", announced.Data.ID)
		step("cancel the delivery", 1, func() apptest.Response { return client.Call(t, "POST", dpath+"/cancel", nil, nil) }, 200)
		step("cancel it again", 0, func() apptest.Response { return client.Call(t, "POST", dpath+"/cancel", nil, nil) }, 409)
		if got := strings.Join(actions(entries(t, client.Call(t, "GET", dpath+"/history", nil, nil))), "; "); got !=
			"delivery.announced by Daan de Vries; delivery.cancelled by Daan de Vries" {
			t.Errorf("delivery history: %s", got)
		}

		staff := env.Portal(t, "employee@kade.example.com", demo.Accounts[0])
		activity := func(query string) []string {
			return actions(entries(t, staff.Call(t, "GET", "/activity"+query, nil, nil)))
		}
		all := activity("")
		if len(all) < 8 || all[0] != "delivery.cancelled by Daan de Vries" || all[2] != "sales_order.created by Shop" {
			t.Errorf("activity: %v", all)
		}
		if got := activity("?what=delivery&who=daan"); len(got) != 2 {
			t.Errorf("deliveries' activity: %v", got)
		}
		if got := activity("?who=SHO"); len(got) != 1 || got[0] != "sales_order.created by Shop" {
			t.Errorf("the webshop's activity: %v", got)
		}
		if got := activity("?date_to=2020-01-01"); len(got) != 0 {
			t.Errorf("activity before 2020: %v", got)
		}
		for _, bad := range []string{"?what=pizza", "?date_from=yesterday", "?who=" + strings.Repeat("x", 101)} {
			if res := staff.Call(t, "GET", "/activity"+bad, nil, nil); res.Status != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d %s", bad, res.Status, res.Body)
			}
		}
	})
}

// An import, a product sent and an export each write one entry; a refused import or export writes
// none. The activity export holds the entries the filters match, newest first, with the time in the
// provider's zone, and is itself an entry.
func TestFilesAndProductsInTheLog(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		client := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		staff := env.Portal(t, "employee@kade.example.com", demo.Accounts[0])
		entriesOf := func(kind string) []events.Entry {
			return entries(t, staff.Call(t, "GET", "/activity?who=daan&what="+kind, nil, nil))
		}
		accountPath := fmt.Sprintf("/api/clients/%d", client.Account)
		count := func() int { return dbtest.Count(t, env.App.DB, "events") }
		expectWrites := func(name string, want, status int, call func() apptest.Response) apptest.Response {
			t.Helper()
			before := count()
			res := call()
			if res.Status != status {
				t.Fatalf("%s: %d %s", name, res.Status, res.Body)
			}
			if got := count() - before; got != want {
				t.Errorf("%s wrote %d entries, want %d", name, got, want)
			}
			return res
		}

		upload := func(name, content string) func() apptest.Response {
			return func() apptest.Response {
				return env.Upload(t, client.Token, accountPath+"/concept-products/import", name, []byte(content))
			}
		}
		expectWrites("an import", 1, 200, upload("log-lamps.csv",
			"article_number;name;product_type;unit\r\nLOG-P1;Log lamp;Forward;Piece\r\nLOG-P2;;Forward;Piece\r\n"))
		expectWrites("a refused import", 0, 422, upload("empty.csv", ""))
		imported := entriesOf("import")
		if len(imported) != 1 || imported[0].Action != "import.done" || imported[0].RecordLabel != "log-lamps.csv" ||
			imported[0].Actor.Name != "Daan de Vries" || imported[0].Changes["rows_imported"].To != float64(2) ||
			imported[0].Changes["rows_with_errors"].To != float64(1) || imported[0].Changes["concepts"].To != "concept_products" {
			t.Errorf("the import's entry: %+v", imported)
		}

		var ready []int64
		if err := env.App.DB.Read().Select(t.Context(), &ready, `SELECT id FROM concept_products WHERE client_id = ?
			AND article_number LIKE 'LOG-P%' AND has_errors = ?`, client.Account, false); err != nil || len(ready) != 1 {
			t.Fatalf("concepts ready to send: %v %v", ready, err)
		}
		expectWrites("sending a concept product", 1, 200, func() apptest.Response {
			return client.Call(t, "POST", "/concept-products/send", map[string]any{"ids": ready}, nil)
		})
		if sent := entriesOf("product"); len(sent) != 1 || sent[0].Action != "product.created" || sent[0].RecordLabel != "LOG-P1" {
			t.Errorf("the product's entry: %+v", sent)
		}

		exportOrders := func(format string) func() apptest.Response {
			return func() apptest.Response {
				return env.PostForm(t, client.Token, accountPath+"/exports/orders", url.Values{"format": {format}})
			}
		}
		expectWrites("an export", 1, 200, exportOrders("csv"))
		expectWrites("a refused export", 0, 422, exportOrders("pdf"))
		if exported := entriesOf("export"); len(exported) != 1 || exported[0].Action != "export.downloaded" ||
			exported[0].RecordLabel != "orders" || exported[0].Changes["format"].To != "csv" {
			t.Errorf("the export's entry: %+v", exported)
		}

		res := expectWrites("the activity's export", 1, 200, func() apptest.Response {
			return env.PostForm(t, staff.Token, accountPath+"/exports/activity", url.Values{"format": {"csv"}, "what": {"import"}, "who": {"daan"}})
		})
		rows := tabulartest.ReadRows(t, tabular.CSV, res.Body)
		if len(rows) != 2 || strings.Join(rows[0], ",") != "occurred_at,actor_kind,actor,action,record_kind,record_id,record,changes" {
			t.Fatalf("the activity's export: %q", rows)
		}
		when := imported[0].OccurredAt.In(domain.Local).Format(time.DateTime)
		if got := rows[1]; got[0] != when || got[2] != "Daan de Vries" || got[3] != "import.done" || got[6] != "log-lamps.csv" ||
			!strings.Contains(got[7], `"rows_imported":{"from":null,"to":2}`) {
			t.Errorf("the import's row: %q, want it at %s", got, when)
		}
		if res := env.PostForm(t, staff.Token, accountPath+"/exports/activity", url.Values{"format": {"csv"}, "what": {"pizza"}}); res.Status != 422 {
			t.Errorf("an export of no kind: %d %s", res.Status, res.Body)
		}
	})
}
