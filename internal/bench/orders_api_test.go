package bench

import (
	"bytes"
	"context"
	"regexp"
	"testing"
	"time"
)

// The webshop benchmark creates valid orders by API key, each with its key's stored answer, and
// reports its line.
func TestOrdersAPICreate(t *testing.T) {
	ctx := context.Background()
	a, base := demoInstance(t)
	var out bytes.Buffer
	if err := ordersAPICreate(ctx, a, base, Options{Duration: 100 * time.Millisecond}, &out, ""); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^BENCH orders_api_create_per_s \d+ orders/s ratio=\d+\.\d\d vs target_500 engine=sqlite concurrency=8 spread=\d+\.\.\d+\n$`).Match(out.Bytes()) {
		t.Errorf("line %q", out.String())
	}
	var created struct {
		Orders   int `db:"orders"`
		Complete int `db:"complete"`
		Keys     int `db:"keys"`
	}
	if err := a.DB.Read().Get(ctx, &created, `SELECT count(*) AS orders,
			count(CASE WHEN status = 'Complete' AND source = 'API' THEN 1 END) AS complete,
			(SELECT count(*) FROM idempotency_keys WHERE status = 201) AS keys
		FROM sales_orders WHERE order_number LIKE 'BENCH-API-%'`); err != nil {
		t.Fatal(err)
	}
	if created.Orders == 0 || created.Complete != created.Orders || created.Keys != created.Orders {
		t.Errorf("created %+v: every order Complete from API with its key's answer", created)
	}
}
