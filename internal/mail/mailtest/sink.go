// Package mailtest runs a real SMTP server inside a test and keeps every mail it receives, parsed,
// so tests can check what was sent and follow the links in it. It is not a test file so that other
// packages' tests (auth's reset and invitation flows) can use it too.
package mailtest

import (
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
)

// Sink is an SMTP server on a random loopback port that accepts (or rejects) every mail.
type Sink struct {
	addr    string
	mu      sync.Mutex
	changed chan struct{} // closed and replaced whenever a mail arrives
	got     []Received
	taken   []bool // which of got a WaitFor already returned
	reject  string
}

// Start runs a sink until the test ends.
func Start(t testing.TB) *Sink {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Sink{addr: l.Addr().String(), changed: make(chan struct{})}
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) {
		return &session{sink: s}, nil
	}))
	srv.Domain = "localhost"
	srv.ReadTimeout = 30 * time.Second
	srv.WriteTimeout = 30 * time.Second
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return s
}

// Addr is the sink's host:port.
func (s *Sink) Addr() string { return s.addr }

// URL is the sink's address as a KADE_SMTP_URL.
func (s *Sink) URL() string { return "smtp://" + s.addr }

// Reject makes the sink refuse every recipient with a permanent error carrying reason, as a full
// mailbox or a strict server would; Reject("") accepts mails again.
func (s *Sink) Reject(reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reject = reason
}

// Messages returns every mail received so far, oldest first.
func (s *Sink) Messages() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.got)
}

// WaitFor returns the oldest mail to recipient that no earlier WaitFor returned, waiting up to
// timeout for it to arrive; the test fails when none does. Successive calls thus walk through the
// mails one address received, in order.
func (s *Sink) WaitFor(t testing.TB, recipient string, timeout time.Duration) Received {
	t.Helper()
	deadline := time.After(timeout)
	for {
		s.mu.Lock()
		for i, m := range s.got {
			if !s.taken[i] && m.isFor(recipient) {
				s.taken[i] = true
				s.mu.Unlock()
				return m
			}
		}
		changed := s.changed
		s.mu.Unlock()
		select {
		case <-changed:
		case <-deadline:
			t.Fatalf("no mail to %s within %s (received %d mails in all)", recipient, timeout, len(s.Messages()))
			return Received{}
		}
	}
}

func (s *Sink) add(m Received) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.got = append(s.got, m)
	s.taken = append(s.taken, false)
	close(s.changed)
	s.changed = make(chan struct{})
}

func (s *Sink) rejection() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.reject
}

// isFor matches an envelope recipient; case is ignored, as nearly every mail server does.
func (m Received) isFor(recipient string) bool {
	return slices.ContainsFunc(m.To, func(to string) bool { return strings.EqualFold(to, recipient) })
}
