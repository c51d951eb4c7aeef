package orders

import (
	"encoding/json"
	"errors"
	"net/http"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/idempotency"

	"kade/internal/clients"
	"kade/internal/concepts"
	"kade/internal/concepts/conceptapi"
	"kade/internal/httpx"
	"kade/internal/users"
)

// Handlers serves the routes that send, read, edit and change one sales order of the current
// account; the overview and exports have their own handlers.
type Handlers struct {
	Orders *Orders
	Keys   *idempotency.Keys // the answers given to creates with an Idempotency-Key
}

// pathID is the name of the order's path parameter.
const pathID = "salesOrderId"

// NewFields are an order's fields before anything is entered: the delivery address is the invoice
// address.
func NewFields() Fields {
	return Fields{UseDeliveryAsInvoiceAddress: true, Lines: []Line{}}
}

// seesTranslatorOrders reports whether the caller sees the translator's orders.
func seesTranslatorOrders(r *http.Request) bool {
	user, _ := users.Current(r.Context())
	return user.CanSeeTranslatorOrders
}

// Create answers POST /api/clients/{clientId}/sales-orders: 201 with the order sent, or 422 with
// the fields' errors and nothing stored. A webshop's order with problems is 201 too: stored as a
// DataIssue order with them (Orders.CreateIn). With an Idempotency-Key, a retry of the same request
// is given the first 201 again (marked Idempotent-Replayed) and creates nothing; the key with
// another request is 409.
func (h Handlers) Create(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get(idempotencyKeyHeader)
	if err := idempotency.CheckKey(key); err != nil {
		httpx.Error(w, r, err)
		return
	}
	body, err := httpx.Body(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	by := Sender{UserID: user.ID, Webshop: user.Level == access.Webshop}
	// A webshop's values that fit no field are its order's problems; the portal's are a 422.
	f := NewFields()
	var unread domain.Unreadable
	if by.Webshop {
		unread, err = httpx.DecodeKept(body, &f)
	} else {
		err = httpx.DecodeBody(body, &f)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	if key != "" {
		// The sender is part of the request: a webshop's answer (a DataIssue order) is not the
		// portal's (a 422), so the same body from the other is another request.
		h.createOnce(w, r, account.ID, by, f, unread, idempotency.RequestHash(r.Method, r.URL.Path+"#"+by.source(), body), key)
		return
	}
	o, err := h.Orders.Create(r.Context(), account.ID, by, f, unread)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, httpx.Envelope{Data: o})
}

// createOnce is Create under an Idempotency-Key: the order and its answer are stored in one
// transaction, and a request that repeats the first (by hash) is answered as it was.
func (h Handlers) createOnce(w http.ResponseWriter, r *http.Request, clientID int64, by Sender, f Fields, unread domain.Unreadable, hash, key string) {
	ctx := r.Context()
	answer, err := h.Keys.Do(ctx, clientID, key, hash, func(q db.Q) (idempotency.Answer, error) {
		o, err := h.Orders.CreateIn(ctx, q, clientID, by, f, unread)
		if err != nil {
			return idempotency.Answer{}, err
		}
		encoded, err := json.Marshal(httpx.Envelope{Data: o})
		return idempotency.Answer{Status: http.StatusCreated, Body: encoded}, err
	})
	if errors.Is(err, idempotency.ErrReused) {
		err = errKeyReused
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	if answer.Replayed {
		w.Header().Set(replayedHeader, "true")
	}
	httpx.Encoded(w, answer.Status, answer.Body)
}

// The headers of an idempotent create: the key the client sends, and the mark of a replayed answer.
const (
	idempotencyKeyHeader = "Idempotency-Key"
	replayedHeader       = "Idempotent-Replayed"
)

// Get answers GET /api/clients/{clientId}/sales-orders/{salesOrderId}.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	account, _ := clients.Current(r.Context())
	o, err := h.Orders.Get(r.Context(), account.ID, id, seesTranslatorOrders(r))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, o)
}

// Update answers PUT /api/clients/{clientId}/sales-orders/{salesOrderId}: every field, checked like
// Create; 409 once the warehouse took the order.
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
	o, err := h.Orders.Update(r.Context(), account.ID, id, seesTranslatorOrders(r), f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, o)
}

// Hold answers POST .../sales-orders/{salesOrderId}/hold.
func (h Handlers) Hold(w http.ResponseWriter, r *http.Request) { h.transition(w, r, Hold) }

// Release answers POST .../sales-orders/{salesOrderId}/release.
func (h Handlers) Release(w http.ResponseWriter, r *http.Request) { h.transition(w, r, Release) }

// Cancel answers POST .../sales-orders/{salesOrderId}/cancel.
func (h Handlers) Cancel(w http.ResponseWriter, r *http.Request) { h.transition(w, r, Cancel) }

func (h Handlers) transition(w http.ResponseWriter, r *http.Request, t Transition) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	account, _ := clients.Current(r.Context())
	o, err := h.Orders.Transition(r.Context(), account.ID, id, seesTranslatorOrders(r), t)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, o)
}

// nextNumber is the answer of GET .../sales-orders/next-number.
type nextNumber struct {
	OrderNumber string `json:"order_number"`
}

// NextNumber answers GET /api/clients/{clientId}/sales-orders/next-number: the number the form
// proposes.
func (h Handlers) NextNumber(w http.ResponseWriter, r *http.Request) {
	account, _ := clients.Current(r.Context())
	n, err := h.Orders.NextNumber(r.Context(), account.ID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, nextNumber{OrderNumber: n})
}

// ConceptHandlers serves the concept sales order routes.
type ConceptHandlers = conceptapi.Handlers[Fields, ConceptRow, *ConceptRow]

// NewConceptHandlers serves the concept sales orders of c.
func NewConceptHandlers(c *concepts.Concepts[Fields]) ConceptHandlers {
	return ConceptHandlers{Concepts: c, PathID: "conceptSalesOrderId", New: NewFields, Columns: ConceptColumns}
}
