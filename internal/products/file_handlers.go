package products

import (
	"context"
	"net/url"

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
		Filter: func(form url.Values) (func(context.Context, int64) files.Rows, error) {
			filter, err := ParseListFilter(form)
			return func(ctx context.Context, clientID int64) files.Rows {
				return func(write func([]any) error) error { return h.Exporter.Export(ctx, clientID, filter, write) }
			}, err
		}}
}
