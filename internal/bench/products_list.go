package bench

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"kade/internal/app"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/products"
)

// ProductsListTarget is the p95 target in milliseconds for a page of the product overview.
const ProductsListTarget = 25

// ProductsSearchTarget is the p95 target in milliseconds for a search of the overview.
const ProductsSearchTarget = 10

// listedProducts is how many products the overview benchmark's account holds.
const listedProducts = 100_000

// listSamples is how many times each page is fetched; p95 of 400 is the 20th slowest.
const listSamples = 400

// productsList measures the product overview's first page and a 'Load more' page over an account
// of 100,000 products, through HTTP as the browser asks, and the same List call made directly on
// the database, so the ratio shows what the HTTP layer (auth, tenant check, JSON) adds.
func productsList(ctx context.Context, a *app.App, base string, out io.Writer, suffix string) error {
	clientID, err := accountOfProducts(ctx, a.DB, "Bench Products B.V.", listedProducts)
	if err != nil {
		return err
	}
	if err := settle(ctx, a.DB); err != nil {
		return err
	}
	l := newLoad(base, 1)
	employee := demo.Logins[1].Email // provider staff see every account
	token, err := l.token(ctx, employee, demo.Password)
	if err != nil {
		return err
	}
	list := "/api/clients/" + strconv.FormatInt(clientID, 10) + "/products"
	cursor, err := nextCursor(ctx, l, token, list)
	if err != nil {
		return err
	}
	catalogue := products.NewCatalogue(a.DB)
	pages := []listPage{{"first_page", url.Values{}}, {"load_more", url.Values{"cursor": {cursor}}}}
	worst, worstDirect, details, err := listP95(ctx, l, token, list, pages, func(query url.Values) error {
		f, err := products.ParseListFilter(query)
		if err == nil {
			_, _, _, err = catalogue.List(ctx, clientID, f)
		}
		return err
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH products_list_p95_ms%s %.1f ms ratio=%.2f vs direct_query_p95_%.1f_ms target=%d engine=%s products=%d%s http/direct:%s\n",
		suffix, worst.median(), worst.median()/worstDirect, worstDirect, ProductsListTarget, a.DB.Dialect, listedProducts, worst.spread(1), details)

	// A search for part of a name, served by the trigram index on either engine; the ratio compares
	// it with the default first page.
	search := list + "?limit=50&q=" + url.QueryEscape(searchedName)
	searches, err := measureRuns(func() (float64, error) {
		return p95(func() error { _, err := l.do(ctx, jsonRequest("GET", search, token, nil)); return err })
	})
	if err != nil {
		return err
	}
	httpSearch := searches.median()
	fmt.Fprintf(out, "BENCH products_search_p95_ms%s %.1f ms ratio=%.2f vs products_list_p95_%.1f_ms target=%d engine=%s products=%d%s q=%s\n",
		suffix, httpSearch, httpSearch/worst.median(), worst.median(), ProductsSearchTarget, a.DB.Dialect, listedProducts, searches.spread(1), url.QueryEscape(searchedName))
	return nil
}

// searchedName is part of the names of one in twelve sample products.
const searchedName = "tea towel"

// p95 calls fn listSamples times after a warm-up and returns the 95th percentile in milliseconds.
func p95(fn func() error) (float64, error) { return p95Of(listSamples, fn) }

// p95Of calls fn samples times after a warm-up of a twentieth of them (at least one) and returns
// the 95th percentile in milliseconds.
func p95Of(samples int, fn func() error) (float64, error) {
	for range max(1, samples/20) {
		if err := fn(); err != nil {
			return 0, err
		}
	}
	took := make([]float64, 0, samples)
	for range samples {
		start := time.Now()
		if err := fn(); err != nil {
			return 0, err
		}
		took = append(took, float64(time.Since(start).Microseconds())/1000)
	}
	slices.Sort(took)
	return took[max(0, len(took)*95/100-1)], nil
}

// accountOfProducts creates an account named name with n sample products, as sent products with
// their figures.
func accountOfProducts(ctx context.Context, d *db.DB, name string, n int) (int64, error) {
	var id int64
	err := d.Tx(ctx, func(q db.Q) error {
		c, err := clients.NewStore(d).Create(ctx, q, name)
		if err != nil {
			return err
		}
		id = c.ID
		for i := range n {
			if _, err := products.CreateProduct(ctx, q, id, products.SourceAPI, products.SampleProduct(i)); err != nil {
				return fmt.Errorf("sample product %d: %w", i, err)
			}
		}
		return nil
	})
	return id, err
}

// settle brings PostgreSQL's statistics and visibility map up to date after a bulk insert, as
// autovacuum does for a database in use within a minute of such a load. Without it the measurement
// depends on whether autovacuum happens to have run: the product overview's count read every heap
// page instead of the index alone, and took 30 to 220 ms instead of under 10; a webshop's order
// was read back through the account's order numbers rather than by its id, as the statistics of
// the freshly seeded tables said they held no orders. On SQLite it moves the write-ahead log into
// the database file, as the checkpoints of a database in use do: a load of millions of rows in one
// transaction otherwise leaves a log that every later commit tries to checkpoint while the
// measurement's readers hold it (a month export's one event log entry took 10 to 15 ms). tables
// limits PostgreSQL's work to the tables loaded; none is every table.
func settle(ctx context.Context, d *db.DB, tables ...string) error {
	statement := strings.TrimSpace("VACUUM ANALYZE " + strings.Join(tables, ", "))
	if d.Dialect == db.SQLite {
		statement = "PRAGMA wal_checkpoint(TRUNCATE)"
	}
	_, err := d.Write().Exec(ctx, statement)
	return err
}
