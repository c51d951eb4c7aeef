package bench

import (
	"bytes"
	"context"
	"regexp"
	"testing"
)

// The inbound overview benchmark reads pages of a generated account and reports its line.
func TestReceiptsList(t *testing.T) {
	ctx := context.Background()
	a, base := demoInstance(t)
	var out bytes.Buffer
	if err := measureGenerated(ctx, a, base, receiptsList, 5000, &out, ""); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^BENCH receipts_list_p95_ms \d+\.\d ms ratio=\d+\.\d\d vs direct_query_p95_\d+\.\d_ms target=25 engine=sqlite receipts=5000 spread=\d+\.\d\.\.\d+\.\d http/direct: first_page=\S+ from_to=\S+ load_more=\S+\n$`).Match(out.Bytes()) {
		t.Errorf("line %q", out.String())
	}
	var count int
	if err := a.DB.Read().Get(ctx, &count, `SELECT count(*) FROM delivery_receipts r JOIN clients c ON c.id = r.client_id
		WHERE c.name = 'Bench Receipts B.V.' AND r.receipt_date BETWEEN '2025-03-01' AND '2025-03-31'`); err != nil || count == 0 {
		t.Errorf("%d rows in the measured month: %v", count, err)
	}
}
