package domain_test

import (
	"slices"
	"testing"

	"kade/internal/deliveries"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/products"
)

// Every area spells a source as the others do: an import is IMPORT in products as in orders and
// deliveries, so that a list, filter or export of any area reads one set of values.
func TestAreasSpellSourcesAlike(t *testing.T) {
	want := []string{domain.SourceManual, domain.SourceImport, domain.SourceAPI}
	for area, got := range map[string][]string{
		"products":   {products.SourceManual, products.SourceImport, products.SourceAPI},
		"orders":     {orders.SourceManual, orders.SourceImport, orders.SourceAPI},
		"deliveries": {deliveries.SourceManual, deliveries.SourceImport, deliveries.SourceAPI},
	} {
		if !slices.Equal(got, want) {
			t.Errorf("%s spells the sources %q, want %q", area, got, want)
		}
	}
}
