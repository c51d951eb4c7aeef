package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/smtp"
	"net/url"
)

// Sender delivers one mail now; the outbox and the dispatcher take care of retries.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// NewSender returns a sender for smtpURL: "smtp://user:pass@host:port" (STARTTLS when the server
// offers it; port 25 when left out) or "smtps://..." (TLS from the start; port 465). Credentials,
// when given, are sent with PLAIN auth, which net/smtp allows only over TLS or to localhost. An empty
// smtpURL gives a sender that only logs each mail, for development and demos.
func NewSender(smtpURL, from string, log *slog.Logger) (Sender, error) {
	if log == nil {
		log = slog.Default()
	}
	if smtpURL == "" {
		return logSender{log}, nil
	}
	// Parse errors repeat the URL, which holds the password; keep it out of the message.
	u, err := url.Parse(smtpURL)
	if err != nil || u.Hostname() == "" || (u.Scheme != "smtp" && u.Scheme != "smtps") {
		return nil, errors.New(`SMTP URL must look like smtp://user:password@host:port or smtps://...`)
	}
	sender, err := mail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("mail sender address %q: %w", from, err)
	}
	s := &smtpSender{
		host:        u.Hostname(),
		addr:        u.Host,
		implicitTLS: u.Scheme == "smtps",
		tls:         &tls.Config{ServerName: u.Hostname()},
		from:        sender,
	}
	if u.Port() == "" {
		port := "25"
		if s.implicitTLS {
			port = "465"
		}
		s.addr = net.JoinHostPort(s.host, port)
	}
	if u.User != nil {
		password, _ := u.User.Password()
		s.auth = smtp.PlainAuth("", u.User.Username(), password, s.host)
	}
	return s, nil
}

// logSender stands in for SMTP when none is configured: the mail shows in the log (links included,
// so a developer can follow them) and stays in the outbox, marked sent.
type logSender struct{ log *slog.Logger }

func (l logSender) Send(ctx context.Context, m Message) error {
	l.log.InfoContext(ctx, "mail not sent: no SMTP server configured; logged and kept in the outbox",
		"to", m.To, "subject", m.Subject, "text", m.Text)
	return nil
}
