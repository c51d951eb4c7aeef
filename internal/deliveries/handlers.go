package deliveries

import (
	"context"
	"net/http"
	"net/url"

	"kade/internal/access"
	"kade/internal/clients"
	"kade/internal/concepts"
	"kade/internal/concepts/conceptapi"
	"kade/internal/files"
	"kade/internal/httpx"
	"kade/internal/users"
)

// Handlers serves the delivery overview and one delivery of the current account (read, edit,
// cancel), and the inbound overview with its export.
type Handlers struct {
	Deliveries *Deliveries
	Overview   *Overview
	Receipts   *Receipts
}

// pathID is the name of the delivery's path parameter.
const pathID = "deliveryId"

// NewFields are a delivery's fields before anything is entered.
func NewFields() Fields { return Fields{Lines: []Line{}} }

// List answers GET /api/clients/{clientId}/deliveries.
func (h Handlers) List(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseOverviewFilter, func(ctx context.Context, account clients.Client, f OverviewFilter) ([]OverviewRow, *string, int64, error) {
		return h.Overview.List(ctx, account.ID, account.Name, f)
	})
}

// Create answers POST /api/clients/{clientId}/deliveries: the form's 'Send' (or a webshop's key)
// announces a delivery at once: 201, or 422 with the fields' errors and nothing stored.
func (h Handlers) Create(w http.ResponseWriter, r *http.Request) {
	f := NewFields()
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	source := SourceManual
	if user.Level == access.Webshop {
		source = SourceAPI
	}
	d, err := h.Deliveries.Send(r.Context(), account.ID, &user.ID, source, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, httpx.Envelope{Data: d})
}

// Get answers GET /api/clients/{clientId}/deliveries/{deliveryId}.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	account, _ := clients.Current(r.Context())
	d, err := h.Deliveries.Get(r.Context(), account.ID, id)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, d)
}

// Update answers PUT /api/clients/{clientId}/deliveries/{deliveryId}: every field, checked like a
// send; 409 once the delivery is no longer Announced.
func (h Handlers) Update(w http.ResponseWriter, r *http.Request) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	f := NewFields()
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	d, err := h.Deliveries.Update(r.Context(), account.ID, id, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, d)
}

// Cancel answers POST /api/clients/{clientId}/deliveries/{deliveryId}/cancel.
func (h Handlers) Cancel(w http.ResponseWriter, r *http.Request) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	account, _ := clients.Current(r.Context())
	d, err := h.Deliveries.Cancel(r.Context(), account.ID, id)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, d)
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
		Filter: func(form url.Values) (func(context.Context, int64) files.Rows, error) {
			filter, err := ParseReceiptFilter(form)
			return func(ctx context.Context, clientID int64) files.Rows {
				return func(write func([]any) error) error {
					return h.Receipts.Export(ctx, clientID, filter, write)
				}
			}, err
		}}
}

// ConceptHandlers serves the concept delivery routes.
type ConceptHandlers = conceptapi.Handlers[Fields, ConceptRow, *ConceptRow]

// NewConceptHandlers serves the concept deliveries of c.
func NewConceptHandlers(c *concepts.Concepts[Fields]) ConceptHandlers {
	return ConceptHandlers{Concepts: c, PathID: "conceptDeliveryId", New: NewFields, Source: SourceManual, Columns: ConceptColumns}
}
