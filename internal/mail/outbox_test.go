package mail_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/mail"
)

// outboxRow is a mail_outbox row as the tests inspect it.
type outboxRow struct {
	ID          int64      `db:"id"`
	Recipient   string     `db:"recipient"`
	Attempts    int        `db:"attempts"`
	SendAfter   time.Time  `db:"send_after"`
	LockedUntil *time.Time `db:"locked_until"`
	LastError   *string    `db:"last_error"`
	SentAt      *time.Time `db:"sent_at"`
}

func outbox(t *testing.T, d *db.DB) []outboxRow {
	t.Helper()
	var rows []outboxRow
	if err := d.Read().Select(context.Background(), &rows, `SELECT id, recipient, attempts, send_after,
		locked_until, last_error, sent_at FROM mail_outbox ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	return rows
}

func enqueue(t *testing.T, d *db.DB, msgs ...mail.Message) {
	t.Helper()
	ctx := context.Background()
	if err := d.Tx(ctx, func(q db.Q) error {
		for _, m := range msgs {
			if err := mail.Enqueue(ctx, q, m); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// makeDue moves every unsent mail's retry time into the past, as if the back-off had passed.
func makeDue(t *testing.T, d *db.DB) {
	t.Helper()
	if _, err := d.Write().Exec(context.Background(), `UPDATE mail_outbox SET send_after = ? WHERE sent_at IS NULL`,
		db.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
}

func TestEnqueueFollowsTheTransaction(t *testing.T) {
	ctx := context.Background()
	rollback := errors.New("the change failed")
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		for _, tc := range []struct {
			name   string
			txErr  error
			queued int
		}{
			{"committed change mails", nil, 1},
			{"rolled-back change does not", rollback, 1}, // still the one from before
		} {
			err := d.Tx(ctx, func(q db.Q) error {
				if err := mail.Enqueue(ctx, q, mail.Message{To: "ann@example.com", Subject: "Hi", Text: "Hi"}); err != nil {
					return err
				}
				return tc.txErr
			})
			if !errors.Is(err, tc.txErr) {
				t.Fatalf("%s: Tx = %v", tc.name, err)
			}
			if rows := outbox(t, d); len(rows) != tc.queued {
				t.Errorf("%s: %d mails in the outbox, want %d", tc.name, len(rows), tc.queued)
			}
		}
	})
}

func TestEnqueueNeedsRecipient(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	err := mail.Enqueue(context.Background(), d.Write(), mail.Message{Subject: "Hi", Text: "Hi"})
	if err == nil {
		t.Error("a mail without recipient was queued")
	}
}
