package deliveries

import (
	"context"

	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// Concept is a concept delivery: its fields as entered or imported and the errors they have now.
type Concept = concepts.Concept[Fields]

// ConceptRow is a row of the concept delivery list.
type ConceptRow struct {
	concepts.Row
	concepts.Schedule
	Reference   string `json:"reference" db:"reference"`
	PlannedDate string `json:"planned_date" db:"planned_date"`
	UnitLoad    string `json:"unit_load" db:"unit_load"`
	LineCount   int64  `json:"line_count" db:"line_count"`
}

// Concepts are the concept deliveries.
type Concepts = concepts.Concepts[Fields, ConceptRow]

// NewConcepts is the concept mechanism for concept deliveries: sending one announces the delivery,
// entered by the concept's creator and with its original source.
func NewConcepts(d *db.DB) *Concepts {
	return concepts.New(d, concepts.Entity[Fields, ConceptRow]{
		Table:      "concept_deliveries",
		TextBounds: conceptTextBounds,
		Row: func(f *Fields) ConceptRow {
			return ConceptRow{Reference: f.Reference, PlannedDate: f.PlannedDate, UnitLoad: f.UnitLoad, LineCount: int64(len(f.Lines))}
		},
		Check: func(ctx context.Context, q db.Q, clientID, _ int64, f Fields) (domain.ValidationErrors, error) {
			errs, _, err := check(ctx, q, clientID, f)
			return errs, err
		},
		Send: func(ctx context.Context, q db.Q, clientID int64, c Concept) error {
			_, err := SendIn(ctx, q, clientID, c.CreatedBy, c.OriginalSource, c.Fields)
			return err
		},
		Search:          conceptSearch,
		Scheduled:       true,
		RequiredMessage: RequiredMessage,
	})
}

// conceptTextBounds are the texts of the header a bulk edit may set, with their bounds.
var conceptTextBounds = map[string]int{
	"reference": MaxReference, "planned_date": len("2006-01-02"), "unit_load": 20, "container_length": 20,
}

// conceptSearch is the concept deliveries the list's search matches: any part of the reference, in
// any case.
var conceptSearch = listing.Search{Table: "concept_deliveries", Alias: "c", Contains: []string{"reference"}}
