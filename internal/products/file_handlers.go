package products

import (
	"kade/internal/files"
)

// FileHandlers serves the file routes of products: the import, its template and the export.
type FileHandlers struct {
	Importer *Importer
	Exporter *Exporter
}

// Template is the browser form POST /api/clients/{clientId}/concept-products/import/template.
var Template = files.Template{Name: "product-import-template", Sheet: "Products", Rows: WriteTemplate}

// Export is the export kind `products`: the browser form POST /api/clients/{clientId}/exports/products
// with the overview's filters.
func (h FileHandlers) Export() files.Export {
	return files.Export{Kind: "products", Sheet: "Products", Words: exportWords,
		Filter: files.Filtered(ParseListFilter, h.Exporter.Export)}
}
