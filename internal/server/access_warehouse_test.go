package server_test

import (
	"context"
	"net/url"
	"strconv"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/warehouse"
)

func warehouseKeyPath(t *testing.T, env *apptest.Env, _ int64) map[string]string {
	key, err := warehouse.NewKeys(env.App.DB).Create(context.Background(), 0, warehouse.Fields{Name: "Old warehouse"})
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"warehouseKeyId": strconv.FormatInt(key.ID, 10)}
}

// accessShipment is the shipment of the order shippedOrderPath made last.
var accessShipment orders.Shipment

// readyOrderPath sends an order of one unit of a stocked product, which the warehouse may take.
func readyOrderPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	t.Helper()
	ctx := context.Background()
	var lot struct {
		ArticleNumber string `db:"article_number"`
		LotNumber     string `db:"lot_number"`
		BestBefore    string `db:"best_before"`
	}
	if err := env.App.DB.Read().Get(ctx, &lot, `SELECT p.article_number, b.lot_number, b.best_before
		FROM stock_balances b JOIN products p ON p.id = b.product_id
		WHERE b.client_id = ? AND b.batch_status = 'sellable' AND b.quantity > 10 AND p.is_active = ? ORDER BY b.id LIMIT 1`,
		accountID, true); err != nil {
		t.Fatal(err)
	}
	fields := accessOrder()
	fields.Lines[0].ArticleNumber = lot.ArticleNumber
	o, err := orders.NewOrders(env.App.DB).Create(ctx, accountID, orders.Sender{}, fields, domain.Unreadable{})
	if err != nil {
		t.Fatal(err)
	}
	accessShipment = orders.Shipment{Packages: []orders.Package{{Carrier: "PostNL", TrackingCode: "3STEST" + fields.OrderNumber}},
		Lines: []orders.ShipmentLine{{ArticleNumber: lot.ArticleNumber, BatchNumber: lot.LotNumber, BestBeforeDate: lot.BestBefore, Quantity: 1}}}
	accessShipmentOrder = o.ID
	return map[string]string{"salesOrderId": strconv.FormatInt(o.ID, 10)}
}

// accessShipmentOrder is the order readyOrderPath made last.
var accessShipmentOrder int64

// assignedOrderPath is readyOrderPath's order, taken by the warehouse.
func assignedOrderPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	t.Helper()
	values := readyOrderPath(t, env, accountID)
	id, _ := strconv.ParseInt(values["salesOrderId"], 10, 64)
	s := orders.NewOrders(env.App.DB)
	if err := env.App.DB.Tx(context.Background(), func(q db.Q) error {
		_, err := s.AssignIn(context.Background(), q, accountID, id)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return nil
}

// accessReceiptDelivery is the delivery receiptPath announced last.
var accessReceiptDelivery int64

// receiptPath announces a delivery for a receipt, which names it in its body.
func receiptPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	t.Helper()
	values := deliveryPath(t, env, accountID)
	accessReceiptDelivery, _ = strconv.ParseInt(values["deliveryId"], 10, 64)
	return nil
}

// damagedUnitPath books a damaged unit of the access test's article, which a status change moves.
func damagedUnitPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	t.Helper()
	prepareOrder(t, env, accountID)
	if err := env.App.DB.Tx(context.Background(), func(q db.Q) error {
		_, err := warehouse.CorrectIn(context.Background(), q, warehouse.Correction{Lot: warehouse.Lot{ClientID: accountID,
			ArticleNumber: accessArticle}, StockStatus: "damaged", Quantity: 1, Reason: "Access test"})
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return nil
}

// The warehouse's keys are the Administrators'; the integration API is the warehouse key's alone.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/warehouse-keys": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 403}},
		"POST /api/warehouse-keys": {
			want: statuses{"guest": 401, "administrator": 201, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 403},
			body: jsonBody(warehouse.Fields{Name: "WMS"})},
		"DELETE /api/warehouse-keys/{warehouseKeyId}": {prepare: warehouseKeyPath,
			want: statuses{"guest": 401, "administrator": 204, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 403}},

		"GET /api/warehouse/sales-orders": {
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 200}},
		"GET /api/warehouse/sales-orders/{salesOrderId}": {prepare: readyOrderPath,
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 200}},
		"POST /api/warehouse/sales-orders/{salesOrderId}/assign": {prepare: readyOrderPath, idempotent: true,
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 200}},
		"POST /api/warehouse/shipments": {prepare: assignedOrderPath, idempotent: true,
			body: func(caller, string, int64) any {
				return struct {
					SalesOrderID int64 `json:"sales_order_id"`
					orders.Shipment
				}{accessShipmentOrder, accessShipment}
			},
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 201}},
		"GET /api/warehouse/deliveries": {
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 200}},
		"GET /api/warehouse/deliveries/{deliveryId}": {prepare: deliveryPath,
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 200}},
		"POST /api/warehouse/deliveries/{deliveryId}/arrival": {prepare: deliveryPath, idempotent: true,
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 200}},
		"POST /api/warehouse/receipts": {prepare: receiptPath, idempotent: true,
			body: func(caller, string, int64) any {
				return map[string]any{"delivery_id": accessReceiptDelivery, "receipt_number": "ACCESS-REC", "receipt_date": "2026-03-03",
					"final": true, "rows": []map[string]any{{"article_number": accessArticle, "stock_status": "sellable", "quantity": 5}}}
			},
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 201}},
		"GET /api/warehouse/products": {prepare: prepareOrder,
			query: func(accountID int64) string {
				return url.Values{"client_id": {strconv.FormatInt(accountID, 10)}, "article_number": {accessArticle}}.Encode()
			},
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 200}},
		"POST /api/warehouse/stock-corrections": {prepare: prepareOrder, idempotent: true,
			body: func(_ caller, _ string, accountID int64) any {
				return warehouse.Correction{Lot: warehouse.Lot{ClientID: accountID, ArticleNumber: accessArticle}, StockStatus: "sellable",
					Quantity: 1, Reason: "Access test count"}
			},
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 201}},
		"POST /api/warehouse/stock-status-changes": {prepare: damagedUnitPath, idempotent: true,
			body: func(_ caller, _ string, accountID int64) any {
				return warehouse.StatusChange{Lot: warehouse.Lot{ClientID: accountID, ArticleNumber: accessArticle}, FromStatus: "damaged",
					ToStatus: "blocked", Quantity: 1, Reason: "Access test"}
			},
			want: statuses{"guest": 401, "administrator": 403, "provider": 403, "default": 403, "supplier": 403, "exit": 403, "other-account": 403, "webshop": 403, "warehouse": 201}},
	})
}
