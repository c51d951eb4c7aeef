package orders

import (
	"context"
	"net/http"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/idempotency"

	"kade/internal/clients"
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

// SeesTranslator says whether the user of the request whose context is ctx may see the orders of
// the translator: every order read, list and count of theirs leaves the others out.
func SeesTranslator(ctx context.Context) bool {
	user, _ := users.Current(ctx)
	return user.CanSeeTranslatorOrders
}

// Create answers POST /api/clients/{clientId}/sales-orders: 201 with the order sent, or 422 with
// the fields' errors and nothing stored. A webshop's order with problems is 201 too: stored as a
// DataIssue order with them (Orders.CreateIn). An Idempotency-Key makes it safe to retry
// (idempotency.Create).
func (h Handlers) Create(w http.ResponseWriter, r *http.Request) {
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	by := Sender{UserID: user.ID, Webshop: user.Level == access.Webshop}
	// A webshop's values that fit no field are its order's problems; the portal's are a 422.
	f := NewFields()
	var unread domain.Unreadable
	decode := idempotency.Into(&f)
	if by.Webshop {
		decode = func(body []byte) (err error) {
			unread, err = httpx.DecodeKept(body, &f)
			return err
		}
	}
	idempotency.Create(h.Keys, w, r, account.ID, decode, func(ctx context.Context, q db.Q) (any, error) {
		return h.Orders.CreateIn(ctx, q, account.ID, by, f, unread)
	})
}

// Get answers GET /api/clients/{clientId}/sales-orders/{salesOrderId}.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, pathID, func(ctx context.Context, account clients.Client, id int64) (Order, error) {
		return h.Orders.Get(ctx, account.ID, id, SeesTranslator(ctx))
	})
}

// History answers GET /api/clients/{clientId}/sales-orders/{salesOrderId}/history: the order's
// timeline, oldest first.
func (h Handlers) History(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, pathID, func(ctx context.Context, account clients.Client, id int64) ([]events.Entry, error) {
		return h.Orders.History(ctx, account.ID, id, SeesTranslator(ctx))
	})
}

// Update answers PUT /api/clients/{clientId}/sales-orders/{salesOrderId}: every field, checked like
// Create; 409 once the warehouse took the order.
func (h Handlers) Update(w http.ResponseWriter, r *http.Request) {
	clients.ServeEdit(w, r, pathID, NewFields(), func(ctx context.Context, account clients.Client, id int64, f Fields) (Order, error) {
		return h.Orders.Update(ctx, account.ID, id, SeesTranslator(ctx), f)
	})
}

// Hold answers POST .../sales-orders/{salesOrderId}/hold.
func (h Handlers) Hold(w http.ResponseWriter, r *http.Request) { h.transition(w, r, Hold) }

// Release answers POST .../sales-orders/{salesOrderId}/release.
func (h Handlers) Release(w http.ResponseWriter, r *http.Request) { h.transition(w, r, Release) }

// Cancel answers POST .../sales-orders/{salesOrderId}/cancel.
func (h Handlers) Cancel(w http.ResponseWriter, r *http.Request) { h.transition(w, r, Cancel) }

func (h Handlers) transition(w http.ResponseWriter, r *http.Request, t Transition) {
	clients.ServeRecord(w, r, pathID, func(ctx context.Context, account clients.Client, id int64) (Order, error) {
		return h.Orders.Transition(ctx, account.ID, id, SeesTranslator(ctx), t)
	})
}

// nextNumber is the answer of GET .../sales-orders/next-number.
type nextNumber struct {
	OrderNumber string `json:"order_number"`
}

// NextNumber answers GET /api/clients/{clientId}/sales-orders/next-number: the number the form
// proposes.
func (h Handlers) NextNumber(w http.ResponseWriter, r *http.Request) {
	clients.Serve(w, r, func(ctx context.Context, account clients.Client) (nextNumber, error) {
		n, err := h.Orders.NextNumber(ctx, account.ID)
		return nextNumber{OrderNumber: n}, err
	})
}

// ConceptHandlers serves the concept sales order routes.
type ConceptHandlers = conceptapi.Handlers[Fields, ConceptRow, *ConceptRow]

// NewConceptHandlers serves the concept sales orders of c, with the answers to their creates under keys.
func NewConceptHandlers(c *Concepts, keys *idempotency.Keys) ConceptHandlers {
	return ConceptHandlers{Concepts: c, Keys: keys, PathID: "conceptSalesOrderId", New: NewFields}
}
