package warehouse_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"kade/internal/addresses"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/products/productstest"
	"kade/internal/returns"
	"kade/internal/stock"
	"kade/internal/warehouse"
)

// Random sequences of what the portal and the warehouse do (orders sent, taken, cancelled and
// shipped from the lots in stock; stock counted in, corrected, moved between statuses and
// returned) keep, after every step and on both engines, each balance equal to the sum of its
// movements and never below zero, each product's total the sum of its balances, and its available
// stock its sellable units less what the open orders still wait for.
func TestTheLedgerAddsUpWhateverHappens(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		p := newPortalAndWarehouse(t, d)
		rng := rand.New(rand.NewPCG(7, 11))
		steps := 120
		for step := range steps {
			if err := p.step(rng, step); err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
			checkLedger(t, d, p.account, step)
		}
		p.expectEveryKind(t, steps)
	})
}

// The same, four sequences at once: whatever order their transactions take (on PostgreSQL they
// overlap; SQLite runs them one at a time), none fails but by a refusal, and the ledger adds up at
// the end.
func TestTheLedgerAddsUpWhateverHappensAtOnce(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		p := newPortalAndWarehouse(t, d)
		const workers, steps = 4, 40
		failures := make(chan error, workers)
		for w := range workers {
			go func() {
				rng := rand.New(rand.NewPCG(uint64(w), 13))
				for i := range steps {
					if err := p.step(rng, w*steps+i); err != nil {
						failures <- fmt.Errorf("worker %d, step %d: %w", w, i, err)
						return
					}
				}
				failures <- nil
			}()
		}
		for range workers {
			if err := <-failures; err != nil {
				t.Fatal(err)
			}
		}
		checkLedger(t, d, p.account, workers*steps)
		// Which kinds of thing succeeded depends on the order the transactions took: only logged.
		t.Logf("movements by type: %v", p.movementsByType(t))
	})
}

// portalAndWarehouse does what the portal and the warehouse do to one account's three products.
type portalAndWarehouse struct {
	d        *db.DB
	account  int64
	articles []string
	orders   *orders.Orders
	mu       sync.Mutex
	open     []int64 // orders sent, in any status
}

func newPortalAndWarehouse(t *testing.T, d *db.DB) *portalAndWarehouse {
	p := &portalAndWarehouse{d: d, account: dbtest.Account(t, d, "Tulip Webshop B.V."), articles: []string{"P-1", "P-2", "P-3"},
		orders: orders.NewOrders(d)}
	for _, a := range p.articles {
		productstest.Stocked(t, d, p.account, a, true, 0)
	}
	return p
}

// anOrder is one of the orders sent so far, 0 when there is none.
func (p *portalAndWarehouse) anOrder(rng *rand.Rand) int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.open) == 0 {
		return 0
	}
	return p.open[rng.IntN(len(p.open))]
}

// step does one thing that rng picks; a refusal (not enough stock, a status that does not allow it)
// changes nothing and is no error.
func (p *portalAndWarehouse) step(rng *rand.Rand, step int) error {
	ctx := context.Background()
	account, service := p.account, p.orders
	article, lot := p.articles[rng.IntN(len(p.articles))], []string{"", "A", "B"}[rng.IntN(3)]
	what := rng.IntN(8)
	var cancel, created int64
	err := p.d.Tx(ctx, func(q db.Q) error {
		cancel, created = 0, 0
		switch what {
		case 0, 1: // units counted in
			_, err := warehouse.CorrectIn(ctx, q, warehouse.Correction{Lot: warehouse.Lot{ClientID: account, ArticleNumber: article,
				LotNumber: lot}, StockStatus: "sellable", Quantity: int64(1 + rng.IntN(6)), Reason: "in"})
			return err
		case 2: // a correction out, or a status change
			if rng.IntN(2) == 0 {
				_, err := warehouse.CorrectIn(ctx, q, warehouse.Correction{Lot: warehouse.Lot{ClientID: account, ArticleNumber: article,
					LotNumber: lot}, StockStatus: "sellable", Quantity: -1, Reason: "count"})
				return err
			}
			_, err := warehouse.ChangeStatusIn(ctx, q, warehouse.StatusChange{Lot: warehouse.Lot{ClientID: account,
				ArticleNumber: article, LotNumber: lot}, FromStatus: "sellable", ToStatus: "damaged", Quantity: 1, Reason: "broken"})
			return err
		case 3: // a return
			_, err := returns.RecordIn(ctx, q, account, returns.Return{Date: "2026-11-27", At: time.Now(), Lines: []returns.Line{{
				ArticleNumber: article, LotNumber: lot, Quantity: 1, StockStatus: []string{"sellable", "damaged"}[rng.IntN(2)],
				Reason: "Wrong size"}}})
			return err
		case 4: // an order, which the others may pick once it is committed
			o, err := service.CreateIn(ctx, q, account, orders.Sender{}, orderOf(step, article, int64(1+rng.IntN(4))), domain.Unreadable{})
			created = o.ID
			return err
		case 5: // the warehouse takes one, or the client cancels one
			id := p.anOrder(rng)
			if id == 0 {
				return nil
			}
			if rng.IntN(3) == 0 {
				cancel = id // in a transaction of its own, as the client's
				return nil
			}
			_, err := service.AssignIn(ctx, q, account, id)
			return err
		default: // the warehouse ships what it has of a taken order
			id := p.anOrder(rng)
			if id == 0 {
				return nil
			}
			return shipWhatThereIs(ctx, q, service, account, id)
		}
	})
	if err == nil && created != 0 {
		p.mu.Lock()
		p.open = append(p.open, created)
		p.mu.Unlock()
	}
	if err == nil && cancel != 0 {
		_, err = service.Transition(ctx, account, cancel, false, orders.Cancel)
	}
	if err != nil && len(domain.FieldsOf(err)) == 0 && !isRefusal(err) {
		return fmt.Errorf("%d: %w", what, err)
	}
	return nil
}

// expectEveryKind checks that the steps did each kind of thing, not only refusals.
func (p *portalAndWarehouse) expectEveryKind(t *testing.T, steps int) {
	t.Helper()
	done := p.movementsByType(t)
	for _, kind := range stock.MovementTypes {
		if kind != "receipt" && done[kind] == 0 {
			t.Errorf("no %s movement in %d steps: %v", kind, steps, done)
		}
	}
	t.Logf("movements by type: %v", done)
}

// movementsByType counts the movements of each type.
func (p *portalAndWarehouse) movementsByType(t *testing.T) map[string]int {
	t.Helper()
	var kinds []struct {
		Type string `db:"type"`
		N    int    `db:"n"`
	}
	if err := p.d.Read().Select(context.Background(), &kinds, `SELECT type, count(*) AS n FROM stock_movements GROUP BY type`); err != nil {
		t.Fatal(err)
	}
	done := map[string]int{}
	for _, k := range kinds {
		done[k.Type] = k.N
	}
	return done
}

func isRefusal(err error) bool {
	var r *domain.Refusal
	return errors.As(err, &r)
}

// shipWhatThereIs ships of an Assigned order what the sellable lots hold of its lines, first lot first.
func shipWhatThereIs(ctx context.Context, q db.Q, service *orders.Orders, account, id int64) error {
	o, err := service.Get(ctx, account, id, true)
	if err != nil || o.Status != orders.StatusAssigned {
		return err
	}
	var lines []orders.ShipmentLine
	for _, l := range o.Lines {
		want := l.Quantity - l.QuantityDelivered
		lots, err := stock.ReceivedLots(ctx, q, []int64{*l.ProductID})
		if err != nil {
			return err
		}
		for _, lot := range lots[*l.ProductID] {
			if lot.BatchStatus != "sellable" || want == 0 {
				continue
			}
			n := min(want, lot.Quantity)
			lines = append(lines, orders.ShipmentLine{ArticleNumber: l.ArticleNumber, BatchNumber: lot.LotNumber, Quantity: n})
			want -= n
		}
	}
	if len(lines) == 0 {
		return nil
	}
	_, err = service.ShipIn(ctx, q, account, id, orders.Shipment{Packages: []orders.Package{{Carrier: "PostNL", TrackingCode: "3S"}}, Lines: lines})
	return err
}

// orderOf is an order of quantity units of article.
func orderOf(step int, article string, quantity int64) orders.Fields {
	return orders.Fields{OrderNumber: fmt.Sprintf("PROP-%d", step), OrderDate: "2026-11-27", PaymentMethod: "Invoice",
		DeliveryAddress: addresses.Address{CompanyName: "Canal Tea Rooms", Country: "NL", PostalCode: "1016 DK", HouseNumber: "12",
			Street: "Keizersgracht", City: "Amsterdam"}, UseDeliveryAsInvoiceAddress: true,
		Lines: []orders.Line{{ArticleNumber: article, Quantity: quantity}}}
}

// checkLedger checks the ledger's invariants after step.
func checkLedger(t *testing.T, d *db.DB, account int64, step int) {
	t.Helper()
	ctx := context.Background()
	var wrong []string
	if err := d.Read().Select(ctx, &wrong, `SELECT b.lot_number || '/' || b.batch_status FROM stock_balances b
		WHERE b.client_id = ? AND (b.quantity < 0 OR b.quantity <> (SELECT COALESCE(SUM(m.quantity), 0) FROM stock_movements m
			WHERE m.product_id = b.product_id AND m.lot_number = b.lot_number AND m.best_before = b.best_before
			AND m.batch_status = b.batch_status))`, account); err != nil {
		t.Fatal(err)
	}
	if len(wrong) > 0 {
		t.Fatalf("step %d: balances below zero or not the sum of their movements: %v", step, wrong)
	}
	// What was delivered of each line is what its shipments hold, never more than ordered, and what
	// left the ledger by shipments.
	var lines []string
	if err := d.Read().Select(ctx, &lines, `SELECT l.article_number FROM sales_order_lines l WHERE l.client_id = ? AND
		(l.quantity_delivered > l.quantity OR l.quantity_delivered <> (SELECT COALESCE(SUM(s.quantity), 0)
			FROM sales_order_shipment_items s WHERE s.sales_order_line_id = l.id))`, account); err != nil {
		t.Fatal(err)
	}
	if len(lines) > 0 {
		t.Fatalf("step %d: lines whose quantity delivered is not what was shipped: %v", step, lines)
	}
	var shipped []string
	if err := d.Read().Select(ctx, &shipped, `SELECT p.article_number FROM products p WHERE p.client_id = ? AND
		(SELECT COALESCE(-SUM(m.quantity), 0) FROM stock_movements m WHERE m.product_id = p.id AND m.type = 'shipment') <>
		(SELECT COALESCE(SUM(l.quantity_delivered), 0) FROM sales_order_lines l WHERE l.product_id = p.id)`, account); err != nil {
		t.Fatal(err)
	}
	if len(shipped) > 0 {
		t.Fatalf("step %d: products whose shipments left the ledger otherwise than delivered: %v", step, shipped)
	}
	// The ledger's months add up: each opens with the closing of the one before, the first with
	// nothing, and the last closes with the product's stock.
	var months []string
	if err := d.Read().Select(ctx, &months, `SELECT p.article_number FROM products p WHERE p.client_id = ? AND
		(SELECT COALESCE(SUM(s.received_and_returns - s.delivered + s.correction), 0) FROM stock_months s WHERE s.product_id = p.id) <>
			(SELECT COALESCE(SUM(b.quantity), 0) FROM stock_balances b WHERE b.product_id = p.id)
		OR EXISTS (SELECT 1 FROM stock_months s WHERE s.product_id = p.id AND s.initial_stock <> COALESCE((SELECT
			SUM(e.received_and_returns - e.delivered + e.correction) FROM stock_months e WHERE e.product_id = p.id AND e.month < s.month), 0))`,
		account); err != nil {
		t.Fatal(err)
	}
	if len(months) > 0 {
		t.Fatalf("step %d: products whose months do not add up: %v", step, months)
	}
	var figures []struct {
		Article   string `db:"article_number"`
		Total     int64  `db:"total_stock"`
		Available int64  `db:"available_stock"`
		Claimed   int64  `db:"claimed_stock"`
		Balances  int64  `db:"balances"`
		Sellable  int64  `db:"sellable"`
		Waiting   int64  `db:"waiting"`
	}
	if err := d.Read().Select(ctx, &figures, `SELECT p.article_number, p.total_stock, p.available_stock, p.claimed_stock,
			(SELECT COALESCE(SUM(b.quantity), 0) FROM stock_balances b WHERE b.product_id = p.id) AS balances,
			(SELECT COALESCE(SUM(b.quantity), 0) FROM stock_balances b WHERE b.product_id = p.id AND b.batch_status = 'sellable') AS sellable,
			(SELECT COALESCE(SUM(l.quantity - l.quantity_delivered), 0) FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
				WHERE l.product_id = p.id AND o.status IN ('Complete', 'OnHold', 'Assigned')) AS waiting
		FROM products p WHERE p.client_id = ?`, account); err != nil {
		t.Fatal(err)
	}
	for _, f := range figures {
		if f.Total != f.Balances || f.Available != f.Sellable-f.Waiting || f.Claimed != f.Waiting {
			t.Fatalf("step %d: %s total %d (balances %d), available %d (sellable %d less %d waiting), claimed %d", step,
				f.Article, f.Total, f.Balances, f.Available, f.Sellable, f.Waiting, f.Claimed)
		}
	}
}
