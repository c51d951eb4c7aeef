package simulator

import (
	"reflect"
	"testing"
	"time"
)

func TestPick(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 3, d, 9, 0, 0, 0, time.UTC) }
	lots := []Lot{
		{LotNumber: "L3", BestBefore: "2027-01-31", Quantity: 10, ReceivedAt: day(3)},
		{LotNumber: "L1", BestBefore: "2027-06-30", Quantity: 4, ReceivedAt: day(1)},
		{LotNumber: "L2", BestBefore: "", Quantity: 30, ReceivedAt: day(2)},
	}
	taken := func(picked []Picked) map[string]int64 {
		m := map[string]int64{}
		for _, p := range picked {
			m[p.Lot.LotNumber] = p.Quantity
		}
		return m
	}
	for _, c := range []struct {
		algorithm        string
		quantity, perBox int64
		want             map[string]int64
	}{
		{"Fifo", 6, 0, map[string]int64{"L1": 4, "L2": 2}},
		{"Fefo", 12, 0, map[string]int64{"L3": 10, "L1": 2}},
		{"Lifo", 12, 0, map[string]int64{"L3": 10, "L2": 2}},
		{"Lot", 12, 0, map[string]int64{"L2": 12}},                    // the first lot by number that holds them all
		{"Lot", 50, 0, map[string]int64{"L1": 4, "L2": 30, "L3": 10}}, // none does: by number, what there is
		{"VwFifo", 13, 6, map[string]int64{"L2": 12, "L1": 1}},        // two whole boxes of L2, then the oldest
		{"VwFefo", 13, 6, map[string]int64{"L3": 7, "L2": 6}},         // a whole box of L3 and one of L2, then the first expiring
		{"Fifo", 100, 0, map[string]int64{"L1": 4, "L2": 30, "L3": 10}},
	} {
		if got := taken(Pick(c.algorithm, lots, c.quantity, c.perBox)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s of %d (boxes of %d): %v, want %v", c.algorithm, c.quantity, c.perBox, got, c.want)
		}
	}
}
