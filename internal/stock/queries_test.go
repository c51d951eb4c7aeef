package stock_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/stock"
)

func TestLots(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p := f.product(f.clientID, 0)
		other := f.product(f.clientID, 0)
		empty, err := stock.Lots(f.ctx, d.Read(), p)
		if err != nil || empty == nil || len(empty) != 0 {
			t.Fatalf("lots of a product without stock = %#v, %v; want an empty slice", empty, err)
		}

		lot := func(number, bestBefore, status string, quantity int64) stock.Movement {
			m := f.movement(p, number, quantity)
			m.BestBefore, m.BatchStatus = bestBefore, status
			return m
		}
		f.mustPost(lot("b", "2027-05-01", "sellable", 4), lot("B", "2027-05-01", "sellable", 1),
			lot("a", "2027-06-01", "expired", 2), lot("a", "2027-06-01", "sellable", 3),
			lot("Z", "2027-01-15", "damaged", 6), lot("", "", "sellable", 8), lot("gone", "2026-12-01", "sellable", 5),
			f.movement(other, "b", 9))
		f.mustPost(lot("gone", "2026-12-01", "sellable", -5))

		lots, err := stock.Lots(f.ctx, d.Read(), p)
		if err != nil {
			t.Fatal(err)
		}
		want := []stock.Lot{
			{"", "", "sellable", 8},
			{"Z", "2027-01-15", "damaged", 6},
			{"B", "2027-05-01", "sellable", 1},
			{"b", "2027-05-01", "sellable", 4},
			{"a", "2027-06-01", "sellable", 3},
			{"a", "2027-06-01", "expired", 2},
		}
		if !reflect.DeepEqual(lots, want) {
			t.Errorf("lots = %+v\nwant %+v", lots, want)
		}
		assertJSONKeys(t, lots[0], "lot_number", "best_before", "batch_status", "quantity")
	})
}

func TestLatestMovements(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p := f.product(f.clientID, 0)
		other := f.product(f.clientID, 0)
		at := func(m stock.Movement, hour int, reference string) stock.Movement {
			m.OccurredAt = time.Date(2026, 11, 2, hour, 0, 0, 0, time.FixedZone("CET", 3600))
			m.Reference = reference
			return m
		}
		f.mustPost(at(f.movement(p, "A", 10), 9, "first"), at(f.movement(other, "A", 10), 12, "other product"))
		f.mustPost(at(f.movement(p, "A", -2), 11, "latest"))
		f.mustPost(at(f.movement(p, "A", -1), 10, "10:00, appended first"), at(f.movement(p, "A", -1), 10, "10:00, appended second"))

		rows, err := stock.LatestMovements(f.ctx, d.Read(), p, 3)
		if err != nil {
			t.Fatal(err)
		}
		var references []string
		for _, r := range rows {
			references = append(references, r.Reference)
		}
		if want := []string{"latest", "10:00, appended second", "10:00, appended first"}; !reflect.DeepEqual(references, want) {
			t.Errorf("references = %q, want %q", references, want)
		}
		first := rows[0]
		if first.Quantity != -2 || first.LotNumber != "A" || first.BestBefore != "2027-03-31" ||
			first.BatchStatus != "sellable" || first.Type != "receipt" || first.ID == 0 {
			t.Errorf("row = %+v", first)
		}
		if want := time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC); !first.OccurredAt.Equal(want) || first.OccurredAt.Location() != time.UTC {
			t.Errorf("occurred at %v, want %v in UTC", first.OccurredAt, want)
		}
		assertJSONKeys(t, first, "id", "lot_number", "best_before", "batch_status", "quantity", "type", "reference", "occurred_at")

		none, err := stock.LatestMovements(f.ctx, d.Read(), p, 0)
		if err != nil || none == nil || len(none) != 0 {
			t.Errorf("limit 0 = %#v, %v; want an empty slice", none, err)
		}
	})
}

// assertJSONKeys checks that v encodes with exactly the keys of its OpenAPI schema.
func assertJSONKeys(t *testing.T, v any, keys ...string) {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(keys) {
		t.Errorf("%s has %d keys, want %v", b, len(got), keys)
	}
	for _, k := range keys {
		if _, ok := got[k]; !ok {
			t.Errorf("%s lacks %q", b, k)
		}
	}
}
