package users

import (
	"context"
	"net/http"

	"kade/internal/httpx"
	"kade/internal/mail"
)

// ManageHandlers serve the management of users: one user, creating, editing, deactivating and
// activating them, and their invitation. The caller's level and accounts decide whom they reach
// (Management); another's user is a 404.
type ManageHandlers struct{ Management *Management }

// Get answers GET /api/users/{userId}.
func (h ManageHandlers) Get(w http.ResponseWriter, r *http.Request) {
	h.serve(w, r, http.StatusOK, func(ctx context.Context, caller User, id int64) (Row, error) {
		return h.Management.Get(ctx, caller, id)
	})
}

// History answers GET /api/users/{userId}/history: the user's timeline, oldest first.
func (h ManageHandlers) History(w http.ResponseWriter, r *http.Request) {
	id, ok := httpx.PathID(w, r, "userId")
	if !ok {
		return
	}
	caller, _ := Current(r.Context())
	entries, err := h.Management.History(r.Context(), caller, id)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, entries)
}

// Create answers POST /api/users: 201 with the user, who is mailed an invitation in the caller's
// language.
func (h ManageHandlers) Create(w http.ResponseWriter, r *http.Request) {
	var f Fields
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	caller, _ := Current(r.Context())
	row, err := h.Management.Create(r.Context(), caller, f, locale(r))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, httpx.Envelope{Data: row})
}

// Update answers PUT /api/users/{userId}.
func (h ManageHandlers) Update(w http.ResponseWriter, r *http.Request) {
	var f Fields
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	h.serve(w, r, http.StatusOK, func(ctx context.Context, caller User, id int64) (Row, error) {
		return h.Management.Update(ctx, caller, id, f)
	})
}

// Deactivate answers POST /api/users/{userId}/deactivate.
func (h ManageHandlers) Deactivate(w http.ResponseWriter, r *http.Request) {
	h.serve(w, r, http.StatusOK, h.Management.Deactivate)
}

// Activate answers POST /api/users/{userId}/activate.
func (h ManageHandlers) Activate(w http.ResponseWriter, r *http.Request) {
	h.serve(w, r, http.StatusOK, h.Management.Activate)
}

// Invite answers POST /api/users/{userId}/invitation: a new invitation mailed in the caller's language.
func (h ManageHandlers) Invite(w http.ResponseWriter, r *http.Request) {
	h.serve(w, r, http.StatusOK, func(ctx context.Context, caller User, id int64) (Row, error) {
		return h.Management.Invite(ctx, caller, id, locale(r))
	})
}

// serve answers what do makes of the path's user, as the caller.
func (h ManageHandlers) serve(w http.ResponseWriter, r *http.Request, status int,
	do func(ctx context.Context, caller User, id int64) (Row, error)) {
	id, ok := httpx.PathID(w, r, "userId")
	if !ok {
		return
	}
	caller, _ := Current(r.Context())
	row, err := do(r.Context(), caller, id)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, status, httpx.Envelope{Data: row})
}

// locale is the language of the mails a request sends: its browser's.
func locale(r *http.Request) string { return mail.Locale(r.Header.Get("Accept-Language")) }
