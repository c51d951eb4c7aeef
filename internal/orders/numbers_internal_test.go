package orders

import (
	"context"
	"strings"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
)

func TestSuccessor(t *testing.T) {
	for _, tc := range []struct {
		number, want string
		ok           bool
	}{
		{"TUL01026", "TUL01027", true},
		{"TUL09", "TUL10", true},
		{"ABC-0099", "ABC-0100", true},
		{"0041", "0042", true},
		{"999", "1000", true},
		{"X-99", "X-100", true},
		{"2026-001", "2026-002", true},
		{"99999999999999999999", "100000000000000000000", true},
		{"SPOED", "", false},
		{"TUL1-A", "", false},
		{"", "", false},
	} {
		if got, ok := successor(tc.number); got != tc.want || ok != tc.ok {
			t.Errorf("successor(%q) = %q, %v; want %q, %v", tc.number, got, ok, tc.want, tc.ok)
		}
	}
}

// TestNextNumberReadsIndexes checks in an account of 20,000 orders (and 2,000 concept orders, beside
// another account's) that the proposal's reads walk an
// index (no table scan, no sort of all its orders): on SQLite the index on the account named below;
// PostgreSQL may choose another index by its statistics. The proposal passes over the API's number
// that follows the newest of the person's.
func TestNextNumberReadsIndexes(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip := dbtest.Account(t, d, "Tulip")
		if _, err := d.Write().Exec(ctx, `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
			INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, source, original_source, status,
				created_at, updated_at)
			SELECT ?, 'TUL' || (100000 + i), 'tul' || (100000 + i), '2025-03-01',
				CASE WHEN i % 4 = 0 THEN 'API' ELSE 'DET' END, 'DET', 'Complete', ?, ?
			FROM n`, tulip, db.Now(), db.Now()); err != nil {
			t.Fatal(err)
		}
		// Concept orders of this and another account, so that the planner has statistics that make an
		// index worth reading, as an account in use does; made long ago, they propose no number.
		other := dbtest.Account(t, d, "Other")
		longAgo := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
		for _, account := range []int64{tulip, other} {
			if _, err := d.Write().Exec(ctx, `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
				INSERT INTO concept_sales_orders (client_id, order_number, order_number_key, original_source, fields, created_at, updated_at)
				SELECT ?, 'C' || i, 'c' || i, 'DET', '{}', ?, ? FROM n`, account, longAgo, longAgo); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := d.Write().Exec(ctx, `ANALYZE`); err != nil {
			t.Fatal(err)
		}
		taken, takenArgs := takenNumbersQuery(tulip, []string{"tul120001", "tul120002"})
		for _, s := range []struct {
			sql   string
			args  []any
			index []string
		}{
			{recentOrderNumbers, []any{tulip, SourceManual, recentNumbers}, []string{"sales_orders_source"}},
			{recentConceptNumbers, []any{tulip, recentNumbers}, []string{"concept_sales_orders_client"}},
			{taken, takenArgs, []string{"sales_orders_number_key", "concept_sales_orders_number_key"}},
		} {
			plan := dbtest.Plan(t, d, s.sql, s.args)
			walks := strings.Contains(plan, "Index") && !strings.Contains(plan, "Seq Scan") && !strings.Contains(plan, "Sort")
			if d.Dialect == db.SQLite {
				walks = !strings.Contains(plan, "SCAN ") && !strings.Contains(plan, "TEMP B-TREE")
				for _, index := range s.index {
					walks = walks && strings.Contains(plan, "INDEX "+index)
				}
			}
			if !walks {
				t.Errorf("%s\nplan: %s", s.sql, plan)
			}
		}
		orders := NewOrders(d)
		if got, err := orders.NextNumber(ctx, tulip); err != nil || got != "TUL120001" {
			t.Errorf("next number %q, %v; want TUL120001", got, err)
		}
	})
}
