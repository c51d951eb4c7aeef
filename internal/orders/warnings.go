package orders

import (
	"kade/internal/domain"
)

// stockWarnings are the lines that order more than is available to the order (spec point 5: 'You've
// ordered more than the available stock, please check your order.'), keyed like a line's field
// error ("lines.0.quantity"). available is by article number what the order may take: the
// product's available stock plus what the order itself claims of it now (nothing for an order not
// stored yet). A line whose article is not in available (no product) has no warning. Warnings
// never refuse an order.
func stockWarnings(lines []Line, available map[string]int64) domain.ValidationErrors {
	warnings := domain.ValidationErrors{}
	for i, l := range lines {
		if stock, ok := available[l.ArticleNumber]; ok && l.Quantity > stock {
			warnings.Add(domain.LineField(i, "quantity"), msgMoreThanAvailable)
		}
	}
	return warnings
}
