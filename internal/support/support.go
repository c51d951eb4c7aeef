// Package support is the portal's 'Contact us': a user's message to the provider's support address,
// mailed through the outbox with who wrote it and about which account, at most MaxPerHour an hour.
package support

import (
	"context"
	"fmt"
	"strings"
	"time"

	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/mail"
	"kade/internal/users"
)

// The bounds of a message and the throttle: a user sends at most MaxPerHour messages within Window.
const (
	MaxSubject = 200
	MaxMessage = 5000
	MaxPerHour = 5
	Window     = time.Hour
)

// Message is what the contact form sends; ClientID, when set, is the account it is about (one the
// user sees).
type Message struct {
	Subject  string `json:"subject"`
	Message  string `json:"message"`
	ClientID *int64 `json:"client_id"`
}

// Contact mails messages to the provider's support address.
type Contact struct {
	db      *db.DB
	clients *clients.Store
	to      string
	poke    func()
	now     func() time.Time
}

// New returns the contact form's service; to is the support address, poke wakes the mail
// dispatcher after a message is queued.
func New(d *db.DB, c *clients.Store, to string, poke func()) *Contact {
	return &Contact{db: d, clients: c, to: to, poke: poke, now: db.Now}
}

// Send queues m from u to the support address: 422 for a subject or message that is missing, too
// long or holds control characters, 404 for an account u does not see, 429 when u already sent
// MaxPerHour messages within the last hour (nothing is queued then).
func (c *Contact) Send(ctx context.Context, u users.User, m Message) error {
	v := domain.ValidationErrors{}
	// The subject is one line: it becomes the mail's Subject header.
	v.Text("subject", strings.TrimSpace(m.Subject), MaxSubject, true)
	m.Message = strings.TrimSpace(m.Message)
	if m.Message == "" {
		v.Add("message", "validation.required")
	} else {
		v.Paragraph("message", m.Message, MaxMessage)
	}
	if err := v.Err(); err != nil {
		return err
	}
	account := ""
	if m.ClientID != nil {
		client, err := c.clients.Visible(ctx, u.ID, u.Level, *m.ClientID)
		if err != nil {
			return err // another tenant's account is one that does not exist: 404
		}
		account = fmt.Sprintf("%s (%d)", client.Name, client.ID)
	}
	mailed := mail.Message{To: c.to, ReplyTo: u.Email, Subject: "[Kade] " + oneLine(m.Subject),
		Text: body(u, account, m.Message)}
	now := c.now()
	var until time.Time
	err := c.db.Tx(ctx, func(q db.Q) error {
		until = time.Time{} // Tx may run this again
		// Counting and taking are one serialised step, as the login throttle's: messages sent at
		// once on several instances count each other.
		if err := c.db.Serialize(ctx, q, fmt.Sprintf("contact messages of %d", u.ID)); err != nil {
			return err
		}
		var recent []time.Time
		if err := q.Select(ctx, &recent, `SELECT sent_at FROM contact_messages
			WHERE user_id = ? AND sent_at > ? ORDER BY sent_at DESC LIMIT ?`, u.ID, now.Add(-Window), MaxPerHour); err != nil {
			return err
		}
		if len(recent) == MaxPerHour {
			until = recent[MaxPerHour-1].Add(Window)
			return nil
		}
		if _, err := q.Exec(ctx, `DELETE FROM contact_messages WHERE user_id = ? AND sent_at <= ?`, u.ID, now.Add(-Window)); err != nil {
			return err
		}
		if _, err := q.Exec(ctx, `INSERT INTO contact_messages (user_id, sent_at) VALUES (?, ?)`, u.ID, now); err != nil {
			return err
		}
		return mail.Enqueue(ctx, q, mailed)
	})
	if err != nil {
		return err
	}
	if !until.IsZero() {
		return &domain.TooManyRequests{Until: until, Message: "support.errors.throttled"}
	}
	if c.poke != nil {
		c.poke()
	}
	return nil
}

// oneLine is s with every line break and control character a space: whatever passed the check, the
// Subject header stays one line.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == '\r' || r == '\n' || r < ' ' || r == 0x7f || r == 0x85 || r == 0x2028 || r == 0x2029
	}), " ")
}

// body is the mail's text: who wrote, about which account, then the message.
func body(u users.User, account, message string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Name: %s\nEmail: %s\nLevel: %s\n", u.Name, u.Email, u.Level)
	if account != "" {
		fmt.Fprintf(&b, "Account: %s\n", account)
	}
	b.WriteString("\n")
	b.WriteString(message)
	b.WriteString("\n")
	return b.String()
}
