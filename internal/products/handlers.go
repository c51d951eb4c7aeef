package products

import (
	"context"
	"net/http"

	"kade/internal/clients"
	"kade/internal/concepts/conceptapi"
	"kade/internal/idempotency"
)

// Handlers serves the product routes; concept products are served by ConceptHandlers.
type Handlers struct {
	Catalogue *Catalogue
}

// List answers GET /api/clients/{clientId}/products.
func (h Handlers) List(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseListFilter, func(ctx context.Context, account clients.Client, f ListFilter) ([]Row, *string, int64, error) {
		return h.Catalogue.List(ctx, account.ID, f)
	})
}

// Get answers GET /api/clients/{clientId}/products/{productId}.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, "productId", func(ctx context.Context, account clients.Client, id int64) (Detail, error) {
		return h.Catalogue.Product(ctx, account.ID, account.Name, id)
	})
}

// ConceptHandlers serves the concept product routes.
type ConceptHandlers = conceptapi.Handlers[Fields, ConceptRow, *ConceptRow]

// NewConceptHandlers serves the concept products of c, with the answers to their creates under keys.
func NewConceptHandlers(c *Concepts, keys *idempotency.Keys) ConceptHandlers {
	return ConceptHandlers{Concepts: c, Keys: keys, PathID: "conceptProductId", New: NewFields}
}
