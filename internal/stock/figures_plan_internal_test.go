package stock

import (
	"context"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// What open order lines claim is found by the partial index of the claiming lines, not by that of
// every line a product was ever ordered in.
func TestClaimedReadsTheClaimsIndex(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	in, args := inList([]int64{1, 2, 3})
	var plan []struct {
		ID, Parent, NotUsed int
		Detail              string
	}
	if err := d.Read().Select(context.Background(), &plan, `EXPLAIN QUERY PLAN `+claimedStatement(in), args...); err != nil {
		t.Fatal(err)
	}
	var details []string
	for _, p := range plan {
		details = append(details, p.Detail)
	}
	if text := strings.Join(details, "; "); !strings.Contains(text, "USING INDEX sales_order_lines_claims ") {
		t.Errorf("plan: %s", text)
	}
}
