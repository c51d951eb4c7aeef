package clients

import (
	"context"
	"net/http"

	"kade/internal/httpx"
)

// Serve answers a call of the current account with the data do gives, or its error.
func Serve[T any](w http.ResponseWriter, r *http.Request, do func(ctx context.Context, account Client) (T, error)) {
	account, _ := Current(r.Context())
	v, err := do(r.Context(), account)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, v)
}

// ServeBody answers a call of the current account with a body: the body is decoded over f (the
// values it leaves out keep f's), then answered like Serve. A body that does not decode answers its
// error and calls nothing.
func ServeBody[F, T any](w http.ResponseWriter, r *http.Request, f F, do func(ctx context.Context, account Client, f F) (T, error)) {
	if err := httpx.Decode(w, r, &f); err != nil {
		httpx.Error(w, r, err)
		return
	}
	Serve(w, r, func(ctx context.Context, account Client) (T, error) { return do(ctx, account, f) })
}

// ServeRecord answers a call about one record of the current account, whose id is the path
// parameter pathID, like Serve; a parameter that is no id answers 404, like an unknown id.
func ServeRecord[T any](w http.ResponseWriter, r *http.Request, pathID string, do func(ctx context.Context, account Client, id int64) (T, error)) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	Serve(w, r, func(ctx context.Context, account Client) (T, error) { return do(ctx, account, id) })
}

// ServeEdit answers a change of one record of the current account that the body describes: the
// record's id as in ServeRecord, then the body as in ServeBody.
func ServeEdit[F, T any](w http.ResponseWriter, r *http.Request, pathID string, f F, edit func(ctx context.Context, account Client, id int64, f F) (T, error)) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	ServeBody(w, r, f, func(ctx context.Context, account Client, f F) (T, error) { return edit(ctx, account, id, f) })
}

// ServeDelete answers the deletion of one record of the current account, its id as in ServeRecord,
// with 204 once del has deleted it.
func ServeDelete(w http.ResponseWriter, r *http.Request, pathID string, del func(ctx context.Context, account Client, id int64) error) {
	id, ok := httpx.PathID(w, r, pathID)
	if !ok {
		return
	}
	account, _ := Current(r.Context())
	if err := del(r.Context(), account, id); err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.NoContent(w)
}
