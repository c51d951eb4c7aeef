// Package stock owns the stock ledger: movements (receipts, shipments, returns, corrections and
// status changes) are only ever appended, per client, product, lot, best-before date and batch
// status; the balances are their running sums, and the stock figures on each product are computed
// from those balances. Every change goes through Post, inside the caller's transaction, so the
// movements, balances and figures never disagree.
package stock

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
)

// Movement is one change of stock: Quantity is the delta, negative for stock leaving.
type Movement struct {
	ClientID    int64
	ProductID   int64
	LotNumber   string
	BestBefore  string // YYYY-MM-DD, or "" when the product has no best-before date
	BatchStatus string
	Quantity    int64
	Type        string
	Reference   string
	OccurredAt  time.Time
}

// ErrNegativeBalance refuses a posting that would take a balance below zero. Post returns it joined
// with the field errors that say which movement and how much is in stock.
var ErrNegativeBalance = errors.New("stock balance would fall below zero")

// balanceKey identifies one balance.
type balanceKey struct {
	ProductID   int64
	LotNumber   string
	BestBefore  string
	BatchStatus string
}

func (m Movement) key() balanceKey {
	return balanceKey{m.ProductID, m.LotNumber, m.BestBefore, m.BatchStatus}
}

// Post appends the movements, updates the balances and refreshes the figures of the products
// touched, all in the caller's transaction q. It locks the products first; a caller that locks other
// products too locks them all before (LockProducts), after its own record. A posting is all or nothing: when any movement is
// invalid or any balance would fall below zero it writes nothing and returns the reason.
func Post(ctx context.Context, q db.Q, movements ...Movement) error {
	productIDs, err := post(ctx, q, nil, movements)
	if err != nil || len(productIDs) == 0 {
		return err
	}
	return RefreshFigures(ctx, q, productIDs...)
}

// PostAndClaim posts the movements (as Post) and sets what ref claims to quantities (as Claim) in
// one go, as a shipment takes stock and shrinks its order's claim: the products of both are locked
// together, in one statement, and their figures refreshed once. quantities names every product ref
// claimed before, with 0 where it claims no more.
func PostAndClaim(ctx context.Context, q db.Q, ref Ref, quantities map[int64]int64, movements ...Movement) error {
	claimed := slices.Collect(maps.Keys(quantities))
	productIDs, err := post(ctx, q, claimed, movements)
	if err != nil {
		return err
	}
	committed, err := replaceCommitments(ctx, q, ref, Claimed, quantities, true, append(productIDs, claimed...))
	if err != nil {
		return err
	}
	return RefreshFigures(ctx, q, append(productIDs, committed...)...)
}

// post is Post without refreshing the figures: it locks the movements' products and also the
// products of alsoLock, checks and writes the movements, and answers the movements' products.
func post(ctx context.Context, q db.Q, alsoLock []int64, movements []Movement) ([]int64, error) {
	if len(movements) == 0 {
		return nil, LockProducts(ctx, q, alsoLock...)
	}
	if errs := validate(movements); len(errs) > 0 {
		return nil, errs
	}
	productIDs, err := lockProducts(ctx, q, movements, alsoLock)
	if err != nil {
		return nil, err
	}
	deltas, err := checkBalances(ctx, q, movements)
	if err != nil {
		return nil, err
	}
	now := db.Now()
	if err := db.InsertRows(ctx, q, "stock_movements", `client_id, product_id, lot_number, best_before, batch_status,
		quantity, type, reference, occurred_at, created_at`, len(movements), func(i int) []any {
		m := movements[i]
		return []any{m.ClientID, m.ProductID, m.LotNumber, m.BestBefore, m.BatchStatus, m.Quantity, m.Type, m.Reference,
			m.OccurredAt.UTC().Truncate(time.Microsecond), now}
	}); err != nil {
		return nil, fmt.Errorf("append stock movements: %w", err)
	}
	// One row per balance: the deltas are summed per balance, so no two rows of a statement conflict.
	if err := db.UpsertRows(ctx, q, "stock_balances", "client_id, product_id, lot_number, best_before, batch_status, quantity, updated_at",
		`ON CONFLICT (product_id, lot_number, best_before, batch_status)
		DO UPDATE SET quantity = stock_balances.quantity + excluded.quantity, updated_at = excluded.updated_at`,
		len(deltas), func(i int) []any {
			d := deltas[i]
			return []any{d.clientID, d.key.ProductID, d.key.LotNumber, d.key.BestBefore, d.key.BatchStatus, d.quantity, now}
		}); err != nil {
		return nil, fmt.Errorf("update stock balances: %w", err)
	}
	return productIDs, bookMonths(ctx, q, movements)
}

// lockProducts takes the row lock of every product the movements touch and of alsoLock, in
// ascending id order so
// that two postings never wait on each other crosswise. On PostgreSQL this makes postings for one
// product run one after the other, so the balances each one checks and the figures it computes
// afterwards include every posting committed before it. It also checks that each product belongs
// to its movement's client.
func lockProducts(ctx context.Context, q db.Q, movements []Movement, alsoLock []int64) ([]int64, error) {
	owners := map[int64]int64{}
	for _, id := range alsoLock {
		owners[id] = 0
	}
	for _, m := range movements {
		owners[m.ProductID] = 0
	}
	if err := lockInOrder(ctx, q, slices.Sorted(maps.Keys(owners)), owners); err != nil {
		return nil, err
	}
	ids := make([]int64, 0, len(movements))
	for _, m := range movements {
		ids = append(ids, m.ProductID)
	}
	errs := domain.ValidationErrors{}
	for i, m := range movements {
		if owners[m.ProductID] == 0 || owners[m.ProductID] != m.ClientID {
			errs.Add(fmt.Sprintf("movements.%d.product_id", i), "products.unknown")
		}
	}
	return ids, errs.Err()
}

// LockProducts takes the row lock of the products, in ascending id order like Post, so that a
// change that RefreshFigures then follows (an order that claims stock, a cancel that releases it)
// runs after every posting committed before it and holds later ones back until it ends (see
// RefreshFigures). A caller takes its record's row first and then every product it will touch in one
// call (the lock order of docs/architecture.md), so that no transaction waits for a product while
// holding one another needs. Products that do not exist are skipped. SQLite's write transactions already run
// one at a time (see db.DB.Serialize): there it locks nothing, where the product updates were a fifth
// of sending an order.
func LockProducts(ctx context.Context, q db.Q, productIDs ...int64) error {
	if q.Dialect() == db.SQLite {
		return nil
	}
	return lockInOrder(ctx, q, slices.Compact(slices.Sorted(slices.Values(productIDs))), map[int64]int64{})
}

// lockInOrder locks the products of the sorted ids in that order, one statement a chunk, and
// records each one's client in owners. On PostgreSQL the rows are locked as the sort hands them
// over, FOR NO KEY UPDATE like an UPDATE of the row would: an order line may still reference the
// product meanwhile. SQLite locks nothing per row (see LockProducts) and only reads the owners.
func lockInOrder(ctx context.Context, q db.Q, ids []int64, owners map[int64]int64) error {
	lock := ""
	if q.Dialect() == db.Postgres {
		lock = " FOR NO KEY UPDATE"
	}
	for chunk := range slices.Chunk(ids, refreshChunk) {
		in, args := db.InList(chunk)
		var rows []struct {
			ID       int64 `db:"id"`
			ClientID int64 `db:"client_id"`
		}
		if err := q.Select(ctx, &rows, `SELECT id, client_id FROM products WHERE id IN (`+in+`) ORDER BY id`+lock,
			args...); err != nil {
			return fmt.Errorf("lock products: %w", err)
		}
		// A product that does not exist has no row: left 0, no client owns it.
		for _, r := range rows {
			owners[r.ID] = r.ClientID
		}
	}
	return nil
}

// balanceDelta is the net change a posting makes to one balance.
type balanceDelta struct {
	key      balanceKey
	clientID int64
	quantity int64
	// first is the index of the posting's first movement taking stock from this balance, where a
	// refusal is reported.
	first int
}

// checkBalances sums the movements per balance and refuses the posting when a balance would end
// below zero. Only the net change counts: within one posting stock may leave before it arrives.
// The products are locked, so the balances read here cannot change before they are written.
func checkBalances(ctx context.Context, q db.Q, movements []Movement) ([]balanceDelta, error) {
	var deltas []balanceDelta
	index := map[balanceKey]int{}
	for i, m := range movements {
		at, ok := index[m.key()]
		if !ok {
			at = len(deltas)
			index[m.key()] = at
			deltas = append(deltas, balanceDelta{key: m.key(), clientID: m.ClientID, first: -1})
		}
		deltas[at].quantity += m.Quantity
		if m.Quantity < 0 && deltas[at].first < 0 {
			deltas[at].first = i
		}
	}
	errs := domain.ValidationErrors{}
	for _, d := range deltas {
		if d.quantity >= 0 {
			continue
		}
		var current int64
		err := q.Get(ctx, &current, `SELECT quantity FROM stock_balances
			WHERE product_id = ? AND lot_number = ? AND best_before = ? AND batch_status = ?`,
			d.key.ProductID, d.key.LotNumber, d.key.BestBefore, d.key.BatchStatus)
		if err != nil && !db.NotFound(err) {
			return nil, fmt.Errorf("read stock balance: %w", err)
		}
		if current+d.quantity < 0 {
			errs.Add(fmt.Sprintf("movements.%d.quantity", d.first), "stock.validation.negative_balance", current)
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("%w: %w", ErrNegativeBalance, errs)
	}
	return deltas, nil
}
