package orders

import (
	"context"
	"time"

	"kade/internal/db"
)

// recentNumbers is how many of the newest orders per source, and of the newest concepts, are looked
// at for the last number: enough to pass over a few numbers without digits at the end, few enough
// that the proposal reads a handful of index entries in an account of any size.
const recentNumbers = 50

// personSources are the sources of numbers a person gives: the portal's form and a person's file.
// An API's or translator's numbers follow the sending system's own series; continuing that series
// would propose the numbers that system is about to send.
var personSources = []string{SourceManual, SourceImport}

// numberBatch is how many successive candidates one query checks when the proposal is taken.
const numberBatch = 20

// NextNumber proposes the account's next free order number in the account's own pattern: the last
// number a person gave (the newest order of the portal or an import, or the newest concept, whose
// number ends in digits) with its digits counted up at the same width (TUL01026 -> TUL01027,
// ABC-0099 -> ABC-0100, 99 -> 100). Without such a number the proposal counts from "1". A number
// that an order or concept has in any case is passed over: counting goes on until a free one. It
// is a proposal only: a send that finds it taken meanwhile is refused like any taken number, and
// when counting would pass MaxOrderNumber characters there is no proposal ("").
func (s *Orders) NextNumber(ctx context.Context, clientID int64) (string, error) {
	last, err := lastNumber(ctx, s.db.Read(), clientID)
	if err != nil {
		return "", err
	}
	next := "1"
	if n, ok := successor(last); ok {
		next = n
	}
	for len(next) <= MaxOrderNumber {
		candidates := make([]string, numberBatch)
		for i := range candidates {
			candidates[i] = next
			next, _ = successor(next)
		}
		taken, err := takenNumbers(ctx, s.db.Read(), clientID, candidates)
		if err != nil {
			return "", err
		}
		for _, c := range candidates {
			if !taken[numberKey(c)] && len(c) <= MaxOrderNumber {
				return c, nil
			}
		}
	}
	return "", nil
}

// recentOrderNumbers and recentConceptNumbers read the numbers of an account's newest orders of a
// source and of its newest concepts.
const (
	recentOrderNumbers = `SELECT order_number, created_at FROM sales_orders
		WHERE client_id = ? AND source = ? ORDER BY id DESC LIMIT ?`
	recentConceptNumbers = `SELECT order_number, created_at FROM concept_sales_orders
		WHERE client_id = ? ORDER BY id DESC LIMIT ?`
)

// lastNumber is the newest number ending in digits among the account's newest orders of a person's
// sources and its newest concepts, or "" when there is none. Each read walks an index backwards
// (sales_orders_source, concept_sales_orders_client) for at most recentNumbers rows.
func lastNumber(ctx context.Context, q db.Q, clientID int64) (string, error) {
	type numbered struct {
		OrderNumber string    `db:"order_number"`
		CreatedAt   time.Time `db:"created_at"`
	}
	var recent []numbered
	for _, source := range personSources {
		var rows []numbered
		if err := q.Select(ctx, &rows, recentOrderNumbers, clientID, source, recentNumbers); err != nil {
			return "", err
		}
		recent = append(recent, rows...)
	}
	var concepts []numbered
	if err := q.Select(ctx, &concepts, recentConceptNumbers, clientID, recentNumbers); err != nil {
		return "", err
	}
	var last numbered
	for _, n := range append(recent, concepts...) {
		if _, ok := successor(n.OrderNumber); ok && n.CreatedAt.After(last.CreatedAt) {
			last = n
		}
	}
	return last.OrderNumber, nil
}

// successor is number with its trailing digits counted up by one at the same width, one digit wider
// when they overflow (TUL09 -> TUL10, 999 -> 1000). It reports false for a number that does not
// end in a digit.
func successor(number string) (string, bool) {
	digits := []byte(number)
	i := len(digits) - 1
	if i < 0 || !isDigit(digits[i]) {
		return "", false
	}
	for ; i >= 0 && isDigit(digits[i]); i-- {
		if digits[i] < '9' {
			digits[i]++
			return string(digits), true
		}
		digits[i] = '0'
	}
	return string(digits[:i+1]) + "1" + string(digits[i+1:]), true
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// takenNumbers is the keys (numberKey) of those of numbers that an order or concept of the account has.
func takenNumbers(ctx context.Context, q db.Q, clientID int64, numbers []string) (map[string]bool, error) {
	keys := make([]string, len(numbers))
	for i, n := range numbers {
		keys[i] = numberKey(n)
	}
	query, args := takenNumbersQuery(clientID, keys)
	var found []string
	if err := q.Select(ctx, &found, query, args...); err != nil {
		return nil, err
	}
	taken := make(map[string]bool, len(found))
	for _, k := range found {
		taken[k] = true
	}
	return taken, nil
}

// takenNumbersQuery reads which of keys an order or concept of the account has, each by its number's
// index (sales_orders_number_key, concept_sales_orders_number_key).
func takenNumbersQuery(clientID int64, keys []string) (string, []any) {
	in, args := db.InList(keys)
	return `SELECT order_number_key FROM sales_orders WHERE client_id = ? AND order_number_key IN (` + in + `)
		UNION SELECT order_number_key FROM concept_sales_orders WHERE client_id = ? AND order_number_key IN (` + in + `)`,
		append(append([]any{clientID}, args...), append([]any{clientID}, args...)...)
}
