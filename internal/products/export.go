package products

import "kade/internal/db"

// Exporter streams the product overview as a file.
type Exporter struct {
	db *db.DB
}

func NewExporter(d *db.DB) *Exporter { return &Exporter{db: d} }
