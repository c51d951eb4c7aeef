package deliveries_test

import (
	"fmt"
	"net/http"
	"testing"

	"kade/internal/apptest"
	"kade/internal/deliveries"
	"kade/internal/demo"
	"kade/internal/products/productstest"
	"kade/internal/stock/stocktest"
	"kade/internal/warehouse/warehousetest"
)

// The warehouse reports a delivery's arrival and receives it in two receipts through its API: the
// delivery leaves the list of what waits once received, its units are in stock in their lots and
// statuses, and each message books once; what cannot be received changes nothing.
func TestWarehouseReceivesADelivery(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d, account := env.App.DB, env.Accounts[demo.Accounts[0]]
		tea := productstest.Stocked(t, d, account, "WH-TEA", true, 0)
		mug := productstest.Stocked(t, d, account, "WH-MUG", true, 0)
		delivery, err := deliveries.NewDeliveries(d).Send(t.Context(), account, nil, deliveries.SourceManual, deliveries.Fields{
			Reference: "WH-IN-1", PlannedDate: "2026-03-02", UnitLoad: deliveries.UnitLoadColli,
			Lines: []deliveries.Line{{ArticleNumber: "WH-TEA", Quantity: 10}, {ArticleNumber: "WH-MUG", Quantity: 4}}})
		if err != nil {
			t.Fatal(err)
		}
		w := warehousetest.New(t, env)
		path := fmt.Sprintf("/api/warehouse/deliveries/%d", delivery.ID)
		if !w.Waiting(t, "/api/warehouse/deliveries")[delivery.ID] {
			t.Errorf("delivery %d does not wait for the warehouse", delivery.ID)
		}
		if got := stocktest.ProductFigures(t, d, tea); got.Inbound != 10 {
			t.Fatalf("tea before: %+v", got)
		}

		arrived := w.Post(t, path+"/arrival", "in-arrival", map[string]any{"arrived_at": "2026-03-02T08:15:00Z"})
		got := warehousetest.Decode[deliveries.Delivery](t, arrived)
		if arrived.Status != http.StatusOK || got.Data.Status != deliveries.StatusArrived || got.Data.InGoodsReceiptAreaAt == nil ||
			got.Data.InGoodsReceiptAreaAt.Format("15:04") != "08:15" {
			t.Fatalf("arrival: %d %s", arrived.Status, arrived.Body)
		}
		if again := w.Post(t, path+"/arrival", "in-arrival", map[string]any{"arrived_at": "2026-03-02T08:15:00Z"}); again.Status != http.StatusOK ||
			string(again.Body) != string(arrived.Body) {
			t.Errorf("a retried arrival: %d %s", again.Status, again.Body)
		}
		late := w.Post(t, path+"/arrival", "in-arrival-2", nil)
		if answer := warehousetest.Decode[deliveries.Delivery](t, late); late.Status != http.StatusConflict ||
			answer.Message != "deliveries.errors.not_allowed" || answer.Data.Status != deliveries.StatusArrived {
			t.Errorf("a second arrival: %d %s", late.Status, late.Body)
		}
		if got := stocktest.ProductFigures(t, d, tea); got.Inbound != 0 || got.InTransit != 10 {
			t.Errorf("tea arrived: %+v", got)
		}

		receipt := func(final bool, rows ...map[string]any) map[string]any {
			return map[string]any{"delivery_id": delivery.ID, "receipt_number": "REC-77", "receipt_date": "2026-03-02", "final": final, "rows": rows}
		}
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/receipts", "in-bad", receipt(false,
			map[string]any{"article_number": "WH-TEA", "stock_status": "sellable", "quantity": 6},
			map[string]any{"article_number": "WH-PLUM", "stock_status": "sellable", "quantity": 1})),
			"errors.422", map[string][]string{"rows.1.article_number": {"deliveries.validation.product_unknown"}})
		apptest.ExpectInvalid(t, w.Post(t, "/api/warehouse/receipts", "in-bad-unit", receipt(false,
			map[string]any{"article_number": "WH-TEA", "stock_status": "sellable", "quantity": 6, "trade_unit": "Crate"})),
			"errors.422", map[string][]string{"rows.0.trade_unit": {"validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD"}})
		if got := stocktest.ProductFigures(t, d, tea); got.Total != 0 {
			t.Errorf("a refused receipt booked stock: %+v", got)
		}

		first := w.Post(t, "/api/warehouse/receipts", "in-receipt-1", receipt(false,
			map[string]any{"article_number": "WH-TEA", "stock_status": "sellable", "lot_number": "L7", "best_before_date": "2027-06-30", "quantity": 6}))
		if answer := warehousetest.Decode[deliveries.Delivery](t, first); first.Status != http.StatusCreated ||
			answer.Data.Status != deliveries.StatusArrived || answer.Data.Lines[0].ReceivedQuantity != 6 {
			t.Fatalf("first receipt: %d %s", first.Status, first.Body)
		}
		if w.Post(t, "/api/warehouse/receipts", "in-receipt-1", receipt(false,
			map[string]any{"article_number": "WH-TEA", "stock_status": "sellable", "lot_number": "L7", "best_before_date": "2027-06-30", "quantity": 6})).Status != http.StatusCreated {
			t.Error("a retried receipt is not answered as the first")
		}
		last := w.Post(t, "/api/warehouse/receipts", "in-receipt-2", receipt(true,
			map[string]any{"article_number": "WH-TEA", "stock_status": "sellable", "lot_number": "L7", "best_before_date": "2027-06-30", "quantity": 4},
			map[string]any{"article_number": "WH-MUG", "stock_status": "sellable", "quantity": 3},
			map[string]any{"article_number": "WH-MUG", "stock_status": "damaged", "lot_number": "D1", "quantity": 1, "trade_unit": "Box"}))
		answer := warehousetest.Decode[deliveries.Delivery](t, last)
		if last.Status != http.StatusCreated || answer.Data.Status != deliveries.StatusReceived ||
			answer.Data.Lines[0].ReceivedQuantity != 10 || answer.Data.Lines[1].ReceivedQuantity != 4 {
			t.Fatalf("last receipt: %d %s", last.Status, last.Body)
		}
		// The retry booked nothing twice: 10 teas, 3 sellable mugs and a damaged one.
		if tf, mf := stocktest.ProductFigures(t, d, tea), stocktest.ProductFigures(t, d, mug); tf.Total != 10 || tf.Available != 10 ||
			tf.InTransit != 0 || mf.Available != 3 || mf.Total != 4 {
			t.Errorf("after the receipts: tea %+v, mug %+v", tf, mf)
		}
		// The inbound overview shows the unit the warehouse counted in, else the delivery line's.
		var units []string
		if err := d.Read().Select(t.Context(), &units, `SELECT product_code || ' ' || lot_number || ' ' || trade_unit
			FROM delivery_receipts WHERE delivery_id = ? ORDER BY id`, delivery.ID); err != nil {
			t.Fatal(err)
		}
		if want := []string{"WH-TEA L7 Piece", "WH-TEA L7 Piece", "WH-MUG  Piece", "WH-MUG D1 Box"}; fmt.Sprint(units) != fmt.Sprint(want) {
			t.Errorf("receipt rows %q, want %q", units, want)
		}
		if w.Waiting(t, "/api/warehouse/deliveries")[delivery.ID] {
			t.Error("a received delivery still waits for the warehouse")
		}
		if res := w.Get(t, path); res.Status != http.StatusOK {
			t.Errorf("the delivery: %d", res.Status)
		}

		other := warehousetest.New(t, env, env.Accounts[demo.Accounts[1]])
		if res := other.Get(t, path); res.Status != http.StatusNotFound {
			t.Errorf("another account's delivery: %d", res.Status)
		}
		if res := other.Post(t, "/api/warehouse/receipts", "in-other", receipt(true,
			map[string]any{"article_number": "WH-TEA", "stock_status": "sellable", "quantity": 1})); res.Status != http.StatusNotFound {
			t.Errorf("a receipt of another account's delivery: %d %s", res.Status, res.Body)
		}
		if other.Waiting(t, "/api/warehouse/deliveries")[delivery.ID] {
			t.Error("another account's delivery is in the list")
		}
	})
}
