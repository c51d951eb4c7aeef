package returns_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/products/productstest"
	"kade/internal/returns"
	"kade/internal/stock/stocktest"
	"kade/internal/warehouse/warehousetest"
)

// The warehouse posts a return through its API: it is stored and booked once, a retry answers the
// first answer, the same message id with another return is a conflict, a key that does not reach
// the account finds no account, and a bad return changes nothing. The client then lists and exports
// it, in the words and separator of each language.
func TestWarehousePostsAReturn(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d, account := env.App.DB, env.Accounts[demo.Accounts[0]]
		sweater := productstest.Stocked(t, d, account, "RET-SWEATER", true, 0)
		var order struct {
			ID     int64  `db:"id"`
			Number string `db:"order_number"`
		}
		if err := d.Read().Get(t.Context(), &order, `SELECT id, order_number FROM sales_orders WHERE client_id = ? ORDER BY id LIMIT 1`,
			account); err != nil {
			t.Fatal(err)
		}
		message := func(lines ...map[string]any) map[string]any {
			return map[string]any{"client_id": account, "return_date": "2031-01-02", "order_number": strings.ToLower(order.Number),
				"lines": lines}
		}
		wrongSize := map[string]any{"article_number": "RET-SWEATER", "lot_number": "L-1", "quantity": 2, "stock_status": "sellable",
			"reason": "Wrong size"}
		torn := map[string]any{"article_number": "RET-SWEATER", "quantity": 1, "unit": "Box", "stock_status": "damaged",
			"reason": "=HYPERLINK()"}
		w := warehousetest.New(t, env)
		movements := func() int {
			return countOf(t, env, `SELECT COUNT(*) FROM stock_movements WHERE type = 'return' AND product_id = ?`, sweater)
		}

		first := w.Post(t, "/api/warehouse/returns", "ret-1", message(wrongSize, torn))
		got := warehousetest.Decode[returns.Recorded](t, first)
		if first.Status != http.StatusCreated || got.Data.ClientID != account || got.Data.OrderNumber != order.Number ||
			got.Data.SalesOrderID == nil || *got.Data.SalesOrderID != order.ID || len(got.Data.Rows) != 2 ||
			got.Data.Rows[1].StockStatus != "damaged" || got.Data.Rows[1].Unit != "Box" || got.Data.Rows[0].Unit != "Piece" {
			t.Fatalf("first: %d %s", first.Status, first.Body)
		}
		again := w.Post(t, "/api/warehouse/returns", "ret-1", message(wrongSize, torn))
		if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) || again.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("a retry: %d %v %s", again.Status, again.Header, again.Body)
		}
		if n := movements(); n != 2 {
			t.Errorf("%d return movements after a retry, want 2", n)
		}
		if res := w.Post(t, "/api/warehouse/returns", "ret-1", message(wrongSize)); res.Status != http.StatusConflict ||
			warehousetest.Decode[any](t, res).Message != "errors.idempotency_key_reused" {
			t.Errorf("the message id of another return: %d %s", res.Status, res.Body)
		}
		if f := stocktest.ProductFigures(t, d, sweater); f.Total != 3 || f.Available != 2 || f.OnHold != 1 {
			t.Errorf("the sweater: %+v", f)
		}

		other := warehousetest.New(t, env, env.Accounts[demo.Accounts[1]])
		if res := other.Post(t, "/api/warehouse/returns", "ret-other", message(wrongSize)); res.Status != http.StatusNotFound {
			t.Errorf("a key of another account: %d %s", res.Status, res.Body)
		}
		unknown := message(wrongSize)
		unknown["client_id"] = 999_999
		if res := w.Post(t, "/api/warehouse/returns", "ret-unknown", unknown); res.Status != http.StatusNotFound {
			t.Errorf("an unknown account: %d %s", res.Status, res.Body)
		}
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/returns", "", message(wrongSize)), "errors.422",
			map[string][]string{"idempotency_key": {"validation.required"}})
		bad := message(wrongSize, map[string]any{"article_number": "RET-SOCKS", "quantity": 0, "stock_status": "expired", "reason": ""})
		bad["order_number"] = "NO-SUCH-ORDER"
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/returns", "ret-bad", bad), "errors.422", map[string][]string{
			"order_number":           {"returns.validation.order_unknown"},
			"lines.1.article_number": {"returns.validation.product_unknown"},
			"lines.1.quantity":       {"validation.min,1"},
			"lines.1.stock_status":   {"validation.one_of,sellable / damaged / blocked"},
			"lines.1.reason":         {"validation.required"},
		})
		stray := message(wrongSize)
		stray["carrier"] = "PostNL"
		if res := w.Post(t, "/api/warehouse/returns", "ret-stray", stray); res.Status != http.StatusUnprocessableEntity {
			t.Errorf("an unknown field: %d %s", res.Status, res.Body)
		}
		if n := movements(); n != 2 {
			t.Errorf("%d return movements after refused returns, want 2", n)
		}

		// The client's overview and export.
		p := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		var list apptest.Answer[[]returns.Row]
		if res := p.Call(t, "GET", "/returns?date_from=2031-01-01&q=sweater", nil, &list); res.Status != http.StatusOK ||
			len(list.Data) != 2 || list.Meta.Total != 2 || list.Data[0].ReasonOfReturn != "=HYPERLINK()" ||
			list.Data[1].BatchNumber != "L-1" || list.Data[1].SalesOrderID == nil || *list.Data[1].SalesOrderID != order.ID {
			t.Errorf("the overview: %d %s", res.Status, res.Body)
		}
		if res := p.Call(t, "GET", "/returns?date_to=2031-01-01&q=sweater", nil, &list); res.Status != http.StatusOK || len(list.Data) != 0 {
			t.Errorf("before the return: %d %s", res.Status, res.Body)
		}
		if res := p.Call(t, "GET", "/returns?date_from=yesterday", nil, nil); res.Status != http.StatusUnprocessableEntity ||
			strings.TrimSpace(string(res.Body)) != `{"message":"errors.422","errors":{"date_from":["validation.date"]}}` {
			t.Errorf("a bad From: %d %s", res.Status, res.Body)
		}
		for language, sep := range map[string]string{"en-GB": ",", "nl-NL": ";"} {
			form := url.Values{"format": {"csv"}, "date_from": {"2031-01-01"}, "q": {"sweater"}, "language": {language}}
			res := env.PostForm(t, p.Token, fmt.Sprintf("/api/clients/%d/exports/returns", p.Account), form)
			words := map[string][]string{"en-GB": {"Damaged", "Box", "Sellable", "Piece"}, "nl-NL": {"Beschadigd", "Doos", "Verkoopbaar", "Stuk"}}[language]
			lines := strings.Split(strings.ReplaceAll(strings.TrimSpace(strings.TrimPrefix(string(res.Body), "\uFEFF")), "\r\n", "\n"), "\n")
			join := func(cells ...string) string { return strings.Join(cells, sep) }
			want := []string{
				join("return_date", "product_code", "product_name", "stock_status", "lot_number", "best_before_date", "received_quantity",
					"unit", "order_number", "reason_of_return"),
				join("2031-01-02", "RET-SWEATER", "Product RET-SWEATER", words[0], "", "", "1", words[1], order.Number, "'=HYPERLINK()"),
				join("2031-01-02", "RET-SWEATER", "Product RET-SWEATER", words[2], "L-1", "", "2", words[3], order.Number, "Wrong size"),
			}
			if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="returns-`) ||
				strings.Join(lines, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s export: %d %v\n%q\nwant\n%q", language, res.Status, res.Header, lines, want)
			}
		}
	})
}

// countOf is the number statement counts.
func countOf(t *testing.T, env *apptest.Env, statement string, args ...any) int {
	t.Helper()
	var n int
	if err := env.App.DB.Read().Get(t.Context(), &n, statement, args...); err != nil {
		t.Fatal(err)
	}
	return n
}
