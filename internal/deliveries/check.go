package deliveries

import (
	"context"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/products"
)

// product is what a delivery line takes from the account's product of its article number.
type product = products.Summary

// maxLines is how many lines one delivery of the account may have (clients.max_delivery_lines).
func maxLines(ctx context.Context, q db.Q, clientID int64) (int, error) {
	var n int
	err := q.Get(ctx, &n, `SELECT max_delivery_lines FROM clients WHERE id = ?`, clientID)
	if db.NotFound(err) {
		return 0, domain.ErrNotFound
	}
	return n, err
}

// check finds every error of normalised fields (Validate with the account's limit of lines) and the
// lines whose product the account does not have. It returns the products of the lines too.
func check(ctx context.Context, q db.Q, clientID int64, f Fields) (domain.ValidationErrors, map[string]product, error) {
	limit, err := maxLines(ctx, q, clientID)
	if err != nil {
		return nil, nil, err
	}
	errs := f.Validate(limit)
	var numbers []string
	for _, l := range domain.CheckedLines(f.Lines, limit) {
		if products.CanLookUp(l.ArticleNumber) {
			numbers = append(numbers, l.ArticleNumber)
		}
	}
	catalogue, err := products.ByArticleNumbers(ctx, q, clientID, numbers)
	if err != nil {
		return nil, nil, err
	}
	f.checkProducts(errs, limit, catalogue)
	return errs, catalogue, nil
}
