package stockreports

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"kade/internal/clients"
	"kade/internal/files"
	"kade/internal/words"
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

// ProductMonths answers GET /api/clients/{clientId}/products/{productId}/stock-months (the product
// page's stock chart: its last twelve months).
func (h Handlers) ProductMonths(w http.ResponseWriter, r *http.Request) {
	clients.ServeRecord(w, r, "productId", func(ctx context.Context, account clients.Client, id int64) ([]ProductMonth, error) {
		return h.Reports.ProductMonths(ctx, account.ID, id, time.Now())
	})
}

// Overview answers GET /api/clients/{clientId}/stock (the stock overview).
func (h Handlers) Overview(w http.ResponseWriter, r *http.Request) {
	now := time.Now()
	parse := func(v url.Values) (OverviewFilter, error) { return ParseOverviewFilter(v, now) }
	clients.ServeList(w, r, parse, func(ctx context.Context, account clients.Client, f OverviewFilter) ([]OverviewRow, *string, int64, error) {
		return h.Reports.Overview(ctx, account.ID, f, now)
	})
}

// KindStock is the stock overview's export kind ('stock overview').
const KindStock = "stock"

// OverviewExport is the export kind stock: the browser form POST /api/clients/{clientId}/exports/stock
// with the overview's filters (its date too), a row per product.
func (h Handlers) OverviewExport() files.Export {
	return files.Export{Kind: KindStock, Sheet: "Stock overview", Words: map[string]words.Enumeration{"stock_status": words.StockAlert},
		Filter: files.Filtered(func(form url.Values) (OverviewFilter, error) { return ParseOverviewFilter(form, time.Now()) },
			h.Reports.ExportOverview)}
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

// Flow answers GET /api/clients/{clientId}/stock/flow (the flow report).
func (h Handlers) Flow(w http.ResponseWriter, r *http.Request) {
	clients.ServeList(w, r, ParseFlowFilter, func(ctx context.Context, account clients.Client, f FlowFilter) ([]FlowRow, *string, int64, error) {
		return h.Reports.Flow(ctx, account.ID, f)
	})
}

// KindStockFlow is the flow report's export kind ('stock flow report').
const KindStockFlow = "stock-flow"

// FlowExport is the export kind stock-flow: the browser form POST
// /api/clients/{clientId}/exports/stock-flow with the report's filters, a row per movement.
func (h Handlers) FlowExport() files.Export {
	return files.Export{Kind: KindStockFlow, Sheet: "Flow report", Words: flowExportWords,
		Filter: files.Filtered(ParseFlowFilter, h.Reports.ExportFlow)}
}

// Batches answers GET /api/clients/{clientId}/stock/batches (the batch report, stock/batch).
func (h Handlers) Batches(w http.ResponseWriter, r *http.Request) {
	parse := func(v url.Values) (BatchFilter, error) { return ParseBatchFilter(v, time.Now()) }
	clients.ServeList(w, r, parse, func(ctx context.Context, account clients.Client, f BatchFilter) ([]BatchRow, *string, int64, error) {
		return h.Reports.Batches(ctx, account.ID, f)
	})
}

// KindStockBatches is the batch report's export kind ('stock batch report').
const KindStockBatches = "stock-batches"

// BatchExport is the export kind stock-batches: the browser form POST
// /api/clients/{clientId}/exports/stock-batches with the report's filters, a row per row of the
// report, its units and statuses in the screen's words.
func (h Handlers) BatchExport() files.Export {
	return files.Export{Kind: KindStockBatches, Sheet: "Batch report", Words: batchExportWords,
		Filter: files.Filtered(func(form url.Values) (BatchFilter, error) { return ParseBatchFilter(form, time.Now()) },
			h.Reports.ExportBatches)}
}
