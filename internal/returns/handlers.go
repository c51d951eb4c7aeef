package returns

import (
	"context"
	"net/http"

	"kade/internal/clients"
	"kade/internal/files"
)

// Handlers serves the current account's return overview and its export; the warehouse posts the
// returns through its own API (internal/warehouse).
type Handlers struct {
	Returns *Returns
}

// List answers GET /api/clients/{clientId}/returns (the return overview).
func (h Handlers) List(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseFilter, func(ctx context.Context, account clients.Client, f Filter) ([]Row, *string, int64, error) {
		return h.Returns.List(ctx, account.ID, f)
	})
}

// KindReturns is the return overview's export kind.
const KindReturns = "returns"

// Export is the export kind returns ('return overview'): the browser form POST
// /api/clients/{clientId}/exports/returns with the overview's filters.
func (h Handlers) Export() files.Export {
	return files.Export{Kind: KindReturns, Sheet: "Returns", Words: exportWords,
		Filter: files.Filtered(ParseFilter, h.Returns.Export)}
}
