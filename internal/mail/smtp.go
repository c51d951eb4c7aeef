package mail

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"net/mail"
	"net/smtp"
	"time"
)

// sendTimeout bounds one delivery, so a stalled server cannot hold a claimed batch for long.
const sendTimeout = 30 * time.Second

// smtpSender delivers each mail over its own connection: mails are few, and a fresh connection
// never trips over a server that dropped an idle one.
type smtpSender struct {
	host, addr  string
	implicitTLS bool
	tls         *tls.Config
	auth        smtp.Auth // nil without credentials
	from        *mail.Address
}

func (s *smtpSender) Send(ctx context.Context, m Message) error {
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		return fmt.Errorf("recipient %q: %w", m.To, err)
	}
	msg, err := compose(s.from, to, m, time.Now())
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, sendTimeout)
	defer cancel()
	if err := s.deliver(ctx, to.Address, msg); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("smtp %s: %w", s.addr, ctx.Err())
		}
		return fmt.Errorf("smtp %s: %w", s.addr, err)
	}
	return nil
}

func (s *smtpSender) deliver(ctx context.Context, to string, msg []byte) error {
	conn, err := s.dial(ctx)
	if err != nil {
		return err
	}
	// net/smtp takes no context; closing the connection is what interrupts a stalled exchange.
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	c, err := smtp.NewClient(conn, s.host) // closes conn itself when the greeting fails
	if err != nil {
		return err
	}
	defer c.Close()
	if !s.implicitTLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(s.tls); err != nil {
				return fmt.Errorf("STARTTLS: %w", err)
			}
		}
	}
	if s.auth != nil {
		if err := c.Auth(s.auth); err != nil {
			return fmt.Errorf("AUTH: %w", err)
		}
	}
	if err := c.Mail(s.from.Address); err != nil {
		return fmt.Errorf("MAIL FROM: %w", err)
	}
	if err := c.Rcpt(to); err != nil {
		return fmt.Errorf("RCPT TO: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	if _, err := w.Write(msg); err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	return c.Quit()
}

func (s *smtpSender) dial(ctx context.Context) (net.Conn, error) {
	if s.implicitTLS {
		d := tls.Dialer{Config: s.tls}
		return d.DialContext(ctx, "tcp", s.addr)
	}
	var d net.Dialer
	return d.DialContext(ctx, "tcp", s.addr)
}
