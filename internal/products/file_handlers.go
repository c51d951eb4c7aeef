package products

// FileHandlers serves the file routes of products: the import, its template and the export.
type FileHandlers struct {
	Importer *Importer
	Exporter *Exporter
}
