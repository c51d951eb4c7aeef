package deliveries_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"kade/internal/apikeys"
	"kade/internal/apptest"
	"kade/internal/deliveries"
	"kade/internal/demo"
)

// demoArticles are two active products of the account.
func demoArticles(t *testing.T, env *apptest.Env, account int64) []string {
	t.Helper()
	var numbers []string
	if err := env.App.DB.Read().Select(context.Background(), &numbers, `SELECT article_number FROM products
		WHERE client_id = ? AND is_active = ? ORDER BY id LIMIT 2`, account, true); err != nil || len(numbers) != 2 {
		t.Fatalf("demo products %v, %v", numbers, err)
	}
	return numbers
}

// A supplier's journey through HTTP on both engines: a concept with a reference too long and an
// article twice gets both messages at their fields; fixed, it is saved and sent; the overview lists
// it entered by the supplier; it is edited and cancelled, and then neither again (409). The
// inbound overview lists the receipt rows of a received delivery, and exports them.
func TestDeliveryRoutes(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		p := env.Portal(t, "supplier@tulip.example.com", demo.Accounts[0])
		articles := demoArticles(t, env, p.Account)

		fields := map[string]any{"reference": strings.Repeat("R", 51), "planned_date": "2026-03-02", "unit_load": "Pallet",
			"number_of_pallets": 2, "lines": []map[string]any{{"article_number": articles[0], "quantity": 5},
				{"article_number": articles[0], "quantity": 1}, {"article_number": "NO-SUCH-ARTICLE", "quantity": 1}}}
		var refused apptest.Answer[deliveries.Concept]
		if res := p.Call(t, "POST", "/concept-deliveries", fields, &refused); res.Status != http.StatusUnprocessableEntity ||
			refused.Message != "errors.422" || len(refused.Errors) != 3 ||
			refused.Errors["reference"][0] != "deliveries.validation.reference_max" ||
			refused.Errors["lines.1.article_number"][0] != "deliveries.validation.duplicate_article" ||
			refused.Errors["lines.2.article_number"][0] != "deliveries.validation.product_unknown" {
			t.Fatalf("bad concept: %d %s", res.Status, res.Body)
		}

		fields["reference"] = "PO-HTTP-1"
		fields["lines"] = []map[string]any{{"article_number": articles[0], "quantity": 5}, {"article_number": articles[1], "quantity": 2, "unit": "Box"}}
		var concept apptest.Answer[deliveries.Concept]
		if res := p.Call(t, "POST", "/concept-deliveries", fields, &concept); res.Status != http.StatusCreated || concept.Data.HasErrors {
			t.Fatalf("concept: %d %s", res.Status, res.Body)
		}
		var list apptest.Answer[[]deliveries.ConceptRow]
		if res := p.Call(t, "GET", "/concept-deliveries?q=http-1&has_errors=0", nil, &list); res.Status != http.StatusOK ||
			len(list.Data) != 1 || list.Data[0].LineCount != 2 || list.Data[0].UnitLoad != "Pallet" {
			t.Fatalf("concept list: %d %s", res.Status, res.Body)
		}
		var sent apptest.Answer[struct{ Succeeded []int64 }]
		if res := p.Call(t, "POST", "/concept-deliveries/send", map[string]any{"ids": []int64{concept.Data.ID}}, &sent); res.Status != http.StatusOK ||
			len(sent.Data.Succeeded) != 1 {
			t.Fatalf("send: %d %s", res.Status, res.Body)
		}

		var overview apptest.Answer[[]deliveries.OverviewRow]
		if res := p.Call(t, "GET", "/deliveries?q=http-1&status=Announced", nil, &overview); res.Status != http.StatusOK ||
			len(overview.Data) != 1 || overview.Data[0].EnteredByEmail != "supplier@tulip.example.com" ||
			overview.Data[0].ClientName != demo.Accounts[0] || overview.Meta.Total != 1 {
			t.Fatalf("overview: %d %s", res.Status, res.Body)
		}
		path := fmt.Sprintf("/deliveries/%d", overview.Data[0].ID)
		var delivery apptest.Answer[deliveries.Delivery]
		if res := p.Call(t, "GET", path, nil, &delivery); res.Status != http.StatusOK || delivery.Data.Fields.NumberOfPallets == nil ||
			*delivery.Data.Fields.NumberOfPallets != 2 || delivery.Data.Lines[1].Unit != "Box" {
			t.Fatalf("get: %d %s", res.Status, res.Body)
		}
		edit := delivery.Data.Fields
		edit.UnitLoad, edit.ContainerLength = deliveries.UnitLoadContainer, "40ft"
		if res := p.Call(t, "PUT", path, edit, &delivery); res.Status != http.StatusOK || delivery.Data.Fields.NumberOfPallets != nil ||
			delivery.Data.Fields.ContainerLength != "40ft" {
			t.Fatalf("edit: %d %s", res.Status, res.Body)
		}
		edit.ContainerLength = ""
		if res := p.Call(t, "PUT", path, edit, nil); res.Status != http.StatusUnprocessableEntity ||
			!strings.Contains(string(res.Body), `"message":"deliveries.required_fields"`) {
			t.Errorf("edit without a container length: %d %s", res.Status, res.Body)
		}
		if res := p.Call(t, "POST", path+"/cancel", nil, &delivery); res.Status != http.StatusOK || delivery.Data.Status != deliveries.StatusCancelled {
			t.Fatalf("cancel: %d %s", res.Status, res.Body)
		}
		for _, again := range []struct {
			method, path string
			body         any
		}{{"POST", path + "/cancel", nil}, {"PUT", path, delivery.Data.Fields}} {
			res := p.Call(t, again.method, again.path, again.body, nil)
			if got := strings.TrimSpace(string(res.Body)); res.Status != http.StatusConflict ||
				got != `{"message":"deliveries.errors.not_allowed"}` {
				t.Errorf("%s %s when cancelled: %d %s", again.method, again.path, res.Status, got)
			}
		}
		if res := p.Call(t, "GET", "/deliveries/999999", nil, nil); res.Status != http.StatusNotFound {
			t.Errorf("an unknown delivery: %d", res.Status)
		}

		// Announced at once: a form that misses a required value stores nothing; a webshop's
		// delivery is entered by nobody, from source API.
		direct := map[string]any{"reference": "PO-HTTP-3", "unit_load": "Colli", "lines": []map[string]any{{"article_number": articles[0], "quantity": 1}}}
		if res := p.Call(t, "POST", "/deliveries", direct, nil); res.Status != http.StatusUnprocessableEntity ||
			strings.TrimSpace(string(res.Body)) != `{"message":"deliveries.required_fields","errors":{"planned_date":["validation.required"]}}` {
			t.Errorf("without a planned date: %d %s", res.Status, res.Body)
		}
		direct["planned_date"] = "2026-03-09"
		if res := p.Call(t, "POST", "/deliveries", direct, &delivery); res.Status != http.StatusCreated ||
			delivery.Data.Status != deliveries.StatusAnnounced || delivery.Data.EnteredByName != "Sanne Supplier" || delivery.Data.Source != deliveries.SourceManual {
			t.Errorf("announced: %d %s", res.Status, res.Body)
		}
		key, err := apikeys.New(env.App.DB).Create(context.Background(), p.Account, 0, apikeys.Fields{Name: "Webshop"})
		if err != nil {
			t.Fatal(err)
		}
		direct["reference"] = "PO-HTTP-4"
		if res := (apptest.Portal{Env: env, Token: key.Secret, Account: p.Account}).Call(t, "POST", "/deliveries", direct, &delivery); res.Status != http.StatusCreated ||
			delivery.Data.EnteredByName != "" || delivery.Data.EnteredByEmail != "" || delivery.Data.Source != deliveries.SourceAPI {
			t.Errorf("a webshop's delivery: %d %s", res.Status, res.Body)
		}
		// A concept the webshop's key creates comes from source API too, one entered in the portal from DET.
		var webshopConcept, portalConcept apptest.Answer[deliveries.Concept]
		if res := (apptest.Portal{Env: env, Token: key.Secret, Account: p.Account}).Call(t, "POST", "/concept-deliveries", direct, &webshopConcept); res.Status != http.StatusCreated ||
			webshopConcept.Data.OriginalSource != deliveries.SourceAPI {
			t.Errorf("a webshop's concept: %d %s", res.Status, res.Body)
		}
		if res := p.Call(t, "POST", "/concept-deliveries", direct, &portalConcept); res.Status != http.StatusCreated ||
			portalConcept.Data.OriginalSource != deliveries.SourceManual {
			t.Errorf("a concept entered in the portal: %d %s", res.Status, res.Body)
		}

		// A delivery received just now: listed as just processed, its rows in the inbound overview.
		service := deliveries.NewDeliveries(env.App.DB)
		received, err := service.Send(context.Background(), p.Account, nil, deliveries.SourceAPI, deliveries.Fields{
			Reference: "PO-HTTP-2", PlannedDate: "2026-03-02", UnitLoad: "Colli",
			Lines: []deliveries.Line{{ArticleNumber: articles[1], Quantity: 3}}})
		if err == nil {
			_, err = service.RecordReceipt(context.Background(), p.Account, received.ID, deliveries.Receipt{Number: "R-HTTP",
				Date: "2031-01-02", At: time.Now(), Final: true, Rows: []deliveries.ReceiptLine{
					{ArticleNumber: articles[1], StockStatus: "sellable", LotNumber: "=HYPERLINK()", Quantity: 3}}})
		}
		if err != nil {
			t.Fatal(err)
		}
		if res := p.Call(t, "GET", "/deliveries?q=http-2", nil, &overview); res.Status != http.StatusOK || len(overview.Data) != 1 ||
			!overview.Data[0].JustProcessed || overview.Data[0].EnteredByName != "" {
			t.Errorf("received: %d %s", res.Status, res.Body)
		}
		var receipts apptest.Answer[[]deliveries.ReceiptRow]
		if res := p.Call(t, "GET", "/receipts?date_from=2031-01-01&date_to=2031-01-02", nil, &receipts); res.Status != http.StatusOK ||
			len(receipts.Data) != 1 || receipts.Data[0].Reference != "PO-HTTP-2" || receipts.Data[0].ReceivedQuantity != 3 ||
			receipts.Meta.Total != 1 {
			t.Errorf("receipts: %d %s", res.Status, res.Body)
		}
		if res := p.Call(t, "GET", "/receipts?date_from=yesterday", nil, nil); res.Status != http.StatusUnprocessableEntity ||
			strings.TrimSpace(string(res.Body)) != `{"message":"errors.422","errors":{"date_from":["validation.date"]}}` {
			t.Errorf("a bad From: %d %s", res.Status, res.Body)
		}

		// The export, in the words and with the separator of the user's language.
		for language, sep := range map[string]string{"en-GB": ",", "nl-NL": ";"} {
			form := url.Values{"format": {"csv"}, "date_from": {"2031-01-01"}, "language": {language}}
			req, err := http.NewRequest("POST", fmt.Sprintf("%s/api/clients/%d/exports/inbound-shipments", env.URL, p.Account), strings.NewReader(form.Encode()))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Authorization", "Bearer "+p.Token)
			res := env.Send(t, req)
			status := map[string]string{"en-GB": "Sellable", "nl-NL": "Verkoopbaar"}[language]
			lines := strings.Split(strings.TrimSpace(strings.TrimPrefix(string(res.Body), "\uFEFF")), "\n")
			if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="inbound-shipments-`) ||
				!strings.HasPrefix(string(res.Body), "\uFEFF") || len(lines) != 2 ||
				!strings.HasPrefix(lines[0], strings.ReplaceAll("reference,receipt_number,receipt_date", ",", sep)) ||
				!strings.HasPrefix(lines[1], strings.ReplaceAll("PO-HTTP-2,R-HTTP,2031-01-02,", ",", sep)+articles[1]+sep) ||
				!strings.Contains(lines[1], sep+status+sep+"'=HYPERLINK()"+sep) {
				t.Errorf("%s export: %d %v %q", language, res.Status, res.Header, lines)
			}
		}
	})
}
