package products

// Handlers serves the product and concept product routes.
type Handlers struct {
	Catalogue *Catalogue
}
