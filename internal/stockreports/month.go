// Package stockreports serves the stock reports of an account, read from the stock ledger: the
// month report (stock/logfin), from the ledger's months (stock_months), and the batch report
// (stock/batch), from its balances (stock_balances).
package stockreports

import (
	"context"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/products"
)

// MonthFilter is the month report's month: its year and month (1 to 12).
type MonthFilter struct {
	Year, Month int
}

// Bounds of the month report's year.
const (
	firstYear = 2000
	lastYear  = 2100
)

// ParseMonthFilter reads year and month; either left out is the current one in Amsterdam (now).
func ParseMonthFilter(v url.Values, now time.Time) (MonthFilter, error) {
	errs := domain.ValidationErrors{}
	local := now.In(domain.Local)
	f := MonthFilter{Year: local.Year(), Month: int(local.Month())}
	if year, ok := listing.Number(v, "year", firstYear, lastYear, errs); ok {
		f.Year = year
	}
	if month, ok := listing.Number(v, "month", 1, 12, errs); ok {
		f.Month = month
	}
	return f, errs.Err()
}

// key is the month as stock_months names it, yyyy-mm.
func (f MonthFilter) key() string { return fmt.Sprintf("%04d-%02d", f.Year, f.Month) }

// MonthRow is a product's row of the month report (spec point 3, 'Month report'): its stock when
// the month began, what shipments delivered, receipts and returns brought and corrections changed
// during it, and its stock when the next month began, which is the first plus the second and the
// fourth less the third.
type MonthRow struct {
	ProductID             int64  `json:"product_id" db:"product_id"`
	ArticleNumber         string `json:"article_number" db:"article_number"`
	ProductName           string `json:"product_name" db:"product_name"`
	InitialStockMonth     int64  `json:"initial_stock_month" db:"initial_stock_month"`
	SalesOrdersDelivered  int64  `json:"sales_orders_delivered" db:"sales_orders_delivered"`
	ReceivedAndReturns    int64  `json:"received_and_returns" db:"received_and_returns"`
	Correction            int64  `json:"correction" db:"correction"`
	InitialStockNextMonth int64  `json:"initial_stock_next_month" db:"-"`
	RevenueCode           string `json:"revenue_code" db:"revenue_code"`
}

// closeMonth sets the row's stock when the next month began: the first plus the second and the
// fourth less the third.
func (r *MonthRow) closeMonth() {
	r.InitialStockNextMonth = r.InitialStockMonth + r.ReceivedAndReturns - r.SalesOrdersDelivered + r.Correction
}

// MonthTotal is the month report's total of the products of one revenue code.
type MonthTotal struct {
	RevenueCode           string `json:"revenue_code"`
	InitialStockMonth     int64  `json:"initial_stock_month"`
	SalesOrdersDelivered  int64  `json:"sales_orders_delivered"`
	ReceivedAndReturns    int64  `json:"received_and_returns"`
	Correction            int64  `json:"correction"`
	InitialStockNextMonth int64  `json:"initial_stock_next_month"`
}

// MonthReport is the month report of one month: a row per product that had stock or movements in
// it, by article number, and a total per revenue code, by code.
type MonthReport struct {
	Year   int          `json:"year"`
	Month  int          `json:"month"`
	Rows   []MonthRow   `json:"rows"`
	Totals []MonthTotal `json:"totals"`
}

// Reports reads the stock reports.
type Reports struct {
	db        *db.DB
	catalogue *products.Catalogue
}

func NewReports(d *db.DB) *Reports { return &Reports{db: d, catalogue: products.NewCatalogue(d)} }

// Month is the account's month report of f (see monthRows).
func (s *Reports) Month(ctx context.Context, clientID int64, f MonthFilter) (MonthReport, error) {
	report := MonthReport{Year: f.Year, Month: f.Month, Rows: []MonthRow{}, Totals: []MonthTotal{}}
	columns, rest, args := monthRows(clientID, f)
	if err := s.db.Read().Select(ctx, &report.Rows, "SELECT "+columns+" "+rest, args...); err != nil {
		return MonthReport{}, err
	}
	totals := map[string]*MonthTotal{}
	for i := range report.Rows {
		r := &report.Rows[i]
		r.closeMonth()
		t, ok := totals[r.RevenueCode]
		if !ok {
			t = &MonthTotal{RevenueCode: r.RevenueCode}
			totals[r.RevenueCode] = t
		}
		t.InitialStockMonth += r.InitialStockMonth
		t.SalesOrdersDelivered += r.SalesOrdersDelivered
		t.ReceivedAndReturns += r.ReceivedAndReturns
		t.Correction += r.Correction
		t.InitialStockNextMonth += r.InitialStockNextMonth
	}
	for _, code := range slices.Sorted(maps.Keys(totals)) {
		report.Totals = append(report.Totals, *totals[code])
	}
	return report, nil
}

// monthRows is the statement of a month report's product rows, by article number, as its select
// list (MonthRow's columns but the next month's, in its order), the rest and its arguments. Each
// product's month is its row of stock_months for the month, read with the account's rows of that
// month (index stock_months_client), or, when it had no movements then, the closing of its last
// month before (closingBefore), found by the primary key however long its history; a product
// without either is left out.
func monthRows(clientID int64, f MonthFilter) (columns, rest string, args []any) {
	month := f.key()
	return `r.product_id, r.article_number, r.product_name, r.initial_stock_month, r.sales_orders_delivered,
			r.received_and_returns, r.correction, r.revenue_code`,
		`FROM (SELECT p.id AS product_id, p.article_number, p.name AS product_name, p.revenue_code,
				s.month IS NOT NULL AS moved,
				COALESCE(s.initial_stock, ` + closingBefore + `, 0) AS initial_stock_month,
				COALESCE(s.delivered, 0) AS sales_orders_delivered,
				COALESCE(s.received_and_returns, 0) AS received_and_returns,
				COALESCE(s.correction, 0) AS correction
			FROM products p LEFT JOIN stock_months s ON s.client_id = ? AND s.month = ? AND s.product_id = p.id
			WHERE p.client_id = ?) r
		WHERE r.moved OR r.initial_stock_month <> 0
		ORDER BY r.article_number`,
		[]any{month, clientID, month, clientID}
}

// closingBefore is the stock of product p when the month of the statement's argument began: the
// closing of its last month of stock_months before it, one backward step of the primary key; NULL
// when it has none.
const closingBefore = `(SELECT x.initial_stock + x.received_and_returns - x.delivered + x.correction FROM stock_months x
	WHERE x.product_id = p.id AND x.month < ? ORDER BY x.month DESC LIMIT 1)`

// monthExportHeader is the month report export's first row: a product's columns of the report.
var monthExportHeader = []any{"article_number", "product_name", "initial_stock_month", "sales_orders_delivered",
	"received_and_returns", "correction", "initial_stock_next_month", "revenue_code"}

// ExportMonth writes the month report export with write: the header, then the report's product
// rows, each as it is read (db.EachRow).
func (s *Reports) ExportMonth(ctx context.Context, clientID int64, f MonthFilter, write func(cells []any) error) error {
	if err := write(monthExportHeader); err != nil {
		return err
	}
	columns, rest, args := monthRows(clientID, f)
	cells := make([]any, len(monthExportHeader))
	var r MonthRow
	return s.db.EachRow(ctx, columns, rest, args, func(row *db.Row) error {
		for i, figure := range []*int64{&r.InitialStockMonth, &r.SalesOrdersDelivered, &r.ReceivedAndReturns, &r.Correction} {
			var err error
			if *figure, err = row.Integer(3 + i); err != nil {
				return err
			}
		}
		r.closeMonth()
		cells[0], cells[1], cells[2], cells[3] = row.Text(1), row.Text(2), r.InitialStockMonth, r.SalesOrdersDelivered
		cells[4], cells[5], cells[6], cells[7] = r.ReceivedAndReturns, r.Correction, r.InitialStockNextMonth, row.Text(7)
		return write(cells)
	})
}
