package mail

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"kade/internal/db"
)

// queued is a claimed outbox row.
type queued struct {
	ID        int64  `db:"id"`
	Recipient string `db:"recipient"`
	Subject   string `db:"subject"`
	Text      string `db:"body_text"`
	HTML      string `db:"body_html"`
	ReplyTo   string `db:"reply_to"`
	Attempts  int    `db:"attempts"`
}

func (q queued) message() Message {
	return Message{To: q.Recipient, Subject: q.Subject, Text: q.Text, HTML: q.HTML, ReplyTo: q.ReplyTo}
}

// claim locks a batch of due mails for this instance in one statement. The outer conditions repeat
// the inner ones on purpose: when two instances pick the same rows, PostgreSQL re-checks them on
// the row the winner just locked, so the loser skips it (SQLite has one writer, so no race at all).
func (d *Dispatcher) claim(ctx context.Context) ([]queued, error) {
	now := db.Now()
	var batch []queued
	err := d.db.Write().Select(ctx, &batch, `UPDATE mail_outbox SET locked_until = ?, attempts = attempts + 1
		WHERE id IN (SELECT id FROM mail_outbox
			WHERE sent_at IS NULL AND send_after <= ? AND attempts < ? AND (locked_until IS NULL OR locked_until < ?)
			ORDER BY id LIMIT ?)
		AND sent_at IS NULL AND (locked_until IS NULL OR locked_until < ?)
		RETURNING id, recipient, subject, body_text, body_html, reply_to, attempts`,
		now.Add(lease), now, maxAttempts, now, batchSize, now)
	if err != nil {
		return nil, fmt.Errorf("claim mails: %w", err)
	}
	// RETURNING has no order; the oldest mail goes first.
	slices.SortFunc(batch, func(a, b queued) int { return cmp.Compare(a.ID, b.ID) })
	return batch, nil
}

// record stores the outcome of one delivery. It runs even when ctx was just cancelled: a mail that
// left but is not marked sent would go out again.
func (d *Dispatcher) record(ctx context.Context, m queued, sendErr error) error {
	ctx = context.WithoutCancel(ctx)
	now := db.Now()
	if sendErr == nil {
		d.log.DebugContext(ctx, "mail sent", "id", m.ID, "to", m.Recipient)
		_, err := d.db.Write().Exec(ctx, `UPDATE mail_outbox SET sent_at = ?, locked_until = NULL, last_error = NULL
			WHERE id = ?`, now, m.ID)
		return err
	}
	if m.Attempts >= maxAttempts {
		d.log.ErrorContext(ctx, "mail given up", "id", m.ID, "to", m.Recipient, "attempts", m.Attempts, "err", sendErr)
	} else {
		d.log.WarnContext(ctx, "mail not sent, will retry", "id", m.ID, "to", m.Recipient, "attempts", m.Attempts, "err", sendErr)
	}
	retry := now.Add(time.Duration(m.Attempts*m.Attempts) * time.Minute)
	_, err := d.db.Write().Exec(ctx, `UPDATE mail_outbox SET last_error = ?, send_after = ?, locked_until = NULL
		WHERE id = ?`, sendErr.Error(), retry, m.ID)
	return err
}

// release hands claimed but unsent mails back when shutting down, uncounted, so that another
// instance sends them now rather than after the lease.
func (d *Dispatcher) release(ctx context.Context, rest []queued) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	ids := make([]any, len(rest))
	for i, m := range rest {
		ids[i] = m.ID
	}
	_, err := d.db.Write().Exec(ctx, `UPDATE mail_outbox SET locked_until = NULL, attempts = attempts - 1
		WHERE id IN (`+strings.Repeat("?, ", len(ids)-1)+`?)`, ids...)
	return err
}
