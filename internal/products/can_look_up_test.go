package products_test

import (
	"strings"
	"testing"

	"kade/internal/products"
)

// A line's article number is looked up among the products only when it could be one: not empty and
// no longer than a product's article number may be, counted in characters.
func TestCanLookUp(t *testing.T) {
	for number, want := range map[string]bool{
		"":    false,
		"A-1": true,
		strings.Repeat("é", products.MaxArticleNumber):   true,
		strings.Repeat("é", products.MaxArticleNumber+1): false,
	} {
		if got := products.CanLookUp(number); got != want {
			t.Errorf("CanLookUp(%q) = %v, want %v", number, got, want)
		}
	}
}
