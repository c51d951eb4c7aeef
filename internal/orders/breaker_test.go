package orders_test

import (
	"math"
	"net/url"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/orders"
)

// A webshop's order whose numbers are far beyond their bounds is kept as a DataIssue order, and
// neither its read nor the overview's exports break or show wrapped-around amounts.
func TestWebshopOrderWithHugeNumbersStaysReadableAndExportable(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "SKU-1", true, 10)
		f.product(f.account, "SKU-2", true, 10)
		f.product(f.account, "SKU-3", true, 10)
		huge, large, price := int64(1)<<61+7, int64(10_000_000_000_000), int64(1000)
		fields := validFields("9001",
			orders.Line{ArticleNumber: "SKU-1", Quantity: 1_000_000_000, PriceExclVAT: &huge, VATPercentage: 99_999_999, DiscountPercentage: 2100},
			orders.Line{ArticleNumber: "SKU-2", Quantity: 1000, PriceExclVAT: &large, VATPercentage: 2100},
			orders.Line{ArticleNumber: "SKU-3", Quantity: 1, PriceInclVAT: &price, VATPercentage: -10000})
		shipping := int64(math.MaxInt64 - 1)
		fields.ShipmentCostsInclVAT = &shipping
		o := f.createByWebshop(fields)
		if o.Status != orders.StatusDataIssue {
			t.Fatalf("stored as %s, want DataIssue", o.Status)
		}
		for _, a := range o.Lines {
			if a.LineAmounts.PriceInclVAT < 0 || a.LineAmounts.AmountExclVAT < 0 || a.LineAmounts.VAT < 0 || a.LineAmounts.Discount < 0 {
				t.Errorf("a line of positive numbers has wrapped-around amounts %+v", a.LineAmounts)
			}
		}
		if o.Totals.Total < 0 || o.Totals.Subtotal < 0 || o.Totals.EstimatedVAT < 0 {
			t.Errorf("a footer of positive numbers wrapped around: %+v", o.Totals)
		}
		filter, err := orders.ParseOverviewFilter(url.Values{})
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []orders.ExportKind{orders.KindOrders, orders.KindOrderLines} {
			rows := 0
			if err := orders.NewOrders(d).Export(f.ctx, kind, f.account, false, filter, func(cells []any) error {
				rows++
				if total := cells[len(cells)-1]; kind.Name == orders.KindOrders.Name && rows > 1 && total != float64(o.Totals.Total)/100 {
					t.Errorf("export orders: total %v, the footer's %d cents", total, o.Totals.Total)
				}
				return nil
			}); err != nil {
				t.Errorf("export %s: %v", kind.Name, err)
			}
			if rows != 1+map[bool]int{true: 1, false: 3}[kind.Name == orders.KindOrders.Name] {
				t.Errorf("export %s: %d rows, want a header and 1", kind.Name, rows)
			}
		}
	})
}

// A cancel that read a DataIssue order while a fix of it (which makes it Complete and claim its
// stock) was being committed still releases the stock the fixed order claims. On PostgreSQL the fix
// is held on a product's lock until the cancel waits for the order's row; SQLite runs one write
// transaction at a time, so there the two simply follow each other.
func TestCancelRacingAFixReleasesTheClaim(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		sku := f.product(f.account, "SKU-1", true, 10)
		broken := validFields("5001", orders.Line{ArticleNumber: "SKU-1", Quantity: 4})
		broken.DeliveryAddress.City = ""
		o := f.createByWebshop(broken)
		fixed := broken
		fixed.DeliveryAddress.City = "Amsterdam"

		waiting := func(n int) {
			t.Helper()
			if d.Dialect != db.Postgres {
				return
			}
			deadline := time.Now().Add(time.Minute)
			for {
				var blocked int
				if err := d.Read().Get(f.ctx, &blocked, `SELECT count(*) FROM pg_stat_activity
					WHERE datname = current_database() AND wait_event_type = 'Lock'`); err != nil {
					t.Fatal(err)
				}
				if blocked >= n {
					return
				}
				if time.Now().After(deadline) {
					t.Fatalf("%d statements wait for a lock after a minute, want %d", blocked, n)
				}
				runtime.Gosched()
			}
		}
		release, held := make(chan struct{}), make(chan error, 1)
		if d.Dialect == db.Postgres {
			go func() {
				held <- d.Tx(f.ctx, func(q db.Q) error {
					if _, err := q.Exec(f.ctx, `SELECT id FROM products WHERE id = ? FOR UPDATE`, sku); err != nil {
						return err
					}
					held <- nil
					<-release
					return nil
				})
			}()
			if err := <-held; err != nil {
				t.Fatal(err)
			}
		}
		updated, cancelled := make(chan error, 1), make(chan error, 1)
		go func() {
			_, err := f.orders.Update(f.ctx, f.account, o.ID, false, fixed)
			updated <- err
		}()
		waiting(1)
		if d.Dialect != db.Postgres {
			if err := <-updated; err != nil {
				t.Fatal(err)
			}
		}
		go func() {
			_, err := f.orders.Transition(f.ctx, f.account, o.ID, false, orders.Cancel)
			cancelled <- err
		}()
		waiting(2)
		close(release)
		if d.Dialect == db.Postgres {
			if err := <-held; err != nil {
				t.Fatal(err)
			}
			if err := <-updated; err != nil {
				t.Fatal(err)
			}
		}
		if err := <-cancelled; err != nil {
			t.Fatal(err)
		}
		if got, err := f.orders.Get(f.ctx, f.account, o.ID, false); err != nil || got.Status != orders.StatusCancelled {
			t.Fatalf("the order is %s, %v; want Cancelled", got.Status, err)
		}
		if n := f.available(sku); n != 10 {
			t.Errorf("%d available after the order was cancelled, want all 10", n)
		}
	})
}

// Parallel sends of one concept make exactly one order and claim its stock once.
func TestParallelSendsOfOneConcept(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		sku := f.product(f.account, "SKU-1", true, 10)
		concepts := orders.NewConcepts(d)
		c, err := concepts.Create(f.ctx, f.account, 0, orders.SourceManual, validFields("6001", orders.Line{ArticleNumber: "SKU-1", Quantity: 3}))
		if err != nil {
			t.Fatal(err)
		}
		const n = 6
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { _, errs[i] = concepts.Send(f.ctx, f.account, []int64{c.ID}) })
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Errorf("a send: %v", err)
			}
		}
		if got := dbtest.Count(f.t, f.d, "sales_orders"); got != 1 || f.available(sku) != 7 {
			t.Errorf("%d orders, %d available; want one order claiming 3 of 10", got, f.available(sku))
		}
	})
}

// A bulk send of many concepts that claim the same products, several sent at once on PostgreSQL,
// claims each one's stock exactly once, and its answer names them in the order asked.
func TestBulkSendOfConceptsSharingProducts(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		first, second := f.product(f.account, "SKU-1", true, 100), f.product(f.account, "SKU-2", true, 100)
		inactive := f.product(f.account, "SKU-3", true, 100)
		concepts := orders.NewConcepts(d)
		const n = 40
		var ids []int64
		for i := range n + 1 {
			lines := []orders.Line{{ArticleNumber: "SKU-2", Quantity: 1, Unit: "Piece", PriceExclVAT: cents(1000), VATPercentage: 2100},
				{ArticleNumber: "SKU-1", Quantity: 2, Unit: "Piece", PriceExclVAT: cents(1000), VATPercentage: 2100}}
			if i == 10 { // one that fails: its product is made inactive below
				lines[1].ArticleNumber = "SKU-3"
			}
			c, err := concepts.Create(f.ctx, f.account, 0, orders.SourceManual, validFields(strconv.Itoa(7000+i), lines...))
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, c.ID)
		}
		failing := ids[10]
		if _, err := d.Write().Exec(f.ctx, `UPDATE products SET is_active = ? WHERE id = ?`, false, inactive); err != nil {
			t.Fatal(err)
		}
		slices.Reverse(ids)
		result, err := concepts.Send(f.ctx, f.account, ids)
		succeeded := slices.DeleteFunc(slices.Clone(ids), func(id int64) bool { return id == failing })
		if err != nil || !slices.Equal(result.Succeeded, succeeded) || len(result.Failed) != 1 || result.Failed[0].ID != failing {
			t.Fatalf("Send = %+v, %v; want all but %d sent, in the order asked", result, err, failing)
		}
		if got := dbtest.Count(f.t, f.d, "sales_orders"); got != n || f.available(first) != 100-2*n || f.available(second) != 100-n {
			t.Errorf("%d orders, %d and %d available; want %d orders claiming %d and %d", got, f.available(first), f.available(second), n, 2*n, n)
		}
	})
}
