package stockreports_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
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

// A product's stock chart on both engines: twelve Amsterdam months up to now's, oldest first, a
// month without movements closing as the one before it with no usage, the months before the chart
// giving its first closing, a shipment at 23:30 UTC on New Year's Eve being January's; a late
// correction into a past month moves that month's closing and every later one; a product without
// movements is twelve zeros; another account's product, or an unknown one, is not found.
func TestProductMonths(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d := env.App.DB
		account := dbtest.Account(t, d, "Chart B.V.")
		other := dbtest.Account(t, d, "Other Chart B.V.")
		product := productstest.Stocked(t, d, account, "CH-A", true, 0)
		quiet := productstest.Stocked(t, d, account, "CH-B", true, 0)
		foreign := productstest.Stocked(t, d, other, "CH-X", true, 0)
		post := func(at, kind string, quantity int64) {
			t.Helper()
			occurred, err := time.Parse(time.RFC3339, at)
			if err != nil {
				t.Fatal(err)
			}
			m := stock.Movement{ClientID: account, ProductID: product, LotNumber: "L1", BatchStatus: "sellable",
				Quantity: quantity, Type: kind, Reference: "CH", OccurredAt: occurred}
			if err := d.Tx(t.Context(), func(q db.Q) error { return stock.Post(t.Context(), q, m) }); err != nil {
				t.Fatal(err)
			}
		}
		post("2025-01-10T10:00:00Z", "receipt", 50) // before the chart's months
		post("2025-04-10T10:00:00Z", "shipment", -10)
		post("2025-04-20T10:00:00Z", "receipt", 5)
		post("2025-12-15T10:00:00Z", "shipment", -7)
		post("2025-12-31T23:30:00Z", "shipment", -8) // 1 January 2026 in Amsterdam
		post("2026-02-03T10:00:00Z", "correction", -2)

		reports := stockreports.NewReports(d)
		expect := func(id int64, now string, want string) {
			t.Helper()
			at, err := time.Parse(time.RFC3339, now)
			if err != nil {
				t.Fatal(err)
			}
			months, err := reports.ProductMonths(t.Context(), account, id, at)
			if err != nil {
				t.Fatal(err)
			}
			if got := fmt.Sprint(months); got != want {
				t.Errorf("at %s:\n got %s\nwant %s", now, got, want)
			}
		}
		expect(product, "2026-02-15T12:00:00Z", "[{2025-03 50 0} {2025-04 45 10} {2025-05 45 0} {2025-06 45 0} {2025-07 45 0} "+
			"{2025-08 45 0} {2025-09 45 0} {2025-10 45 0} {2025-11 45 0} {2025-12 38 7} {2026-01 30 8} {2026-02 28 0}]")
		expect(quiet, "2026-02-15T12:00:00Z", "[{2025-03 0 0} {2025-04 0 0} {2025-05 0 0} {2025-06 0 0} {2025-07 0 0} "+
			"{2025-08 0 0} {2025-09 0 0} {2025-10 0 0} {2025-11 0 0} {2025-12 0 0} {2026-01 0 0} {2026-02 0 0}]")

		post("2025-06-10T10:00:00Z", "correction", 3) // a late count into June
		expect(product, "2026-02-15T12:00:00Z", "[{2025-03 50 0} {2025-04 45 10} {2025-05 45 0} {2025-06 48 0} {2025-07 48 0} "+
			"{2025-08 48 0} {2025-09 48 0} {2025-10 48 0} {2025-11 48 0} {2025-12 41 7} {2026-01 33 8} {2026-02 31 0}]")
		// 23:30 UTC on the last day of December is January in Amsterdam: the chart ends with it.
		expect(product, "2026-12-31T23:30:00Z", "[{2026-02 31 0} {2026-03 31 0} {2026-04 31 0} {2026-05 31 0} {2026-06 31 0} "+
			"{2026-07 31 0} {2026-08 31 0} {2026-09 31 0} {2026-10 31 0} {2026-11 31 0} {2026-12 31 0} {2027-01 31 0}]")

		for _, id := range []int64{foreign, foreign + quiet + product} {
			if _, err := reports.ProductMonths(t.Context(), account, id, time.Now()); !errors.Is(err, domain.ErrNotFound) {
				t.Errorf("product %d of no account's or another's: %v, want not found", id, err)
			}
		}

		token := env.Login(t, demo.Logins[1].Email) // provider staff see every account
		before := time.Now().In(domain.Local).Format("2006-01")
		res := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/products/%d/stock-months", account, product), token, nil)
		after := time.Now().In(domain.Local).Format("2006-01")
		var answer apptest.Answer[[]stockreports.ProductMonth]
		if err := json.Unmarshal(res.Body, &answer); err != nil || res.Status != http.StatusOK {
			t.Fatalf("stock months: %d %s", res.Status, res.Body)
		}
		if n := len(answer.Data); n != 12 {
			t.Fatalf("stock months: %d months, want 12: %s", n, res.Body)
		}
		if last := answer.Data[11]; (last.Month != before && last.Month != after) || last.ClosingStock != 31 || last.Usage != 0 {
			t.Errorf("stock months: the last month is %+v, want the current month in Amsterdam (%s) closing at 31", last, after)
		}
		for _, path := range []string{fmt.Sprintf("%d/products/%d", account, foreign), fmt.Sprintf("%d/products/abc", account)} {
			if res := env.Do(t, "GET", "/api/clients/"+path+"/stock-months", token, nil); res.Status != http.StatusNotFound {
				t.Errorf("%s: %d %s, want 404", path, res.Status, res.Body)
			}
		}
	})
}

// The example api/openapi.yaml gives of a product's stock months is what it answers: months that
// encode back to exactly the example, every key and no other, twelve of them, oldest first.
func TestOpenAPIProductMonthsExample(t *testing.T) {
	var decoded struct {
		Data []stockreports.ProductMonth `json:"data"`
	}
	apptest.ExpectWritesBack(t, apptest.Example(t, "get", "/api/clients/{clientId}/products/{productId}/stock-months", "200", "october"), &decoded)
	if len(decoded.Data) != 12 {
		t.Fatalf("the example has %d months, want 12", len(decoded.Data))
	}
	for i := 1; i < len(decoded.Data); i++ {
		if decoded.Data[i-1].Month >= decoded.Data[i].Month {
			t.Errorf("the example's months are not oldest first: %s before %s", decoded.Data[i-1].Month, decoded.Data[i].Month)
		}
	}
}
