package mail_test

import (
	"bytes"
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"kade/internal/mail"
	"kade/internal/mail/mailtest"
)

func TestSMTPSenderMIME(t *testing.T) {
	sink := mailtest.Start(t)
	s, err := mail.NewSender(sink.URL(), "Acme Logistics <portal@acme.example>", nil)
	if err != nil {
		t.Fatal(err)
	}
	m := mail.Message{
		To:      "ann@example.com",
		Subject: "Wachtwoord – één keer",
		// A line with only a dot ends SMTP data unless it is stuffed; a long line must be wrapped.
		Text: "Hallo Ann,\n.\n.hidden\n" + strings.Repeat("x", 200) + "\n",
		HTML: "<p>Hallo <b>Ann</b></p>\n",
	}
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	got := sink.WaitFor(t, "ann@example.com", time.Second)

	if got.From != "portal@acme.example" || !slices.Equal(got.To, []string{"ann@example.com"}) {
		t.Errorf("envelope from %q to %v", got.From, got.To)
	}
	if got.Subject != m.Subject || got.Text != m.Text || got.HTML != m.HTML {
		t.Errorf("got subject %q, text %q, HTML %q; want %q, %q, %q", got.Subject, got.Text, got.HTML, m.Subject, m.Text, m.HTML)
	}
	if !slices.Equal(got.Parts, []string{"text/plain", "text/html"}) {
		t.Errorf("parts %v, want text then HTML", got.Parts)
	}
	from, err := got.Header.AddressList("From")
	if err != nil || len(from) != 1 || from[0].Name != "Acme Logistics" || from[0].Address != "portal@acme.example" {
		t.Errorf("From header %q (%v)", got.Header.Get("From"), err)
	}
	if to, err := got.Header.AddressList("To"); err != nil || len(to) != 1 || to[0].Address != "ann@example.com" {
		t.Errorf("To header %q (%v)", got.Header.Get("To"), err)
	}
	if date, err := got.Header.Date(); err != nil || time.Since(date) > time.Minute {
		t.Errorf("Date header %q (%v)", got.Header.Get("Date"), err)
	}
	if id := got.Header.Get("Message-ID"); !strings.HasPrefix(id, "<") || !strings.HasSuffix(id, "@acme.example>") {
		t.Errorf("Message-ID %q", id)
	}
	if v := got.Header.Get("MIME-Version"); v != "1.0" {
		t.Errorf("MIME-Version %q", v)
	}
	if !strings.HasPrefix(got.Header.Get("Content-Type"), "multipart/alternative;") {
		t.Errorf("Content-Type %q", got.Header.Get("Content-Type"))
	}
	raw := string(got.Raw)
	if strings.Count(raw, "\n") != strings.Count(raw, "\r\n") {
		t.Error("a line ends in a bare LF instead of CRLF")
	}
	for _, line := range strings.Split(raw, "\r\n") {
		if len(line) > 78 {
			t.Errorf("line of %d characters: %q", len(line), line)
		}
	}
}

func TestSMTPSenderRejected(t *testing.T) {
	sink := mailtest.Start(t)
	sink.Reject("mailbox full")
	s, err := mail.NewSender(sink.URL(), "portal@acme.example", nil)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Send(context.Background(), mail.Message{To: "ann@example.com", Subject: "Hi", Text: "Hi"})
	if err == nil || !strings.Contains(err.Error(), "mailbox full") {
		t.Errorf("Send = %v, want the server's rejection", err)
	}
	if n := len(sink.Messages()); n != 0 {
		t.Errorf("sink kept %d mails", n)
	}
}

func TestLoggingSender(t *testing.T) {
	var logged bytes.Buffer
	s, err := mail.NewSender("", "", slog.New(slog.NewTextHandler(&logged, nil)))
	if err != nil {
		t.Fatal(err)
	}
	m := mail.Message{To: "ann@example.com", Subject: "Reset your password", Text: "https://kade.example/password/reset/tok"}
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{m.To, m.Subject, m.Text, "no SMTP server configured"} {
		if !strings.Contains(logged.String(), want) {
			t.Errorf("log lacks %q: %s", want, logged.String())
		}
	}
}

func TestNewSenderRefusesBadSettings(t *testing.T) {
	for _, tc := range []struct{ name, url, from string }{
		{"unknown scheme", "http://mail.example:25", "portal@acme.example"},
		{"no host", "smtp://", "portal@acme.example"},
		{"no sender", "smtp://mail.example:25", ""},
		{"bad sender", "smtp://mail.example:25", "portal at acme"},
		{"unparsable", "smtp://user:secret@[::1", "portal@acme.example"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := mail.NewSender(tc.url, tc.from, nil)
			if err == nil {
				t.Fatal("no error")
			}
			if strings.Contains(err.Error(), "secret") {
				t.Errorf("error %q shows the password", err)
			}
		})
	}
}
