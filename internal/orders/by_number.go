package orders

import (
	"context"

	"kade/internal/db"
	"kade/internal/domain"
)

// Numbered is an order as another area names it by its number: its id and its number as stored.
type Numbered struct {
	ID          int64  `db:"id"`
	OrderNumber string `db:"order_number"`
}

// ByNumber is the account's order of number in any case (TUL01026 is tul01026, by the numbers' key
// and its unique index), in the caller's transaction q: a return names the order it came back from
// so. An account without such an order (a concept is none) is domain.ErrNotFound.
func ByNumber(ctx context.Context, q db.Q, clientID int64, number string) (Numbered, error) {
	var o Numbered
	err := q.Get(ctx, &o, `SELECT id, order_number FROM sales_orders WHERE client_id = ? AND order_number_key = ?`,
		clientID, numberKey(number))
	if db.NotFound(err) {
		return Numbered{}, domain.ErrNotFound
	}
	return o, err
}
