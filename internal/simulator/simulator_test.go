package simulator_test

import (
	"context"
	"os"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db/dbtest"
	"kade/internal/simulator"
	"kade/internal/warehouse"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// One round on the demo data, through the warehouse's API only, ships orders, receives the
// deliveries that wait, books a return of an order it shipped and corrects a lot; what it shipped
// and received is what the database then holds.
func TestARoundOnTheDemoData(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		key, err := warehouse.NewKeys(env.App.DB).Create(ctx, 0, warehouse.Fields{Name: "Simulator"})
		if err != nil {
			t.Fatal(err)
		}
		count := func(statement string) int {
			var n int
			if err := env.App.DB.Read().Get(ctx, &n, statement); err != nil {
				t.Fatal(err)
			}
			return n
		}
		shippedBefore := count(`SELECT count(*) FROM sales_order_shipments`)
		waitingBefore := count(`SELECT count(*) FROM deliveries WHERE status IN ('Announced', 'Arrived')`)
		s := simulator.New(env.URL, key.Secret, 1)
		report, err := s.Round(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if report.Shipped == 0 || report.Received == 0 || report.Returned != 1 || report.Corrected != 1 {
			t.Errorf("one round: %s", report)
		}
		if got := count(`SELECT count(*) FROM sales_order_shipments`) - shippedBefore; got != report.Shipped {
			t.Errorf("%d shipments stored, the round says %d", got, report.Shipped)
		}
		if got := waitingBefore - count(`SELECT count(*) FROM deliveries WHERE status IN ('Announced', 'Arrived')`); got != report.Received {
			t.Errorf("%d deliveries received, the round says %d", got, report.Received)
		}
		if n := count(`SELECT count(*) FROM stock_balances WHERE quantity < 0`); n != 0 {
			t.Errorf("%d balances below zero", n)
		}
		// A second round finds the work of the first done: it ships no order twice.
		again, err := s.Round(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got := count(`SELECT count(*) FROM sales_order_shipments`) - shippedBefore; got != report.Shipped+again.Shipped {
			t.Errorf("after two rounds %d shipments, the rounds say %d and %d", got, report.Shipped, again.Shipped)
		}
	})
}
