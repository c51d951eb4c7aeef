package bench

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"

	"kade/internal/app"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/warehouse"
)

// WarehouseShipmentsTarget is the warehouse issue's target for shipments the WMS posts per second.
const WarehouseShipmentsTarget = 1000

// Sizes of the shipments benchmark: the warehouse systems posting at once, the shipments each run
// posts, and the products the orders spread over (an order's three lines take three of them in
// turn, so shipments lock different products as a warehouse's do).
const (
	wmsClients        = 8
	shipmentsPerRun   = 2000
	shipmentsProducts = 60
)

// shipmentsLot is the lot every product of the benchmark's account is counted into and shipped from.
var shipmentsLot = warehouse.Lot{LotNumber: "BENCH-LOT", BestBeforeDate: "2030-12-31"}

// warehouseShipments measures POST /api/warehouse/shipments as the WMS calls it: wmsClients
// concurrent clients with a warehouse key, each posting the one shipment that completes a taken
// order of three lines, with an Idempotency-Key of its own, so every request books three shipment
// movements, shrinks the order's claims and makes it Shipped. Each run ships perRun orders
// taken beforehand (not measured); the same postings made in-process (orders.ShipIn in a
// transaction, by as many goroutines) give the ratio of what the HTTP layer and the message's
// stored answer add.
func warehouseShipments(ctx context.Context, a *app.App, base string, perRun int, out io.Writer, suffix string) error {
	s, err := newShipments(ctx, a)
	if err != nil {
		return err
	}
	wms := newLoad(base, wmsClients)
	viaHTTP := func(o taken) error {
		r := jsonRequest("POST", "/api/warehouse/shipments", s.key, s.message(o))
		r.header = map[string]string{"Idempotency-Key": "bench-shipment-" + strconv.FormatInt(o.id, 10)}
		_, err := wms.do(ctx, r)
		return err
	}
	inProcess := func(o taken) error {
		return a.DB.Tx(ctx, func(q db.Q) error {
			_, err := s.orders.ShipIn(ctx, q, s.account, o.id, s.message(o).Shipment)
			return err
		})
	}
	if _, err := s.ship(ctx, perRun/10, viaHTTP); err != nil { // warm-up: connections, plans, caches
		return err
	}
	rates, err := measureRuns(func() (float64, error) { return s.ship(ctx, perRun, viaHTTP) })
	if err != nil {
		return fmt.Errorf("shipments through HTTP: %w", err)
	}
	direct, err := measureRuns(func() (float64, error) { return s.ship(ctx, perRun, inProcess) })
	if err != nil {
		return fmt.Errorf("shipments in-process: %w", err)
	}
	rate := rates.median()
	fmt.Fprintf(out, "BENCH warehouse_shipments_per_s%s %.0f shipments/s ratio=%.2f vs target_%d engine=%s concurrency=%d%s in_process=%.0f http/in_process=%.2f\n",
		suffix, rate, rate/WarehouseShipmentsTarget, WarehouseShipmentsTarget, a.DB.Dialect, wmsClients, rates.spread(0),
		direct.median(), rate/direct.median())
	return nil
}

// shipments is the benchmark's account: its products with stock in shipmentsLot, the warehouse key
// that ships its orders, and how many orders it has.
type shipments struct {
	db       *db.DB
	orders   *orders.Orders
	account  int64
	articles []string
	key      string
	made     int // orders created so far
}

// newShipments creates the account, its products with a hundred thousand units each in
// shipmentsLot, and a warehouse key limited to it.
func newShipments(ctx context.Context, a *app.App) (*shipments, error) {
	account, err := accountOfProducts(ctx, a.DB, "Bench Warehouse B.V.", shipmentsProducts)
	if err != nil {
		return nil, err
	}
	s := &shipments{db: a.DB, orders: orders.NewOrders(a.DB), account: account}
	if err := a.DB.Read().Select(ctx, &s.articles, `SELECT article_number FROM products WHERE client_id = ? ORDER BY id`, account); err != nil {
		return nil, err
	}
	err = a.DB.Tx(ctx, func(q db.Q) error {
		for _, article := range s.articles {
			lot := shipmentsLot
			lot.ClientID, lot.ArticleNumber = account, article
			if _, err := warehouse.CorrectIn(ctx, q, warehouse.Correction{Lot: lot, StockStatus: "sellable",
				Quantity: 100_000, Reason: "Counted in for the benchmark"}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	key, err := warehouse.NewKeys(a.DB).Create(ctx, 0, warehouse.Fields{Name: "Bench WMS", Accounts: []int64{account}})
	s.key = key.Secret
	return s, err
}

// order is the nth order of the account: three lines of products in turn, 1 to 3 units each.
func (s *shipments) order(n int) orders.Fields {
	f := benchOrder(int64(n), s.articles[0])
	f.OrderNumber = "BENCH-WMS-" + strconv.Itoa(n)
	f.Lines = f.Lines[:0]
	for k := range 3 {
		price := int64(995 + 100*k)
		f.Lines = append(f.Lines, orders.Line{ArticleNumber: s.articles[(3*n+k)%len(s.articles)], Quantity: int64(1 + (n+k)%3),
			PriceInclVAT: &price, VATPercentage: 2100})
	}
	return f
}

// taken is an order the warehouse took: its id and its place n in the account's orders.
type taken struct {
	id int64
	n  int
}

// shipmentMessage is a shipment as the WMS posts it, of the order it names.
type shipmentMessage struct {
	SalesOrderID int64 `json:"sales_order_id"`
	orders.Shipment
}

// message is the shipment that completes order o: every line from shipmentsLot, in one parcel.
func (s *shipments) message(o taken) shipmentMessage {
	code := "3SBENCH" + strconv.FormatInt(o.id, 10)
	sh := orders.Shipment{Packages: []orders.Package{{Carrier: "PostNL", TrackingCode: code,
		TrackingURL: "https://jouw.postnl.nl/track-and-trace/" + code}}}
	for _, l := range s.order(o.n).Lines {
		sh.Lines = append(sh.Lines, orders.ShipmentLine{ArticleNumber: l.ArticleNumber, BatchNumber: shipmentsLot.LotNumber,
			BestBeforeDate: shipmentsLot.BestBeforeDate, Quantity: l.Quantity})
	}
	return shipmentMessage{o.id, sh}
}

// take creates n orders and has the warehouse take them, wmsClients at a time.
func (s *shipments) take(ctx context.Context, n int) ([]taken, error) {
	took := make([]taken, n)
	first := s.made
	s.made += n
	_, err := parallel(n, func(i int) error {
		return s.db.Tx(ctx, func(q db.Q) error {
			o, err := s.orders.CreateIn(ctx, q, s.account, orders.Sender{}, s.order(first+i), domain.Unreadable{})
			if err == nil {
				took[i] = taken{o.ID, first + i}
				_, err = s.orders.AssignIn(ctx, q, s.account, o.ID)
			}
			return err
		})
	})
	return took, err
}

// ship takes n orders and ships each with post, wmsClients at a time, and answers the shipments
// per second.
func (s *shipments) ship(ctx context.Context, n int, post func(o taken) error) (float64, error) {
	ready, err := s.take(ctx, n)
	if err != nil {
		return 0, err
	}
	took, err := parallel(n, func(i int) error { return post(ready[i]) })
	return float64(n) / took.Seconds(), err
}

// parallel calls do for 0..n-1, wmsClients at a time, and answers how long it took; the first
// error stops what has not begun.
func parallel(n int, do func(i int) error) (time.Duration, error) {
	start := time.Now()
	next := make(chan int)
	var once sync.Once
	var failure error
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range wmsClients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := do(i); err != nil {
					once.Do(func() { failure = err; close(stop) })
				}
			}
		}()
	}
feed:
	for i := range n {
		select {
		case next <- i:
		case <-stop:
			break feed
		}
	}
	close(next)
	wg.Wait()
	return time.Since(start), failure
}
