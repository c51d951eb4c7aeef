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
	text := dbtest.Plan(t, d, figuresStatement(in), slices.Concat(args, args, args))
	if !strings.Contains(text, "USING COVERING INDEX stock_commitments_product ") {
		t.Errorf("plan: %s", text)
	}
}
