package deliveries

import (
	"context"
	"fmt"
	"time"

	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/imports"
	"kade/internal/tabular"
)

// Importer turns a CSV or XLSX file into concept deliveries, all or nothing. Each row is a delivery
// line; the rows of one delivery follow each other and repeat its reference and its header.
type Importer struct {
	db       *db.DB
	concepts *concepts.Concepts[Fields]
	// now is the import's time, from which its error-free concepts are scheduled.
	now func() time.Time
}

func NewImporter(d *db.DB) *Importer { return &Importer{db: d, concepts: NewConcepts(d), now: db.Now} }

// The messages of the import's own refusals.
const (
	msgHeaderDiffers = "deliveries.import.differs"    // ,<the delivery's first row>
	msgRowsApart     = "deliveries.import.rows_apart" // ,<the delivery's first row>
)

// Import reads the file at path, uploaded as name, into concept deliveries of the account created
// by userID. A file with rows that cannot be taken as they are (a cell that is no date or number,
// a delivery's header that differs between its rows, rows of a delivery apart) stores nothing: the
// result is Refused and lists their errors by row and column. Otherwise every delivery is stored
// in one transaction as a concept, checked against every rule and flagged 'To adjust' with its
// errors, which the result lists at their rows and columns; those without errors are sent by the
// job AutoSendDelay after the import (concepts.SendDue). A file that cannot be read as a whole
// answers a 422 error for `file`.
func (im *Importer) Import(ctx context.Context, clientID, userID int64, path, name string) (imports.Result, error) {
	refusals := imports.NewResult()
	g := &imports.Grouping[importRow]{KeyColumn: "reference", Key: func(r *importRow) string { return r.Delivery.Reference },
		Header: importHeader, Differs: msgHeaderDiffers, Apart: msgRowsApart}
	staged, err := imports.Stage(ctx, path, name, importFile, func(cells []string) (imports.RowParser[stagedRow], error) {
		h, err := importSheet.Header(cells, imports.NumbersOf(ctx, name))
		if err != nil {
			return nil, err
		}
		return func(row tabular.Row) (stagedRow, error) {
			var r importRow
			cut, refused := imports.SplitCut(importSheet.Read(h, row.Cells, &r))
			g.Add(row.Number, r, refused)
			refusals.Refuse(row.Number, refused, importSheet.InOrder(refused))
			return stagedRow{Number: row.Number, Row: r, Cut: cut}, nil
		}, nil
	})
	if err != nil {
		return imports.Result{}, err
	}
	defer staged.Close()
	if refusals.Refused {
		return refusals, nil
	}
	var result imports.Result
	err = im.db.Tx(ctx, func(q db.Q) error {
		result = imports.NewResult()
		batch := im.concepts.NewBatch(q, clientID, userID, SourceImport)
		batch.SendAfter(im.now().Add(AutoSendDelay))
		err := imports.EachGroup(staged, func(r *stagedRow) string { return r.Row.Delivery.Reference },
			func(r *stagedRow) { r.Row.Delivery = Fields{} }, // the same as the first row's: a delivery holds its header once
			func(rows []stagedRow) error { return storeDelivery(ctx, q, clientID, batch, rows, &result) })
		if err != nil {
			return err
		}
		return batch.Flush(ctx)
	})
	return result, err
}

// stagedRow is a data row as read: its delivery's header and its line, and the texts cut to their
// field's bound, by column (stored so, flagged).
type stagedRow struct {
	Number int
	Row    importRow
	Cut    domain.ValidationErrors
}

// storeDelivery checks the delivery of rows (the first holding its header) against every rule and
// adds it to batch as a concept, and its rows with their errors to result.
func storeDelivery(ctx context.Context, q db.Q, clientID int64, batch *concepts.Batch[Fields], rows []stagedRow, result *imports.Result) error {
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
