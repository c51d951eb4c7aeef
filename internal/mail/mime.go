package mail

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"strings"
	"time"
)

// compose encodes m as a multipart/alternative message with CRLF line endings. The bodies are
// quoted-printable so that UTF-8 text and long links survive servers that only take 7-bit lines.
func compose(from, to *mail.Address, m Message, date time.Time) ([]byte, error) {
	// Clients show the last part they understand, so the richest one goes last (RFC 2046).
	bodies := []body{{"text/plain; charset=utf-8", m.Text}}
	if m.HTML != "" {
		bodies = append(bodies, body{"text/html; charset=utf-8", m.HTML})
	}
	var encoded bytes.Buffer
	parts := multipart.NewWriter(&encoded)
	for _, b := range bodies {
		if err := b.writeTo(parts); err != nil {
			return nil, err
		}
	}
	if err := parts.Close(); err != nil {
		return nil, err
	}

	headers := [][2]string{
		{"From", from.String()},
		{"To", to.String()},
	}
	if m.ReplyTo != "" {
		// Parsed and written anew: whatever the address held, the header is one well-formed line.
		replyTo, err := mail.ParseAddress(m.ReplyTo)
		if err != nil {
			return nil, fmt.Errorf("reply-to: %w", err)
		}
		headers = append(headers, [2]string{"Reply-To", replyTo.String()})
	}
	var msg bytes.Buffer
	for _, h := range append(headers, [][2]string{
		{"Subject", mime.QEncoding.Encode("utf-8", m.Subject)},
		{"Date", date.Format(time.RFC1123Z)},
		{"Message-ID", messageID(from.Address)},
		{"MIME-Version", "1.0"},
		// Folded: the boundary alone would push the line past the 78 characters RFC 5322 asks for.
		{"Content-Type", "multipart/alternative;\r\n\tboundary=\"" + parts.Boundary() + `"`},
	}...) {
		fmt.Fprintf(&msg, "%s: %s\r\n", h[0], h[1])
	}
	msg.WriteString("\r\n")
	msg.Write(encoded.Bytes())
	return msg.Bytes(), nil
}

// body is one alternative of a mail's content.
type body struct{ contentType, content string }

func (b body) writeTo(parts *multipart.Writer) error {
	w, err := parts.CreatePart(textproto.MIMEHeader{
		"Content-Type":              {b.contentType},
		"Content-Transfer-Encoding": {"quoted-printable"},
	})
	if err != nil {
		return err
	}
	qp := quotedprintable.NewWriter(w)
	if _, err := qp.Write([]byte(b.content)); err != nil {
		return err
	}
	return qp.Close()
}

// messageID is unique per mail and names the sender's domain, as RFC 5322 recommends.
func messageID(from string) string {
	domain := "kade.localhost"
	if _, d, ok := strings.Cut(from, "@"); ok && d != "" {
		domain = d
	}
	return "<" + rand.Text() + "@" + domain + ">"
}
