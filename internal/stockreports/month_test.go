package stockreports_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/domain"
	"kade/internal/products/productstest"
	"kade/internal/stock"
	"kade/internal/stockreports"
)

// figures is a row's or total's figures: initial, delivered, received and returns, correction, next.
type figures [5]int64

func rowFigures(r stockreports.MonthRow) figures {
	return figures{r.InitialStockMonth, r.SalesOrdersDelivered, r.ReceivedAndReturns, r.Correction, r.InitialStockNextMonth}
}

// The month report of an account whose products received, shipped, corrected and took back stock
// over three months (in Amsterdam's calendar months, a correction in the last hour of February UTC
// being March's), on both engines: each product that had stock or movements in the month, its
// figures adding up, each month opening with the closing before it, a status change changing none of
// them, the totals per revenue code; a late correction into January moves every month after it.
func TestMonthReport(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d := env.App.DB
		account := dbtest.Account(t, d, "Month Report B.V.")
		products := map[string]int64{}
		for article, code := range map[string]string{"MR-A": "8000", "MR-B": "8000", "MR-C": "9000"} {
			products[article] = productstest.Stocked(t, d, account, article, true, 0)
			if _, err := d.Write().Exec(t.Context(), `UPDATE products SET revenue_code = ? WHERE id = ?`, code, products[article]); err != nil {
				t.Fatal(err)
			}
		}
		post := func(article, at, kind, status string, quantity int64) {
			t.Helper()
			occurred, err := time.Parse(time.RFC3339, at)
			if err != nil {
				t.Fatal(err)
			}
			m := stock.Movement{ClientID: account, ProductID: products[article], LotNumber: "L1", BatchStatus: status,
				Quantity: quantity, Type: kind, Reference: "MR", OccurredAt: occurred}
			if err := d.Tx(t.Context(), func(q db.Q) error { return stock.Post(t.Context(), q, m) }); err != nil {
				t.Fatal(err)
			}
		}
		post("MR-A", "2026-01-15T10:00:00Z", "receipt", "sellable", 100)
		post("MR-C", "2026-01-10T10:00:00Z", "receipt", "sellable", 7)
		post("MR-C", "2026-01-20T10:00:00Z", "correction", "sellable", -7)
		post("MR-B", "2026-01-31T23:30:00Z", "receipt", "sellable", 20) // 1 February in Amsterdam
		post("MR-A", "2026-02-10T10:00:00Z", "shipment", "sellable", -30)
		post("MR-A", "2026-02-28T23:30:00Z", "correction", "sellable", -2) // 1 March in Amsterdam
		post("MR-A", "2026-03-05T10:00:00Z", "return", "damaged", 5)
		occurred := time.Date(2026, 3, 6, 10, 0, 0, 0, time.UTC)
		if err := d.Tx(t.Context(), func(q db.Q) error {
			return stock.Post(t.Context(), q,
				stock.Movement{ClientID: account, ProductID: products["MR-A"], LotNumber: "L1", BatchStatus: "sellable", Quantity: -3,
					Type: "status_change", Reference: "Broken", OccurredAt: occurred},
				stock.Movement{ClientID: account, ProductID: products["MR-A"], LotNumber: "L1", BatchStatus: "damaged", Quantity: 3,
					Type: "status_change", Reference: "Broken", OccurredAt: occurred})
		}); err != nil {
			t.Fatal(err)
		}

		token := env.Login(t, demo.Logins[1].Email) // provider staff see every account
		report := func(query string) stockreports.MonthReport {
			t.Helper()
			res := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/stock/month?%s", account, query), token, nil)
			var answer apptest.Answer[stockreports.MonthReport]
			if err := json.Unmarshal(res.Body, &answer); err != nil || res.Status != http.StatusOK {
				t.Fatalf("%s: %d %s", query, res.Status, res.Body)
			}
			return answer.Data
		}
		expect := func(query string, rows map[string]figures, totals map[string]figures) {
			t.Helper()
			got := report(query)
			gotRows, gotTotals := map[string]figures{}, map[string]figures{}
			for _, r := range got.Rows {
				gotRows[r.ArticleNumber] = rowFigures(r)
			}
			for _, total := range got.Totals {
				gotTotals[total.RevenueCode] = figures{total.InitialStockMonth, total.SalesOrdersDelivered, total.ReceivedAndReturns,
					total.Correction, total.InitialStockNextMonth}
			}
			if fmt.Sprint(gotRows) != fmt.Sprint(rows) || fmt.Sprint(gotTotals) != fmt.Sprint(totals) {
				t.Errorf("%s: rows %v totals %v, want %v %v", query, gotRows, gotTotals, rows, totals)
			}
		}
		expect("year=2026&month=1", map[string]figures{"MR-A": {0, 0, 100, 0, 100}, "MR-C": {0, 0, 7, -7, 0}},
			map[string]figures{"8000": {0, 0, 100, 0, 100}, "9000": {0, 0, 7, -7, 0}})
		expect("year=2026&month=2", map[string]figures{"MR-A": {100, 30, 0, 0, 70}, "MR-B": {0, 0, 20, 0, 20}},
			map[string]figures{"8000": {100, 30, 20, 0, 90}})
		expect("year=2026&month=3", map[string]figures{"MR-A": {70, 0, 5, -2, 73}, "MR-B": {20, 0, 0, 0, 20}},
			map[string]figures{"8000": {90, 0, 5, -2, 93}})
		expect("year=2026&month=5", map[string]figures{"MR-A": {73, 0, 0, 0, 73}, "MR-B": {20, 0, 0, 0, 20}},
			map[string]figures{"8000": {93, 0, 0, 0, 93}})
		expect("year=2025&month=12", map[string]figures{}, map[string]figures{})

		post("MR-A", "2026-01-20T10:00:00Z", "correction", "sellable", 1) // a late count into January
		expect("year=2026&month=2", map[string]figures{"MR-A": {101, 30, 0, 0, 71}, "MR-B": {0, 0, 20, 0, 20}},
			map[string]figures{"8000": {101, 30, 20, 0, 91}})
		expect("year=2026&month=5", map[string]figures{"MR-A": {74, 0, 0, 0, 74}, "MR-B": {20, 0, 0, 0, 20}},
			map[string]figures{"8000": {94, 0, 0, 0, 94}})

		for language, sep := range map[string]string{"en-GB": ",", "nl-NL": ";"} {
			res := env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/exports/stock-month", account),
				url.Values{"format": {"csv"}, "year": {"2026"}, "month": {"5"}, "language": {language}})
			lines := strings.Split(strings.ReplaceAll(strings.TrimSpace(strings.TrimPrefix(string(res.Body), "\uFEFF")), "\r\n", "\n"), "\n")
			join := func(cells ...string) string { return strings.Join(cells, sep) }
			want := []string{
				join("article_number", "product_name", "initial_stock_month", "sales_orders_delivered", "received_and_returns", "correction",
					"initial_stock_next_month", "revenue_code"),
				join("MR-A", "Product MR-A", "74", "0", "0", "0", "74", "8000"),
				join("MR-B", "Product MR-B", "20", "0", "0", "0", "20", "8000"),
			}
			if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="stock-month-`) ||
				strings.Join(lines, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s export: %d %v\n%q\nwant\n%q", language, res.Status, res.Header, lines, want)
			}
		}
		apptest.ExpectInvalid(t, env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/exports/stock-month", account),
			url.Values{"format": {"csv"}, "year": {"1999"}}), "errors.422", map[string][]string{"year": {"validation.min,2000"}})

		before := time.Now().In(domain.Local).Format("2006-01")
		current := report("")
		after := time.Now().In(domain.Local).Format("2006-01")
		if got := fmt.Sprintf("%04d-%02d", current.Year, current.Month); got != before && got != after {
			t.Errorf("without a month: %s, want the current month in Amsterdam, %s", got, after)
		}
		apptest.ExpectInvalid(t, env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/stock/month?year=abc&month=13", account), token, nil),
			"errors.422", map[string][]string{"year": {"validation.type"}, "month": {"validation.max,12"}})
	})
}

// The example api/openapi.yaml gives of the month report is what it answers: a report that encodes
// back to exactly the example, every key and no other.
func TestOpenAPIMonthReportExample(t *testing.T) {
	var decoded struct {
		Data stockreports.MonthReport `json:"data"`
	}
	apptest.ExpectWritesBack(t, apptest.Example(t, "get", "/api/clients/{clientId}/stock/month", "200", "october"), &decoded)
	if r := decoded.Data.Rows[0]; r.InitialStockMonth+r.ReceivedAndReturns-r.SalesOrdersDelivered+r.Correction != r.InitialStockNextMonth {
		t.Errorf("the example's row does not add up: %+v", r)
	}
}
