// Package mail owns Kade's outgoing mail: the localised templates (en-GB, nl-NL), the outbox that
// queues a mail in the same transaction as the change it announces, the dispatcher that sends
// queued mails (safe with several instances on one database) and the SMTP sender behind it.
package mail

// Message is one rendered mail to one recipient, with a plain-text and an HTML body.
type Message struct {
	To, Subject, Text, HTML string
	// ReplyTo, when set, is whom an answer goes to (the user who wrote through the contact form).
	ReplyTo string
}
