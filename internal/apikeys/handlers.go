package apikeys

import (
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
	account, _ := clients.Current(r.Context())
	keys, err := h.Keys.List(r.Context(), account.ID)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, keys)
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
	id, ok := httpx.PathID(w, r, "apiKeyId")
	if !ok {
		return
	}
	account, _ := clients.Current(r.Context())
	if err := h.Keys.Revoke(r.Context(), account.ID, id); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.NoContent(w)
}
