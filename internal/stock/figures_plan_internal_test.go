package stock

import (
	"slices"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// What is claimed and expected of the products is summed from their open commitments by the index
// that covers the sum, never by reading the table.
func TestCommitmentsReadTheProductIndex(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	in, args := db.InList([]int64{1, 2, 3})
	text := dbtest.Plan(t, d, sourcesStatement(in), slices.Concat(args, args, args))
	if !strings.Contains(text, "USING COVERING INDEX stock_commitments_product ") {
		t.Errorf("plan: %s", text)
	}
}

// The balances a posting takes stock from are read in one statement, each by the balances' key.
func TestBalancesReadTheirKey(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	text := dbtest.Plan(t, d, balancesStatement(2), []any{1, "L1", "", "sellable", 2, "L2", "2027-01-01", "sellable"})
	if !strings.Contains(text, "USING INDEX stock_balances_key_unique (product_id=? AND lot_number=? AND best_before=? AND batch_status=?)") {
		t.Errorf("plan: %s", text)
	}
}
