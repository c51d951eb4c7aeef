package bench

import (
	"bytes"
	"context"
	"regexp"
	"testing"
)

// The stock reports' benchmark over a small ledger prints each of its lines, and the ledger it built
// adds up: its months, derived from its movements, each open with the closing before them, and a
// product's last closing is the sum of its movements.
func TestStockReports(t *testing.T) {
	ctx := context.Background()
	a, base := demoInstance(t)
	var out bytes.Buffer
	if err := stockReports(ctx, Options{}, a, base, ledger{products: 60, movements: 24_000}, &out, ""); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		`BENCH stock_month_report_ms \d+\.\d ms ratio=\d+\.\d\d vs direct_query_p95_\d+\.\d_ms target=200 engine=sqlite products=60 movements=24000 spread=\S+`,
		`BENCH stock_flow_p95_ms \d+\.\d ms ratio=\d+\.\d\d vs direct_query_p95_\d+\.\d_ms target=25 engine=sqlite products=60 movements=24000 spread=\S+`,
		`BENCH stock_overview_p95_ms \d+\.\d ms ratio=\d+\.\d\d vs direct_query_p95_\d+\.\d_ms target=25 engine=sqlite products=60 movements=24000 spread=\S+`,
		`BENCH stock_overview_at_date_ms \d+\.\d ms ratio=\d+\.\d\d vs direct_query_p95_\d+\.\d_ms target=100 engine=sqlite products=60 movements=24000 spread=\S+`,
		`BENCH stock_month_export_csv_rows_per_s \d+ rows/s ratio=\d+\.\d\d vs target_300000 engine=sqlite rows=60 spread=\S+ peak_rss_mb=\d+`,
	} {
		if !regexp.MustCompile(`(?m)^` + line + `$`).Match(out.Bytes()) {
			t.Errorf("no line %s in\n%s", line, out.String())
		}
	}
	var wrong int
	if err := a.DB.Read().Get(ctx, &wrong, `SELECT count(*) FROM stock_months s JOIN stock_months n ON n.product_id = s.product_id
		AND n.month = (SELECT min(x.month) FROM stock_months x WHERE x.product_id = s.product_id AND x.month > s.month)
		WHERE n.initial_stock <> s.initial_stock + s.received_and_returns - s.delivered + s.correction`); err != nil || wrong != 0 {
		t.Errorf("%d months do not open with the closing before them (%v)", wrong, err)
	}
	if err := a.DB.Read().Get(ctx, &wrong, `SELECT count(*) FROM products p JOIN clients c ON c.id = p.client_id
		WHERE c.name = 'Bench Stock B.V.' AND (SELECT COALESCE(SUM(quantity), 0) FROM stock_movements m WHERE m.product_id = p.id) <>
			(SELECT s.initial_stock + s.received_and_returns - s.delivered + s.correction FROM stock_months s
			 WHERE s.product_id = p.id ORDER BY s.month DESC LIMIT 1)`); err != nil || wrong != 0 {
		t.Errorf("%d products' last closing is not the sum of their movements (%v)", wrong, err)
	}
}
