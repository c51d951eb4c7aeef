package stockreports_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
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

// usageFigures are an overview row's usage: last month, last quarter, last year, this year.
type usageFigures [4]int64

func rowUsage(r stockreports.OverviewRow) usageFigures {
	return usageFigures{r.UsageLastMonth, r.UsageLastQuarter, r.UsageLastYear, r.UsageThisYear}
}

// overviewOf reads the account's stock overview as of now through Reports, with query's filters.
func overviewOf(t *testing.T, reports *stockreports.Reports, account int64, query url.Values, now time.Time) map[string]stockreports.OverviewRow {
	t.Helper()
	f, err := stockreports.ParseOverviewFilter(query, now)
	if err != nil {
		t.Fatalf("%v: %v", query, err)
	}
	rows, _, _, err := reports.Overview(t.Context(), account, f, now)
	if err != nil {
		t.Fatal(err)
	}
	byArticle := map[string]stockreports.OverviewRow{}
	for _, r := range rows {
		byArticle[r.ArticleNumber] = r
	}
	return byArticle
}

// Usage per calendar period in Amsterdam, on both engines: a shipment in the last second of a
// quarter is that quarter's, one a second later the next's; a leap day counts; only shipments are
// usage; this year runs up to the day; days of stock left divide by the 90 days' usage.
func TestStockOverviewUsage(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d := env.App.DB
		account := dbtest.Account(t, d, "Usage B.V.")
		product := productstest.Stocked(t, d, account, "US-1", true, 0)
		post := func(at string, kind string, quantity int64) {
			t.Helper()
			occurred, err := time.Parse(time.RFC3339, at)
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Tx(t.Context(), func(q db.Q) error {
				return stock.Post(t.Context(), q, stock.Movement{ClientID: account, ProductID: product, LotNumber: "U",
					BatchStatus: "sellable", Quantity: quantity, Type: kind, Reference: "US", OccurredAt: occurred})
			}); err != nil {
				t.Fatal(err)
			}
		}
		post("2023-06-01T10:00:00Z", "receipt", 10000)
		post("2024-02-29T12:00:00Z", "shipment", -1)    // a leap day: last year's
		post("2024-09-30T21:59:59Z", "shipment", -10)   // 23:59:59 on 30 September in Amsterdam: Q3
		post("2024-09-30T22:00:00Z", "shipment", -100)  // 1 October in Amsterdam: Q4
		post("2024-12-31T22:59:59Z", "shipment", -1000) // the last second of 2024 in Amsterdam
		post("2024-12-31T23:00:00Z", "shipment", -2)    // 1 January 2025 in Amsterdam
		post("2025-01-20T10:00:00Z", "return", 50)      // a return is no usage
		post("2025-01-21T10:00:00Z", "correction", -5)  // nor is a correction
		post("2025-02-10T10:00:00Z", "shipment", -20)
		post("2025-02-12T10:00:00Z", "shipment", -70) // after the day asked below

		reports := stockreports.NewReports(d)
		now := time.Date(2025, 2, 11, 12, 0, 0, 0, domain.Local)
		got := overviewOf(t, reports, account, url.Values{}, now)["US-1"]
		// As of 11 February 2025: last month January (2), last quarter Q4 2024 (100 + 1000), last year
		// 2024 (1 + 10 + 100 + 1000), this year 2 + 20; the 90 days from 14 November 2024 took 1022.
		if want := (usageFigures{2, 1100, 1111, 22}); rowUsage(got) != want {
			t.Errorf("usage as of 11 February 2025: %v, want %v", rowUsage(got), want)
		}
		stockNow := int64(10000 - 1 - 10 - 100 - 1000 - 2 + 50 - 5 - 20 - 70)
		if got.CurrentStock != stockNow || got.DaysOfStockLeft == nil || *got.DaysOfStockLeft != stockNow*90/(1000+2+20) {
			t.Errorf("stock %d, days left %v; want %d, %d", got.CurrentStock, got.DaysOfStockLeft, stockNow, stockNow*90/1022)
		}
		past := overviewOf(t, reports, account, url.Values{"date": {"2024-09-30"}}, now)["US-1"]
		// As of 30 September 2024: Q3's last second counts in this year and in no last quarter.
		if want := (usageFigures{0, 0, 0, 11}); rowUsage(past) != want || past.CurrentStock != 10000-11 || past.AvailableStock != nil {
			t.Errorf("as of 30 September 2024: usage %v stock %d available %v, want %v, %d, none", rowUsage(past),
				past.CurrentStock, past.AvailableStock, want, 10000-11)
		}
		if q4 := overviewOf(t, reports, account, url.Values{"date": {"2025-01-01"}}, now)["US-1"]; rowUsage(q4) != (usageFigures{1000, 1100, 1111, 2}) {
			t.Errorf("as of 1 January 2025: usage %v", rowUsage(q4))
		}
	})
}

// Stock on a past date is the ledger replayed up to the end of that day in Amsterdam, on both
// engines: random movements of three products over two years (status changes among them), and for
// random days every product's stock and the part not sellable equal the sums of what was posted up
// to that day.
func TestStockOverviewOnAPastDate(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d := env.App.DB
		account := dbtest.Account(t, d, "Past B.V.")
		articles := []string{"PD-1", "PD-2", "PD-3"}
		ids := map[string]int64{}
		for _, a := range articles {
			ids[a] = productstest.Stocked(t, d, account, a, true, 0)
		}
		rng := rand.New(rand.NewPCG(7, 11))
		start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
		var posted []stock.Movement
		for range 120 {
			a := articles[rng.IntN(len(articles))]
			at := start.Add(time.Duration(rng.Int64N(int64(700 * 24 * time.Hour))))
			m := stock.Movement{ClientID: account, ProductID: ids[a], LotNumber: "P", BatchStatus: "sellable",
				Quantity: 1 + rng.Int64N(50), Type: "receipt", Reference: "PD", OccurredAt: at}
			moves := []stock.Movement{m}
			if rng.IntN(4) == 0 { // a receipt of damaged goods put aside at once
				damaged := m
				damaged.BatchStatus, damaged.Type, damaged.Quantity = "damaged", "status_change", (m.Quantity+1)/2
				moved := m
				moved.Type, moved.Quantity = "status_change", -damaged.Quantity
				moves = append(moves, moved, damaged)
			}
			if err := d.Tx(t.Context(), func(q db.Q) error { return stock.Post(t.Context(), q, moves...) }); err != nil {
				t.Fatal(err)
			}
			posted = append(posted, moves...)
		}
		reports := stockreports.NewReports(d)
		now := start.AddDate(2, 0, 0)
		for range 12 {
			day := start.AddDate(0, 0, rng.IntN(730)).In(domain.Local).Format(time.DateOnly)
			end, _ := time.ParseInLocation(time.DateOnly, day, domain.Local)
			end = end.AddDate(0, 0, 1)
			total, onHold := map[int64]int64{}, map[int64]int64{}
			for _, m := range posted {
				if m.OccurredAt.Before(end) {
					total[m.ProductID] += m.Quantity
					if m.BatchStatus != "sellable" {
						onHold[m.ProductID] += m.Quantity
					}
				}
			}
			got := overviewOf(t, reports, account, url.Values{"date": {day}}, now)
			for _, a := range articles {
				if r := got[a]; r.CurrentStock != total[ids[a]] || r.OnHoldStock != onHold[ids[a]] {
					t.Errorf("%s on %s: stock %d on hold %d, want %d and %d", a, day, r.CurrentStock, r.OnHoldStock,
						total[ids[a]], onHold[ids[a]])
				}
			}
		}
	})
}

// The overview through HTTP: the product overview's filters and 'Load more', a date in the future or a
// date with the current figures' filter or sort refused with nothing read, and the export.
func TestStockOverviewRoute(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d := env.App.DB
		account := dbtest.Account(t, d, "Route B.V.")
		productstest.Stocked(t, d, account, "RT-1", true, 12)
		productstest.Stocked(t, d, account, "RT-2", false, 3)
		token := env.Login(t, demo.Logins[1].Email)
		path := fmt.Sprintf("/api/clients/%d/stock", account)
		list := func(query string) (apptest.Answer[[]stockreports.OverviewRow], int) {
			t.Helper()
			res := env.Do(t, "GET", path+"?"+query, token, nil)
			var page apptest.Answer[[]stockreports.OverviewRow]
			if res.Status == http.StatusOK {
				if err := json.Unmarshal(res.Body, &page); err != nil {
					t.Fatal(err)
				}
			}
			return page, res.Status
		}
		first, status := list("limit=1")
		if status != http.StatusOK || len(first.Data) != 1 || first.Data[0].ArticleNumber != "RT-1" || first.Data[0].CurrentStock != 12 ||
			first.Meta.Total != 2 || first.Meta.NextCursor == nil {
			t.Fatalf("first page: %d %+v", status, first)
		}
		next, _ := list("limit=1&cursor=" + url.QueryEscape(*first.Meta.NextCursor))
		if len(next.Data) != 1 || next.Data[0].ArticleNumber != "RT-2" || next.Data[0].IsActive {
			t.Errorf("'Load more': %+v", next)
		}
		if inactive, _ := list("status=inactive"); len(inactive.Data) != 1 || inactive.Data[0].ArticleNumber != "RT-2" {
			t.Errorf("inactive: %+v", inactive)
		}
		tomorrow := time.Now().In(domain.Local).AddDate(0, 0, 2).Format(time.DateOnly)
		apptest.ExpectInvalid(t, env.Do(t, "GET", path+"?date="+tomorrow+"&stock_alert=insufficient&sort=total_stock", token, nil),
			"errors.422", map[string][]string{"date": {"stock.validation.future_date"},
				"stock_alert": {"stock.validation.current_only"}, "sort": {"stock.validation.current_only"}})
		apptest.ExpectInvalid(t, env.Do(t, "GET", path+"?date=0000-01-01", token, nil), "errors.422",
			map[string][]string{"date": {"validation.min,2000-01-01"}})

		res := env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/exports/stock", account),
			url.Values{"format": {"csv"}, "status": {"active"}, "language": {"en-GB"}})
		lines := strings.Split(strings.ReplaceAll(strings.TrimSpace(strings.TrimPrefix(string(res.Body), "\uFEFF")), "\r\n", "\n"), "\n")
		want := []string{
			"article_number,product_name,current_stock,stock_minimum,stock_status,available_stock,on_hold_stock,in_transit_stock," +
				"inbound_stock,usage_last_month,usage_last_quarter,usage_last_year,usage_this_year,days_of_stock_left",
			"RT-1,Product RT-1,12,0,None,12,0,0,0,0,0,0,0,",
		}
		if res.Status != http.StatusOK || strings.Join(lines, "\n") != strings.Join(want, "\n") {
			t.Errorf("export: %d\n%q\nwant\n%q", res.Status, lines, want)
		}
	})
}

// The example api/openapi.yaml gives of the stock overview is what it answers: rows that encode back
// to exactly the example, every key and no other.
func TestOpenAPIStockOverviewExample(t *testing.T) {
	var decoded struct {
		Data []stockreports.OverviewRow `json:"data"`
		Meta struct {
			NextCursor *string `json:"next_cursor"`
			Total      int64   `json:"total"`
		} `json:"meta"`
	}
	apptest.ExpectWritesBack(t, apptest.Example(t, "get", "/api/clients/{clientId}/stock", "200", "today"), &decoded)
}
