package demo

import (
	"context"
	"fmt"
	"time"

	"kade/internal/db"
	"kade/internal/orders"
	"kade/internal/returns"
)

// shippedDemoOrders is how many of each account's oldest orders ready for the warehouse the demo
// ships, so that what came back has orders to belong to.
const shippedDemoOrders = 2

// seedReturns ships the account's oldest orders that are ready for the warehouse, as its warehouse
// would (taken, then shipped from lots with the stock, with a tracking code, the day after the
// order), and records what came back of them five days later: one unit in the wrong size, back in
// stock; one damaged in transit, with a second line not as described. A parcel without an order,
// whose contents the warehouse blocked until someone looks at them, came back yesterday. Every
// return goes through returns.Record, as the warehouse's message does.
func seedReturns(ctx context.Context, d *db.DB, clientID int64, articles []string) error {
	if len(articles) == 0 {
		return nil
	}
	var ready []int64
	if err := d.Read().Select(ctx, &ready, `SELECT id FROM sales_orders WHERE client_id = ? AND status = ? ORDER BY order_date, id
		LIMIT ?`, clientID, orders.StatusComplete, shippedDemoOrders); err != nil {
		return err
	}
	service, back := orders.NewOrders(d), returns.NewReturns(d)
	for i, id := range ready {
		shipped, err := shipDemo(ctx, d, service, clientID, id)
		if err != nil {
			return fmt.Errorf("demo shipment of order %d: %w", id, err)
		}
		returned := shipped.Shipments[0].ShippedAt.AddDate(0, 0, 5)
		r := returns.Return{Date: returned.Format(time.DateOnly), OrderNumber: shipped.Fields.OrderNumber, At: returned}
		first := shipped.Lines[0].ShipmentItems[0]
		line := returns.Line{ArticleNumber: shipped.Lines[0].ArticleNumber, LotNumber: first.BatchNumber,
			BestBeforeDate: first.BestBeforeDate, Quantity: 1, StockStatus: "sellable", Reason: "Wrong size"}
		if i%2 == 1 {
			line.StockStatus, line.Reason = "damaged", "Damaged in transit"
		}
		r.Lines = append(r.Lines, line)
		if i%2 == 1 && len(shipped.Lines) > 1 {
			second := shipped.Lines[1].ShipmentItems[0]
			r.Lines = append(r.Lines, returns.Line{ArticleNumber: shipped.Lines[1].ArticleNumber, LotNumber: second.BatchNumber,
				BestBeforeDate: second.BestBeforeDate, Quantity: 1, StockStatus: "sellable", Reason: "Not as described"})
		}
		if _, err := back.Record(ctx, clientID, r); err != nil {
			return fmt.Errorf("demo return of %s: %w", r.OrderNumber, err)
		}
	}
	yesterday := time.Now().UTC().AddDate(0, 0, -1)
	_, err := back.Record(ctx, clientID, returns.Return{Date: yesterday.Format(time.DateOnly), At: yesterday,
		Lines: []returns.Line{{ArticleNumber: articles[len(articles)-1], Quantity: 2, StockStatus: "blocked",
			Reason: "Returned without order details"}}})
	if err != nil {
		return fmt.Errorf("demo return without order: %w", err)
	}
	return nil
}

// shipDemo takes the account's order id and ships it whole the day after its order date, each line
// from the sellable lot of its product that holds it and expires first.
func shipDemo(ctx context.Context, d *db.DB, service *orders.Orders, clientID, id int64) (orders.Order, error) {
	return db.TxValue(ctx, d, func(q db.Q) (orders.Order, error) {
		order, err := service.AssignIn(ctx, q, clientID, id)
		if err != nil {
			return orders.Order{}, err
		}
		orderDate, err := time.Parse(time.DateOnly, order.Fields.OrderDate)
		if err != nil {
			return orders.Order{}, err
		}
		at := orderDate.Add(24*time.Hour + 15*time.Hour)
		sh := orders.Shipment{ShippedAt: &at, Packages: []orders.Package{{Carrier: "PostNL",
			TrackingCode: fmt.Sprintf("3SKADE%07d", id), TrackingURL: fmt.Sprintf("https://jouw.postnl.nl/track-and-trace/3SKADE%07d", id)}}}
		for _, l := range order.Lines {
			var lot struct {
				LotNumber  string `db:"lot_number"`
				BestBefore string `db:"best_before"`
			}
			if err := q.Get(ctx, &lot, `SELECT lot_number, best_before FROM stock_balances WHERE product_id = ?
				AND batch_status = 'sellable' AND quantity >= ? ORDER BY best_before, lot_number LIMIT 1`, *l.ProductID, l.Quantity); err != nil {
				return orders.Order{}, fmt.Errorf("a lot of %s: %w", l.ArticleNumber, err)
			}
			sh.Lines = append(sh.Lines, orders.ShipmentLine{ArticleNumber: l.ArticleNumber, BatchNumber: lot.LotNumber,
				BestBeforeDate: lot.BestBefore, Quantity: l.Quantity})
		}
		return service.ShipIn(ctx, q, clientID, id, sh)
	})
}
