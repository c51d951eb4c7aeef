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

// ReceivedLot is a product's lot in a batch status with its stock and when its first units were
// received: what a warehouse picks from by its outbound algorithm (first in, first expiring, ...).
type ReceivedLot struct {
	ProductID   int64     `json:"-" db:"product_id"`
	LotNumber   string    `json:"lot_number" db:"lot_number"`
	BestBefore  string    `json:"best_before_date" db:"best_before"`
	BatchStatus string    `json:"stock_status" db:"batch_status"`
	Quantity    int64     `json:"quantity" db:"quantity"`
	ReceivedAt  time.Time `json:"received_at" db:"received_at"`
}

// ReceivedLots lists the products' lots in stock (a balance above zero) with the time their first
// units came in, by product.
func ReceivedLots(ctx context.Context, q db.Q, productIDs []int64) (map[int64][]ReceivedLot, error) {
	byProduct := map[int64][]ReceivedLot{}
	for chunk := range slices.Chunk(productIDs, refreshChunk) {
		in, args := db.InList(chunk)
		var lots []ReceivedLot
		if err := q.Select(ctx, &lots, `SELECT product_id, lot_number, best_before, batch_status, quantity, updated_at AS received_at
			FROM stock_balances WHERE product_id IN (`+in+`) AND quantity > 0`, args...); err != nil {
			return nil, fmt.Errorf("received lots: %w", err)
		}
		// When each lot's first units came in: its first movement into stock (the balance's last
		// change for a lot that never had one).
		var arrivals []struct {
			ProductID  int64     `db:"product_id"`
			LotNumber  string    `db:"lot_number"`
			BestBefore string    `db:"best_before"`
			OccurredAt time.Time `db:"occurred_at"`
		}
		if err := q.Select(ctx, &arrivals, `SELECT product_id, lot_number, best_before, occurred_at FROM stock_movements
			WHERE product_id IN (`+in+`) AND quantity > 0`, args...); err != nil {
			return nil, fmt.Errorf("lot arrivals: %w", err)
		}
		type lotKey struct {
			product         int64
			lot, bestBefore string
		}
		first := map[lotKey]time.Time{}
		for _, a := range arrivals {
			k := lotKey{a.ProductID, a.LotNumber, a.BestBefore}
			if at, seen := first[k]; !seen || a.OccurredAt.Before(at) {
				first[k] = a.OccurredAt
			}
		}
		for _, l := range lots {
			if at, ok := first[lotKey{l.ProductID, l.LotNumber, l.BestBefore}]; ok {
				l.ReceivedAt = at
			}
			l.ReceivedAt = l.ReceivedAt.UTC()
			byProduct[l.ProductID] = append(byProduct[l.ProductID], l)
		}
	}
	for _, lots := range byProduct {
		slices.SortFunc(lots, func(a, b ReceivedLot) int {
			return cmp.Or(a.ReceivedAt.Compare(b.ReceivedAt), cmp.Compare(a.LotNumber, b.LotNumber), cmp.Compare(a.BatchStatus, b.BatchStatus))
		})
	}
	return byProduct, nil
}
