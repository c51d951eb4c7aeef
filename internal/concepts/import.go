package concepts

import (
	"context"
	"time"

	"kade/internal/db"
	"kade/internal/imports"
)

// Import reads the header-plus-lines file at path, uploaded as name, as file says, into concepts of
// the account created by userID from source, all or nothing. A file that file.Stage refuses stores
// nothing and answers its refusals. Otherwise every record is stored in one transaction: store
// checks the record of rows (the first holding its header) against every rule, adds it to batch
// and its rows with their errors to result. A sendAfter that is not zero schedules the sending of
// the concepts without errors (see Batch.SendAfter).
func Import[T, R, I any](ctx context.Context, c *Concepts[T, R], file *imports.Records[I], path, name string, clientID, userID int64,
	source string, sendAfter time.Time, store func(ctx context.Context, q db.Q, clientID int64, batch *Batch[T, R], rows []imports.Staged[I], result *imports.Result) error) (imports.Result, error) {
	staged, refusals, err := file.Stage(ctx, clientID, path, name)
	if err != nil || refusals.Refused {
		return refusals, err
	}
	defer staged.Close()
	var result imports.Result
	err = c.db.Tx(ctx, func(q db.Q) error {
		result = staged.NewResult()
		batch := c.NewBatch(q, clientID, userID, source)
		if !sendAfter.IsZero() {
			batch.SendAfter(sendAfter)
		}
		err := file.Each(staged, func(rows []imports.Staged[I]) error { return store(ctx, q, clientID, batch, rows, &result) })
		if err != nil {
			return err
		}
		return batch.Flush(ctx)
	})
	return result, err
}
