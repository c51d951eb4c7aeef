package bench

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"kade/internal/app"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/stockreports"
	"kade/internal/tabular"
)

// The stock report issue's targets: milliseconds for the reports, rows a second for the export.
const (
	StockMonthReportTarget     = 200
	StockFlowTarget            = 25
	StockOverviewTarget        = 25
	StockOverviewAtDateTarget  = 100
	StockMonthExportCSVTarget  = 300_000
	stockReportSamples         = 40
	stockListSamples           = 200
	stockOverviewDate          = "2025-11-15" // a year before the ledger ends
	stockMonthReportYear       = 2025
	stockMonthReportMonth      = 6
	stockFlowFrom, stockFlowTo = "2025-01-01", "2025-12-31"
)

// stockReportLines are the BENCH lines measured over the stock ledger (stockLedger), built once.
var stockReportLines = []string{"stock_month_report_ms", "stock_month_export_csv_rows_per_s", "stock_flow_p95_ms",
	"stock_overview_p95_ms", "stock_overview_at_date_ms"}

// stockRead is a latency line of the stock reports: its samples, each the i-th read through HTTP
// (path) and directly (direct), and its target in milliseconds.
type stockRead struct {
	line    string
	target  int
	samples int
	path    func(i int) string
	direct  func(i int) error
}

// stockReports measures the stock reports over one account of size's products and movements over
// three years: the month report of June 2025 (every product), the
// flow report's first page of one product's 2025, the stock overview's first page now and on a day a
// year before, each through HTTP as the browser asks with ratio= against the direct call, and the
// month report's CSV export with the process's peak memory.
func stockReports(ctx context.Context, o Options, a *app.App, base string, size ledger, out io.Writer, suffix string) error {
	clientID, first, err := stockLedger(ctx, a.DB, "Bench Stock B.V.", size, func(format string, args ...any) {
		fmt.Fprintf(out, "# "+format, args...)
	})
	if err != nil {
		return err
	}
	l := newLoad(base, 1)
	token, err := l.token(ctx, demo.Logins[1].Email, demo.Password) // provider staff see every account
	if err != nil {
		return err
	}
	reports := stockreports.NewReports(a.DB)
	product := func(i int) int64 { return first + int64(i*37%size.products) }
	overview := func(query url.Values) (stockreports.OverviewFilter, error) {
		return stockreports.ParseOverviewFilter(query, time.Now())
	}
	month := stockreports.MonthFilter{Year: stockMonthReportYear, Month: stockMonthReportMonth}
	reads := []stockRead{
		{line: "stock_month_report_ms", target: StockMonthReportTarget, samples: stockReportSamples,
			path: func(int) string {
				return fmt.Sprintf("/stock/month?year=%d&month=%d", stockMonthReportYear, stockMonthReportMonth)
			},
			direct: func(int) error {
				report, err := reports.Month(ctx, clientID, month)
				if err == nil && len(report.Rows) != size.products {
					err = fmt.Errorf("month report: %d rows", len(report.Rows))
				}
				return err
			}},
		{line: "stock_flow_p95_ms", target: StockFlowTarget, samples: stockListSamples,
			path: func(i int) string {
				return "/stock/flow?date_from=" + stockFlowFrom + "&date_to=" + stockFlowTo + "&product_id=" + strconv.FormatInt(product(i), 10)
			},
			direct: func(i int) error {
				f := stockreports.FlowFilter{Limit: 50, DateFrom: stockFlowFrom, DateTo: stockFlowTo, ProductID: product(i)}
				rows, _, _, err := reports.Flow(ctx, clientID, f)
				if err == nil && len(rows) != 50 {
					err = fmt.Errorf("flow report: %d rows of product %d", len(rows), f.ProductID)
				}
				return err
			}},
		overviewRead(ctx, "stock_overview_p95_ms", StockOverviewTarget, url.Values{}, size, reports, clientID, overview),
		overviewRead(ctx, "stock_overview_at_date_ms", StockOverviewAtDateTarget, url.Values{"date": {stockOverviewDate}}, size,
			reports, clientID, overview),
	}
	for _, read := range reads {
		if o.runs(read.line) {
			if err := read.measure(ctx, l, token, clientID, a.DB.Dialect, size, out, suffix); err != nil {
				return fmt.Errorf("%s: %w", read.line, err)
			}
		}
	}
	if o.runs("stock_month_export_csv_rows_per_s") {
		return stockMonthExport(ctx, l, token, clientID, a.DB.Dialect, size, out, suffix)
	}
	return nil
}

// overviewRead is the stock overview's first page with query's filters (its usage figures and, with
// a date, its stock then), of the hundred products (or all of a smaller ledger) whose article
// numbers begin as the sample's.
func overviewRead(ctx context.Context, line string, target int, query url.Values, size ledger, reports *stockreports.Reports, clientID int64,
	parse func(url.Values) (stockreports.OverviewFilter, error)) stockRead {
	withSearch := func(i int) url.Values {
		v := url.Values{"q": {fmt.Sprintf("SMP-%04d", i%max(1, size.products/100))}}
		for k, values := range query {
			v[k] = values
		}
		return v
	}
	return stockRead{line: line, target: target, samples: stockListSamples,
		path: func(i int) string { return "/stock?" + withSearch(i).Encode() },
		direct: func(i int) error {
			f, err := parse(withSearch(i))
			if err != nil {
				return err
			}
			rows, _, _, err := reports.Overview(ctx, clientID, f, time.Now())
			if err == nil && len(rows) != 50 {
				err = fmt.Errorf("stock overview: %d rows", len(rows))
			}
			return err
		}}
}

// measure prints the read's BENCH line: the median over runs of its samples' 95th percentile through
// HTTP, with the direct call's.
func (r stockRead) measure(ctx context.Context, l *load, token string, clientID int64, engine db.Dialect, size ledger, out io.Writer,
	suffix string) error {
	var directs runs
	viaHTTP, err := measureRuns(func() (float64, error) {
		i := 0
		direct, err := p95Of(r.samples, func() error { i++; return r.direct(i) })
		if err != nil {
			return 0, err
		}
		directs = append(directs, direct)
		i = 0
		return p95Of(r.samples, func() error {
			i++
			_, err := l.do(ctx, jsonRequest("GET", accountPath(clientID, r.path(i)), token, nil))
			return err
		})
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH %s%s %.1f ms ratio=%.2f vs direct_query_p95_%.1f_ms target=%d engine=%s products=%d movements=%d%s\n",
		r.line, suffix, viaHTTP.median(), viaHTTP.median()/directs.median(), directs.median(), r.target, engine, size.products,
		size.movements, viaHTTP.spread(1))
	return nil
}

// stockMonthExport downloads the month report of June 2025 (the report stock_month_report_ms reads) as
// CSV through HTTP, a row per product, and reports rows per second and the process's peak memory.
func stockMonthExport(ctx context.Context, l *load, token string, clientID int64, engine db.Dialect, size ledger, out io.Writer,
	suffix string) error {
	rates, _, peakMB, err := l.exportRuns(ctx, token, clientID, stockreports.KindStockMonth, tabular.CSV,
		url.Values{"year": {strconv.Itoa(stockMonthReportYear)}, "month": {strconv.Itoa(stockMonthReportMonth)}},
		filepath.Join(os.TempDir(), "stock-month.csv"), size.products)
	if err != nil {
		return err
	}
	rate := rates.median()
	fmt.Fprintf(out, "BENCH stock_month_export_csv_rows_per_s%s %.0f rows/s ratio=%.2f vs target_%d engine=%s rows=%d%s peak_rss_mb=%.0f\n",
		suffix, rate, rate/StockMonthExportCSVTarget, StockMonthExportCSVTarget, engine, size.products, rates.spread(0), peakMB)
	return nil
}
