package products

import (
	"context"

	"kade/internal/db"
)

// articleNumberTaken reports whether a product or another concept of the account (any but
// exceptConceptID) already has articleNumber.
func articleNumberTaken(ctx context.Context, q db.Q, clientID int64, articleNumber string, exceptConceptID int64) (bool, error) {
	var taken bool
	err := q.Get(ctx, &taken, `SELECT EXISTS (SELECT 1 FROM products WHERE client_id = ? AND article_number = ?)
		OR EXISTS (SELECT 1 FROM concept_products WHERE client_id = ? AND article_number = ? AND id <> ?)`,
		clientID, articleNumber, clientID, articleNumber, exceptConceptID)
	return taken, err
}

// takenArticleNumbers is every article number the account's products and concepts use.
func takenArticleNumbers(ctx context.Context, q db.Q, clientID int64) (map[string]bool, error) {
	rows, err := q.Query(ctx, `SELECT article_number FROM products WHERE client_id = ?
		UNION ALL SELECT article_number FROM concept_products WHERE client_id = ? AND article_number <> ''`,
		clientID, clientID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	taken := map[string]bool{}
	for rows.Next() {
		var number string
		if err := rows.Scan(&number); err != nil {
			return nil, err
		}
		taken[number] = true
	}
	return taken, rows.Err()
}
