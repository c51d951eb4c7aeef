package orders_test

import (
	"fmt"
	"net/http"
	"reflect"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/products/productstest"
	"kade/internal/stock"
	"kade/internal/stock/stocktest"
	"kade/internal/warehouse"
	"kade/internal/warehouse/warehousetest"
)

// ship posts a shipment of the order with the message id.
func ship(t *testing.T, w warehousetest.WMS, orderID int64, messageID string, sh orders.Shipment) apptest.Response {
	t.Helper()
	return w.Post(t, "/api/warehouse/shipments", messageID, struct {
		SalesOrderID int64 `json:"sales_order_id"`
		orders.Shipment
	}{orderID, sh})
}

func decodeOrder(t *testing.T, res apptest.Response) apptest.Answer[orders.Order] {
	t.Helper()
	return warehousetest.Decode[orders.Order](t, res)
}

// readyIDs are the orders in the key's list of orders ready for the warehouse.
func readyIDs(t *testing.T, w warehousetest.WMS) map[int64]bool {
	t.Helper()
	return w.Waiting(t, "/api/warehouse/sales-orders")
}

// receiveLot posts a receipt of sellable units of a product into a lot.
func receiveLot(t *testing.T, d *db.DB, account, productID int64, lot, bestBefore string, quantity int64) {
	t.Helper()
	if err := d.Tx(t.Context(), func(q db.Q) error {
		return stock.Post(t.Context(), q, stock.Movement{ClientID: account, ProductID: productID, LotNumber: lot,
			BestBefore: bestBefore, BatchStatus: "sellable", Quantity: quantity, Type: "receipt", Reference: "REC-LOT",
			OccurredAt: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)})
	}); err != nil {
		t.Fatal(err)
	}
}

// lotBalance is what a product's lot holds of sellable stock.
func lotBalance(t *testing.T, d *db.DB, productID int64, lot string) int64 {
	t.Helper()
	var n int64
	err := d.Read().Get(t.Context(), &n, `SELECT quantity FROM stock_balances WHERE product_id = ? AND lot_number = ? AND batch_status = 'sellable'`,
		productID, lot)
	if db.NotFound(err) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// The warehouse takes an order, ships it in two shipments and each shipment's units leave the lots
// it names, while the order goes on claiming what it still waits for; what cannot ship changes nothing.
func TestWarehouseShipsAnOrder(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d, account := env.App.DB, env.Accounts[demo.Accounts[0]]
		apple := productstest.Stocked(t, d, account, "WH-APPLE", true, 10)
		pear := productstest.Stocked(t, d, account, "WH-PEAR", true, 10)
		receiveLot(t, d, account, apple, "L1", "2027-01-31", 5)
		fields := validFields("WH-1001", orders.Line{ArticleNumber: "WH-APPLE", Quantity: 3}, orders.Line{ArticleNumber: "WH-PEAR", Quantity: 2})
		order, err := orders.NewOrders(d).Create(t.Context(), account, orders.Sender{}, fields, domain.Unreadable{})
		if err != nil {
			t.Fatal(err)
		}
		w := warehousetest.New(t, env)
		path := fmt.Sprintf("/api/warehouse/sales-orders/%d", order.ID)
		if got := stocktest.ProductFigures(t, d, apple); got.Total != 15 || got.Available != 12 {
			t.Fatalf("apple before: %+v", got)
		}

		// Ready to import: listed, oldest first.
		if !readyIDs(t, w)[order.ID] {
			t.Errorf("order %d is not in the ready list", order.ID)
		}

		// Every post carries its message id.
		apptest.ExpectInvalid(t, w.Post(t, path+"/assign", "", nil), "errors.422", map[string][]string{"idempotency_key": {"validation.required"}})

		taken := w.Post(t, path+"/assign", "msg-assign", nil)
		if got := decodeOrder(t, taken); taken.Status != http.StatusOK || got.Data.Status != orders.StatusAssigned {
			t.Fatalf("assign: %d %s", taken.Status, taken.Body)
		}
		if readyIDs(t, w)[order.ID] {
			t.Errorf("order %d is still ready once taken", order.ID)
		}
		again := w.Post(t, path+"/assign", "msg-assign", nil)
		if again.Status != http.StatusOK || string(again.Body) != string(taken.Body) || again.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("a retried assign: %d %s %v", again.Status, again.Body, again.Header)
		}
		if res := ship(t, w, order.ID, "msg-assign", shipment("3S-1", orders.ShipmentLine{ArticleNumber: "WH-PEAR", Quantity: 1})); res.Status != http.StatusConflict ||
			decodeOrder(t, res).Message != "errors.idempotency_key_reused" {
			t.Errorf("a message id sent again with another message: %d %s", res.Status, res.Body)
		}
		refused := w.Post(t, path+"/assign", "msg-assign-2", nil)
		if got := decodeOrder(t, refused); refused.Status != http.StatusConflict || got.Message != "orders.errors.not_allowed" ||
			got.Data.Status != orders.StatusAssigned || got.Data.ID != order.ID {
			t.Errorf("assigning a taken order: %d %s", refused.Status, refused.Body)
		}

		// What cannot ship is a 422 that changes nothing.
		for _, c := range []struct {
			line orders.ShipmentLine
			errs map[string][]string
		}{
			{orders.ShipmentLine{ArticleNumber: "WH-APPLE", Quantity: 4}, map[string][]string{"lines.0.quantity": {"warehouse.validation.more_than_ordered,3"}}},
			{orders.ShipmentLine{ArticleNumber: "WH-PLUM", Quantity: 1}, map[string][]string{"lines.0.article_number": {"warehouse.validation.not_on_order"}}},
			{orders.ShipmentLine{ArticleNumber: "WH-PEAR", BatchNumber: "NONE", Quantity: 1}, map[string][]string{"lines.0.quantity": {"stock.validation.negative_balance,0"}}},
			{orders.ShipmentLine{ArticleNumber: "WH-PEAR", Quantity: 1, SerialNumbers: []string{"A", "B"}}, map[string][]string{"lines.0.serial_numbers": {"warehouse.validation.serial_numbers"}}},
		} {
			apptest.ExpectInvalid(t, ship(t, w, order.ID, "msg-bad-"+c.line.ArticleNumber+c.line.BatchNumber, shipment("3S-X", c.line)), "errors.422", c.errs)
		}
		bad := shipment("3S-X", orders.ShipmentLine{ArticleNumber: "WH-PEAR", Quantity: 1})
		bad.Packages[0].TrackingURL = "javascript:alert(1)"
		apptest.ExpectInvalid(t, ship(t, w, order.ID, "msg-bad-url", bad), "errors.422",
			map[string][]string{"packages.0.tracking_url": {"warehouse.validation.url"}})

		// A partial shipment from lot L1.
		first := shipment("3S-1", orders.ShipmentLine{ArticleNumber: "WH-APPLE", BatchNumber: "L1", BestBeforeDate: "2027-01-31",
			Quantity: 2, SerialNumbers: []string{"SN-1", "SN-2"}})
		res := ship(t, w, order.ID, "msg-ship-1", first)
		got := decodeOrder(t, res).Data
		if res.Status != http.StatusCreated || got.Status != orders.StatusAssigned || got.Lines[0].QuantityDelivered != 2 ||
			got.Lines[1].QuantityDelivered != 0 || got.Tracking != "3S-1" || len(got.Shipments) != 1 {
			t.Fatalf("first shipment: %d %s", res.Status, res.Body)
		}
		wantItems := []orders.ShipmentItem{{BatchNumber: "L1", BestBeforeDate: "2027-01-31", Quantity: 2, SerialNumbers: []string{"SN-1", "SN-2"}}}
		if !reflect.DeepEqual(got.Lines[0].ShipmentItems, wantItems) || !reflect.DeepEqual(got.Shipments[0].Packages, first.Packages) {
			t.Errorf("first shipment's items %+v and packages %+v", got.Lines[0].ShipmentItems, got.Shipments[0].Packages)
		}
		if ship(t, w, order.ID, "msg-ship-1", first).Status != http.StatusCreated {
			t.Error("a retried shipment is not answered as the first")
		}
		if n := lotBalance(t, d, apple, "L1"); n != 3 {
			t.Errorf("lot L1 holds %d after shipping 2 of 5 (the retry shipped again?)", n)
		}
		// Sellable 13, of which the order still claims 1 of apples.
		if got := stocktest.ProductFigures(t, d, apple); got.Total != 13 || got.Available != 12 {
			t.Errorf("apple after the first shipment: %+v", got)
		}

		// The rest, in two parcels: the order is Shipped and claims nothing.
		rest := shipment("3S-2", orders.ShipmentLine{ArticleNumber: "WH-APPLE", Quantity: 1}, orders.ShipmentLine{ArticleNumber: "WH-PEAR", Quantity: 2})
		rest.Packages = append(rest.Packages, orders.Package{Carrier: "DHL", TrackingCode: "JVGL-3"})
		res = ship(t, w, order.ID, "msg-ship-2", rest)
		got = decodeOrder(t, res).Data
		if res.Status != http.StatusCreated || got.Status != orders.StatusShipped || got.Tracking != "3S-1, 3S-2, JVGL-3" ||
			got.Lines[0].QuantityDelivered != 3 || got.Lines[1].QuantityDelivered != 2 || len(got.Shipments) != 2 {
			t.Fatalf("last shipment: %d %s", res.Status, res.Body)
		}
		if a, p := stocktest.ProductFigures(t, d, apple), stocktest.ProductFigures(t, d, pear); a.Total != 12 || a.Available != 12 ||
			p.Total != 8 || p.Available != 8 {
			t.Errorf("after the order shipped: apple %+v, pear %+v", a, p)
		}
		late := ship(t, w, order.ID, "msg-ship-3", shipment("3S-4", orders.ShipmentLine{ArticleNumber: "WH-PEAR", Quantity: 1}))
		if got := decodeOrder(t, late); late.Status != http.StatusConflict || got.Data.Status != orders.StatusShipped {
			t.Errorf("a shipment of a shipped order: %d %s", late.Status, late.Body)
		}
	})
}

// shipment is a shipment of one package tracked by code, holding lines.
func shipment(code string, lines ...orders.ShipmentLine) orders.Shipment {
	return orders.Shipment{Packages: []orders.Package{{Carrier: "PostNL", TrackingCode: code,
		TrackingURL: "https://jouw.postnl.nl/track-and-trace/" + code}}, Lines: lines}
}

// A key reaches the accounts it is limited to: another account's order does not exist for it, a
// revoked key is nobody, and nobody else reaches the warehouse's routes.
func TestWarehouseKeyReach(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		d, tulip, polder := env.App.DB, env.Accounts[demo.Accounts[0]], env.Accounts[demo.Accounts[1]]
		productstest.Stocked(t, d, tulip, "WH-REACH", true, 10)
		fields := validFields("WH-REACH-1", orders.Line{ArticleNumber: "WH-REACH", Quantity: 1})
		order, err := orders.NewOrders(d).Create(t.Context(), tulip, orders.Sender{}, fields, domain.Unreadable{})
		if err != nil {
			t.Fatal(err)
		}
		path := fmt.Sprintf("/api/warehouse/sales-orders/%d", order.ID)
		other := warehousetest.New(t, env, polder)
		if res := env.Do(t, "GET", path, other.Key, nil); res.Status != http.StatusNotFound {
			t.Errorf("another account's order: %d %s", res.Status, res.Body)
		}
		if res := other.Post(t, path+"/assign", "msg-1", nil); res.Status != http.StatusNotFound {
			t.Errorf("assigning another account's order: %d %s", res.Status, res.Body)
		}
		if res := ship(t, other, order.ID, "msg-2", shipment("3S-R", orders.ShipmentLine{ArticleNumber: "WH-REACH", Quantity: 1})); res.Status != http.StatusNotFound {
			t.Errorf("shipping another account's order: %d %s", res.Status, res.Body)
		}
		if res := ship(t, other, 0, "msg-3", shipment("3S-R", orders.ShipmentLine{ArticleNumber: "WH-REACH", Quantity: 1})); res.Status != http.StatusNotFound {
			t.Errorf("a shipment of no order: %d %s", res.Status, res.Body)
		}
		if readyIDs(t, other)[order.ID] {
			t.Error("another account's order is in the ready list")
		}
		own := warehousetest.New(t, env, tulip)
		if res := env.Do(t, "GET", path, own.Key, nil); res.Status != http.StatusOK {
			t.Errorf("own account's order: %d %s", res.Status, res.Body)
		}
		if res := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/sales-orders", tulip), own.Key, nil); res.Status != http.StatusForbidden {
			t.Errorf("a warehouse key on the portal's routes: %d", res.Status)
		}
		for _, token := range []string{env.Login(t, "admin@kade.example.com"), newWebshop(t, env, tulip).key} {
			if res := env.Do(t, "GET", "/api/warehouse/sales-orders", token, nil); res.Status != http.StatusForbidden {
				t.Errorf("a user or webshop on the warehouse's routes: %d", res.Status)
			}
		}

		admin := env.Login(t, "admin@kade.example.com")
		created := env.Do(t, "POST", "/api/warehouse-keys", admin, warehouse.Fields{Name: "Night shift", Accounts: []int64{tulip}})
		key := apptest.Data[warehouse.Created](t, created)
		if created.Status != http.StatusCreated || len(key.Secret) < 40 || !reflect.DeepEqual(key.Accounts, []int64{tulip}) {
			t.Fatalf("create: %d %s", created.Status, created.Body)
		}
		if res := env.Do(t, "GET", path, key.Secret, nil); res.Status != http.StatusOK {
			t.Errorf("a new key: %d", res.Status)
		}
		listed := apptest.Data[[]warehouse.Key](t, env.Do(t, "GET", "/api/warehouse-keys", admin, nil))
		if len(listed) == 0 || listed[0].ID != key.ID || listed[0].Name != "Night shift" || listed[0].LastUsedAt == nil {
			t.Errorf("the keys: %+v", listed)
		}
		apptest.ExpectInvalid(t, env.Do(t, "POST", "/api/warehouse-keys", admin, warehouse.Fields{Name: "", Accounts: []int64{tulip, 999999}}),
			"errors.422", map[string][]string{"name": {"validation.required"}})
		apptest.ExpectInvalid(t, env.Do(t, "POST", "/api/warehouse-keys", admin, warehouse.Fields{Name: "X", Accounts: []int64{tulip, 999999}}),
			"errors.422", map[string][]string{"accounts.1": {"validation.exists"}})
		if res := env.Do(t, "DELETE", fmt.Sprintf("/api/warehouse-keys/%d", key.ID), admin, nil); res.Status != http.StatusNoContent {
			t.Fatalf("revoke: %d", res.Status)
		}
		if res := env.Do(t, "GET", path, key.Secret, nil); res.Status != http.StatusUnauthorized {
			t.Errorf("a revoked key: %d", res.Status)
		}
		if res := env.Do(t, "DELETE", fmt.Sprintf("/api/warehouse-keys/%d", key.ID), admin, nil); res.Status != http.StatusNoContent {
			t.Fatalf("revoke again: %d", res.Status)
		}
		if res := env.Do(t, "DELETE", "/api/warehouse-keys/999999", admin, nil); res.Status != http.StatusNotFound {
			t.Errorf("revoking no key: %d", res.Status)
		}
		// The event log holds the key's making and its end, once, by the Administrator; the refused
		// makes and the second revoke wrote nothing.
		var logged []string
		if err := env.App.DB.Read().Select(t.Context(), &logged, `SELECT action || ' by ' || actor_name || ' of ' || record_label
			FROM events WHERE record_kind = 'warehouse_key' AND record_id = ? AND client_id IS NULL ORDER BY id`, key.ID); err != nil {
			t.Fatal(err)
		}
		if want := []string{"warehouse_key.created by Ada Administrator of Night shift", "warehouse_key.revoked by Ada Administrator of Night shift"}; !reflect.DeepEqual(logged, want) {
			t.Errorf("the key's events: %q, want %q", logged, want)
		}
	})
}
