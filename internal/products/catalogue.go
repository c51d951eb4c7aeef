package products

import "kade/internal/db"

// Catalogue is the products service: the overview, product pages and the concept products.
type Catalogue struct {
	db *db.DB
}

func NewCatalogue(d *db.DB) *Catalogue { return &Catalogue{db: d} }
