// Package stock owns the stock ledger: movements (receipts, shipments, returns, corrections and
// status changes) are only ever appended, per client, product, lot, best-before date and batch
// status; the balances are their running sums, and the stock figures on each product are kept from
// those balances and the open claims and expectations, by the deltas of each change. Every change
// goes through Post, inside the caller's transaction, so the movements, balances and figures never
// disagree.
package stock

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
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
	ProductID   int64  `db:"product_id"`
	LotNumber   string `db:"lot_number"`
	BestBefore  string `db:"best_before"`
	BatchStatus string `db:"batch_status"`
}

func (m Movement) key() balanceKey {
	return balanceKey{m.ProductID, m.LotNumber, m.BestBefore, m.BatchStatus}
}

// Post appends the movements, updates the balances and the figures of the products touched, all in
// the caller's transaction q. It locks the products first; a caller that locks other products too
// locks them all before (LockProducts), after its own record. A posting is all or nothing: when any
// movement is invalid or any balance would fall below zero it writes nothing and returns the reason.
func Post(ctx context.Context, q db.Q, movements ...Movement) error {
	if len(movements) == 0 {
		return nil
	}
	h := held{}
	if err := post(ctx, q, h, movements); err != nil {
		return err
	}
	return h.write(ctx, q)
}

// PostAndClaim posts the movements (as Post) and sets what ref claims to quantities (as Claim) in
// one go, as a shipment takes stock and shrinks its order's claim: the products of both are locked
// together, in one statement, and their figures written once. quantities names every product ref
// claimed before, with 0 where it claims no more.
func PostAndClaim(ctx context.Context, q db.Q, ref Ref, quantities map[int64]int64, movements ...Movement) error {
	h := held{}
	if err := h.lock(ctx, q, slices.Concat(slices.Collect(maps.Keys(quantities)), productsOf(movements))); err != nil {
		return err
	}
	if len(movements) > 0 {
		if err := post(ctx, q, h, movements); err != nil {
			return err
		}
	}
	if err := replaceCommitments(ctx, q, h, ref, Claimed, quantities, true); err != nil {
		return err
	}
	return h.write(ctx, q)
}

// post appends the movements and updates their balances and, in h, their products' figures, without
// writing those: it locks the movements' products that h does not hold yet, and checks that each
// belongs to its movement's client and that no balance falls below zero.
func post(ctx context.Context, q db.Q, h held, movements []Movement) error {
	if errs := validate(movements); len(errs) > 0 {
		return errs
	}
	if err := h.lock(ctx, q, productsOf(movements)); err != nil {
		return err
	}
	errs := domain.ValidationErrors{}
	for i, m := range movements {
		if r := h[m.ProductID]; r == nil || r.ClientID != m.ClientID {
			errs.Add(fmt.Sprintf("movements.%d.product_id", i), "products.unknown")
		}
	}
	if err := errs.Err(); err != nil {
		return err
	}
	deltas, err := checkBalances(ctx, q, movements)
	if err != nil {
		return err
	}
	now := db.Now()
	if err := db.InsertRows(ctx, q, "stock_movements", `client_id, product_id, lot_number, best_before, batch_status,
		quantity, type, reference, occurred_at, created_at`, len(movements), func(i int) []any {
		m := movements[i]
		return []any{m.ClientID, m.ProductID, m.LotNumber, m.BestBefore, m.BatchStatus, m.Quantity, m.Type, m.Reference,
			m.OccurredAt.UTC().Truncate(time.Microsecond), now}
	}); err != nil {
		return fmt.Errorf("append stock movements: %w", err)
	}
	// One row per balance: the deltas are summed per balance, so no two rows of a statement conflict.
	if err := db.UpsertRows(ctx, q, "stock_balances", "client_id, product_id, lot_number, best_before, batch_status, quantity, updated_at",
		`ON CONFLICT (product_id, lot_number, best_before, batch_status)
		DO UPDATE SET quantity = stock_balances.quantity + excluded.quantity, updated_at = excluded.updated_at`,
		len(deltas), func(i int) []any {
			d := deltas[i]
			return []any{d.clientID, d.key.ProductID, d.key.LotNumber, d.key.BestBefore, d.key.BatchStatus, d.quantity, now}
		}); err != nil {
		return fmt.Errorf("update stock balances: %w", err)
	}
	h.post(movements)
	return bookMonths(ctx, q, movements)
}

// productsOf is the products the movements touch.
func productsOf(movements []Movement) []int64 {
	ids := make([]int64, len(movements))
	for i, m := range movements {
		ids[i] = m.ProductID
	}
	return ids
}

// LockProducts takes the row lock of the products, in ascending id order like Post, so that a
// change of their figures (an order that claims stock, a cancel that releases it) runs after every
// posting committed before it and holds later ones back until it ends: the figures it reads under
// the lock are the latest. A caller takes its record's row first and then every product it will
// touch in one call (the lock order of docs/architecture.md), so that no transaction waits for a
// product while holding one another needs. Products that do not exist are skipped. SQLite's write
// transactions already run one at a time (see db.DB.Serialize): there it locks nothing, where the
// product updates were a fifth of sending an order.
func LockProducts(ctx context.Context, q db.Q, productIDs ...int64) error {
	if q.Dialect() == db.SQLite {
		return nil
	}
	return held{}.lock(ctx, q, productIDs)
}

// balancesOf reads the balances that the deltas take stock from, one statement a chunk (a balance
// that does not exist is 0).
func balancesOf(ctx context.Context, q db.Q, deltas []balanceDelta) (map[balanceKey]int64, error) {
	var taking []balanceKey
	for _, d := range deltas {
		if d.quantity < 0 {
			taking = append(taking, d.key)
		}
	}
	current := map[balanceKey]int64{}
	for chunk := range slices.Chunk(taking, refreshChunk) {
		args := make([]any, 0, 4*len(chunk))
		for _, k := range chunk {
			args = append(args, k.ProductID, k.LotNumber, k.BestBefore, k.BatchStatus)
		}
		var rows []struct {
			balanceKey
			Quantity int64 `db:"quantity"`
		}
		if err := q.Select(ctx, &rows, balancesStatement(len(chunk)), args...); err != nil {
			return nil, fmt.Errorf("read stock balances: %w", err)
		}
		for _, r := range rows {
			current[r.balanceKey] = r.Quantity
		}
	}
	return current, nil
}

// balancesStatement reads n balances by their keys, each a search of the balances' unique index.
func balancesStatement(n int) string {
	return `SELECT product_id, lot_number, best_before, batch_status, quantity FROM stock_balances
		WHERE (product_id, lot_number, best_before, batch_status) IN (` +
		strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?), ", n), ", ") + `)`
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
	current, err := balancesOf(ctx, q, deltas)
	if err != nil {
		return nil, err
	}
	errs := domain.ValidationErrors{}
	for _, d := range deltas {
		if d.quantity < 0 && current[d.key]+d.quantity < 0 {
			errs.Add(fmt.Sprintf("movements.%d.quantity", d.first), "stock.validation.negative_balance", current[d.key])
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("%w: %w", ErrNegativeBalance, errs)
	}
	return deltas, nil
}
