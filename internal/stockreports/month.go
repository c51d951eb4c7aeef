// Package stockreports serves the stock reports of an account, read from the stock ledger: the
// month report (stock/logfin), from the ledger's months (stock_months).
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
	db *db.DB
}

func NewReports(d *db.DB) *Reports { return &Reports{db: d} }

// Month is the account's month report of f. Each product's month is its row of stock_months for
// the month, or, when it had no movements then, the closing of its last month before, found by the
// primary key (product, month) however long its history (see lastMonthJoin).
func (s *Reports) Month(ctx context.Context, clientID int64, f MonthFilter) (MonthReport, error) {
	month := f.key()
	report := MonthReport{Year: f.Year, Month: f.Month, Rows: []MonthRow{}, Totals: []MonthTotal{}}
	err := s.db.Read().Select(ctx, &report.Rows, `SELECT p.id AS product_id, p.article_number, p.name AS product_name, p.revenue_code,
			CASE WHEN s.month = ? THEN s.initial_stock ELSE s.initial_stock + s.received_and_returns - s.delivered + s.correction END
				AS initial_stock_month,
			CASE WHEN s.month = ? THEN s.delivered ELSE 0 END AS sales_orders_delivered,
			CASE WHEN s.month = ? THEN s.received_and_returns ELSE 0 END AS received_and_returns,
			CASE WHEN s.month = ? THEN s.correction ELSE 0 END AS correction
		FROM products p `+lastMonthJoin(s.db.Dialect)+`
		WHERE p.client_id = ? AND (s.month = ? OR s.initial_stock + s.received_and_returns - s.delivered + s.correction <> 0)
		ORDER BY p.article_number`, month, month, month, month, month, clientID, month)
	if err != nil {
		return MonthReport{}, err
	}
	totals := map[string]*MonthTotal{}
	for i := range report.Rows {
		r := &report.Rows[i]
		r.InitialStockNextMonth = r.InitialStockMonth + r.ReceivedAndReturns - r.SalesOrdersDelivered + r.Correction
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

// lastMonthJoin joins each product p to its last month s up to the month of the statement's fifth
// argument: on PostgreSQL one backward step of the primary key per product (a LATERAL subquery,
// which SQLite does not know), on SQLite the month found by the key and then its row.
func lastMonthJoin(dialect db.Dialect) string {
	if dialect == db.Postgres {
		return `CROSS JOIN LATERAL (SELECT x.month, x.initial_stock, x.delivered, x.received_and_returns, x.correction
			FROM stock_months x WHERE x.product_id = p.id AND x.month <= ? ORDER BY x.month DESC LIMIT 1) s`
	}
	return `JOIN stock_months s ON s.product_id = p.id
		AND s.month = (SELECT MAX(x.month) FROM stock_months x WHERE x.product_id = p.id AND x.month <= ?)`
}

// monthExportHeader is the month report export's first row: a product's columns of the report.
var monthExportHeader = []any{"article_number", "product_name", "initial_stock_month", "sales_orders_delivered",
	"received_and_returns", "correction", "initial_stock_next_month", "revenue_code"}

// ExportMonth writes the month report export with write: the header, then the report's product rows.
func (s *Reports) ExportMonth(ctx context.Context, clientID int64, f MonthFilter, write func(cells []any) error) error {
	report, err := s.Month(ctx, clientID, f)
	if err != nil {
		return err
	}
	if err := write(monthExportHeader); err != nil {
		return err
	}
	for _, r := range report.Rows {
		if err := write([]any{r.ArticleNumber, r.ProductName, r.InitialStockMonth, r.SalesOrdersDelivered,
			r.ReceivedAndReturns, r.Correction, r.InitialStockNextMonth, r.RevenueCode}); err != nil {
			return err
		}
	}
	return nil
}
