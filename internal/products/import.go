package products

import "kade/internal/db"

// Importer turns a CSV or XLSX file into concept products, all or nothing.
type Importer struct {
	db *db.DB
}

func NewImporter(d *db.DB) *Importer { return &Importer{db: d} }
