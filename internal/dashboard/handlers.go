package dashboard

import (
	"context"
	"net/http"
	"time"

	"kade/internal/clients"
	"kade/internal/orders"
	"kade/internal/users"
)

// Handlers serve the dashboard.
type Handlers struct{ Dashboards *Dashboards }

// readerOf is the reader of the request whose context is ctx: its user's level, and whether they
// see the translator's orders as the order overview's handler reads it.
func readerOf(ctx context.Context) Reader {
	user, _ := users.Current(ctx)
	return Reader{Level: user.Level, SeesTranslator: orders.SeesTranslator(ctx)}
}

// Get answers GET /api/clients/{clientId}/dashboard.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	clients.Serve(w, r, func(ctx context.Context, account clients.Client) (Dashboard, error) {
		return h.Dashboards.Read(ctx, account, readerOf(ctx), time.Now())
	})
}
