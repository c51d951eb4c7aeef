package warehouse_test

import (
	"fmt"
	"net/http"
	"testing"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/products/productstest"
	"kade/internal/stock/stocktest"
	"kade/internal/warehouse"
	"kade/internal/warehouse/warehousetest"
)

// The warehouse corrects a lot after a count and moves units between statuses through its API: each
// message books once, and one that would take a lot below zero, names no product of the account or
// no status change books nothing.
func TestWarehouseCorrectsStock(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d, account := env.App.DB, env.Accounts[demo.Accounts[0]]
		product := productstest.Stocked(t, d, account, "WH-COUNT", true, 10)
		w := warehousetest.New(t, env)
		correction := func(quantity int64) warehouse.Correction {
			return warehouse.Correction{Lot: warehouse.Lot{ClientID: account, ArticleNumber: "WH-COUNT"}, StockStatus: "sellable",
				Quantity: quantity, Reason: "Cycle count"}
		}
		change := func(from, to string, quantity int64) warehouse.StatusChange {
			return warehouse.StatusChange{Lot: warehouse.Lot{ClientID: account, ArticleNumber: "WH-COUNT"}, FromStatus: from, ToStatus: to,
				Quantity: quantity, Reason: "Found damaged"}
		}
		figures := func() stocktest.Figures { return stocktest.ProductFigures(t, d, product) }

		res := w.Post(t, "/api/warehouse/stock-corrections", "count-1", correction(-3))
		if posted := warehousetest.Decode[[]warehouse.Posted](t, res).Data; res.Status != http.StatusCreated || len(posted) != 1 ||
			posted[0].Quantity != -3 || posted[0].Type != "correction" {
			t.Fatalf("correction: %d %s", res.Status, res.Body)
		}
		if again := w.Post(t, "/api/warehouse/stock-corrections", "count-1", correction(-3)); again.Status != http.StatusCreated ||
			again.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("a retried correction: %d", again.Status)
		}
		if got := figures(); got.Total != 7 || got.Available != 7 {
			t.Fatalf("after the correction: %+v", got)
		}
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/stock-corrections", "count-2", correction(-8)), "errors.422",
			map[string][]string{"quantity": {"stock.validation.negative_balance,7"}})
		unknown := correction(1)
		unknown.ArticleNumber = "WH-NONE"
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/stock-corrections", "count-3", unknown), "errors.422",
			map[string][]string{"article_number": {"warehouse.validation.product_unknown"}})
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/stock-corrections", "count-4", correction(0)), "errors.422",
			map[string][]string{"quantity": {"stock.validation.not_zero"}})

		res = w.Post(t, "/api/warehouse/stock-status-changes", "status-1", change("sellable", "damaged", 2))
		if posted := warehousetest.Decode[[]warehouse.Posted](t, res).Data; res.Status != http.StatusCreated || len(posted) != 2 {
			t.Fatalf("status change: %d %s", res.Status, res.Body)
		}
		if got := figures(); got.Total != 7 || got.Available != 5 {
			t.Errorf("after the status change: %+v", got)
		}
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/stock-status-changes", "status-2", change("damaged", "sellable", 3)), "errors.422",
			map[string][]string{"quantity": {"stock.validation.negative_balance,2"}})
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/stock-status-changes", "status-3", change("damaged", "damaged", 1)), "errors.422",
			map[string][]string{"to_status": {"warehouse.validation.same_status"}})
		if got := figures(); got.Total != 7 || got.Available != 5 {
			t.Errorf("refused messages changed the stock: %+v", got)
		}

		// The lots as the warehouse picks from them: 5 sellable and 2 damaged units in lot "".
		query := fmt.Sprintf("/api/warehouse/products?client_id=%d&article_number=WH-COUNT&article_number=WH-NONE", account)
		found := warehousetest.Decode[[]warehouse.Product](t, w.Get(t, query)).Data
		if len(found) != 1 || len(found[0].Lots) != 2 || found[0].Lots[0].Quantity+found[0].Lots[1].Quantity != 7 {
			t.Errorf("products: %+v", found)
		}
		apptest.ExpectInvalid(t, w.Get(t, "/api/warehouse/products"), "errors.422",
			map[string][]string{"client_id": {"validation.required"}, "article_number": {"validation.required"}})

		other := warehousetest.New(t, env, env.Accounts[demo.Accounts[1]])
		if res := other.Get(t, query); res.Status != http.StatusNotFound {
			t.Errorf("the products of an account the key does not reach: %d", res.Status)
		}
		if res := other.Post(t, "/api/warehouse/stock-corrections", "count-5", correction(1)); res.Status != http.StatusNotFound {
			t.Errorf("a correction in an account the key does not reach: %d", res.Status)
		}
		nowhere := correction(1)
		nowhere.ClientID = 999999
		if res := w.Post(t, "/api/warehouse/stock-corrections", "count-6", nowhere); res.Status != http.StatusNotFound {
			t.Errorf("a correction in no account: %d", res.Status)
		}
	})
}
