package returns

import (
	"context"
	"net/url"

	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/words"
)

// Filter is what the return overview (and its export) asks for: the search, the return dates From
// and To (both inclusive, "" leaves that side open) and the page. It lists the newest return date
// first.
type Filter struct {
	listing.Page
	DateFrom, DateTo string
}

// ParseFilter reads the return overview's query parameters (q, date_from, date_to, cursor, limit);
// a bad value is a domain.ValidationErrors error keyed by the parameter's name.
func ParseFilter(v url.Values) (Filter, error) {
	errs := domain.ValidationErrors{}
	f := Filter{Page: listing.ParsePage(v, errs),
		DateFrom: listing.Date(v, "date_from", errs), DateTo: listing.Date(v, "date_to", errs)}
	return f, errs.Err()
}

// Row is a row of the return overview (spec point 3, 'Return row'), in the specification's names:
// ReceiptDate is the return's date, ProductCode the article number, BatchNumber the lot's,
// ReceivedQuantity how many came back. SalesOrderID is the order OrderNumber names, for a link to it.
type Row struct {
	ID               int64  `json:"id" db:"id"`
	ReturnID         int64  `json:"return_id" db:"return_id"`
	ReceiptDate      string `json:"receipt_date" db:"return_date"`
	ProductCode      string `json:"product_code" db:"article_number"`
	ProductName      string `json:"product_name" db:"product_name"`
	StockStatus      string `json:"stock_status" db:"stock_status"`
	BatchNumber      string `json:"batch_number" db:"lot_number"`
	BestBeforeDate   string `json:"best_before_date" db:"best_before_date"`
	ReceivedQuantity int64  `json:"received_quantity" db:"quantity"`
	Unit             string `json:"unit" db:"unit"`
	OrderNumber      string `json:"order_number" db:"order_number"`
	SalesOrderID     *int64 `json:"sales_order_id" db:"sales_order_id"`
	ReasonOfReturn   string `json:"reason_of_return" db:"reason"`
}

// overview is the return overview: the account's return rows, newest return date first, a page read
// through the index return_rows_date (client_id, return_date, id), searched by any part of the
// order number, the article number, the product's name or the reason (return_rows_fts on SQLite,
// return_rows_trgm on PostgreSQL).
var overview = listing.List[Row]{
	Search: listing.Search{Table: "return_rows", Alias: "r",
		Contains: []string{"order_number", "article_number", "product_name", "reason"}},
	Columns: `r.id, r.return_id, r.return_date, r.article_number, r.product_name, r.stock_status, r.lot_number,
	r.best_before_date, r.quantity, r.unit, r.order_number, r.sales_order_id, r.reason`,
}

// query is the page f asks of the return overview: its search, its return dates and its place.
func (f Filter) query() listing.Query[Row] {
	var w listing.Filter
	w.AddIf("r.return_date >= ?", f.DateFrom)
	w.AddIf("r.return_date <= ?", f.DateTo)
	filter, args := w.Where()
	return listing.Query[Row]{Page: f.Page, Filter: filter, FilterArgs: args,
		Keys: []string{"r.return_date", "r.id"}, Kinds: []listing.Kind{listing.Text, listing.Integer}, Direction: "desc"}
}

// List is one page of the account's return overview and how many rows match (up to
// listing.CountLimit + 1); its cursors are signed with the database's secret.
func (s *Returns) List(ctx context.Context, clientID int64, f Filter) ([]Row, *string, int64, error) {
	return overview.Read(ctx, s.db.Read(), s.db.Dialect, s.db.Secret(), clientID, f.query())
}

// exportColumns are the return overview export's columns: the overview's.
var exportColumns = []listing.ExportColumn{{Name: "return_date", SQL: "r.return_date"},
	{Name: "product_code", SQL: "r.article_number"}, {Name: "product_name", SQL: "r.product_name"},
	{Name: "stock_status", SQL: "r.stock_status"}, {Name: "lot_number", SQL: "r.lot_number"},
	{Name: "best_before_date", SQL: "r.best_before_date"}, {Name: "received_quantity", SQL: "r.quantity", Number: true},
	{Name: "unit", SQL: "r.unit"}, {Name: "order_number", SQL: "r.order_number"}, {Name: "reason_of_return", SQL: "r.reason"}}

// exportWords are the columns the export shows in the screen's words.
var exportWords = map[string]words.Enumeration{"stock_status": words.BatchStatus, "unit": words.Unit}

// Export writes the returns export with write: the header, then every return row of the account
// that f matches (its search, From and To), in the overview's order, one at a time, so memory stays
// flat.
func (s *Returns) Export(ctx context.Context, clientID int64, f Filter, write func(cells []any) error) error {
	return overview.Export(ctx, s.db, clientID, f.query(), exportColumns, write)
}
