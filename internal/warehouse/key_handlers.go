package warehouse

import (
	"net/http"

	"kade/internal/httpx"
	"kade/internal/users"
)

// KeyHandlers serves the Administrators' warehouse key routes.
type KeyHandlers struct {
	Keys *Keys
}

// List answers GET /api/warehouse-keys.
func (h KeyHandlers) List(w http.ResponseWriter, r *http.Request) {
	keys, err := h.Keys.List(r.Context())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, keys)
}

// Create answers POST /api/warehouse-keys: 201 with the key and its secret, shown this once.
func (h KeyHandlers) Create(w http.ResponseWriter, r *http.Request) {
	var f Fields
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	user, _ := users.Current(r.Context())
	created, err := h.Keys.Create(r.Context(), user.ID, f)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, httpx.Envelope{Data: created})
}

// Revoke answers DELETE /api/warehouse-keys/{warehouseKeyId} with 204.
func (h KeyHandlers) Revoke(w http.ResponseWriter, r *http.Request) {
	id, ok := httpx.PathID(w, r, "warehouseKeyId")
	if !ok {
		return
	}
	if err := h.Keys.Revoke(r.Context(), id); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.NoContent(w)
}
