package stock

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"kade/internal/db"
)

// Ref names the record of another area that claims or expects stock: its kind and its id.
type Ref struct {
	Kind string
	ID   int64
}

// The figures a commitment counts in: a claim takes from the available stock, an expectation adds to
// the inbound or the in-transit stock.
const (
	Claimed   = "claimed"
	Inbound   = "inbound"
	InTransit = "in_transit"
)

// Claim sets what ref claims of the products' sellable stock (product id to quantity), in place of
// what it claimed before: available stock is sellable stock less every open claim. Empty releases
// the claim. Like every commitment it is made in the caller's transaction, after the caller took its
// record's row (see LockProducts).
func Claim(ctx context.Context, q db.Q, ref Ref, quantities map[int64]int64) error {
	return commit(ctx, q, ref, Claimed, quantities, true)
}

// ClaimFirst is Claim for a record made in the caller's transaction, which claims nothing yet: with
// no claim to replace it makes one statement less.
func ClaimFirst(ctx context.Context, q db.Q, ref Ref, quantities map[int64]int64) error {
	return commit(ctx, q, ref, Claimed, quantities, false)
}

// Expect sets what ref will bring of the products (product id to quantity) as stage, Inbound or
// InTransit, in place of what it expected before in either stage. Empty releases the expectation.
func Expect(ctx context.Context, q db.Q, ref Ref, stage string, quantities map[int64]int64) error {
	return expect(ctx, q, ref, stage, quantities, true)
}

// ExpectFirst is Expect for a record made in the caller's transaction, which expects nothing yet:
// with no expectation to replace it makes one statement less.
func ExpectFirst(ctx context.Context, q db.Q, ref Ref, stage string, quantities map[int64]int64) error {
	return expect(ctx, q, ref, stage, quantities, false)
}

func expect(ctx context.Context, q db.Q, ref Ref, stage string, quantities map[int64]int64, replace bool) error {
	if stage != Inbound && stage != InTransit {
		return fmt.Errorf("expect stock: stage %q is neither %s nor %s", stage, Inbound, InTransit)
	}
	return commit(ctx, q, ref, stage, quantities, replace)
}

// QuantitiesOf reads what a record claims or expects of each product, as Claim and Expect take it:
// query selects product_id and quantity, a row a product.
func QuantitiesOf(ctx context.Context, q db.Q, query string, args ...any) (map[int64]int64, error) {
	var rows []struct {
		ProductID int64 `db:"product_id"`
		Quantity  int64 `db:"quantity"`
	}
	if err := q.Select(ctx, &rows, query, args...); err != nil {
		return nil, err
	}
	quantities := make(map[int64]int64, len(rows))
	for _, r := range rows {
		quantities[r.ProductID] = r.Quantity
	}
	return quantities, nil
}

// Release ends everything ref claims or expects.
func Release(ctx context.Context, q db.Q, ref Ref) error {
	return commit(ctx, q, ref, "", nil, true)
}

// commit replaces ref's commitments (its claim for Claimed, its expectation for a stage, all of them
// for "") with quantities in figure, and writes the figures of the products before and after: five
// statements whatever the number of products (the lock, see LockProducts), four when ref has no
// commitments to replace (replace false).
func commit(ctx context.Context, q db.Q, ref Ref, figure string, quantities map[int64]int64, replace bool) error {
	h := held{}
	if err := replaceCommitments(ctx, q, h, ref, figure, quantities, replace); err != nil {
		return err
	}
	return h.write(ctx, q)
}

// replaceCommitments is commit without writing the figures: it changes those of h, and locks the
// products whose figures the change affects that h does not hold yet.
func replaceCommitments(ctx context.Context, q db.Q, h held, ref Ref, figure string, quantities map[int64]int64,
	replace bool) error {
	replaced := []string{Claimed, Inbound, InTransit}
	if figure == Claimed {
		replaced = []string{Claimed}
	} else if figure != "" {
		replaced = []string{Inbound, InTransit}
	}
	// The caller holds its record's row, so no one else changes ref's commitments: they may go before
	// the products are locked, and what they were says which products to lock.
	var before []struct {
		ProductID int64  `db:"product_id"`
		Figure    string `db:"figure"`
		Quantity  int64  `db:"quantity"`
	}
	if replace {
		in, figureArgs := db.InList(replaced)
		args := append([]any{ref.Kind, ref.ID}, figureArgs...)
		if err := q.Select(ctx, &before, `DELETE FROM stock_commitments
			WHERE ref_kind = ? AND ref_id = ? AND figure IN (`+in+`) RETURNING product_id, figure, quantity`, args...); err != nil {
			return fmt.Errorf("release stock commitments: %w", err)
		}
	}
	products := slices.Collect(maps.Keys(quantities))
	for _, c := range before {
		products = append(products, c.ProductID)
	}
	if err := h.lock(ctx, q, products); err != nil {
		return err
	}
	for _, c := range before {
		h.commit(c.ProductID, c.Figure, -c.Quantity)
	}
	var rows []int64
	for _, id := range slices.Sorted(maps.Keys(quantities)) {
		if quantities[id] != 0 {
			rows = append(rows, id)
			h.commit(id, figure, quantities[id])
		}
	}
	if err := db.InsertRows(ctx, q, "stock_commitments", "ref_kind, ref_id, figure, product_id, quantity", len(rows),
		func(i int) []any { return []any{ref.Kind, ref.ID, figure, rows[i], quantities[rows[i]]} }); err != nil {
		return fmt.Errorf("write stock commitments: %w", err)
	}
	return nil
}
