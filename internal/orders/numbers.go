package orders

import (
	"context"
	"strconv"

	"kade/internal/db"
)

// maxNumberDigits bounds the all-digit order numbers that count for the next one: 18 digits and one
// more still fit an int64.
const maxNumberDigits = 18

// NextNumber proposes the account's next free order number: one more than the highest order number
// of its orders and concepts that is all digits, or "1" when there is none. Orders are never
// deleted, so the proposal is never a number used before; it is a proposal only, and a send that
// finds it taken meanwhile is refused like any taken number. When the sequence is exhausted (its
// successor has 19 digits) and that successor was sent already, there is no proposal ("").
func (s *Orders) NextNumber(ctx context.Context, clientID int64) (string, error) {
	digits := `order_number NOT GLOB '*[^0-9]*'`
	if s.db.Dialect == db.Postgres {
		digits = `order_number ~ '^[0-9]+$'`
	}
	numeric := `WHERE client_id = ? AND order_number <> '' AND length(order_number) <= ? AND ` + digits
	var highest *int64
	if err := s.db.Read().Get(ctx, &highest, `SELECT MAX(n) FROM (
			SELECT CAST(order_number AS BIGINT) AS n FROM sales_orders `+numeric+`
			UNION ALL SELECT CAST(order_number AS BIGINT) FROM concept_sales_orders `+numeric+`) numbers`,
		clientID, maxNumberDigits, clientID, maxNumberDigits); err != nil {
		return "", err
	}
	if highest == nil {
		return "1", nil
	}
	next := strconv.FormatInt(*highest+1, 10)
	if len(next) <= maxNumberDigits {
		return next, nil
	}
	taken, err := orderNumberTaken(ctx, s.db.Read(), clientID, next, owner{})
	if err != nil || taken {
		return "", err
	}
	return next, nil
}
