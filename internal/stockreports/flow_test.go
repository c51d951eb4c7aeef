package stockreports_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/listing"
	"kade/internal/products/productstest"
	"kade/internal/stock"
	"kade/internal/stockreports"
)

// flowLine is what a test compares of a flow report's row: its day, type, reference, article,
// status, quantity and the stock after it.
func flowLine(r stockreports.FlowRow) string {
	return fmt.Sprintf("%s %s %s %s %s %d %d", r.Date, r.Type, r.OrderNumber, r.ArticleNumber, r.BatchStatus, r.Quantity,
		r.InventoryChange)
}

// The flow report through HTTP on both engines: the account's movements oldest first, in
// Amsterdam's days (a movement in the last half hour of January UTC is 1 February's), each with its
// product's stock after it, also when From, the product or the type leave movements out; a status
// change is two movements that add up to nothing; another account's product lists nothing; bad
// parameters are 422 by their names; the export writes the same rows in the screen's words.
func TestFlowReport(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d := env.App.DB
		account := dbtest.Account(t, d, "Flow Report B.V.")
		a := productstest.Stocked(t, d, account, "FL-A", true, 0)
		b := productstest.Stocked(t, d, account, "FL-B", true, 0)
		other := productstest.Stocked(t, d, dbtest.Account(t, d, "Other B.V."), "FL-A", true, 3)
		post := func(product int64, at, kind, status, reference string, quantity int64) stock.Movement {
			occurred, err := time.Parse(time.RFC3339, at)
			if err != nil {
				t.Fatal(err)
			}
			return stock.Movement{ClientID: account, ProductID: product, LotNumber: "L1", BatchStatus: status, Quantity: quantity,
				Type: kind, Reference: reference, OccurredAt: occurred}
		}
		for _, ms := range [][]stock.Movement{
			{post(a, "2026-02-28T23:30:00Z", "correction", "sellable", "Count", 102)}, // 1 March in Amsterdam, booked first
			{post(a, "2026-01-15T10:00:00Z", "receipt", "sellable", "DEL-1", 100)},
			{post(b, "2026-01-31T23:30:00Z", "receipt", "sellable", "DEL-2", 20)}, // 1 February in Amsterdam
			{post(a, "2026-02-10T10:00:00Z", "shipment", "sellable", "SO-1001", -30)},
			{post(a, "2026-02-12T09:00:00Z", "status_change", "sellable", "Broken", -3),
				post(a, "2026-02-12T09:00:00Z", "status_change", "damaged", "Broken", 3)},
			{post(b, "2026-03-05T10:00:00Z", "return", "sellable", "SO-1002", 1)},
		} {
			if err := d.Tx(t.Context(), func(q db.Q) error { return stock.Post(t.Context(), q, ms...) }); err != nil {
				t.Fatal(err)
			}
		}
		token := env.Login(t, demo.Logins[1].Email) // provider staff see every account
		path := fmt.Sprintf("/api/clients/%d/stock/flow?", account)
		list := func(query string) []stockreports.FlowRow {
			t.Helper()
			res := env.Do(t, "GET", path+query, token, nil)
			var answer apptest.Answer[[]stockreports.FlowRow]
			if err := json.Unmarshal(res.Body, &answer); err != nil || res.Status != http.StatusOK {
				t.Fatalf("%s: %d %s", query, res.Status, res.Body)
			}
			return answer.Data
		}
		all := []string{
			"2026-01-15 receipt DEL-1 FL-A sellable 100 100",
			"2026-02-01 receipt DEL-2 FL-B sellable 20 20",
			"2026-02-10 shipment SO-1001 FL-A sellable -30 70",
			"2026-02-12 status_change Broken FL-A sellable -3 67",
			"2026-02-12 status_change Broken FL-A damaged 3 70",
			"2026-03-01 correction Count FL-A sellable 102 172",
			"2026-03-05 return SO-1002 FL-B sellable 1 21",
		}
		for query, want := range map[string][]string{
			"":        all,
			"limit=2": all[:2],
			"date_from=2026-02-01&date_to=2026-02-28":       all[1:5],
			"date_from=2026-03-01":                          all[5:],
			"date_to=2026-01-31":                            all[:1],
			"date_to=2026-02-01":                            all[:2],
			"date_to=2026-02-12":                            all[:5],
			fmt.Sprintf("product_id=%d", a):                 {all[0], all[2], all[3], all[4], all[5]},
			fmt.Sprintf("product_id=%d&type=correction", a): all[5:6],
			"type=return":                                   all[6:],
			"date_from=0000-01-01&date_to=9999-12-31":       all,
			"date_from=1999-12-31&date_to=2101-01-01":       all,
			fmt.Sprintf("product_id=%d", other):             {},
		} {
			var got []string
			for _, r := range list(query) {
				got = append(got, flowLine(r))
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%q:\n%s\nwant\n%s", query, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		}
		first := list("limit=1")[0]
		if first.ProductID != a || first.ProductName != "Product FL-A" || first.LotNumber != "L1" || first.ID == 0 ||
			first.CreatedAt.IsZero() || first.CreatedAt.Location() != time.UTC {
			t.Errorf("first row: %+v", first)
		}
		apptest.ExpectInvalid(t, env.Do(t, "GET", path+"date_from=2026-13-01&type=sale&product_id=abc&limit=201", token, nil),
			"errors.422", map[string][]string{"date_from": {"validation.date"}, "limit": {"validation.max,200"},
				"product_id": {"validation.type"}, "type": {"validation.one_of,receipt / shipment / return / correction / status_change"}})
		apptest.ExpectInvalid(t, env.Do(t, "GET", path+"product_id=0&cursor=nonsense", token, nil),
			"errors.422", map[string][]string{"product_id": {"validation.min,1"}})

		stamp := regexp.MustCompile(`^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$`)
		for language, rows := range map[string][][]string{
			"en-GB": {{"2026-02-10", "Shipment", "SO-1001", "FL-A", "Product FL-A", "L1", "Sellable", "-30", "70"},
				{"2026-02-12", "Status change", "Broken", "FL-A", "Product FL-A", "L1", "Sellable", "-3", "67"},
				{"2026-02-12", "Status change", "Broken", "FL-A", "Product FL-A", "L1", "Damaged", "3", "70"},
				{"2026-03-01", "Correction", "Count", "FL-A", "Product FL-A", "L1", "Sellable", "102", "172"}},
			"nl-NL": {{"2026-02-10", "Verzending", "SO-1001", "FL-A", "Product FL-A", "L1", "Verkoopbaar", "-30", "70"},
				{"2026-02-12", "Statuswijziging", "Broken", "FL-A", "Product FL-A", "L1", "Verkoopbaar", "-3", "67"},
				{"2026-02-12", "Statuswijziging", "Broken", "FL-A", "Product FL-A", "L1", "Beschadigd", "3", "70"},
				{"2026-03-01", "Correctie", "Count", "FL-A", "Product FL-A", "L1", "Verkoopbaar", "102", "172"}},
		} {
			sep := map[string]string{"en-GB": ",", "nl-NL": ";"}[language]
			res := env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/exports/stock-flow", account),
				url.Values{"format": {"csv"}, "product_id": {fmt.Sprint(a)}, "date_from": {"2026-02-01"}, "language": {language}})
			lines := strings.Split(strings.ReplaceAll(strings.TrimSpace(strings.TrimPrefix(string(res.Body), "\uFEFF")), "\r\n", "\n"), "\n")
			want := append([][]string{{"date", "type", "order_number", "article_number", "product_name", "lot_number", "batch_status",
				"quantity", "inventory_change"}}, rows...)
			ok := res.Status == http.StatusOK && len(lines) == len(want) &&
				strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="stock-flow-`)
			for i := 0; ok && i < len(want); i++ {
				cells := strings.Split(lines[i], sep)
				last := cells[len(cells)-1]
				ok = strings.Join(cells[:len(cells)-1], sep) == strings.Join(want[i], sep) &&
					(i == 0 && last == "created_at" || i > 0 && stamp.MatchString(last))
			}
			if !ok {
				t.Errorf("%s export: %d %v\n%q\nwant\n%q", language, res.Status, res.Header, lines, want)
			}
		}
		apptest.ExpectInvalid(t, env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/exports/stock-flow", account),
			url.Values{"format": {"csv"}, "type": {"gift"}}), "errors.422",
			map[string][]string{"type": {"validation.one_of,receipt / shipment / return / correction / status_change"}})
	})
}

// The flow report's export of more movements than it reads at a time writes each once, in order,
// with the running stock carried across its reads.
func TestFlowExportReadsPageByPage(t *testing.T) {
	d := dbtest.Open(t, dbtest.Engines[0])
	account := dbtest.Account(t, d, "Flow Export B.V.")
	product := productstest.Stocked(t, d, account, "FE-A", true, 0)
	n := 2*1000 + 7
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	ms := make([]stock.Movement, n)
	for i := range ms {
		ms[i] = stock.Movement{ClientID: account, ProductID: product, BatchStatus: "sellable", Type: "receipt", Quantity: 1,
			OccurredAt: at.Add(time.Duration(i) * time.Hour)}
	}
	if err := d.Tx(t.Context(), func(q db.Q) error { return stock.Post(t.Context(), q, ms...) }); err != nil {
		t.Fatal(err)
	}
	var stocks []int64
	if err := stockreports.NewReports(d).ExportFlow(t.Context(), account, stockreports.FlowFilter{Limit: listing.DefaultLimit},
		func(cells []any) error {
			if n, ok := cells[8].(int64); ok {
				stocks = append(stocks, n)
			}
			return nil
		}); err != nil {
		t.Fatal(err)
	}
	for i, s := range stocks {
		if s != int64(i+1) {
			t.Fatalf("row %d: stock %d, want %d (of %d rows)", i, s, i+1, len(stocks))
		}
	}
	if len(stocks) != n {
		t.Errorf("%d rows, want %d", len(stocks), n)
	}
}

// The example api/openapi.yaml gives of the flow report is what it answers: rows that encode back
// to exactly the example, every key and no other, each one's stock the one before plus its quantity.
func TestOpenAPIFlowReportExample(t *testing.T) {
	var decoded struct {
		Data []stockreports.FlowRow `json:"data"`
		Meta struct {
			NextCursor  *string `json:"next_cursor"`
			Total       int64   `json:"total"`
			TotalCapped bool    `json:"total_capped"`
		} `json:"meta"`
	}
	apptest.ExpectWritesBack(t, apptest.Example(t, "get", "/api/clients/{clientId}/stock/flow", "200", "oneProduct"), &decoded)
	rows := decoded.Data
	for i := 1; i < len(rows); i++ {
		if rows[i].InventoryChange != rows[i-1].InventoryChange+rows[i].Quantity {
			t.Errorf("the example's row %d does not add up: %+v", i, rows[i])
		}
	}
}
