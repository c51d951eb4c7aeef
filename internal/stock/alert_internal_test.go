package stock

import "testing"

func TestAlert(t *testing.T) {
	for _, tc := range []struct {
		name               string
		minimum, available int64
		productType, want  string
	}{
		{"no minimum", 0, 10, "Physic", AlertNone},
		{"no minimum, ordered more than in stock", 0, -6, "Physic", AlertNone},
		{"no minimum, not kept in stock", 0, 0, "IgnoreProduct", AlertNone},
		{"above the minimum", 50, 51, "Physic", AlertSufficient},
		{"exactly the minimum", 50, 50, "Electronic", AlertSufficient},
		{"below the minimum", 50, 49, "Forward", AlertInsufficient},
		{"nothing in stock", 50, 0, "Physic", AlertInsufficient},
		{"ordered more than in stock", 50, -6, "Physic", AlertInsufficient},
		{"not kept in stock", 50, 0, "IgnoreProduct", AlertUnknown},
		{"not kept in stock, yet received", 50, 80, "IgnoreProduct", AlertUnknown},
	} {
		if got := Alert(tc.minimum, tc.productType, tc.available); got != tc.want {
			t.Errorf("%s: Alert(%d, %q, %d) = %q, want %q", tc.name, tc.minimum, tc.productType, tc.available, got, tc.want)
		}
	}
}
