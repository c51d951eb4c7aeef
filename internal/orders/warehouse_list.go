package orders

import (
	"context"
	"time"

	"kade/internal/listing"
)

// ReadyOrder is an order ready for the warehouse ('Ready to import') as its list shows it: enough
// to take it, whose answer is the whole order.
type ReadyOrder struct {
	ID             int64     `json:"id" db:"id"`
	ClientID       int64     `json:"client_id" db:"client_id"`
	OrderNumber    string    `json:"order_number" db:"order_number"`
	OrderDate      string    `json:"order_date" db:"order_date"`
	DeliveryDate   string    `json:"delivery_date" db:"delivery_date"`
	ShippingMethod string    `json:"shipping_method" db:"shipping_method"`
	CreatedAt      time.Time `json:"created_at" db:"created_at"`
}

// readyOrders are the orders ready for the warehouse, by the partial index sales_orders_ready.
var readyOrders = listing.Oldest{Name: "warehouse_sales_orders", Table: "sales_orders", Alias: "o",
	Columns: "o.id, o.client_id, o.order_number, o.order_date, o.delivery_date, o.shipping_method, o.created_at",
	Where:   "o.status = '" + StatusComplete + "'"}

// Ready is a page of the orders ready for the warehouse across the accounts that accounts (a
// condition on o.client_id with its arguments, "" for every account) selects, oldest first; its
// cursor is signed for the calling key (keyID).
func (s *Orders) Ready(ctx context.Context, keyID int64, accounts string, accountArgs []any, p listing.Page) ([]ReadyOrder, *string, int64, error) {
	rows, next, total, err := listing.Read(ctx, s.db, readyOrders, keyID, accounts, accountArgs, p, func(r ReadyOrder) int64 { return r.ID })
	for i := range rows {
		rows[i].CreatedAt = rows[i].CreatedAt.UTC()
	}
	return rows, next, total, err
}
