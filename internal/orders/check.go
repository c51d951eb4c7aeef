package orders

import (
	"context"
	"strings"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/products"
)

// orderProduct is what an order line takes from the account's product of its article number.
type orderProduct = products.Summary

// lookupProducts reads the account's products of the lines' article numbers in one query, by
// article number.
func lookupProducts(ctx context.Context, q db.Q, clientID int64, lines []Line) (map[string]orderProduct, error) {
	var numbers []string
	for _, l := range lines[:min(len(lines), MaxLines)] {
		if products.CanLookUp(l.ArticleNumber) {
			numbers = append(numbers, l.ArticleNumber)
		}
	}
	return products.ByArticleNumbers(ctx, q, clientID, numbers)
}

// owner is the order or concept whose fields are checked: its own order number is not taken.
type owner struct {
	OrderID, ConceptID int64
	// System: a new order that a system (a webshop, the translator) sends. It is never refused for a
	// number that a concept has (that concept is refused when it is sent), and whether an order has
	// its number is left to its insert, whose unique index tells (insertOrder): one statement less.
	System bool
}

// check finds every error of normalised fields (Validate), the order number's use by another order
// or concept of the account, and lines whose product the account does not have or has inactive. It
// returns the products of the lines too.
func check(ctx context.Context, q db.Q, clientID int64, self owner, f Fields) (domain.ValidationErrors, map[string]orderProduct, error) {
	errs := f.Validate()
	catalogue, err := lookupProducts(ctx, q, clientID, f.Lines)
	if err != nil {
		return nil, nil, err
	}
	f.checkProducts(errs, catalogue)
	if f.OrderNumber != "" && len(errs["order_number"]) == 0 && !self.System {
		taken, err := orderNumberTaken(ctx, q, clientID, f.OrderNumber, self)
		if err != nil {
			return nil, nil, err
		}
		if taken {
			errs.Add("order_number", msgOrderNumberTaken)
		}
	}
	return errs, catalogue, nil
}

// orderNumberTaken reports whether an order or a concept of the account other than self has number,
// in any case (numberKey). Orders are never deleted, so a number once sent stays taken, also after a
// cancel.
func orderNumberTaken(ctx context.Context, q db.Q, clientID int64, number string, self owner) (bool, error) {
	var taken bool
	key := numberKey(number)
	err := q.Get(ctx, &taken, `SELECT EXISTS (SELECT 1 FROM sales_orders WHERE client_id = ? AND order_number_key = ? AND id <> ?)
		OR EXISTS (SELECT 1 FROM concept_sales_orders WHERE client_id = ? AND order_number_key = ? AND id <> ?)`,
		clientID, key, self.OrderID, clientID, key, self.ConceptID)
	return taken, err
}

// numberKey is what tells order numbers apart: the number in lower case, so that TUL01026 and
// tul01026 are one number. Go computes it, so that both engines agree on every script's letters.
func numberKey(number string) string { return strings.ToLower(number) }
