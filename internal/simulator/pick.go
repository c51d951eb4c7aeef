package simulator

import (
	"cmp"
	"slices"
	"time"
)

// Lot is a lot of sellable stock as the warehouse's API lists it.
type Lot struct {
	LotNumber  string    `json:"lot_number"`
	BestBefore string    `json:"best_before_date"`
	Status     string    `json:"stock_status"`
	Quantity   int64     `json:"quantity"`
	ReceivedAt time.Time `json:"received_at"`
}

// Picked is what a pick takes of one lot.
type Picked struct {
	Lot      Lot
	Quantity int64
}

// Pick chooses which lots the units of a line come from by the product's outbound algorithm: Fifo
// the first received first, Fefo the first expiring first (lots without a date last), Lifo the last
// received first, Lot the lowest lot number first and one lot alone when one holds them all; VwFifo
// and VwFefo as Fifo and Fefo, taking whole outer boxes (perBox units, 0 for none) first. It takes
// what the lots hold, up to quantity: less when they hold less.
func Pick(algorithm string, lots []Lot, quantity, perBox int64) []Picked {
	order := slices.Clone(lots)
	switch algorithm {
	case "Fefo", "VwFefo":
		slices.SortStableFunc(order, func(a, b Lot) int {
			return cmp.Or(compareDates(a.BestBefore, b.BestBefore), a.ReceivedAt.Compare(b.ReceivedAt))
		})
	case "Lifo":
		slices.SortStableFunc(order, func(a, b Lot) int { return b.ReceivedAt.Compare(a.ReceivedAt) })
	case "Lot":
		slices.SortStableFunc(order, func(a, b Lot) int { return cmp.Compare(a.LotNumber, b.LotNumber) })
		if i := slices.IndexFunc(order, func(l Lot) bool { return l.Quantity >= quantity }); i >= 0 {
			order = []Lot{order[i]}
		}
	default: // Fifo, VwFifo
		slices.SortStableFunc(order, func(a, b Lot) int { return a.ReceivedAt.Compare(b.ReceivedAt) })
	}
	boxes := (algorithm == "VwFifo" || algorithm == "VwFefo") && perBox > 1
	taken := make([]int64, len(order))
	left := quantity
	if boxes {
		for i, l := range order {
			whole := min(left, l.Quantity) / perBox * perBox
			taken[i], left = whole, left-whole
		}
	}
	for i, l := range order {
		more := min(left, l.Quantity-taken[i])
		taken[i], left = taken[i]+more, left-more
	}
	var picked []Picked
	for i, l := range order {
		if taken[i] > 0 {
			picked = append(picked, Picked{Lot: l, Quantity: taken[i]})
		}
	}
	return picked
}

// compareDates orders best-before dates, an empty one (no date) after every date.
func compareDates(a, b string) int {
	switch {
	case a == b:
		return 0
	case a == "":
		return 1
	case b == "":
		return -1
	}
	return cmp.Compare(a, b)
}
