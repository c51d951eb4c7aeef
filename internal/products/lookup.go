package products

import (
	"context"
	"slices"
	"unicode/utf8"

	"kade/internal/db"
)

// Summary is what a line of an order or a delivery takes from the account's product of its article
// number, and how the warehouse handles it.
type Summary struct {
	ID                int64  `db:"id"`
	ArticleNumber     string `db:"article_number"`
	Name              string `db:"name"`
	EAN               string `db:"ean"`
	ProductType       string `db:"product_type"`
	Unit              string `db:"unit"`
	IsActive          bool   `db:"is_active"`
	AvailableStock    int64  `db:"available_stock"`
	OutboundAlgorithm string `db:"outbound_algorithm"`
	HasLotNumbering   bool   `db:"has_lot_numbering"`
	HasExpirationDate bool   `db:"has_expiration_date"`
	HasSerialNumber   bool   `db:"has_serial_number"`
	QuantitySKU       *int64 `db:"quantity_sku"` // units in an outer box
}

// CanLookUp reports whether an article number a line names is looked up among the account's
// products: one that is empty or longer than any article number has its own error already.
func CanLookUp(articleNumber string) bool {
	return articleNumber != "" && utf8.RuneCountInString(articleNumber) <= MaxArticleNumber
}

// lookupChunk bounds the article numbers per statement, well below both engines' limits on parameters.
const lookupChunk = 1000

// ByArticleNumbers reads the account's products of the article numbers (each looked up once), by
// article number; an article number the account has no product of is not in the answer.
func ByArticleNumbers(ctx context.Context, q db.Q, clientID int64, articleNumbers []string) (map[string]Summary, error) {
	found := map[string]Summary{}
	unique := slices.Compact(slices.Sorted(slices.Values(articleNumbers)))
	for chunk := range slices.Chunk(unique, lookupChunk) {
		in, args := db.InList(chunk)
		var rows []Summary
		if err := q.Select(ctx, &rows, `SELECT id, article_number, name, ean, product_type, unit, is_active, available_stock,
				outbound_algorithm, has_lot_numbering, has_expiration_date, has_serial_number, quantity_sku
			FROM products WHERE client_id = ? AND article_number IN (`+in+`)`, append([]any{clientID}, args...)...); err != nil {
			return nil, err
		}
		for _, p := range rows {
			found[p.ArticleNumber] = p
		}
	}
	return found, nil
}
