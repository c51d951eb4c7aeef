// Package conceptapi serves the concept routes of every area (list, get, create, update, delete,
// delete many, send, bulk edit) over the concept mechanism; an area's routes point at its Handlers.
package conceptapi

import (
	"context"
	"net/http"

	"kade/internal/clients"
	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/idempotency"
	"kade/internal/users"
)

// Handlers serves an area's concepts of fields T, listed as rows of R (see concepts.List).
type Handlers[T, R any, PR interface {
	*R
	concepts.ListRow
}] struct {
	Concepts *concepts.Concepts[T, R]
	Keys     *idempotency.Keys // the answers given to creates with an Idempotency-Key
	// PathID is the name of the concept's id in the routes' paths ("conceptProductId").
	PathID string
	// New is the fields of a concept before anything is entered: the defaults a body overrides.
	New func() T
}

// List answers GET .../concept-<area>.
func (h Handlers[T, R, PR]) List(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, concepts.ParseFilter, func(ctx context.Context, account clients.Client, f concepts.Filter) ([]R, *string, int64, error) {
		return concepts.List[T, R, PR](ctx, h.Concepts, account.ID, account.Name, f)
	})
}

// Get answers GET .../concept-<area>/{id}.
func (h Handlers[T, R, PR]) Get(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, h.PathID, func(ctx context.Context, account clients.Client, id int64) (concepts.Concept[T], error) {
		return h.Concepts.Get(ctx, account.ID, id)
	})
}

// Create answers POST .../concept-<area> with 201; the concept's source is the caller's channel
// (a webshop's key: API), and an Idempotency-Key makes it safe to retry (idempotency.Create).
func (h Handlers[T, R, PR]) Create(w http.ResponseWriter, r *http.Request) {
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	f := h.New()
	idempotency.Create(h.Keys, w, r, account.ID, idempotency.Into(&f), func(ctx context.Context, q db.Q) (any, error) {
		return h.Concepts.CreateIn(ctx, q, account.ID, user.ID, user.Source(), f)
	})
}

// Update answers PUT .../concept-<area>/{id}.
func (h Handlers[T, R, PR]) Update(w http.ResponseWriter, r *http.Request) {
	clients.ServeEdit(w, r, h.PathID, h.New(), func(ctx context.Context, account clients.Client, id int64, f T) (concepts.Concept[T], error) {
		return h.Concepts.Update(ctx, account.ID, id, f)
	})
}

// Delete answers DELETE .../concept-<area>/{id} with 204.
func (h Handlers[T, R, PR]) Delete(w http.ResponseWriter, r *http.Request) {
	clients.ServeDelete(w, r, h.PathID, func(ctx context.Context, account clients.Client, id int64) error {
		return h.Concepts.Delete(ctx, account.ID, id)
	})
}

type idsRequest struct {
	IDs []int64 `json:"ids"`
}

// DeleteMany answers POST .../concept-<area>/delete: {"ids": [...]}.
func (h Handlers[T, R, PR]) DeleteMany(w http.ResponseWriter, r *http.Request) {
	clients.ServeBody(w, r, idsRequest{}, func(ctx context.Context, account clients.Client, req idsRequest) (concepts.BulkResult, error) {
		return h.Concepts.DeleteMany(ctx, account.ID, req.IDs)
	})
}

// Send answers POST .../concept-<area>/send: {"ids": [...]}.
func (h Handlers[T, R, PR]) Send(w http.ResponseWriter, r *http.Request) {
	clients.ServeBody(w, r, idsRequest{}, func(ctx context.Context, account clients.Client, req idsRequest) (concepts.BulkResult, error) {
		return h.Concepts.Send(ctx, account.ID, req.IDs)
	})
}

type bulkEditRequest[T any] struct {
	IDs     []int64             `json:"ids"`
	Changes concepts.Changes[T] `json:"changes"`
}

// BulkEdit answers POST .../concept-<area>/bulk: {"ids": [...], "changes": {...}}, the changes read
// as the fields of a concept's form are.
func (h Handlers[T, R, PR]) BulkEdit(w http.ResponseWriter, r *http.Request) {
	clients.ServeBody(w, r, bulkEditRequest[T]{}, func(ctx context.Context, account clients.Client, req bulkEditRequest[T]) (concepts.BulkResult, error) {
		return h.Concepts.BulkEdit(ctx, account.ID, req.IDs, req.Changes)
	})
}
