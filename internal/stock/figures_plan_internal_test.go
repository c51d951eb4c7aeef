package stock

import (
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

// What open order lines claim is found by the partial index of the claiming lines, not by that of
// every line a product was ever ordered in.
func TestClaimedReadsTheClaimsIndex(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	in, args := db.InList([]int64{1, 2, 3})
	if text := dbtest.Plan(t, d, claimedStatement(in), args); !strings.Contains(text, "USING INDEX sales_order_lines_claims ") {
		t.Errorf("plan: %s", text)
	}
}

// What open delivery lines bring is found by the partial index of the open lines.
func TestOpenDeliveriesReadTheOpenIndex(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	in, args := db.InList([]int64{1, 2, 3})
	if text := dbtest.Plan(t, d, openDeliveriesStatement(in), args); !strings.Contains(text, "USING INDEX delivery_lines_open ") {
		t.Errorf("plan: %s", text)
	}
}
