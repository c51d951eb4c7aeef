package addressbook

import (
	"context"
	"net/http"

	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/idempotency"
)

// Handlers serves the address book routes of the current account.
type Handlers struct {
	Book *Book
	Keys *idempotency.Keys // the answers given to creates with an Idempotency-Key
}

// pathID is the name of the address's path parameter.
const pathID = "addressBookAddressId"

// List answers GET /api/clients/{clientId}/address-book.
func (h Handlers) List(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseListFilter, func(ctx context.Context, account clients.Client, f ListFilter) ([]Address, *string, int64, error) {
		return h.Book.List(ctx, account.ID, f)
	})
}

// Get answers GET /api/clients/{clientId}/address-book/{addressBookAddressId}.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, pathID, func(ctx context.Context, account clients.Client, id int64) (Address, error) {
		return h.Book.Get(ctx, account.ID, id)
	})
}

// Create answers POST /api/clients/{clientId}/address-book: 201 with the address, or 422 with the
// fields' errors and nothing stored. An Idempotency-Key makes it safe to retry (idempotency.Create).
func (h Handlers) Create(w http.ResponseWriter, r *http.Request) {
	account, _ := clients.Current(r.Context())
	var f Fields
	idempotency.Create(h.Keys, w, r, account.ID, idempotency.Into(&f), func(ctx context.Context, q db.Q) (any, error) {
		return insert(ctx, q, account.ID, f)
	})
}

// Update answers PUT /api/clients/{clientId}/address-book/{addressBookAddressId}: checked like Create.
func (h Handlers) Update(w http.ResponseWriter, r *http.Request) {
	clients.ServeEdit(w, r, pathID, Fields{}, func(ctx context.Context, account clients.Client, id int64, f Fields) (Address, error) {
		return h.Book.Update(ctx, account.ID, id, f)
	})
}

// Delete answers DELETE /api/clients/{clientId}/address-book/{addressBookAddressId} with 204.
func (h Handlers) Delete(w http.ResponseWriter, r *http.Request) {
	clients.ServeDelete(w, r, pathID, func(ctx context.Context, account clients.Client, id int64) error {
		return h.Book.Delete(ctx, account.ID, id)
	})
}
