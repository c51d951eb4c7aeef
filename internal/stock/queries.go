package stock

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"kade/internal/db"
)

// Lot is the current stock of one lot, best-before date and batch status of a product.
type Lot struct {
	LotNumber   string `json:"lot_number" db:"lot_number"`
	BestBefore  string `json:"best_before" db:"best_before"`
	BatchStatus string `json:"batch_status" db:"batch_status"`
	Quantity    int64  `json:"quantity" db:"quantity"`
}

// Lots lists the product's non-zero balances by best-before date, lot number and batch status.
func Lots(ctx context.Context, q db.Q, productID int64) ([]Lot, error) {
	lots := []Lot{}
	if err := q.Select(ctx, &lots, `SELECT lot_number, best_before, batch_status, quantity
		FROM stock_balances WHERE product_id = ? AND quantity <> 0`, productID); err != nil {
		return nil, fmt.Errorf("list lots: %w", err)
	}
	// Sorted here rather than in SQL: PostgreSQL's collation would order lot numbers unlike SQLite's.
	slices.SortFunc(lots, func(a, b Lot) int {
		return cmp.Or(cmp.Compare(a.BestBefore, b.BestBefore), cmp.Compare(a.LotNumber, b.LotNumber),
			cmp.Compare(slices.Index(BatchStatuses, a.BatchStatus), slices.Index(BatchStatuses, b.BatchStatus)))
	})
	return lots, nil
}

// MovementRow is a posted movement as the product page lists it.
type MovementRow struct {
	ID          int64     `json:"id" db:"id"`
	LotNumber   string    `json:"lot_number" db:"lot_number"`
	BestBefore  string    `json:"best_before" db:"best_before"`
	BatchStatus string    `json:"batch_status" db:"batch_status"`
	Quantity    int64     `json:"quantity" db:"quantity"`
	Type        string    `json:"type" db:"type"`
	Reference   string    `json:"reference" db:"reference"`
	OccurredAt  time.Time `json:"occurred_at" db:"occurred_at"`
}

// LatestMovements lists at most limit movements of the product, newest first.
func LatestMovements(ctx context.Context, q db.Q, productID int64, limit int) ([]MovementRow, error) {
	rows := []MovementRow{}
	if limit < 1 {
		return rows, nil
	}
	if err := q.Select(ctx, &rows, `SELECT id, lot_number, best_before, batch_status, quantity, type, reference, occurred_at
		FROM stock_movements WHERE product_id = ? ORDER BY occurred_at DESC, id DESC LIMIT ?`, productID, limit); err != nil {
		return nil, fmt.Errorf("list stock movements: %w", err)
	}
	for i := range rows {
		rows[i].OccurredAt = rows[i].OccurredAt.UTC()
	}
	return rows, nil
}
