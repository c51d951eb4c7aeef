package bench

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"

	"kade/internal/app"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/returns"
	"kade/internal/tabular"
)

// The warehouse issue's targets for the return overview: a page's p95 in milliseconds, and its CSV
// export in rows per second.
const (
	ReturnsListTarget      = 25
	ReturnsExportCSVTarget = 300_000
)

// listedReturns is how many return rows the return overview benchmarks' account holds.
const listedReturns = 1_000_000

// returnsList is the return overview over an account of return rows, three to a return, each
// naming its order, read directly by returns.Returns.List.
var returnsList = generatedList{line: "returns_list_p95_ms", rows: "returns", target: ReturnsListTarget,
	account: "Bench Returns B.V.", path: "/returns", table: "return_rows",
	fill: func(ctx context.Context, q db.Q, account int64, n int, day string, now any) error {
		var parcel int64
		if err := q.Get(ctx, &parcel, `INSERT INTO returns (client_id, return_date, received_at, created_at)
			VALUES (?, '2024-01-01', ?, ?) RETURNING id`, account, now, now); err != nil {
			return err
		}
		_, err := q.Exec(ctx, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO return_rows (client_id, return_id, return_date, article_number, product_name, stock_status,
				lot_number, best_before_date, quantity, unit, order_number, reason, created_at)
			SELECT ?, ?, `+day+`, 'BR-' || (i % 1000), 'Bench product ' || (i % 1000),
				CASE WHEN i % 10 = 0 THEN 'damaged' ELSE 'sellable' END, 'LOT-' || (i % 97), '2027-06-30', 1 + i % 3,
				'Piece', 'BENCH-ORDER-' || (i / 3),
				CASE i % 4 WHEN 0 THEN 'Wrong size' WHEN 1 THEN 'Not as expected' WHEN 2 THEN 'Arrived damaged'
					ELSE 'No longer wanted' END, ? FROM n`, n, account, parcel, now)
		return err
	},
	direct: func(ctx context.Context, a *app.App, account int64, query url.Values) error {
		f, err := returns.ParseFilter(query)
		if err == nil {
			_, _, _, err = returns.NewReturns(a.DB).List(ctx, account, f)
		}
		return err
	}}

// returnsOverview measures the return overview over an account of listedReturns rows: its pages
// and its CSV export, as the run asks.
func returnsOverview(ctx context.Context, o Options, a *app.App, base string, n int, out io.Writer, suffix string) error {
	clientID, err := returnsList.generate(ctx, a.DB, n)
	if err != nil {
		return err
	}
	if o.runs(returnsList.line) {
		if err := returnsList.measure(ctx, a, base, clientID, n, out, suffix); err != nil {
			return err
		}
	}
	if o.runs("returns_export_csv_rows_per_s") {
		return returnsExport(ctx, a, base, clientID, n, os.TempDir(), out, suffix)
	}
	return nil
}

// returnsExport downloads the account's returns export as CSV through HTTP, checks that the file
// has every one of its rows rows, and reports rows per second and the process's peak memory.
func returnsExport(ctx context.Context, a *app.App, base string, account int64, rows int, dir string, out io.Writer, suffix string) error {
	l := newLoad(base, 1)
	token, err := l.token(ctx, demo.Logins[1].Email, demo.Password)
	if err != nil {
		return err
	}
	rates, _, peakMB, err := l.exportRuns(ctx, token, account, returns.KindReturns, tabular.CSV, nil, filepath.Join(dir, "returns.csv"), rows)
	if err != nil {
		return err
	}
	rate := rates.median()
	fmt.Fprintf(out, "BENCH returns_export_csv_rows_per_s%s %.0f rows/s ratio=%.2f vs target_%d engine=%s rows=%d%s peak_rss_mb=%.0f\n",
		suffix, rate, rate/ReturnsExportCSVTarget, ReturnsExportCSVTarget, a.DB.Dialect, rows, rates.spread(0), peakMB)
	return nil
}
