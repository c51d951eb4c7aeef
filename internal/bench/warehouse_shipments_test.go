package bench

import (
	"bytes"
	"context"
	"regexp"
	"testing"
)

// The shipments benchmark ships every order it takes, through HTTP with the message's stored
// answer and in-process, each with its three shipment movements, and reports its line.
func TestWarehouseShipments(t *testing.T) {
	ctx := context.Background()
	a, base := demoInstance(t)
	var out bytes.Buffer
	if err := warehouseShipments(ctx, a, base, 20, &out, ""); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^BENCH warehouse_shipments_per_s \d+ shipments/s ratio=\d+\.\d\d vs target_1000 engine=sqlite concurrency=8 spread=\d+\.\.\d+ in_process=\d+ http/in_process=\d+\.\d\d\n$`).Match(out.Bytes()) {
		t.Errorf("line %q", out.String())
	}
	var shipped struct {
		Orders    int `db:"orders"`
		Shipped   int `db:"shipped"`
		Movements int `db:"movements"`
		Answers   int `db:"answers"`
	}
	if err := a.DB.Read().Get(ctx, &shipped, `SELECT count(*) AS orders,
			count(CASE WHEN status = 'Shipped' THEN 1 END) AS shipped,
			(SELECT count(*) FROM stock_movements WHERE type = 'shipment' AND reference LIKE 'BENCH-WMS-%') AS movements,
			(SELECT count(*) FROM idempotency_keys WHERE key LIKE 'bench-shipment-%' AND status = 201) AS answers
		FROM sales_orders WHERE order_number LIKE 'BENCH-WMS-%'`); err != nil {
		t.Fatal(err)
	}
	// A warm-up of 2 and three runs of 20 through HTTP, three of 20 in-process.
	if want := (struct{ Orders, Shipped, Movements, Answers int }{122, 122, 366, 62}); shipped.Orders != want.Orders ||
		shipped.Shipped != want.Shipped || shipped.Movements != want.Movements || shipped.Answers != want.Answers {
		t.Errorf("shipped %+v, want %+v", shipped, want)
	}
}
