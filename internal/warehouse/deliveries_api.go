package warehouse

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/idempotency"
)

// ListDeliveries answers GET /api/warehouse/deliveries: the deliveries still to receive (Announced, or
// Arrived and being counted) in the accounts the key reaches, oldest first.
func (a API) ListDeliveries(w http.ResponseWriter, r *http.Request) {
	serveWaiting(w, r, "d.client_id", a.Deliveries.Waiting)
}

// GetDelivery answers GET /api/warehouse/deliveries/{deliveryId}: the delivery with its lines.
func (a API) GetDelivery(w http.ResponseWriter, r *http.Request) {
	serveRecord(w, r, "deliveryId", a.Deliveries.AccountOf, a.Deliveries.Get)
}

// arrivalMessage is the warehouse's report that a delivery is in its goods-receipt area; without a
// time, since now.
type arrivalMessage struct {
	ArrivedAt *time.Time `json:"arrived_at"`
}

// Arrival answers POST /api/warehouse/deliveries/{deliveryId}/arrival: 200 with the delivery, now
// Arrived.
func (a API) Arrival(w http.ResponseWriter, r *http.Request) {
	var m arrivalMessage
	a.message(w, r, http.StatusOK, optional(idempotency.Into(&m)), pathTarget(r, "deliveryId"), a.Deliveries.AccountOf,
		func(ctx context.Context, q db.Q, clientID, id int64) (any, error) {
			return a.Deliveries.RecordArrivalIn(ctx, q, clientID, id, orNow(m.ArrivedAt))
		})
}

// receiptMessage is a receipt as the warehouse posts it: of the delivery it names.
type receiptMessage struct {
	DeliveryID int64 `json:"delivery_id"`
	deliveries.Receipt
}

// Receipt answers POST /api/warehouse/receipts: 201 with the delivery as the receipt leaves it
// (Received after the final one, Arrived before). Without received_at, the units are booked now.
func (a API) Receipt(w http.ResponseWriter, r *http.Request) {
	var m receiptMessage
	a.message(w, r, http.StatusCreated, idempotency.Into(&m), func() int64 { return m.DeliveryID }, a.Deliveries.AccountOf,
		func(ctx context.Context, q db.Q, clientID, id int64) (any, error) {
			receipt := m.Receipt
			if receipt.At.IsZero() {
				receipt.At = time.Now()
			}
			return a.Deliveries.RecordReceiptIn(ctx, q, clientID, id, receipt)
		})
}

// optional is decode for a body that may be empty: a message that needs no more than its path.
func optional(decode func([]byte) error) func([]byte) error {
	return func(body []byte) error {
		if len(bytes.TrimSpace(body)) == 0 {
			return nil
		}
		return decode(body)
	}
}

// orNow is at, or now when the message gives no time.
func orNow(at *time.Time) time.Time {
	if at == nil {
		return time.Now()
	}
	return *at
}
