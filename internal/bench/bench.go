// Package bench measures a running Kade instance the way `make bench` reports it: throughput of the
// login and profile calls under concurrent load on each database engine, the size of the JavaScript
// the login page needs, the time and memory of importing and exporting 100,000 products, and the
// time of reading a 100,000-row workbook against excelize's row iterator, and the orders webshops
// create per second with API keys.
// Every result is one line: BENCH <name> <value> <unit> [ratio=...].
package bench

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"kade/internal/app"
	"kade/internal/config"
	"kade/internal/db"
	"kade/internal/db/pgtemp"
	"kade/internal/demo"
)

// Options tune a run.
type Options struct {
	Duration    time.Duration // measured time per benchmark
	Concurrency int           // concurrent clients for the profile benchmark
	Web         fs.FS         // the built frontend
	// Only, when not empty, limits the run to the BENCH lines whose names (without the engine's
	// suffix) begin with one of these prefixes; Engine, when set, to one engine.
	Only   []string
	Engine db.Dialect
	// Statements, when set, is the file that takes, after each part of the run on PostgreSQL, the
	// statements that took the server's time there (see writeStatements).
	Statements string
	// Orders is how many orders the order benchmarks' account has, 1,000,000 when 0. Another number
	// builds SQLite's database anew instead of copying the kept one.
	Orders int
}

// orders is how many orders the order benchmarks' account has.
func (o Options) orders() int { return cmp.Or(o.Orders, benchOrders) }

// ProfileTarget is the target for authenticated GET /api/profile on this 2-core machine.
const ProfileTarget = 5000

// Run measures everything and writes the BENCH lines to out, each PostgreSQL line with its ratio
// to the SQLite line of the same benchmark (see pairs).
func Run(ctx context.Context, o Options, out io.Writer) error {
	out = newPairs(out)
	dir, err := os.MkdirTemp("", "kade-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if o.on(db.SQLite) {
		if err := runSQLite(ctx, o, dir, out); err != nil {
			return err
		}
	}
	if o.on(db.Postgres) && o.runs(append(engineLines, orderLines()...)...) {
		if err := runPostgres(ctx, o, dir, out); err != nil {
			return err
		}
	}
	if o.runs(loginJSLines...) {
		kb, files, err := LoginPageJS(o.Web)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "BENCH login_page_js_gzip_kb %.1f kB ratio=%.2f vs target_200_kB files=%d\n", kb, kb/200, files)
	}
	return nil
}

// runSQLite measures what the run asks for on SQLite instances in dir.
func runSQLite(ctx context.Context, o Options, dir string, out io.Writer) error {
	if o.runs(engineLines...) {
		if err := runEngine(ctx, o, out, "sqlite:"+filepath.Join(dir, "kade.db"), ""); err != nil {
			return fmt.Errorf("SQLite: %w", err)
		}
	}
	if o.runs(productFileLines...) {
		if err := productFiles(ctx, dir, out); err != nil {
			return fmt.Errorf("product files: %w", err)
		}
	}
	if o.runs(xlsxReadLines...) {
		if err := xlsxRead(dir, fileRows, out); err != nil {
			return fmt.Errorf("XLSX reading: %w", err)
		}
	}
	if o.runs(orderLines()...) {
		if err := sqliteOrders(ctx, o, dir, out, os.Stderr); err != nil {
			return fmt.Errorf("sales orders: %w", err)
		}
	}
	return nil
}

// runPostgres measures what the run asks for on a throwaway PostgreSQL server.
func runPostgres(ctx context.Context, o Options, dir string, out io.Writer) error {
	pg, err := pgtemp.Start(ctx)
	if err != nil {
		return fmt.Errorf("PostgreSQL: %w", err)
	}
	defer pg.Stop()
	if o.runs(engineLines...) {
		url, err := pg.CreateDatabase(ctx, "kade_bench")
		if err != nil {
			return err
		}
		if err := runEngine(ctx, o, out, url, postgresSuffix); err != nil {
			return fmt.Errorf("PostgreSQL: %w", err)
		}
		if err := o.writeStatements(ctx, url, "login, profile, products, inbound, concept deliveries and the webshop API"); err != nil {
			return err
		}
	}
	if o.runs(orderLines()...) {
		if err := postgresOrders(ctx, o, pg, dir, out, os.Stderr); err != nil {
			return fmt.Errorf("PostgreSQL sales orders: %w", err)
		}
	}
	return nil
}

// startInstance opens an instance on databaseURL and serves it on a loopback port at base until
// stop is called, which also closes it.
func startInstance(ctx context.Context, databaseURL string) (a *app.App, base string, stop func(), err error) {
	cfg := &config.Config{DatabaseURL: databaseURL, BaseURL: "http://127.0.0.1", ProviderName: "Kade Logistics",
		ContactEmail: "support@kade.example.com", MailFrom: "Kade <no-reply@kade.example.com>"}
	// Request logs go nowhere: the measurement is of the server, not of a terminal.
	a, err = app.Open(ctx, cfg, app.NewLogger(io.Discard, slog.LevelError))
	if err != nil {
		return nil, "", nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		a.Close()
		return nil, "", nil, err
	}
	serveCtx, cancel := context.WithCancel(ctx)
	served := make(chan error, 1)
	go func() { served <- a.Serve(serveCtx, ln) }()
	return a, "http://" + ln.Addr().String(), func() { cancel(); <-served; a.Close() }, nil
}

// runEngine starts an instance on databaseURL and measures login and profile throughput, the product
// overview, the inbound overview, the concept delivery import and its send job, and the orders webshops create against it.
func runEngine(ctx context.Context, o Options, out io.Writer, databaseURL, suffix string) error {
	a, base, stop, err := startInstance(ctx, databaseURL)
	if err != nil {
		return err
	}
	defer stop()
	if _, err := demo.Seed(ctx, a.DB, io.Discard); err != nil {
		return err
	}
	if err := settle(ctx, a.DB); err != nil {
		return err
	}

	if err := loginAndProfile(ctx, o, base, out, suffix, a.DB.Dialect); err != nil {
		return err
	}
	if o.runs("products_list_p95_ms", "products_search_p95_ms") {
		if err := productsList(ctx, a, base, out, suffix); err != nil {
			return err
		}
	}
	if o.runs(receiptsList.line) {
		if err := measureGenerated(ctx, a, base, receiptsList, listedReceipts, out, suffix); err != nil {
			return fmt.Errorf("inbound overview: %w", err)
		}
	}
	if o.runs(stockReportLines...) {
		if err := stockReports(ctx, o, a, base, benchLedger, out, suffix); err != nil {
			return fmt.Errorf("stock reports: %w", err)
		}
	}
	if o.runs(returnsLines...) {
		if err := returnsOverview(ctx, o, a, base, listedReturns, out, suffix); err != nil {
			return fmt.Errorf("return overview: %w", err)
		}
	}
	if o.runs(conceptDeliveryLines...) {
		if err := conceptDeliveries(ctx, a, os.TempDir(), benchDeliveryLines, out, suffix); err != nil {
			return fmt.Errorf("concept deliveries: %w", err)
		}
	}
	if o.runs("orders_api_create_per_s") {
		if err := ordersAPICreate(ctx, a, base, o, out, suffix); err != nil {
			return err
		}
	}
	if o.runs("warehouse_shipments_per_s") {
		return warehouseShipments(ctx, a, base, shipmentsPerRun, out, suffix)
	}
	return nil
}

// loginAndProfile measures login and authenticated GET /api/profile throughput on the instance at base.
func loginAndProfile(ctx context.Context, o Options, base string, out io.Writer, suffix string, dialect db.Dialect) error {
	if !o.runs("login_rps", "profile_rps") {
		return nil
	}
	email := demo.Logins[2].Email
	// Logins are bound by argon2id's CPU and memory cost: one client per core keeps them busy.
	login := newLoad(base, runtime.NumCPU()*2)
	loginRates, err := measureRuns(func() (float64, error) {
		return login.run(ctx, o.Duration, func() (*request, error) {
			return jsonRequest("POST", "/api/auth/login", "", map[string]string{"email": email, "password": demo.Password}), nil
		})
	})
	if err != nil {
		return fmt.Errorf("login: %w", err)
	}
	fmt.Fprintf(out, "BENCH login_rps%s %.0f req/s engine=%s%s\n", suffix, loginRates.median(), dialect, loginRates.spread(0))

	token, err := login.token(ctx, email, demo.Password)
	if err != nil {
		return err
	}
	profile := newLoad(base, o.Concurrency)
	profileRates, err := measureRuns(func() (float64, error) {
		return profile.run(ctx, o.Duration, func() (*request, error) { return jsonRequest("GET", "/api/profile", token, nil), nil })
	})
	if err != nil {
		return fmt.Errorf("profile: %w", err)
	}
	profileRate := profileRates.median()
	fmt.Fprintf(out, "BENCH profile_rps%s %.0f req/s ratio=%.2f vs target_%d engine=%s concurrency=%d%s\n",
		suffix, profileRate, profileRate/ProfileTarget, ProfileTarget, dialect, o.Concurrency, profileRates.spread(0))
	return nil
}
