package bench

import (
	"bytes"
	"context"
	"regexp"
	"testing"
)

// The return overview benchmarks read pages of a generated account and export it, and report
// their lines; the measured month has rows.
func TestReturnsOverview(t *testing.T) {
	ctx := context.Background()
	a, base := demoInstance(t)
	var out bytes.Buffer
	if err := returnsOverview(ctx, Options{}, a, base, 5000, &out, ""); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^BENCH returns_list_p95_ms \d+\.\d ms ratio=\d+\.\d\d vs direct_query_p95_\d+\.\d_ms target=25 engine=sqlite returns=5000 spread=\d+\.\d\.\.\d+\.\d http/direct: first_page=\S+ from_to=\S+ load_more=\S+
BENCH returns_export_csv_rows_per_s \d+ rows/s ratio=\d+\.\d\d vs target_300000 engine=sqlite rows=5000 spread=\d+\.\.\d+ peak_rss_mb=\d+
$`).Match(out.Bytes()) {
		t.Errorf("lines %q", out.String())
	}
	var month int
	if err := a.DB.Read().Get(ctx, &month, `SELECT count(*) FROM return_rows r JOIN clients c ON c.id = r.client_id
		WHERE c.name = 'Bench Returns B.V.' AND r.return_date BETWEEN '2025-03-01' AND '2025-03-31'`); err != nil || month == 0 {
		t.Errorf("%d rows in the measured month: %v", month, err)
	}
}
