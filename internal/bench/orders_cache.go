package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"kade/internal/app"
	"kade/internal/db"
	"kade/internal/db/pgtemp"
	"kade/internal/stock"
)

// The sales order benchmarks' account: a million orders with three million lines of its products.
const (
	benchOrders        = 1_000_000
	benchOrderProducts = 1_000
	benchOrdersAccount = "Bench Orders B.V."
)

// buildOrders fills the empty database that databaseURL names (migrating it) with the order
// benchmarks' data: the file benchmark's login, and the account of benchOrders orders with their
// products, whose stock figures count the open orders' claims. It reports what it does to log.
func buildOrders(ctx context.Context, databaseURL string, orders int, log io.Writer) error {
	a, _, stop, err := startInstance(ctx, databaseURL)
	if err != nil {
		return err
	}
	defer stop()
	if err := addFileBenchLogin(ctx, a); err != nil {
		return err
	}
	// The login sees every order, those of the translator too: the export then has every line.
	if _, err := a.DB.Write().Exec(ctx, `UPDATE users SET can_see_translator_orders = TRUE WHERE email = ?`, fileBenchLogin); err != nil {
		return err
	}
	start := time.Now()
	account, err := accountOfProducts(ctx, a.DB, benchOrdersAccount, benchOrderProducts)
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "bench: %d products in %.0f s\n", benchOrderProducts, time.Since(start).Seconds())
	start = time.Now()
	if err := a.DB.Tx(ctx, func(q db.Q) error {
		return withoutIndexes(ctx, q, a.DB.Dialect, func() error { return generateOrders(ctx, q, a.DB.Dialect, account, orders) })
	}); err != nil {
		return err
	}
	fmt.Fprintf(log, "bench: %d orders with %d lines in %.0f s\n", orders, 3*orders, time.Since(start).Seconds())
	start = time.Now()
	var products []int64
	if err := a.DB.Read().Select(ctx, &products, `SELECT id FROM products WHERE client_id = ?`, account); err != nil {
		return err
	}
	if err := a.DB.Tx(ctx, func(q db.Q) error { return stock.RefreshFigures(ctx, q, products...) }); err != nil {
		return err
	}
	fmt.Fprintf(log, "bench: stock figures in %.0f s\n", time.Since(start).Seconds())
	return settle(ctx, a.DB, "sales_orders", "sales_order_lines", "products")
}

// withoutIndexes runs fill, which adds the orders, on PostgreSQL with the orders' and lines'
// indexes dropped and then made again as they were (their definitions read from pg_indexes): one
// CREATE INDEX sorts the rows once, where a million inserts into the trigram index took many
// minutes. The foreign keys are not checked row by row meanwhile (the generator links only rows
// that exist, which its test checks). On SQLite it runs fill as it is.
func withoutIndexes(ctx context.Context, q db.Q, dialect db.Dialect, fill func() error) error {
	if dialect != db.Postgres {
		return fill()
	}
	if _, err := q.Exec(ctx, `SET LOCAL session_replication_role = replica`); err != nil {
		return err
	}
	var indexes []struct{ Name, Definition string }
	if err := q.Select(ctx, &indexes, `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
		WHERE schemaname = current_schema() AND tablename IN ('sales_orders', 'sales_order_lines')
		AND indexname NOT IN (SELECT conname FROM pg_constraint)`); err != nil {
		return err
	}
	for _, i := range indexes {
		if _, err := q.Exec(ctx, `DROP INDEX `+i.Name); err != nil {
			return err
		}
	}
	if err := fill(); err != nil {
		return err
	}
	if _, err := q.Exec(ctx, `SET LOCAL maintenance_work_mem = '256MB'`); err != nil {
		return err
	}
	if _, err := q.Exec(ctx, `SET LOCAL session_replication_role = origin`); err != nil {
		return err
	}
	for _, i := range indexes {
		if _, err := q.Exec(ctx, i.Definition); err != nil {
			return err
		}
	}
	return nil
}

// cachedOrdersSQLite copies the SQLite database of the order benchmarks to path, building it first
// when the cache (under os.UserCacheDir) has none for this generator version and these migrations;
// older ones are removed.
func cachedOrdersSQLite(ctx context.Context, path string, log io.Writer) error {
	cache, err := os.UserCacheDir()
	if err != nil {
		return err
	}
	dir := filepath.Join(cache, "kade-bench")
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	digest, err := db.MigrationsDigest(db.SQLite)
	if err != nil {
		return err
	}
	kept := filepath.Join(dir, fmt.Sprintf("orders-sqlite-v%d-%s.db", ordersDataVersion, digest[:16]))
	if _, err := os.Stat(kept); errors.Is(err, os.ErrNotExist) {
		if err := buildCache(ctx, dir, kept, log); err != nil {
			return err
		}
	} else if err != nil {
		return err
	}
	start := time.Now()
	if err := copyFile(kept, path); err != nil {
		return err
	}
	fmt.Fprintf(log, "bench: copied %s in %.1f s\n", kept, time.Since(start).Seconds())
	return nil
}

// buildCache builds the order database into a new file beside kept and renames it to kept when it
// is complete, so an interrupted build leaves nothing that looks kept; older versions are removed.
func buildCache(ctx context.Context, dir, kept string, log io.Writer) error {
	old, err := filepath.Glob(filepath.Join(dir, "orders-sqlite-*"))
	if err != nil {
		return err
	}
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	building := kept + ".building"
	fmt.Fprintf(log, "bench: building %d sales orders into %s, once for this version\n", benchOrders, kept)
	start := time.Now()
	if err := buildOrders(ctx, "sqlite:"+building, benchOrders, log); err != nil {
		return err
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		if err := os.Remove(building + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	fmt.Fprintf(log, "bench: built in %.0f s\n", time.Since(start).Seconds())
	return os.Rename(building, kept)
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	return errors.Join(err, out.Close())
}

// sqliteOrders measures the order benchmarks on a copy of the kept SQLite database in dir.
func sqliteOrders(ctx context.Context, o Options, dir string, out, log io.Writer) error {
	path := filepath.Join(dir, "orders.db")
	build := func() error { return cachedOrdersSQLite(ctx, path, log) }
	if o.orders() != benchOrders {
		build = func() error { return buildOrders(ctx, "sqlite:"+path, o.orders(), log) }
	}
	if err := build(); err != nil {
		return err
	}
	return measureOrders(ctx, o, "sqlite:"+path, dir, out, "")
}

// postgresOrders builds the order benchmarks' data in a new database of the server pg and measures them.
func postgresOrders(ctx context.Context, o Options, pg *pgtemp.Server, dir string, out, log io.Writer) error {
	url, err := pg.CreateDatabase(ctx, "kade_orders")
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "bench: building %d sales orders on PostgreSQL\n", o.orders())
	start := time.Now()
	if err := buildOrders(ctx, url, o.orders(), log); err != nil {
		return err
	}
	fmt.Fprintf(log, "bench: built in %.0f s\n", time.Since(start).Seconds())
	if err := o.resetStatements(ctx, url); err != nil {
		return err
	}
	if err := measureOrders(ctx, o, url, dir, out, postgresSuffix); err != nil {
		return err
	}
	return o.writeStatements(ctx, url, fmt.Sprintf("%d sales orders", o.orders()))
}

func measureOrders(ctx context.Context, o Options, databaseURL, dir string, out io.Writer, suffix string) error {
	a, base, stop, err := startInstance(ctx, databaseURL)
	if err != nil {
		return err
	}
	defer stop()
	return ordersBench(ctx, o, a, base, dir, out, suffix)
}

// ordersAccount finds the order benchmarks' account in a database buildOrders filled.
func ordersAccount(ctx context.Context, a *app.App) (int64, error) {
	var id int64
	err := a.DB.Read().Get(ctx, &id, `SELECT id FROM clients WHERE name = ?`, benchOrdersAccount)
	return id, err
}
