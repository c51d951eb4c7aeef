package concepts

import (
	"context"
	"strings"
	"time"

	"kade/internal/db"
)

// batchRows is how many concepts one INSERT of a Batch stores: far below the parameters either
// engine allows in one statement.
const batchRows = 100

// Batch stores an import's staged concepts, many per statement, in the caller's transaction. An
// import cannot insert row by row: inside a transaction statements are not prepared, and SQLite
// parsing the same INSERT 100,000 times took a fifth of a 100,000-row import.
type Batch[T, R any] struct {
	s         *Concepts[T, R]
	q         db.Q
	clientID  int64
	createdBy int64
	source    string
	now       any
	sendAfter *time.Time
	args      []any
	perRow    int
}

// NewBatch starts a batch of concepts of the account from source, created by createdBy (0: no user).
func (s *Concepts[T, R]) NewBatch(q db.Q, clientID, createdBy int64, source string) *Batch[T, R] {
	perRow := len(s.stored) + 8
	if s.e.Scheduled {
		perRow++
	}
	return &Batch[T, R]{s: s, q: q, clientID: clientID, createdBy: createdBy, source: source, now: db.Now(),
		perRow: perRow, args: make([]any, 0, batchRows*perRow)}
}

// SendAfter has SendDue send the batch's concepts that have no errors once t has passed; only for
// a Scheduled entity.
func (b *Batch[T, R]) SendAfter(t time.Time) { b.sendAfter = &t }

// Add stores a concept, its fields and errors already encoded as Encode does, once the batch is
// full; call Flush after the last.
func (b *Batch[T, R]) Add(ctx context.Context, f *T, fieldsJSON, errorsJSON string) error {
	return b.AddRow(ctx, b.s.e.Row(f), fieldsJSON, errorsJSON)
}

// AddRow is Add of the fields whose list row (Entity.Row) is row: for an import that staged the row
// rather than the fields.
func (b *Batch[T, R]) AddRow(ctx context.Context, row R, fieldsJSON, errorsJSON string) error {
	var sendAfter *time.Time
	if errorsJSON == "{}" {
		sendAfter = b.sendAfter
	}
	b.args = append(b.args, b.s.insertValues(b.clientID, b.createdBy, b.source, row, fieldsJSON, errorsJSON, b.now, sendAfter)...)
	if len(b.args) < cap(b.args) {
		return nil
	}
	return b.Flush(ctx)
}

// Flush stores what the batch holds.
func (b *Batch[T, R]) Flush(ctx context.Context) error {
	rows := len(b.args) / b.perRow
	if rows == 0 {
		return nil
	}
	row := ", (?" + strings.Repeat(", ?", b.perRow-1) + ")"
	_, err := b.q.Exec(ctx, `INSERT INTO `+b.s.e.Table+` (`+b.s.columns+`) VALUES `+strings.Repeat(row, rows)[2:], b.args...)
	b.args = b.args[:0]
	return err
}
