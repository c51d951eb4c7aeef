package clients

import (
	"context"
	"net/http"

	"kade/internal/domain"
	"kade/internal/httpx"
)

type contextKey struct{}

// WithCurrent returns ctx carrying the account a /api/clients/{clientId}/... request is about; the
// tenant middleware puts it there after checking the caller may see it.
func WithCurrent(ctx context.Context, c Client) context.Context {
	return context.WithValue(ctx, contextKey{}, c)
}

// Current is the account of a tenant-scoped request.
func Current(ctx context.Context) (Client, bool) {
	c, ok := ctx.Value(contextKey{}).(Client)
	return c, ok
}

// AccountHandlers serve the client accounts with their settings: read by whoever sees the account,
// listed, made and edited by Administrators (the route table's permissions).
type AccountHandlers struct{ Store *Store }

// List answers GET /api/clients: every account, by name.
func (h AccountHandlers) List(w http.ResponseWriter, r *http.Request) {
	accounts, err := h.Store.Accounts(r.Context())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, accounts)
}

// Get answers GET /api/clients/{clientId}: the account, already checked by the tenant middleware.
func (h AccountHandlers) Get(w http.ResponseWriter, r *http.Request) {
	c, ok := Current(r.Context())
	if !ok {
		httpx.Error(w, r, domain.ErrNotFound)
		return
	}
	account, err := h.Store.Account(r.Context(), c.ID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, account)
}

// Create answers POST /api/clients: 201 with the new account.
func (h AccountHandlers) Create(w http.ResponseWriter, r *http.Request) {
	var f AccountFields
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, err := h.Store.CreateAccount(r.Context(), f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, httpx.Envelope{Data: account})
}

// Update answers PUT /api/clients/{clientId}.
func (h AccountHandlers) Update(w http.ResponseWriter, r *http.Request) {
	var f AccountFields
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	c, _ := Current(r.Context())
	account, err := h.Store.UpdateAccount(r.Context(), c.ID, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, account)
}
