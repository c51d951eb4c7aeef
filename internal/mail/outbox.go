package mail

import (
	"context"
	"errors"

	"kade/internal/db"
)

// Enqueue stores m in the outbox through q, the caller's transaction: a rolled-back change never
// mails, and a committed one always does, even if this instance stops before the dispatcher runs.
func Enqueue(ctx context.Context, q db.Q, m Message) error {
	if m.To == "" {
		return errors.New("mail without recipient")
	}
	now := db.Now()
	_, err := q.Exec(ctx, `INSERT INTO mail_outbox (recipient, subject, body_text, body_html, reply_to, created_at, send_after)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, m.To, m.Subject, m.Text, m.HTML, m.ReplyTo, now, now)
	return err
}
