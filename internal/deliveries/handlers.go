package deliveries

import (
	"context"
	"net/http"

	"kade/internal/clients"
	"kade/internal/concepts/conceptapi"
	"kade/internal/db"
	"kade/internal/events"
	"kade/internal/files"
	"kade/internal/idempotency"
	"kade/internal/users"
)

// Handlers serves the delivery overview and one delivery of the current account (read, edit,
// cancel), and the inbound overview with its export.
type Handlers struct {
	Deliveries *Deliveries
	Keys       *idempotency.Keys // the answers given to creates with an Idempotency-Key
	Receipts   *Receipts
}

// pathID is the name of the delivery's path parameter.
const pathID = "deliveryId"

// NewFields are a delivery's fields before anything is entered.
func NewFields() Fields { return Fields{Lines: []Line{}} }

// List answers GET /api/clients/{clientId}/deliveries.
func (h Handlers) List(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseOverviewFilter, func(ctx context.Context, account clients.Client, f OverviewFilter) ([]OverviewRow, *string, int64, error) {
		return h.Deliveries.List(ctx, account.ID, account.Name, f)
	})
}

// Create answers POST /api/clients/{clientId}/deliveries: the form's 'Send' (or a webshop's key)
// announces a delivery at once: 201, or 422 with the fields' errors and nothing stored. An
// Idempotency-Key makes it safe to retry (idempotency.Create).
func (h Handlers) Create(w http.ResponseWriter, r *http.Request) {
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	f := NewFields()
	idempotency.Create(h.Keys, w, r, account.ID, idempotency.Into(&f), func(ctx context.Context, q db.Q) (any, error) {
		return h.Deliveries.SendFormIn(ctx, q, account.ID, &user.ID, user.Source(), f)
	})
}

// Get answers GET /api/clients/{clientId}/deliveries/{deliveryId}.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, pathID, func(ctx context.Context, account clients.Client, id int64) (Delivery, error) {
		return h.Deliveries.Get(ctx, account.ID, id)
	})
}

// History answers GET /api/clients/{clientId}/deliveries/{deliveryId}/history: the delivery's
// timeline, oldest first.
func (h Handlers) History(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, pathID, func(ctx context.Context, account clients.Client, id int64) ([]events.Entry, error) {
		return h.Deliveries.History(ctx, account.ID, id)
	})
}

// Update answers PUT /api/clients/{clientId}/deliveries/{deliveryId}: every field, checked like a
// send; 409 once the delivery is no longer Announced.
func (h Handlers) Update(w http.ResponseWriter, r *http.Request) {
	clients.ServeEdit(w, r, pathID, NewFields(), func(ctx context.Context, account clients.Client, id int64, f Fields) (Delivery, error) {
		return h.Deliveries.Update(ctx, account.ID, id, f)
	})
}

// Cancel answers POST /api/clients/{clientId}/deliveries/{deliveryId}/cancel.
func (h Handlers) Cancel(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, pathID, func(ctx context.Context, account clients.Client, id int64) (Delivery, error) {
		return h.Deliveries.Cancel(ctx, account.ID, id)
	})
}

// ListReceipts answers GET /api/clients/{clientId}/receipts (the inbound overview).
func (h Handlers) ListReceipts(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseReceiptFilter, func(ctx context.Context, account clients.Client, f ReceiptFilter) ([]ReceiptRow, *string, int64, error) {
		return h.Receipts.List(ctx, account.ID, f)
	})
}

// KindInboundShipments is the inbound overview's export kind.
const KindInboundShipments = "inbound-shipments"

// Export is the export kind inbound-shipments: the browser form POST
// /api/clients/{clientId}/exports/inbound-shipments with the inbound overview's filters.
func (h Handlers) Export() files.Export {
	return files.Export{Kind: KindInboundShipments, Sheet: "Inbound shipments", Words: exportWords,
		Filter: files.Filtered(ParseReceiptFilter, h.Receipts.Export)}
}

// ConceptHandlers serves the concept delivery routes.
type ConceptHandlers = conceptapi.Handlers[Fields, ConceptRow, *ConceptRow]

// NewConceptHandlers serves the concept deliveries of c, with the answers to their creates under keys.
func NewConceptHandlers(c *Concepts, keys *idempotency.Keys) ConceptHandlers {
	return ConceptHandlers{Concepts: c, Keys: keys, PathID: "conceptDeliveryId", New: NewFields}
}
