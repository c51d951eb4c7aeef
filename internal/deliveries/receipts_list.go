package deliveries

import (
	"context"
	"net/url"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/words"
)

// ReceiptFilter is what the inbound overview (and its export) asks for: the receipt dates From and
// To (both inclusive, "" leaves that side open) and the page. It lists the newest receipt date first.
type ReceiptFilter struct {
	Cursor           string
	Limit            int
	DateFrom, DateTo string
}

// ParseReceiptFilter reads the inbound overview's query parameters (date_from, date_to, cursor,
// limit); a bad value is a domain.ValidationErrors error keyed by the parameter's name.
func ParseReceiptFilter(v url.Values) (ReceiptFilter, error) {
	errs := domain.ValidationErrors{}
	page := listing.ParsePage(v, errs)
	f := ReceiptFilter{Cursor: page.Cursor, Limit: page.Limit,
		DateFrom: listing.Date(v, "date_from", errs), DateTo: listing.Date(v, "date_to", errs)}
	return f, errs.Err()
}

// receipts is the inbound overview: the account's receipt rows, newest receipt date first, a page
// read through the index delivery_receipts_date (client_id, receipt_date, id, then the quantity
// the dashboard sums). It has no search.
var receipts = listing.List[ReceiptRow]{
	Search: listing.Search{Table: "delivery_receipts", Alias: "r"},
	Columns: `r.id, r.delivery_id, r.reference, r.receipt_number, r.receipt_date, r.product_code,
	r.product_name, r.stock_status, r.lot_number, r.best_before_date, r.announced_quantity, r.received_quantity, r.trade_unit`,
}

// query is the page f asks of the inbound overview: its receipt dates and its place.
func (f ReceiptFilter) query() listing.Query[ReceiptRow] {
	var w listing.Filter
	w.AddIf("r.receipt_date >= ?", f.DateFrom)
	w.AddIf("r.receipt_date <= ?", f.DateTo)
	filter, args := w.Where()
	return listing.Query[ReceiptRow]{Page: listing.Page{Cursor: f.Cursor, Limit: f.Limit},
		Filter: filter, FilterArgs: args,
		Keys: []string{"r.receipt_date", "r.id"}, Kinds: []listing.Kind{listing.Text, listing.Integer}, Direction: "desc"}
}

// ReceiptRow is a row of the inbound overview (spec point 3, 'Inbound receipt row'): Reference is
// the delivery's, ReceiptNumber the warehouse's; AnnouncedQuantity ('Expected qty') is what the
// delivery announced of the product.
type ReceiptRow struct {
	ID                int64  `json:"id" db:"id"`
	DeliveryID        int64  `json:"delivery_id" db:"delivery_id"`
	Reference         string `json:"reference" db:"reference"`
	ReceiptNumber     string `json:"receipt_number" db:"receipt_number"`
	ReceiptDate       string `json:"receipt_date" db:"receipt_date"`
	ProductCode       string `json:"product_code" db:"product_code"`
	ProductName       string `json:"product_name" db:"product_name"`
	StockStatus       string `json:"stock_status" db:"stock_status"`
	LotNumber         string `json:"lot_number" db:"lot_number"`
	BestBeforeDate    string `json:"best_before_date" db:"best_before_date"`
	AnnouncedQuantity int64  `json:"announced_quantity" db:"announced_quantity"`
	ReceivedQuantity  int64  `json:"received_quantity" db:"received_quantity"`
	TradeUnit         string `json:"trade_unit" db:"trade_unit"`
}

// Receipts is the inbound overview and its export.
type Receipts struct {
	db *db.DB
}

func NewReceipts(d *db.DB) *Receipts { return &Receipts{db: d} }

// List is one page of the account's inbound overview and how many rows match (up to
// listing.CountLimit + 1); its cursors are signed with the database's secret.
func (s *Receipts) List(ctx context.Context, clientID int64, f ReceiptFilter) ([]ReceiptRow, *string, int64, error) {
	return receipts.Read(ctx, s.db.Read(), s.db.Dialect, s.db.Secret(), clientID, f.query())
}

// exportColumns are the inbound-shipments export's columns: the overview's.
var exportColumns = []listing.ExportColumn{{Name: "reference", SQL: "r.reference"},
	{Name: "receipt_number", SQL: "r.receipt_number"}, {Name: "receipt_date", SQL: "r.receipt_date"},
	{Name: "product_code", SQL: "r.product_code"}, {Name: "product_name", SQL: "r.product_name"},
	{Name: "stock_status", SQL: "r.stock_status"}, {Name: "lot_number", SQL: "r.lot_number"},
	{Name: "best_before_date", SQL: "r.best_before_date"},
	{Name: "expected_quantity", SQL: "r.announced_quantity", Number: true},
	{Name: "received_quantity", SQL: "r.received_quantity", Number: true}, {Name: "unit", SQL: "r.trade_unit"}}

// exportWords are the columns the export shows in the screen's words.
var exportWords = map[string]words.Enumeration{"stock_status": words.BatchStatus, "unit": words.Unit}

// Export writes the inbound-shipments export with write: the header, then every receipt row of the
// account that f matches, in the overview's order, one at a time, so memory stays flat.
func (s *Receipts) Export(ctx context.Context, clientID int64, f ReceiptFilter, write func(cells []any) error) error {
	return receipts.Export(ctx, s.db, clientID, f.query(), exportColumns, write)
}
