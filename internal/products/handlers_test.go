package products_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/products"
	"kade/internal/stock"
)

// conceptCount is how many concept products the account has.
func conceptCount(t *testing.T, env *apptest.Env, account int64) int {
	t.Helper()
	var n int
	if err := env.App.DB.Read().Get(context.Background(), &n, `SELECT count(*) FROM concept_products WHERE client_id = ?`, account); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestProductRoutes(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		tulip := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		polder := env.Portal(t, "client@polder.example.com", demo.Accounts[1])
		f := validFields("PAGE-1")
		f.MinimumStock = 10
		var id int64
		err := env.App.DB.Tx(ctx, func(q db.Q) error {
			var err error
			if id, err = products.CreateProduct(ctx, q, tulip.Account, products.SourceAPI, f); err != nil {
				return err
			}
			at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
			return stock.Post(ctx, q,
				stock.Movement{ClientID: tulip.Account, ProductID: id, LotNumber: "L1", BestBefore: "2027-01-31",
					BatchStatus: "sellable", Quantity: 12, Type: "receipt", Reference: "R-1", OccurredAt: at},
				stock.Movement{ClientID: tulip.Account, ProductID: id, LotNumber: "L1", BestBefore: "2027-01-31",
					BatchStatus: "sellable", Quantity: -5, Type: "shipment", Reference: "S-1", OccurredAt: at.Add(time.Hour)})
		})
		if err != nil {
			t.Fatal(err)
		}
		var got apptest.Answer[products.Detail]
		res := tulip.Call(t, "GET", fmt.Sprintf("/products/%d", id), nil, &got)
		d := got.Data
		if res.Status != 200 || !reflect.DeepEqual(d.Fields, f) || d.ID != id || d.ClientID != tulip.Account ||
			d.ClientName != demo.Accounts[0] || d.OriginalSource != "API" || d.TotalStock != 7 || d.AvailableStock != 7 ||
			d.StockAlert != "insufficient" {
			t.Errorf("product: %d %s", res.Status, res.Body)
		}
		if len(d.Lots) != 1 || d.Lots[0] != (stock.Lot{LotNumber: "L1", BestBefore: "2027-01-31", BatchStatus: "sellable", Quantity: 7}) ||
			len(d.Movements) != 2 || d.Movements[0].Reference != "S-1" || d.Movements[1].Quantity != 12 {
			t.Errorf("lots %+v, movements %+v", d.Lots, d.Movements)
		}
		for _, path := range []string{fmt.Sprintf("/products/%d", id), "/products/abc", "/products/999999"} {
			if res := polder.Call(t, "GET", path, nil, nil); res.Status != 404 {
				t.Errorf("GET %s as another account: %d", path, res.Status)
			}
		}
		var page apptest.Answer[[]products.Row]
		res = tulip.Call(t, "GET", "/products?q=page-&stock_alert=insufficient&status=active&product_type=Physic", nil, &page)
		if res.Status != 200 || page.Meta.Total != 1 || page.Meta.NextCursor != nil || page.Data[0].ID != id ||
			page.Data[0].TotalStock != 7 || page.Data[0].MinimumStock != 10 {
			t.Errorf("overview: %d %s", res.Status, res.Body)
		}
		if polder.Call(t, "GET", "/products?q=page-", nil, &page); page.Meta.Total != 0 {
			t.Errorf("another account's overview shows %+v", page.Data)
		}
		// What PostgreSQL cannot compare with text (NUL, invalid UTF-8) is cleaned from the search.
		for _, path := range []string{"/products?q=%00PAGE-1", "/products?q=PAGE-1%ff", "/concept-products?q=%00x%ff"} {
			if res := tulip.Call(t, "GET", path, nil, nil); res.Status != 200 {
				t.Errorf("GET %s: %d %s", path, res.Status, res.Body)
			}
		}
		res = tulip.Call(t, "GET", "/products?sort=weight&limit=500", nil, nil)
		apptest.ExpectInvalid(t, res, "errors.422", map[string][]string{
			"sort":  {"validation.one_of,article_number / name / ean / product_type / unit / total_stock / available_stock"},
			"limit": {"validation.max,200"}})
	})
}

// TestReadOnlyLevels checks that Supplier and Exit users see the products but change nothing.
func TestReadOnlyLevels(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	admin := env.Portal(t, "admin@kade.example.com", demo.Accounts[0])
	var created apptest.Answer[products.Concept]
	admin.Call(t, "POST", "/concept-products", validFields("READ-1"), &created)
	before := conceptCount(t, env, admin.Account)
	concept := fmt.Sprintf("/concept-products/%d", created.Data.ID)
	for _, email := range []string{"supplier@tulip.example.com", "exit@tulip.example.com"} {
		user := env.Portal(t, email, demo.Accounts[0])
		for _, call := range []struct {
			method, path string
			body         any
			status       int
		}{
			{"GET", "/products", nil, 200},
			{"GET", "/concept-products", nil, 200},
			{"GET", concept, nil, 200},
			{"POST", "/concept-products", validFields("READ-2"), 403},
			{"PUT", concept, validFields("READ-1"), 403},
			{"DELETE", concept, nil, 403},
			{"POST", "/concept-products/send", map[string]any{"ids": []int64{created.Data.ID}}, 403},
			{"POST", "/concept-products/bulk", map[string]any{"ids": []int64{created.Data.ID}, "changes": map[string]any{"name": "x"}}, 403},
		} {
			if res := user.Call(t, call.method, call.path, call.body, nil); res.Status != call.status {
				t.Errorf("%s %s %s: %d, want %d", email, call.method, call.path, res.Status, call.status)
			}
		}
	}
	if n := conceptCount(t, env, admin.Account); n != before {
		t.Errorf("%d concepts, want %d", n, before)
	}
}
