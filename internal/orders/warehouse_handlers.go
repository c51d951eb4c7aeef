package orders

import (
	"context"
	"net/http"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/idempotency"
	"kade/internal/listing"
	"kade/internal/warehouse"
)

// WarehouseHandlers serves the warehouse system's order routes (/api/warehouse/orders...). Every
// post carries the system's message id as its Idempotency-Key, kept under the order's account.
type WarehouseHandlers struct {
	Orders *Orders
	Keys   *idempotency.Keys
}

// Ready answers GET /api/warehouse/orders: the orders ready for the warehouse in the accounts the
// key reaches, oldest first.
func (h WarehouseHandlers) Ready(w http.ResponseWriter, r *http.Request) {
	caller, _ := warehouse.CallerOf(r.Context())
	errs := domain.ValidationErrors{}
	p := listing.ParsePage(r.URL.Query(), errs)
	if err := errs.Err(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	accounts, args := caller.Condition("o.client_id")
	rows, next, total, err := h.Orders.Ready(r.Context(), caller.KeyID, accounts, args, p)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	shown, capped := listing.Total(total)
	httpx.List(w, rows, next, shown, capped)
}

// Get answers GET /api/warehouse/orders/{orderId}: the order, whatever its status.
func (h WarehouseHandlers) Get(w http.ResponseWriter, r *http.Request) {
	clientID, id, ok := h.order(w, r)
	if !ok {
		return
	}
	order, err := h.Orders.Get(r.Context(), clientID, id, true)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, order)
}

// Assign answers POST /api/warehouse/orders/{orderId}/assign: 200 with the order, now Assigned.
func (h WarehouseHandlers) Assign(w http.ResponseWriter, r *http.Request) {
	h.post(w, r, http.StatusOK, func([]byte) error { return nil },
		func(ctx context.Context, q db.Q, clientID, id int64) (any, error) {
			return h.Orders.AssignIn(ctx, q, clientID, id)
		})
}

// Ship answers POST /api/warehouse/orders/{orderId}/shipments: 201 with the order as the shipment
// leaves it.
func (h WarehouseHandlers) Ship(w http.ResponseWriter, r *http.Request) {
	var sh Shipment
	h.post(w, r, http.StatusCreated, idempotency.Into(&sh),
		func(ctx context.Context, q db.Q, clientID, id int64) (any, error) {
			return h.Orders.ShipIn(ctx, q, clientID, id, sh)
		})
}

// post serves a message of the warehouse about the order in the path: its Idempotency-Key is
// required, the body read by decode, and work done in the transaction that keeps its answer.
func (h WarehouseHandlers) post(w http.ResponseWriter, r *http.Request, status int, decode func([]byte) error,
	work func(ctx context.Context, q db.Q, clientID, id int64) (any, error)) {
	if err := idempotency.CheckKey(r.Header.Get(idempotency.KeyHeader)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	clientID, id, ok := h.order(w, r)
	if !ok {
		return
	}
	idempotency.Serve(h.Keys, w, r, clientID, status, decode, func(ctx context.Context, q db.Q) (any, error) {
		return work(ctx, q, clientID, id)
	})
}

// order reads the path's order and its account, which the key must reach: otherwise, or when there
// is no such order, the answer is 404 (ok false).
func (h WarehouseHandlers) order(w http.ResponseWriter, r *http.Request) (clientID, id int64, ok bool) {
	if id, ok = httpx.PathID(w, r, "orderId"); !ok {
		return 0, 0, false
	}
	caller, _ := warehouse.CallerOf(r.Context())
	clientID, err := h.Orders.AccountOf(r.Context(), id, caller.Reaches)
	if err != nil {
		httpx.Error(w, r, err)
		return 0, 0, false
	}
	return clientID, id, true
}
