package apikeys

import (
	"context"
	"net/http"

	"kade/internal/clients"
	"kade/internal/httpx"
	"kade/internal/users"
)

// Handlers serves the API key routes of the current account.
type Handlers struct {
	Keys *Keys
}

// List answers GET /api/clients/{clientId}/api-keys.
func (h Handlers) List(w http.ResponseWriter, r *http.Request) {
	clients.Serve(w, r, func(ctx context.Context, account clients.Client) ([]Key, error) {
		return h.Keys.List(ctx, account.ID)
	})
}

// Create answers POST /api/clients/{clientId}/api-keys: 201 with the key and its secret, shown
// this once.
func (h Handlers) Create(w http.ResponseWriter, r *http.Request) {
	var f Fields
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	created, err := h.Keys.Create(r.Context(), account.ID, user.ID, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, httpx.Envelope{Data: created})
}

// Revoke answers DELETE /api/clients/{clientId}/api-keys/{apiKeyId} with 204.
func (h Handlers) Revoke(w http.ResponseWriter, r *http.Request) {
	clients.ServeDelete(w, r, "apiKeyId", func(ctx context.Context, account clients.Client, id int64) error {
		return h.Keys.Revoke(ctx, account.ID, id)
	})
}
