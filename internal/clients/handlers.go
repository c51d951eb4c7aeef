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

// Get answers GET /api/clients/{clientId}: the account itself, already checked by the tenant middleware.
func Get(w http.ResponseWriter, r *http.Request) {
	c, ok := Current(r.Context())
	if !ok {
		httpx.Error(w, r, domain.ErrNotFound)
		return
	}
	httpx.Data(w, c)
}
