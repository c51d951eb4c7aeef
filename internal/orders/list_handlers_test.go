package orders_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/tabular"
	"kade/internal/tabular/tabulartest"
)

// The overview and its exports through HTTP: the translator orders follow the logged-in user's
// flag, another account's orders never appear, and a bad date is a 422 on its parameter.
func TestOverviewOverHTTP(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		tulip, polder := env.Accounts[demo.Accounts[0]], env.Accounts[demo.Accounts[1]]
		for i, o := range []struct {
			client                int64
			number, source, email string
		}{{tulip, "HTTP-1", "API", "ann@shop.example.com"}, {tulip, "HTTP-2", "TRANSLATOR", "edi@shop.example.com"},
			{polder, "HTTP-3", "API", "bob@shop.example.com"}} {
			if _, err := env.App.DB.Write().Exec(ctx, `INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date,
					customer_name, delivery_email, delivery_country, source, original_source, status, created_at, updated_at)
					VALUES (?, ?, lower(?), ?, 'Shop customer', ?, 'NL', ?, ?, 'Complete', ?, ?)`, o.client, o.number, o.number,
				fmt.Sprintf("2025-03-0%d", i+1), o.email, o.source, o.source, db.Now(), db.Now()); err != nil {
				t.Fatal(err)
			}
		}
		token := env.Login(t, "client@tulip.example.com")
		numbers := func(query string) []string {
			t.Helper()
			res := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/sales-orders?%s", tulip, query), token, nil)
			if res.Status != http.StatusOK {
				t.Fatalf("%s: %d %s", query, res.Status, res.Body)
			}
			var body struct {
				Data []struct {
					OrderNumber string `json:"order_number"`
					Country     string `json:"country"`
				}
				Meta struct{ Total int64 }
			}
			if err := json.Unmarshal(res.Body, &body); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range body.Data {
				got = append(got, r.OrderNumber+"/"+r.Country)
			}
			if body.Meta.Total != int64(len(got)) {
				t.Errorf("%s: total %d for %d rows", query, body.Meta.Total, len(got))
			}
			return got
		}
		if got := numbers("q=shop.example"); !slices.Equal(got, []string{"HTTP-1/NL"}) {
			t.Errorf("without the translator flag: %v", got)
		}
		env.ChangeUserBehind(t, token, `UPDATE users SET can_see_translator_orders = ? WHERE email = ?`,
			true, "client@tulip.example.com")
		if got := numbers("q=shop.example"); !slices.Equal(got, []string{"HTTP-2/NL", "HTTP-1/NL"}) {
			t.Errorf("with the translator flag: %v", got)
		}
		if got := numbers("date_to=2025-03-01&sort=order_number"); !slices.Equal(got, []string{"HTTP-1/NL"}) {
			t.Errorf("up to 1 March: %v", got)
		}

		res := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/sales-orders?date_from=2025-13-01&on_hold=2", tulip), token, nil)
		want := `{"message":"errors.422","errors":{"date_from":["validation.date"],"on_hold":["validation.one_of,1 / 0"]}}`
		if got := strings.TrimSpace(string(res.Body)); res.Status != http.StatusUnprocessableEntity || got != want {
			t.Errorf("bad filters: %d %s", res.Status, got)
		}

		form := url.Values{"format": {"csv"}, "q": {"shop.example"}}
		req, err := http.NewRequest("POST", fmt.Sprintf("%s/api/clients/%d/exports/orderlines", env.URL, tulip), strings.NewReader(form.Encode()))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Authorization", "Bearer "+token)
		if res := env.Send(t, req); res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="orderlines-`) {
			t.Errorf("export: %d %v %s", res.Status, res.Header, res.Body)
		}
	})
}

// The order exports are in the words of the user's language: a CSV file for a Dutch user begins with
// a byte order mark and is separated by `;`, and shows the status, the source and the payment
// method as the screen does; an XLSX file shows the same words; an unknown language is a 422.
func TestExportInTheUsersWords(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		if _, err := env.App.DB.Write().Exec(context.Background(), `INSERT INTO sales_orders (client_id, order_number, order_date,
				customer_name, delivery_country, payment_method, source, original_source, status, created_at, updated_at)
				VALUES (?, 'WORDS-1', '2025-03-01', 'Shop customer', 'NL', 'Collection', 'API', 'API', 'Complete', ?, ?)`,
			tulip, db.Now(), db.Now()); err != nil {
			t.Fatal(err)
		}
		token := env.Login(t, "client@tulip.example.com")
		export := func(format, language string) apptest.Response {
			return env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/exports/orders", tulip),
				url.Values{"format": {format}, "language": {language}, "q": {"WORDS-"}})
		}
		for _, tc := range []struct {
			language, begins string
			words            []string // payment_method, status, source
		}{
			{"en-GB", "\uFEFForder_number,order_date,", []string{"Direct debit", "Ready to import", "Webshop"}},
			{"nl-NL", "\uFEFForder_number;order_date;", []string{"Incasso", "Gereed voor import", "Webshop"}},
		} {
			for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
				res := export(string(format), tc.language)
				if res.Status != http.StatusOK || format == tabular.CSV && !strings.HasPrefix(string(res.Body), tc.begins) {
					t.Fatalf("%s %s: %d %.80q", tc.language, format, res.Status, res.Body)
				}
				rows := tabulartest.ReadRows(t, format, res.Body)
				column := func(name string) string { return rows[1][slices.Index(rows[0], name)] }
				if got := []string{column("payment_method"), column("status"), column("source")}; len(rows) != 2 || !slices.Equal(got, tc.words) {
					t.Errorf("%s %s: %q, want %q", tc.language, format, got, tc.words)
				}
			}
		}
		res := export("csv", "fr-FR")
		want := `{"message":"errors.422","errors":{"language":["validation.one_of,en-GB / nl-NL"]}}`
		if got := strings.TrimSpace(string(res.Body)); res.Status != http.StatusUnprocessableEntity || got != want {
			t.Errorf("an unknown language: %d %s", res.Status, got)
		}
	})
}
