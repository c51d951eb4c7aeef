package products

import (
	"context"
	"net/url"
	"strings"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// ListFilter is what the product overview (and its export) asks for: search, filters, sort and page.
type ListFilter struct {
	Q, ProductType, Status, StockAlert, Sort, Direction, Cursor string
	Limit                                                       int
}

// The overview's sorts, stock alerts and page sizes.
var (
	Sorts       = []string{"article_number", "name", "ean", "product_type", "unit", "total_stock", "available_stock"}
	StockAlerts = []string{"none", "sufficient", "insufficient", "unknown"}
	directions  = []string{"asc", "desc"}
)

// ParseListFilter reads the overview's query parameters; a bad value is a domain.ValidationErrors
// error keyed by the parameter's name. Parameters it does not know are left to the caller.
func ParseListFilter(v url.Values) (ListFilter, error) {
	errs := domain.ValidationErrors{}
	page := listing.ParsePage(v, errs)
	f := ListFilter{Q: page.Q, Cursor: page.Cursor, Limit: page.Limit,
		ProductType: listing.Choice(v, "product_type", ProductTypes, errs),
		Status:      listing.Choice(v, "status", Statuses, errs),
		StockAlert:  listing.Choice(v, "stock_alert", StockAlerts, errs),
		Sort:        listing.Choice(v, "sort", Sorts, errs),
		Direction:   listing.Choice(v, "direction", directions, errs)}
	if f.Sort == "" {
		f.Sort = "article_number"
	}
	if f.Direction == "" {
		f.Direction = "asc"
	}
	return f, errs.Err()
}

// sortKeys are the columns a sort orders by. The article number is unique within an account, so it
// needs no id to break ties; every other sort ends with the id.
func sortKeys(sort string) []string {
	if sort == "article_number" {
		return []string{"p.article_number"}
	}
	return []string{"p." + sort, "p.id"}
}

// listKey is the key of the account's overview with f's search, filters and sort (see listing.Key).
func (f ListFilter) listKey(secret []byte, clientID int64) string {
	return listing.Key(secret, "products", clientID, f.Q, f.ProductType, f.Status, f.StockAlert, f.Sort, f.Direction)
}

// decodeCursor reads the cursor of the page before of the list with key list: its total and the
// sort keys to continue after.
func (f ListFilter) decodeCursor(list string) (listing.Cursor, error) {
	kinds := []listing.Kind{listing.Text}
	if f.Sort == "total_stock" || f.Sort == "available_stock" {
		kinds[0] = listing.Integer
	}
	if len(sortKeys(f.Sort)) == 2 {
		kinds = append(kinds, listing.Integer) // the id
	}
	return listing.Decode(f.Cursor, list, kinds)
}

// productSearch is the account's products that the overview's search matches: the start of the
// article number or the EAN, or any part of the name, in any case.
var productSearch = listing.Search{Table: "products", Alias: "p", Prefix: []string{"article_number", "ean"},
	Contains: []string{"name"}}

// productFilter is the overview's conditions besides the search, on `products p`, and their
// arguments: "" when it has none. Every filter and sort has an index beginning with client_id.
func productFilter(f ListFilter) (string, []any) {
	var conds []string
	var args []any
	if f.ProductType != "" {
		conds = append(conds, "p.product_type = ?")
		args = append(args, f.ProductType)
	}
	if f.Status != "" {
		conds = append(conds, "p.is_active = ?")
		args = append(args, f.Status == "active")
	}
	if f.StockAlert != "" {
		conds = append(conds, "p.stock_alert = ?")
		args = append(args, f.StockAlert)
	}
	return strings.Join(conds, " AND "), args
}

// productOrder is the overview's order for f's sort and direction.
func productOrder(f ListFilter) string {
	dir := " ASC"
	if f.Direction == "desc" {
		dir = " DESC"
	}
	keys := sortKeys(f.Sort)
	for i := range keys {
		keys[i] += dir
	}
	return strings.Join(keys, ", ")
}

// productQuery is the overview's filter and order for `FROM products p WHERE <where> ORDER BY
// <order>`, without cursor and limit, for a list of which the first page counted counted (see
// listing.Search.PageWhere). f must come from ParseListFilter.
func productQuery(dialect db.Dialect, clientID int64, f ListFilter, counted listing.Counted) (where string, args []any, order string) {
	where, args = productSearch.PageWhere(dialect, clientID, f.Q, counted)
	if filter, filterArgs := productFilter(f); filter != "" {
		where += " AND " + filter
		args = append(args, filterArgs...)
	}
	return where, args, productOrder(f)
}

// countProducts is the statement that counts the products matching f, and its arguments.
func countProducts(dialect db.Dialect, clientID int64, f ListFilter) (string, []any) {
	filter, args := productFilter(f)
	return productSearch.Count(dialect, clientID, f.Q, filter, args)
}

// listProducts reads one page of the overview and the number of products matching its filters; its
// cursors are signed with secret.
func listProducts(ctx context.Context, q db.Q, dialect db.Dialect, secret []byte, clientID int64, f ListFilter) ([]Row, *string, int64, error) {
	count, countArgs := countProducts(dialect, clientID, f)
	list := f.listKey(secret, clientID)
	counted, after, err := listing.Start(ctx, q, count, countArgs, f.Cursor,
		func() (listing.Cursor, error) { return f.decodeCursor(list) })
	if err != nil {
		return nil, nil, 0, err
	}
	total := counted.Total
	where, args, order := productQuery(dialect, clientID, f, counted)
	if after != nil {
		cmp := " > "
		if f.Direction == "desc" {
			cmp = " < "
		}
		keys := sortKeys(f.Sort)
		where += " AND (" + strings.Join(keys, ", ") + ")" + cmp + "(?" + strings.Repeat(", ?", len(keys)-1) + ")"
		args = append(args, after...)
	}
	rows := []Row{}
	err = q.Select(ctx, &rows, `SELECT p.id, p.article_number, p.name, p.ean, p.product_type, p.unit, p.is_active,
		p.minimum_stock, p.total_stock, p.available_stock, p.on_hold_stock, p.in_transit_stock, p.inbound_stock,
		p.stock_alert FROM products p WHERE `+where+` ORDER BY `+order+` LIMIT ?`, append(args, f.Limit+1)...)
	if err != nil {
		return nil, nil, 0, err
	}
	rows, next := listing.End(rows, f.Limit, list, total, func(r Row) []any { return r.sortValues(f.Sort) })
	return rows, next, total, nil
}

// sortValues are the row's values of the sort's keys, for the next page's cursor.
func (r Row) sortValues(sort string) []any {
	var v any
	switch sort {
	case "article_number":
		return []any{r.ArticleNumber}
	case "name":
		v = r.Name
	case "ean":
		v = r.EAN
	case "product_type":
		v = r.ProductType
	case "unit":
		v = r.Unit
	case "total_stock":
		v = r.TotalStock
	case "available_stock":
		v = r.AvailableStock
	}
	return []any{v, r.ID}
}
