package products

import (
	"context"
	"strings"

	"kade/internal/db"
)

// conceptBatchSize is how many concepts one INSERT stores: 12 parameters each stays far below
// what either engine allows in one statement.
const conceptBatchSize = 100

// conceptBatch stores staged rows as concept products, many per statement. An import cannot use
// insertConcept row by row: inside a transaction statements are not prepared, and SQLite parsing
// the same INSERT 100,000 times took a fifth of a 100,000-row import.
type conceptBatch struct {
	q         db.Q
	clientID  int64
	createdBy *int64
	now       any
	args      []any
}

func newConceptBatch(q db.Q, clientID, createdBy int64) *conceptBatch {
	b := &conceptBatch{q: q, clientID: clientID, now: db.Now(), args: make([]any, 0, conceptBatchSize*12)}
	if createdBy != 0 {
		b.createdBy = &createdBy
	}
	return b
}

// add stores row once the batch is full; call flush after the last.
func (b *conceptBatch) add(ctx context.Context, row stagedRow) error {
	b.args = append(b.args, b.clientID, row.ArticleNumber, row.Name, row.ProductType, row.MinimumStock,
		SourceImport, row.Fields, row.Errors, row.Errors != "{}", b.createdBy, b.now, b.now)
	if len(b.args) < cap(b.args) {
		return nil
	}
	return b.flush(ctx)
}

func (b *conceptBatch) flush(ctx context.Context) error {
	rows := len(b.args) / 12
	if rows == 0 {
		return nil
	}
	values := strings.Repeat(", (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)[2:]
	_, err := b.q.Exec(ctx, `INSERT INTO concept_products (client_id, article_number, name, product_type,
		minimum_stock, original_source, fields, errors, has_errors, created_by, created_at, updated_at)
		VALUES `+values, b.args...)
	b.args = b.args[:0]
	return err
}
