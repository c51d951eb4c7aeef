package stockreports_test

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/listing/listingtest"
	"kade/internal/products/productstest"
	"kade/internal/stock"
	"kade/internal/stockreports"
)

// Whole outer boxes are rounded towards zero, also of a balance below zero, and there are none
// without an outer box (none, or one of no units).
func TestWholeOuterBoxes(t *testing.T) {
	for _, c := range []struct {
		quantity int64
		perBox   *int64
		want     string
	}{
		{26, new(int64(12)), "2"},
		{24, new(int64(12)), "2"},
		{12, new(int64(12)), "1"},
		{11, new(int64(12)), "0"},
		{0, new(int64(12)), "0"},
		{-5, new(int64(12)), "0"},
		{-24, new(int64(12)), "-2"},
		{-25, new(int64(12)), "-2"},
		{7, new(int64(1)), "7"},
		{7, nil, "none"},
		{7, new(int64(0)), "none"},
		{7, new(int64(-3)), "none"},
	} {
		got := "none"
		if boxes := stockreports.WholeOuterBoxes(c.quantity, c.perBox); boxes != nil {
			got = fmt.Sprint(*boxes)
		}
		if got != c.want {
			t.Errorf("%d units, %v per box: %s boxes, want %s", c.quantity, c.perBox, got, c.want)
		}
	}
}

// batchRow is what a test compares of a batch row.
func batchRow(r stockreports.BatchRow) string {
	hu := "-"
	if r.AmountHU != nil {
		hu = fmt.Sprintf("%d %s", *r.AmountHU, *r.UnitHU)
	}
	return fmt.Sprintf("%s %s %s %s %d %s / %s expired=%t", r.ArticleNumber, r.LotNumber, r.BestBeforeDate, r.Status,
		r.AmountSKU, r.UnitSKU, hu, r.Expired)
}

// batchAccount is an account with balances of three products (one with outer boxes of 12, one
// without, one whose outer box holds no units) around the end of March 2026, and another account
// with a balance of its own that holds the same lot number; it returns the first. Its dates are of
// year rather than 2026 when year is not 2026 (a test of the whole app, whose job expire-lots would
// move what has expired today, takes a later year).
func batchAccount(t *testing.T, d *db.DB, year int) int64 {
	t.Helper()
	account, other := dbtest.Account(t, d, "Batch Report B.V."), dbtest.Account(t, d, "Other Batches B.V.")
	products := map[string]int64{}
	for article, box := range map[string]string{"BR-A": "TRUE, quantity_sku = 12", "BR-B": "FALSE, quantity_sku = 12", "BR-C": "TRUE, quantity_sku = 0"} {
		products[article] = productstest.Stocked(t, d, account, article, true, 0)
		if _, err := d.Write().Exec(t.Context(), `UPDATE products SET hu = `+box+` WHERE id = ?`, products[article]); err != nil {
			t.Fatal(err)
		}
	}
	post := func(client int64, product int64, lot, bestBefore, status string, quantity int64) {
		t.Helper()
		bestBefore = strings.Replace(bestBefore, "2026", fmt.Sprint(year), 1)
		m := stock.Movement{ClientID: client, ProductID: product, LotNumber: lot, BestBefore: bestBefore, BatchStatus: status,
			Quantity: quantity, Type: "receipt", Reference: "BR", OccurredAt: time.Date(2026, 1, 5, 10, 0, 0, 0, time.UTC)}
		if err := d.Tx(t.Context(), func(q db.Q) error { return stock.Post(t.Context(), q, m) }); err != nil {
			t.Fatal(err)
		}
	}
	post(account, products["BR-A"], "A1", "2026-03-28", "sellable", 26)
	post(account, products["BR-A"], "A2", "2026-03-29", "sellable", 24)
	post(account, products["BR-A"], "A2", "2026-03-29", "damaged", 1)
	post(account, products["BR-A"], "A3", "2026-03-31", "blocked", 11)
	post(account, products["BR-A"], "A4", "2026-04-01", "sellable", 12)
	post(account, products["BR-B"], "B1", "", "sellable", 30)
	post(account, products["BR-C"], "C1", "2026-03-30", "reserved", 5)
	post(account, products["BR-C"], "C2", "2026-03-30", "sellable", 4)
	post(account, products["BR-C"], "C2", "2026-03-30", "sellable", -4) // back to 0: not listed
	theirs := productstest.Stocked(t, d, other, "BR-A", true, 0)
	post(other, theirs, "A1", "2026-03-28", "sellable", 99)
	return account
}

// The batch report, on both engines, read on 29 March 2026 at 00:30 in Amsterdam (still 28 March in
// UTC): an account's balances that hold units, the soonest best-before date first, lots without
// one last; whole outer boxes; expired before that day; each filter alone and together, through
// every page; another account's balances never.
func TestBatchReport(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		account := batchAccount(t, d, 2026)
		reports := stockreports.NewReports(d)
		now := time.Date(2026, 3, 28, 23, 30, 0, 0, time.UTC)
		all := []string{
			"BR-A A1 2026-03-28 sellable 26 Piece / 2 Box expired=true",
			"BR-A A2 2026-03-29 sellable 24 Piece / 2 Box expired=false",
			"BR-A A2 2026-03-29 damaged 1 Piece / 0 Box expired=false",
			"BR-C C1 2026-03-30 reserved 5 Piece / - expired=false",
			"BR-A A3 2026-03-31 blocked 11 Piece / 0 Box expired=false",
			"BR-A A4 2026-04-01 sellable 12 Piece / 1 Box expired=false",
			"BR-B B1  sellable 30 Piece / - expired=false",
		}
		for _, c := range []struct {
			params url.Values
			want   []string
		}{
			{url.Values{}, all},
			{url.Values{"status": {"sellable"}}, []string{all[0], all[1], all[5], all[6]}},
			{url.Values{"expires_within": {"0"}}, all[0:3]},
			{url.Values{"expires_within": {"2"}}, all[0:5]},
			{url.Values{"expires_within": {"2"}, "status": {"sellable"}}, all[0:2]},
			{url.Values{"q": {"br-c"}}, all[3:4]},
			{url.Values{"q": {"product br-b"}}, all[6:]},
			{url.Values{"q": {"a2"}}, all[1:3]},
			{url.Values{"q": {"A"}, "status": {"blocked"}}, all[4:5]},
			{url.Values{"q": {"nothing"}}, nil},
		} {
			for _, limit := range []string{"2", "50"} {
				params := url.Values{"limit": {limit}}
				for k, v := range c.params {
					params[k] = v
				}
				rows, totals := listingtest.Walk(t, params, 10, func(v url.Values) (stockreports.BatchFilter, error) {
					return stockreports.ParseBatchFilter(v, now)
				}, func(f stockreports.BatchFilter) ([]stockreports.BatchRow, *string, int64, error) {
					return reports.Batches(t.Context(), account, f)
				})
				var got []string
				for _, r := range rows {
					got = append(got, batchRow(r))
				}
				if !slices.Equal(got, c.want) || totals[0] != int64(len(c.want)) {
					t.Errorf("%v: total %d\n%s\nwant\n%s", params, totals[0], strings.Join(got, "\n"), strings.Join(c.want, "\n"))
				}
			}
		}
		// At 23:30 in Amsterdam on 29 March, the lot of 29 March has not expired yet, nor expired within 0 days.
		f, err := stockreports.ParseBatchFilter(url.Values{"expires_within": {"0"}}, time.Date(2026, 3, 29, 21, 30, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		rows, _, _, err := reports.Batches(t.Context(), account, f)
		if err != nil || len(rows) != 3 || rows[1].Expired || rows[2].Expired || !rows[0].Expired {
			t.Errorf("on 29 March at 23:30: %v %+v", err, rows)
		}
	})
}

// The batch report over HTTP: its page, its export in both languages with the screen's filters and
// words, and its bad parameters, which are a 422 by name.
func TestBatchReportAPI(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		year := time.Now().Year() + 2
		account := batchAccount(t, env.App.DB, year)
		token := env.Login(t, demo.Logins[1].Email) // provider staff see every account
		path := fmt.Sprintf("/api/clients/%d/stock/batches", account)
		rows := apptest.Data[[]map[string]any](t, env.Do(t, "GET", path+"?status=sellable&q=br-a", token, nil))
		if len(rows) != 3 || rows[0]["lot_number"] != "A1" || rows[0]["amount_hu"] != 2.0 || rows[0]["unit_hu"] != "Box" ||
			rows[0]["expired"] != false || rows[0]["unit_sku"] != "Piece" || rows[0]["product_name"] != "Product BR-A" {
			t.Errorf("rows: %v", rows)
		}
		apptest.ExpectInvalid(t, env.Do(t, "GET", path+"?status=lost&expires_within=3651", token, nil), "errors.422",
			map[string][]string{"status": {"validation.one_of,sellable / damaged / reserved / blocked / expired"},
				"expires_within": {"validation.max,3650"}})
		apptest.ExpectInvalid(t, env.Do(t, "GET", path+"?expires_within=soon&q="+strings.Repeat("x", 201), token, nil), "errors.422",
			map[string][]string{"expires_within": {"validation.type"}, "q": {"validation.max,200"}})
		apptest.ExpectInvalid(t, env.Do(t, "GET", path+"?expires_within=-1", token, nil), "errors.422",
			map[string][]string{"expires_within": {"validation.min,0"}})

		export := fmt.Sprintf("/api/clients/%d/exports/stock-batches", account)
		day := func(monthDay string) string { return fmt.Sprintf("%d-%s", year, monthDay) }
		for language, sep := range map[string]string{"en-GB": ",", "nl-NL": ";"} {
			res := env.PostForm(t, token, export, url.Values{"format": {"csv"}, "q": {"br"}, "expires_within": {"3650"},
				"language": {language}})
			lines := strings.Split(strings.ReplaceAll(strings.TrimSpace(strings.TrimPrefix(string(res.Body), "\uFEFF")), "\r\n", "\n"), "\n")
			join := func(cells ...string) string { return strings.Join(cells, sep) }
			want := []string{join("article_number", "product_name", "amount_sku", "unit_sku", "amount_hu", "unit_hu", "status",
				"lot_number", "best_before_date")}
			words := map[string][]string{"en-GB": {"Piece", "Box", "Sellable", "Damaged", "Reserved", "Blocked"},
				"nl-NL": {"Stuk", "Doos", "Verkoopbaar", "Beschadigd", "Gereserveerd", "Geblokkeerd"}}[language]
			piece, box, sellable, damaged, reserved, blocked := words[0], words[1], words[2], words[3], words[4], words[5]
			want = append(want,
				join("BR-A", "Product BR-A", "26", piece, "2", box, sellable, "A1", day("03-28")),
				join("BR-A", "Product BR-A", "24", piece, "2", box, sellable, "A2", day("03-29")),
				join("BR-A", "Product BR-A", "1", piece, "0", box, damaged, "A2", day("03-29")),
				join("BR-C", "Product BR-C", "5", piece, "", "", reserved, "C1", day("03-30")),
				join("BR-A", "Product BR-A", "11", piece, "0", box, blocked, "A3", day("03-31")),
				join("BR-A", "Product BR-A", "12", piece, "1", box, sellable, "A4", day("04-01")))
			if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="stock-batches-`) ||
				strings.Join(lines, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s export: %d %v\n%s\nwant\n%s", language, res.Status, res.Header, strings.Join(lines, "\n"), strings.Join(want, "\n"))
			}
		}
		apptest.ExpectInvalid(t, env.PostForm(t, token, export, url.Values{"format": {"csv"}, "status": {"gone"}}),
			"errors.422", map[string][]string{"status": {"validation.one_of,sellable / damaged / reserved / blocked / expired"}})
	})
}

// The example api/openapi.yaml gives of the batch report is what it answers: a page that encodes
// back to exactly the example, every key and no other.
func TestOpenAPIBatchReportExample(t *testing.T) {
	var decoded struct {
		Data []stockreports.BatchRow `json:"data"`
		Meta map[string]any          `json:"meta"`
	}
	apptest.ExpectWritesBack(t, apptest.Example(t, "get", "/api/clients/{clientId}/stock/batches", "200", "twoLots"), &decoded)
}
