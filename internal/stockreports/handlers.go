package stockreports

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"kade/internal/clients"
	"kade/internal/files"
)

// Handlers serves the current account's stock reports.
type Handlers struct {
	Reports *Reports
}

// Month answers GET /api/clients/{clientId}/stock/month?year=&month= (the month report).
func (h Handlers) Month(w http.ResponseWriter, r *http.Request) {
	f, err := ParseMonthFilter(r.URL.Query(), time.Now())
	clients.Serve(w, r, func(ctx context.Context, account clients.Client) (MonthReport, error) {
		if err != nil {
			return MonthReport{}, err
		}
		return h.Reports.Month(ctx, account.ID, f)
	})
}

// KindStockMonth is the month report's export kind ('stock month report').
const KindStockMonth = "stock-month"

// monthExportHeader is the month report export's first row: a product's columns of the report.
var monthExportHeader = []any{"article_number", "product_name", "initial_stock_month", "sales_orders_delivered",
	"received_and_returns", "correction", "initial_stock_next_month", "revenue_code"}

// MonthExport is the export kind stock-month: the browser form POST
// /api/clients/{clientId}/exports/stock-month with the report's year and month, a row per product
// of the report.
func (h Handlers) MonthExport() files.Export {
	return files.Export{Kind: KindStockMonth, Sheet: "Month report",
		Filter: func(form url.Values) (func(context.Context, int64) files.Rows, error) {
			f, err := ParseMonthFilter(form, time.Now())
			return func(ctx context.Context, clientID int64) files.Rows {
				return func(write func(cells []any) error) error {
					report, err := h.Reports.Month(ctx, clientID, f)
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
			}, err
		}}
}
