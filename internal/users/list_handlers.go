package users

import (
	"net/http"

	"kade/internal/httpx"
	"kade/internal/listing"
)

// ListHandlers serve the users overview: the users the caller may manage, across the accounts.
type ListHandlers struct{ Users *Store }

// List answers GET /api/users: not an account's route, as a user may be a member of several; the
// caller's level and accounts scope it.
func (h ListHandlers) List(w http.ResponseWriter, r *http.Request) {
	p, err := ParseFilter(r.URL.Query())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	caller, _ := Current(r.Context())
	rows, next, total, err := h.Users.List(r.Context(), caller, p)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	shown, capped := listing.Total(total)
	httpx.List(w, rows, next, shown, capped)
}
