package concepts

import (
	"context"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/imports"
)

// Importer describes an area's import of header-plus-lines files (orders, deliveries) into its
// concepts: the file (Records, whose rows are I), how a record is stored (Store: it checks the record
// of rows, the first holding its header, against every rule, adds it to batch and its rows with
// their errors to result) and, for a Scheduled entity, how long after the import its concepts
// without errors are sent (SendAfter, see Batch.SendAfter; 0 sends none). Now is the import's time
// (db.Now when nil), taken as the import begins.
type Importer[T, R, I any] struct {
	Concepts  *Concepts[T, R]
	Records   *imports.Records[I]
	Store     func(ctx context.Context, q db.Q, clientID int64, batch *Batch[T, R], rows []imports.Staged[I], result *imports.Result) error
	SendAfter time.Duration
	Now       func() time.Time
}

// Import reads the file at path, uploaded as name, into concepts of the account created by userID
// (0: none) from an import, all or nothing. A file that Records.Stage refuses stores nothing and
// answers its refusals. Otherwise every record is stored by Store in one transaction.
func (im *Importer[T, R, I]) Import(ctx context.Context, clientID, userID int64, path, name string) (imports.Result, error) {
	sendAfter := im.now().Add(im.SendAfter)
	staged, refusals, err := im.Records.Stage(ctx, clientID, path, name)
	if err != nil || refusals.Refused {
		return refusals, err
	}
	defer staged.Close()
	var result imports.Result
	err = im.Concepts.db.Tx(ctx, func(q db.Q) error {
		result = staged.NewResult()
		batch := im.Concepts.NewBatch(q, clientID, userID, domain.SourceImport)
		if im.SendAfter > 0 {
			batch.SendAfter(sendAfter)
		}
		err := im.Records.Each(staged, func(rows []imports.Staged[I]) error { return im.Store(ctx, q, clientID, batch, rows, &result) })
		if err != nil {
			return err
		}
		if err := batch.Flush(ctx); err != nil {
			return err
		}
		return events.Append(ctx, q, result.Event(clientID, im.Concepts.e.Table, name))
	})
	return result, err
}

func (im *Importer[T, R, I]) now() time.Time {
	if im.Now == nil {
		return db.Now()
	}
	return im.Now()
}
