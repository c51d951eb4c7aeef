package bench

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"time"

	"kade/internal/access"
	"kade/internal/app"
	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/dashboard"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/users"
)

// The dashboard's benchmark: its target (ms, p95), how many times a run reads it, and the weeks
// of the account's recent activity it adds.
const (
	dashboardTarget  = 100
	dashboardSamples = 100
	// recentDays are the days of orders and shipments added up to today: the chart's 30 and a few.
	recentDays = 35
	// receiptDays are the days of receipts added up to today, receiptsPerDay a day, as many as the
	// inbound overview's benchmark account books (1,000,000 rows over a thousand days).
	receiptDays    = 120
	receiptsPerDay = 1000
	// dashboardLogin is a Default user of the account who does not see the translator's orders,
	// beside the bench's provider employee, who does: their order figures are read differently.
	dashboardLogin    = "dashboard@bench.example.com"
	dashboardPassword = "bench-dashboard-password"
)

// dashboardLines are the BENCH lines of the dashboard, measured over the sales order benchmarks'
// account.
var dashboardLines = []string{"dashboard_ms"}

// dashboardBench measures GET /api/clients/{clientId}/dashboard over the account of the order
// benchmarks, after adding what its last weeks would hold (addRecentActivity): for the provider
// employee who sees the translator's orders and a Default user who does not, through HTTP as the
// browser asks, each run the worse of their p95s, with ratio= against the order overview's first
// page (with its total) read by the same users in the same run, and the direct call's p95 beside.
func dashboardBench(ctx context.Context, o Options, a *app.App, l *load, token string, account int64, out io.Writer, suffix string) error {
	start := time.Now()
	if err := addRecentActivity(ctx, a.DB, account, o.orders()); err != nil {
		return fmt.Errorf("recent activity: %w", err)
	}
	fmt.Fprintf(out, "# dashboard: recent orders, shipments and receipts added in %.0f s\n", time.Since(start).Seconds())
	defaultToken, err := dashboardUser(ctx, a, l, account)
	if err != nil {
		return err
	}
	dashboards := dashboard.New(a.DB)
	c, err := clients.NewStore(a.DB).ByID(ctx, account)
	if err != nil {
		return err
	}
	path, overview := accountPath(account, "/dashboard"), accountPath(account, "/sales-orders?limit=50")
	readers := []struct {
		token  string
		reader dashboard.Reader
	}{{token, dashboard.Reader{Level: access.Provider, SeesTranslator: true}},
		{defaultToken, dashboard.Reader{Level: access.Default}}}
	var firstPages, directs runs
	details := ""
	worst, err := measureRuns(func() (float64, error) {
		var worstBoard, worstPage, worstDirect float64
		details = ""
		for _, r := range readers {
			board, err := p95Of(dashboardSamples, func() error {
				_, err := l.do(ctx, jsonRequest("GET", path, r.token, nil))
				return err
			})
			if err != nil {
				return 0, err
			}
			page, err := p95Of(dashboardSamples, func() error {
				_, err := l.do(ctx, jsonRequest("GET", overview, r.token, nil))
				return err
			})
			if err != nil {
				return 0, err
			}
			direct, err := p95Of(dashboardSamples, func() error {
				_, err := dashboards.Read(ctx, c, r.reader, time.Now())
				return err
			})
			if err != nil {
				return 0, err
			}
			worstBoard, worstPage, worstDirect = max(worstBoard, board), max(worstPage, page), max(worstDirect, direct)
			details += fmt.Sprintf(" %s=%.1f/%.1f/%.1f", r.reader.Level, board, page, direct)
		}
		firstPages, directs = append(firstPages, worstPage), append(directs, worstDirect)
		return worstBoard, nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH dashboard_ms%s %.1f ms ratio=%.2f vs orders_first_page_p95_%.1f_ms target=%d engine=%s orders=%d%s direct_p95=%.1f dashboard/first_page/direct:%s\n",
		suffix, worst.median(), worst.median()/firstPages.median(), firstPages.median(), dashboardTarget, a.DB.Dialect,
		o.orders(), worst.spread(1), directs.median(), details)
	return nil
}

// dashboardUser adds dashboardLogin, a Default user of the account, and logs them in.
func dashboardUser(ctx context.Context, a *app.App, l *load, account int64) (string, error) {
	hash, err := auth.HashPassword(dashboardPassword)
	if err != nil {
		return "", err
	}
	if _, err := a.Users.Create(ctx, a.DB.Write(), users.NewUser{Email: dashboardLogin, Name: "Dashboard benchmark",
		Level: access.Default, PasswordHash: &hash, ClientIDs: []int64{account}}); err != nil {
		return "", err
	}
	return l.token(ctx, dashboardLogin, dashboardPassword)
}

// addRecentActivity gives the account of the order benchmarks, whose generated orders end a year
// or more ago, the weeks before today that its dashboard reads, at the rate of the generated ones:
// the orders of the last recentDays days (those of today still open, the others shipped or one in
// twenty cancelled, one in twenty from the translator), a shipment of each shipped order (of the
// generated ones too) the day after its order date, receiptsPerDay receipt rows a day over the last
// receiptDays days (two received deliveries a day) and three deliveries announced for today.
func addRecentActivity(ctx context.Context, d *db.DB, account int64, orders int) error {
	today := domain.Today(time.Now())
	perDay := orders / 731 // the generator spreads its orders over 731 days
	err := d.Tx(ctx, func(q db.Q) error {
		g := generator{dialect: d.Dialect, n: recentDays * perDay}
		day := "(" + strconv.Itoa(recentDays-1) + " - (i - 1) / " + strconv.Itoa(perDay) + ")" // days before today
		if _, err := q.Exec(ctx, g.series()+`
			INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, customer_name, source,
				original_source, status, created_at, updated_at)
			SELECT ?, 'D' || CAST(i AS TEXT), 'd' || CAST(i AS TEXT), `+daysBefore(d.Dialect, day)+`, 'Recent customer',
				CASE WHEN i % 20 = 3 THEN 'TRANSLATOR' ELSE 'API' END, CASE WHEN i % 20 = 3 THEN 'TRANSLATOR' ELSE 'API' END,
				CASE WHEN `+day+` = 0 THEN `+pick([]string{"Complete", "Complete", "Complete", "OnHold", "DataIssue"}, "i")+`
					WHEN i % 20 = 7 THEN 'Cancelled' ELSE 'Shipped' END, ?, ?
			FROM series`, account, today, db.Now(), db.Now()); err != nil {
			return fmt.Errorf("recent orders: %w", err)
		}
		shippedAt := "datetime(o.order_date, '+1 days', '+14 hours') || '+00:00'"
		if d.Dialect == db.Postgres {
			shippedAt = "CAST(o.order_date AS DATE) + INTERVAL '1 day 14 hours'"
		}
		if _, err := q.Exec(ctx, `INSERT INTO sales_order_shipments (sales_order_id, client_id, shipped_at, created_at, of_translator)
			SELECT o.id, o.client_id, `+shippedAt+`, `+shippedAt+`, o.source = 'TRANSLATOR' FROM sales_orders o
			WHERE o.client_id = ? AND o.status = 'Shipped' ORDER BY o.id`, account); err != nil {
			return fmt.Errorf("shipments: %w", err)
		}
		g = generator{dialect: d.Dialect, n: 2*receiptDays + 3}
		planned := daysBefore(d.Dialect, "CASE WHEN i > "+strconv.Itoa(2*receiptDays)+" THEN 0 ELSE (i - 1) / 2 END")
		if _, err := q.Exec(ctx, g.series()+`
			INSERT INTO deliveries (client_id, reference, planned_date, unit_load, line_count, status, source, original_source,
				created_at, updated_at)
			SELECT ?, 'DASH-' || CAST(i AS TEXT), `+planned+`, 'Pallet', 1,
				CASE WHEN i > `+strconv.Itoa(2*receiptDays)+` THEN 'Announced' ELSE 'Received' END, 'API', 'API', ?, ?
			FROM series`, account, today, db.Now(), db.Now()); err != nil {
			return fmt.Errorf("deliveries: %w", err)
		}
		g = generator{dialect: d.Dialect, n: receiptsPerDay / 2}
		_, err := q.Exec(ctx, g.series()+`
			INSERT INTO delivery_receipts (client_id, delivery_id, receipt_number, reference, receipt_date, product_code,
				product_name, stock_status, received_quantity, created_at)
			SELECT d.client_id, d.id, 'REC-' || d.reference, d.reference, d.planned_date, 'ART-' || CAST(i AS TEXT), 'Article',
				'sellable', 1 + i % 24, ? FROM deliveries d CROSS JOIN series
			WHERE d.client_id = ? AND d.status = 'Received' AND d.reference LIKE 'DASH-%' ORDER BY d.id, i`, db.Now(), account)
		if err != nil {
			return fmt.Errorf("receipts: %w", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	// As after the generated orders: PostgreSQL's statistics and visibility map, and SQLite's
	// write-ahead log moved into the database file, else every read looked there first.
	return settle(ctx, d, "sales_orders", "sales_order_shipments", "deliveries", "delivery_receipts")
}

// daysBefore is the SQL of the date days (an expression) before the date of the statement's next
// argument (yyyy-mm-dd), yyyy-mm-dd.
func daysBefore(dialect db.Dialect, days string) string {
	if dialect == db.Postgres {
		return "to_char(CAST(? AS DATE) - CAST(" + days + " AS INTEGER), 'YYYY-MM-DD')"
	}
	return "date(?, '-' || (" + days + ") || ' days')"
}
