package stock

import (
	"fmt"
	"kade/internal/domain"
	"slices"
	"time"
)

// BatchStatuses are the statuses stock can have (spec point 3); only sellable stock is available.
var BatchStatuses = []string{"sellable", "damaged", "reserved", "blocked", "expired"}

// MovementTypes say why stock moved.
var MovementTypes = []string{"receipt", "shipment", "return", "correction", "status_change"}

// MaxLotNumber bounds a lot (batch) number, as the warehouse reports it.
const MaxLotNumber = 50

// BestBeforeLayout is how best-before dates are written: YYYY-MM-DD.
const BestBeforeLayout = time.DateOnly

// validate checks each movement on its own and keys the messages by its place in the posting
// ("movements.2.batch_status"), so a caller can point at the line that is wrong.
func validate(movements []Movement) domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	for i, m := range movements {
		field := func(name string) string { return fmt.Sprintf("movements.%d.%s", i, name) }
		if !slices.Contains(BatchStatuses, m.BatchStatus) {
			errs.Add(field("batch_status"), "validation.one_of", domain.Choices(BatchStatuses))
		}
		if !slices.Contains(MovementTypes, m.Type) {
			errs.Add(field("type"), "validation.one_of", domain.Choices(MovementTypes))
		}
		if m.BestBefore != "" && !isDate(m.BestBefore) {
			errs.Add(field("best_before"), "stock.validation.date")
		}
		if m.Quantity == 0 {
			errs.Add(field("quantity"), "stock.validation.not_zero")
		}
		if m.OccurredAt.IsZero() {
			errs.Add(field("occurred_at"), "validation.required")
		}
	}
	return errs
}

// isDate reports whether s is a real calendar date written as YYYY-MM-DD (time.Parse rejects
// 2026-02-30 and single-digit months or days).
func isDate(s string) bool {
	_, err := time.Parse(BestBeforeLayout, s)
	return err == nil
}
