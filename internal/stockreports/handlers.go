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

// MonthExport is the export kind stock-month: the browser form POST
// /api/clients/{clientId}/exports/stock-month with the report's year and month, a row per product
// of the report.
func (h Handlers) MonthExport() files.Export {
	return files.Export{Kind: KindStockMonth, Sheet: "Month report",
		Filter: files.Filtered(func(form url.Values) (MonthFilter, error) { return ParseMonthFilter(form, time.Now()) },
			h.Reports.ExportMonth)}
}
