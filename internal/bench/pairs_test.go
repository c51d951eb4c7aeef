package bench

import (
	"fmt"
	"strings"
	"testing"
)

// A PostgreSQL line gets its ratio to the SQLite line of the same benchmark, written before it in
// any number of pieces; other lines pass as they are.
func TestPairsAddTheRatioToSQLite(t *testing.T) {
	var out strings.Builder
	p := newPairs(&out)
	for _, piece := range []string{
		"BENCH profile_rps 10000 req/s ratio=2.00 vs target_5000\nbench: building\nBENCH orders_se",
		"arch_p95_ms 12.5 ms ratio=0.50 vs target_25_ms\n",
		"BENCH profile_rps_postgres 8000 req/s ratio=1.60 vs target_5000\n",
		"BENCH orders_search_p95_ms_postgres 25 ms\nBENCH login_rps_postgres 40 req/s\n",
	} {
		if _, err := fmt.Fprint(p, piece); err != nil {
			t.Fatal(err)
		}
	}
	want := "BENCH profile_rps 10000 req/s ratio=2.00 vs target_5000\nbench: building\n" +
		"BENCH orders_search_p95_ms 12.5 ms ratio=0.50 vs target_25_ms\n" +
		"BENCH profile_rps_postgres 8000 req/s ratio=1.60 vs target_5000 ratio=0.80 vs sqlite_10000\n" +
		"BENCH orders_search_p95_ms_postgres 25 ms ratio=2.00 vs sqlite_12.5\n" +
		"BENCH login_rps_postgres 40 req/s\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}
