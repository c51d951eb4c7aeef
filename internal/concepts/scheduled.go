package concepts

import (
	"context"
	"errors"
	"log/slog"
	"sync/atomic"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
)

// dueBatch is how many due concepts SendDue reads at a time.
const dueBatch = 100

// due is a concept whose send_after has passed.
type due struct {
	ID       int64 `db:"id"`
	ClientID int64 `db:"client_id"`
}

// Schedule is what a list row of a Scheduled entity adds to Row.
type Schedule struct {
	// SendAfter is when SendDue sends the imported concept; nil when it is not scheduled or has errors.
	SendAfter *time.Time `json:"send_after" db:"send_after"`
	// SendFailedAt is when SendDue failed to send the concept on our side; nil when it did not.
	SendFailedAt *time.Time `json:"send_failed_at" db:"send_failed_at"`
}

// SendDue sends, as Send does, every concept of a Scheduled entity without errors whose send_after
// is at or before now, and answers how many it sent. Each is its own transaction, which first
// claims the concept with a conditional UPDATE (clearing send_after where it is still due and
// without errors), so any number of transactions may send due concepts on one database at once,
// from one instance (as many as db.Writers says) or several: of two that read the same concept,
// PostgreSQL makes the second wait for the first's lock and then finds it claimed (or deleted by
// the send), and SQLite has one writer. A crash before the commit leaves the concept due for the
// next run. A concept a user deleted, sent or gave errors meanwhile is skipped; one whose send
// finds errors keeps them and is no longer scheduled. One whose send fails on our side fails alone:
// its send_failed_at is now, it is no longer scheduled (so it never stalls the runs after) and the
// run goes on. Only an error that also stops recording that (the database is away) or the end of
// ctx ends the run, and leaves the rest due.
func (s *Concepts[T, R]) SendDue(ctx context.Context, now time.Time) (sent int, err error) {
	for {
		var batch []due
		if err := s.db.Read().Select(ctx, &batch, `SELECT id, client_id FROM `+s.e.Table+`
			WHERE has_errors = ? AND send_after <= ? ORDER BY send_after, id LIMIT ?`, false, now, dueBatch); err != nil {
			return sent, err
		}
		var sentNow atomic.Int64
		err := eachAtOnce(len(batch), s.db.Writers(), func(i int) error {
			ok, err := s.sendDue(ctx, batch[i], now)
			if ok {
				sentNow.Add(1)
			}
			return err
		})
		if sent += int(sentNow.Load()); err != nil {
			return sent, err
		}
		// Every concept read is sent, kept with errors or claimed by another: none is read again.
		if len(batch) < dueBatch {
			return sent, nil
		}
	}
}

// sendDue claims and sends one due concept in one transaction; false when another took it first,
// it is no longer due, or it has errors now.
func (s *Concepts[T, R]) sendDue(ctx context.Context, c due, now time.Time) (bool, error) {
	sent := false
	err := s.db.Tx(ctx, func(q db.Q) error {
		res, err := q.Exec(ctx, `UPDATE `+s.e.Table+` SET send_after = NULL
			WHERE id = ? AND has_errors = ? AND send_after <= ?`, c.ID, false, now)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		errs, err := s.sendIn(ctx, q, c.ClientID, c.ID)
		sent = err == nil && len(errs) == 0
		return err
	})
	var refused domain.ValidationErrors
	switch {
	case err == nil:
		return sent, nil
	case errors.As(err, &refused):
		// Send refused after the check (rolled back): the concept stays for a person to see, unscheduled.
		_, err = s.db.Write().Exec(ctx, `UPDATE `+s.e.Table+` SET send_after = NULL WHERE id = ? AND send_after <= ?`, c.ID, now)
		return false, err
	case ctx.Err() != nil:
		return false, err
	}
	slog.ErrorContext(ctx, "send due concept", "table", s.e.Table, "id", c.ID, "err", err)
	_, failed := s.db.Write().Exec(ctx, `UPDATE `+s.e.Table+` SET send_after = NULL, send_failed_at = ?
		WHERE id = ? AND send_after <= ?`, now, c.ID, now)
	return false, failed
}
