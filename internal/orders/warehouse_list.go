package orders

import (
	"context"
	"strconv"
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

// Ready is a page of the orders ready for the warehouse across the accounts that accounts (a
// condition on o.client_id with its arguments, "" for every account) selects, oldest first, by
// the partial index sales_orders_ready. The first page counts them (up to listing.CountLimit); its
// cursor is signed for the calling key (keyID) and the accounts it reaches.
func (s *Orders) Ready(ctx context.Context, keyID int64, accounts string, accountArgs []any, p listing.Page) ([]ReadyOrder, *string, int64, error) {
	where := `o.status = '` + StatusComplete + `'`
	if accounts != "" {
		where += " AND " + accounts
	}
	list := listing.Key(s.db.Secret(), "warehouse_orders", 0, strconv.FormatInt(keyID, 10), accounts)
	q := s.db.Read()
	counted, after, err := listing.Start(ctx, q, listing.CountRows(`SELECT 1 FROM sales_orders o WHERE `+where, "o.id"),
		accountArgs, p.Cursor, func() (listing.Cursor, error) { return listing.Decode(p.Cursor, list, []listing.Kind{listing.Integer}) })
	if err != nil {
		return nil, nil, 0, err
	}
	args := accountArgs
	if after != nil {
		where += " AND o.id > ?"
		args = append(args, after[0])
	}
	rows := []ReadyOrder{}
	if err := q.Select(ctx, &rows, `SELECT o.id, o.client_id, o.order_number, o.order_date, o.delivery_date, o.shipping_method, o.created_at
		FROM sales_orders o WHERE `+where+` ORDER BY o.id LIMIT ?`, append(args, p.Limit+1)...); err != nil {
		return nil, nil, 0, err
	}
	for i := range rows {
		rows[i].CreatedAt = rows[i].CreatedAt.UTC()
	}
	rows, next := listing.End(rows, p.Limit, list, counted.Total, func(r ReadyOrder) []any { return []any{r.ID} })
	return rows, next, counted.Total, nil
}
