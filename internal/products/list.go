package products

import (
	"context"
	"net/url"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// ListFilter is what the product overview (and its export) asks for: search, filters, sort and page.
type ListFilter struct {
	listing.Page
	ProductType, Status, StockAlert, Sort, Direction string
}

// The overview's sorts (by article number by default, each from A or the smallest unless asked
// otherwise) and stock alerts.
var (
	Sorts = listing.Sorts{Names: []string{"article_number", "name", "ean", "product_type", "unit", "total_stock",
		"available_stock"}}
	StockAlerts = []string{"none", "sufficient", "insufficient", "unknown"}
)

// ParseListFilter reads the overview's query parameters; a bad value is a domain.ValidationErrors
// error keyed by the parameter's name. Parameters it does not know are left to the caller.
func ParseListFilter(v url.Values) (ListFilter, error) {
	errs := domain.ValidationErrors{}
	f := ListFilter{Page: listing.ParsePage(v, errs),
		ProductType: listing.Choice(v, "product_type", ProductTypes, errs),
		Status:      listing.Choice(v, "status", Statuses, errs),
		StockAlert:  listing.Choice(v, "stock_alert", StockAlerts, errs)}
	f.Sort, f.Direction = Sorts.Parse(v, errs)
	return f, errs.Err()
}

// sortKeys are the columns a sort orders by and their kinds in a cursor. The article number is
// unique within an account, so it needs no id to break ties; every other sort ends with the id.
func sortKeys(sort string) ([]string, []listing.Kind) {
	kind := listing.Text
	if sort == "total_stock" || sort == "available_stock" {
		kind = listing.Integer
	}
	if sort == "article_number" {
		return []string{"p.article_number"}, []listing.Kind{kind}
	}
	return []string{"p." + sort, "p.id"}, []listing.Kind{kind, listing.Integer}
}

// productList is the product overview: the account's products that the search matches by the start
// of the article number or the EAN, or any part of the name, in any case.
var productList = listing.List[Row]{
	Search: listing.Search{Table: "products", Alias: "p", Prefix: []string{"article_number", "ean"},
		Contains: []string{"name"}},
	Columns: `p.id, p.article_number, p.name, p.ean, p.product_type, p.unit, p.is_active,
		p.minimum_stock, p.total_stock, p.available_stock, p.on_hold_stock, p.in_transit_stock, p.inbound_stock,
		p.stock_alert`,
}

// query is the page f asks of the overview. f must come from ParseListFilter.
func (f ListFilter) query() listing.Query[Row] {
	filter, filterArgs := productFilter(f)
	keys, kinds := sortKeys(f.Sort)
	return listing.Query[Row]{Page: f.Page,
		Filter: filter, FilterArgs: filterArgs, Keys: keys, Kinds: kinds, Direction: f.Direction}
}

// productFilter is the overview's conditions besides the search, on `products p`, and their
// arguments: "" when it has none. Every filter and sort has an index beginning with client_id.
func productFilter(f ListFilter) (string, []any) {
	var w listing.Filter
	w.AddIf("p.product_type = ?", f.ProductType)
	if f.Status != "" {
		w.Add("p.is_active = ?", f.Status == "active")
	}
	w.AddIf("p.stock_alert = ?", f.StockAlert)
	return w.Where()
}

// listProducts reads one page of the overview and the number of products matching its filters; its
// cursors are signed with secret.
func listProducts(ctx context.Context, q db.Q, dialect db.Dialect, secret []byte, clientID int64, f ListFilter) ([]Row, *string, int64, error) {
	return productList.Read(ctx, q, dialect, secret, clientID, f.query())
}
