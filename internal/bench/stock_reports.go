package bench

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"kade/internal/app"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/stockreports"
)

// StockMonthReportTarget is the stock report issue's target in milliseconds for a whole month's
// report of every product.
const StockMonthReportTarget = 200

// Sizes of the stock reports' account (its products and the months of their ledger), and how many
// month reports a run reads (each a whole month of every product).
const (
	stockProducts      = 10_000
	stockMonths        = 36
	monthReportSamples = 40
)

// stockMonthReport measures GET .../stock/month over an account of n products, each with a row of
// the ledger's months (stock_months) in each of stockMonths months from November 2023, as three
// years of receipts, shipments, returns and corrections leave them: the month report of June 2025
// through HTTP, as the browser asks, and directly (stockreports.Reports.Month).
func stockMonthReport(ctx context.Context, a *app.App, base string, n int, out io.Writer, suffix string) error {
	clientID, err := accountOfProducts(ctx, a.DB, "Bench Stock B.V.", n)
	if err != nil {
		return err
	}
	if err := bookStockMonths(ctx, a.DB, clientID); err != nil {
		return err
	}
	l := newLoad(base, 1)
	token, err := l.token(ctx, demo.Logins[1].Email, demo.Password) // provider staff see every account
	if err != nil {
		return err
	}
	reports := stockreports.NewReports(a.DB)
	month := stockreports.MonthFilter{Year: 2025, Month: 6}
	path := accountPath(clientID, "/stock/month?year=2025&month=6")
	var directs runs
	viaHTTP, err := measureRuns(func() (float64, error) {
		direct, err := p95Of(monthReportSamples, func() error { _, err := reports.Month(ctx, clientID, month); return err })
		if err != nil {
			return 0, err
		}
		directs = append(directs, direct)
		return p95Of(monthReportSamples, func() error { _, err := l.do(ctx, jsonRequest("GET", path, token, nil)); return err })
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH stock_month_report_ms%s %.1f ms ratio=%.2f vs direct_query_p95_%.1f_ms target=%d engine=%s products=%d months=%d%s\n",
		suffix, viaHTTP.median(), viaHTTP.median()/directs.median(), directs.median(), StockMonthReportTarget, a.DB.Dialect, n,
		stockMonths, viaHTTP.spread(1))
	return nil
}

// bookStockMonths writes the ledger's months of every product of the account: in month k of
// stockMonths a product received 40 to 46 units, shipped 0 to 39 and was corrected by -2 to 2, each
// month opening with the closing before it.
func bookStockMonths(ctx context.Context, d *db.DB, clientID int64) error {
	month := `strftime('%Y-%m', '2023-11-01', '+' || k || ' months')`
	if d.Dialect == db.Postgres {
		month = `to_char(date '2023-11-01' + k * interval '1 month', 'YYYY-MM')`
	}
	_, err := d.Write().Exec(ctx, `WITH RECURSIVE m(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM m WHERE k < `+strconv.Itoa(stockMonths-1)+`)
		INSERT INTO stock_months (client_id, product_id, month, initial_stock, delivered, received_and_returns, correction)
		SELECT client_id, product_id, month,
			COALESCE(SUM(received - delivered + correction) OVER (PARTITION BY product_id ORDER BY month
				ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0),
			delivered, received, correction
		FROM (SELECT p.client_id, p.id AS product_id, `+month+` AS month, (p.id + k) % 40 AS delivered,
				40 + (p.id * k) % 7 AS received, (p.id + k) % 5 - 2 AS correction
			FROM products p, m WHERE p.client_id = ?) AS booked`, clientID)
	if err != nil || d.Dialect != db.Postgres {
		return err
	}
	_, err = d.Write().Exec(ctx, "VACUUM ANALYZE stock_months")
	return err
}
