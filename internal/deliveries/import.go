package deliveries

import (
	"context"
	"fmt"

	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/imports"
)

// Importer turns a CSV or XLSX file into concept deliveries, all or nothing (see concepts.Importer).
type Importer = concepts.Importer[Fields, ConceptRow, importRow]

// NewImporter is the delivery import: every delivery is checked against every rule and flagged 'To
// adjust' with its errors, which the result lists at their rows and columns; those without errors
// are sent by the job AutoSendDelay after the import (concepts.SendDue).
func NewImporter(d *db.DB) *Importer {
	return &Importer{Concepts: NewConcepts(d), Records: importRecords, Store: storeDelivery, SendAfter: AutoSendDelay}
}

// The messages of the import's own refusals.
const (
	msgHeaderDiffers = "deliveries.import.differs"    // ,<the delivery's first row>
	msgRowsApart     = "deliveries.import.rows_apart" // ,<the delivery's first row>
)

// importRecords is how the import reads a file: a row is a delivery's line, the rows of one
// delivery follow each other and repeat its reference and header.
var importRecords = &imports.Records[importRow]{Sheet: importSheet, File: importFile,
	Grouping: imports.Grouping[importRow]{KeyColumn: "reference", Key: func(r *importRow) string { return r.Delivery.Reference },
		Header: importHeader, Differs: msgHeaderDiffers, Apart: msgRowsApart},
	Later: func(r *importRow) { r.Delivery = Fields{} }}

// storeDelivery checks the delivery of rows (the first holding its header) against every rule and
// adds it to batch as a concept, and its rows with their errors to result.
func storeDelivery(ctx context.Context, q db.Q, clientID int64, batch *concepts.Batch[Fields, ConceptRow], rows []imports.Staged[importRow], result *imports.Result) error {
	f := rows[0].Row.Delivery
	f.Lines = make([]Line, len(rows))
	numbers := make([]int, len(rows))
	for i, row := range rows {
		f.Lines[i], numbers[i] = row.Row.Line, row.Number
	}
	f.Normalize()
	errs, _, err := check(ctx, q, clientID, f)
	if err != nil {
		return err
	}
	for i, row := range rows {
		for column, messages := range row.Cut {
			if column == "reference" {
				messages = []string{msgReferenceTooLong} // the specification's own message
			}
			if i == 0 || lineColumns[column] {
				errs[fieldOfColumn(column, i)] = messages
			}
		}
	}
	fieldsJSON, errorsJSON, err := concepts.Encode(f, errs)
	if err != nil {
		return err
	}
	if err := batch.Add(ctx, &f, fieldsJSON, errorsJSON); err != nil {
		return fmt.Errorf("import delivery %q: %w", f.Reference, err)
	}
	result.AddRecord(numbers, errs, columnOfField, importSheet.InOrder)
	return nil
}
