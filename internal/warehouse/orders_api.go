package warehouse

import (
	"context"
	"net/http"

	"kade/internal/db"
	"kade/internal/idempotency"
	"kade/internal/orders"
)

// ListSalesOrders answers GET /api/warehouse/sales-orders: the orders ready for the warehouse ('Ready
// to import') in the accounts the key reaches, oldest first.
func (a API) ListSalesOrders(w http.ResponseWriter, r *http.Request) {
	serveWaiting(w, r, "o.client_id", a.Orders.Ready)
}

// GetSalesOrder answers GET /api/warehouse/sales-orders/{salesOrderId}: the order, whatever its status.
func (a API) GetSalesOrder(w http.ResponseWriter, r *http.Request) {
	serveRecord(w, r, "salesOrderId", a.Orders.AccountOf, func(ctx context.Context, clientID, id int64) (orders.Order, error) {
		return a.Orders.Get(ctx, clientID, id, true)
	})
}

// Assign answers POST /api/warehouse/sales-orders/{salesOrderId}/assign: 200 with the order, now
// Assigned ('In progress').
func (a API) Assign(w http.ResponseWriter, r *http.Request) {
	a.message(w, r, http.StatusOK, optional(idempotency.Into(&struct{}{})), pathTarget(r, "salesOrderId"), a.Orders.AccountOf,
		func(ctx context.Context, q db.Q, clientID, id int64) (any, error) {
			return a.Orders.AssignIn(ctx, q, clientID, id)
		})
}

// shipmentMessage is a shipment as the warehouse posts it: of the order it names.
type shipmentMessage struct {
	SalesOrderID int64 `json:"sales_order_id"`
	orders.Shipment
}

// Ship answers POST /api/warehouse/shipments: 201 with the order as the shipment leaves it.
func (a API) Ship(w http.ResponseWriter, r *http.Request) {
	var m shipmentMessage
	a.message(w, r, http.StatusCreated, idempotency.Into(&m), func() int64 { return m.SalesOrderID }, a.Orders.AccountOf,
		func(ctx context.Context, q db.Q, clientID, id int64) (any, error) {
			return a.Orders.ShipIn(ctx, q, clientID, id, m.Shipment)
		})
}
