package bench

import (
	"bytes"
	"context"
	"regexp"
	"testing"
)

// The month report benchmark books every product's months, reads a month of them and reports its
// line; the months it booked add up, each opening with the closing before it.
func TestStockMonthReport(t *testing.T) {
	ctx := context.Background()
	a, base := demoInstance(t)
	var out bytes.Buffer
	if err := stockMonthReport(ctx, a, base, 30, &out, ""); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^BENCH stock_month_report_ms \d+\.\d ms ratio=\d+\.\d\d vs direct_query_p95_\d+\.\d_ms target=200 engine=sqlite products=30 months=36 spread=\d+\.\d\.\.\d+\.\d\n$`).Match(out.Bytes()) {
		t.Errorf("line %q", out.String())
	}
	var wrong, months int
	if err := a.DB.Read().Get(ctx, &months, `SELECT count(*) FROM stock_months s JOIN clients c ON c.id = s.client_id
		WHERE c.name = 'Bench Stock B.V.' AND s.month BETWEEN '2023-11' AND '2026-10'`); err != nil || months != 30*36 {
		t.Errorf("%d months booked (%v), want %d", months, err, 30*36)
	}
	if err := a.DB.Read().Get(ctx, &wrong, `SELECT count(*) FROM stock_months s JOIN stock_months n ON n.product_id = s.product_id
		AND n.month = (SELECT min(x.month) FROM stock_months x WHERE x.product_id = s.product_id AND x.month > s.month)
		WHERE n.initial_stock <> s.initial_stock + s.received_and_returns - s.delivered + s.correction`); err != nil || wrong != 0 {
		t.Errorf("%d months do not open with the closing before them (%v)", wrong, err)
	}
}
