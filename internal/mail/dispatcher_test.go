package mail_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/mail"
	"kade/internal/mail/mailtest"
)

func smtpDispatcher(t *testing.T, d *db.DB, sink *mailtest.Sink) *mail.Dispatcher {
	t.Helper()
	s, err := mail.NewSender(sink.URL(), "Acme Logistics <portal@acme.example>", nil)
	if err != nil {
		t.Fatal(err)
	}
	return mail.NewDispatcher(d, s, nil)
}

func TestDispatcherSendsQueuedMail(t *testing.T) {
	ctx := context.Background()
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		sink := mailtest.Start(t)
		m, err := mail.PasswordReset("nl-NL", mail.ResetMail{To: "ann@example.com", Name: "Ann",
			URL: "https://kade.example/password/reset/tok123", ProviderName: "Acme Logistics"})
		if err != nil {
			t.Fatal(err)
		}
		enqueue(t, d, m)
		dispatcher := smtpDispatcher(t, d, sink)

		sent, err := dispatcher.RunOnce(ctx)
		if err != nil || sent != 1 {
			t.Fatalf("RunOnce = %d, %v; want 1 sent", sent, err)
		}
		got := sink.WaitFor(t, "ann@example.com", time.Second)
		if got.Subject != m.Subject || got.Text != m.Text || got.HTML != m.HTML {
			t.Errorf("received %q / %q, want the rendered mail %q / %q", got.Subject, got.Text, m.Subject, m.Text)
		}
		if !strings.Contains(got.Text, "https://kade.example/password/reset/tok123") {
			t.Errorf("text body lacks the link:\n%s", got.Text)
		}
		if !slices.Equal(got.Parts, []string{"text/plain", "text/html"}) {
			t.Errorf("parts %v", got.Parts)
		}
		row := outbox(t, d)[0]
		if row.SentAt == nil || row.Attempts != 1 || row.LockedUntil != nil || row.LastError != nil {
			t.Errorf("after sending: %+v", row)
		}

		if sent, err := dispatcher.RunOnce(ctx); err != nil || sent != 0 {
			t.Errorf("second RunOnce = %d, %v; a sent mail must not go out again", sent, err)
		}
		if n := len(sink.Messages()); n != 1 {
			t.Errorf("sink received %d mails, want 1", n)
		}
	})
}

func TestDispatcherBacksOffAndGivesUp(t *testing.T) {
	ctx := context.Background()
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		sink := mailtest.Start(t)
		dispatcher := smtpDispatcher(t, d, sink)
		enqueue(t, d, mail.Message{To: "ann@example.com", Subject: "Hi", Text: "Hi"})

		sink.Reject("mailbox full")
		if sent, err := dispatcher.RunOnce(ctx); err != nil || sent != 0 {
			t.Fatalf("RunOnce = %d, %v; want 0 sent and no error (a failed mail is not a failed run)", sent, err)
		}
		row := outbox(t, d)[0]
		if row.SentAt != nil || row.Attempts != 1 || row.LockedUntil != nil ||
			row.LastError == nil || !strings.Contains(*row.LastError, "mailbox full") {
			t.Errorf("after a rejection: %+v", row)
		}
		// The first retry waits 1² minutes.
		if wait := time.Until(row.SendAfter); wait < 50*time.Second || wait > 70*time.Second {
			t.Errorf("retry in %s, want about a minute", wait)
		}
		sink.Reject("")
		if sent, _ := dispatcher.RunOnce(ctx); sent != 0 {
			t.Error("a mail was retried before its back-off passed")
		}
		makeDue(t, d)
		if sent, err := dispatcher.RunOnce(ctx); err != nil || sent != 1 {
			t.Fatalf("retry RunOnce = %d, %v; want 1 sent", sent, err)
		}
		if row := outbox(t, d)[0]; row.SentAt == nil || row.Attempts != 2 || row.LastError != nil {
			t.Errorf("after the retry: %+v", row)
		}

		// The tenth failure is the last: the mail stays in the outbox with its error.
		enqueue(t, d, mail.Message{To: "bob@example.com", Subject: "Hi", Text: "Hi"})
		if _, err := d.Write().Exec(ctx, `UPDATE mail_outbox SET attempts = 9 WHERE recipient = ?`, "bob@example.com"); err != nil {
			t.Fatal(err)
		}
		sink.Reject("no such user")
		if _, err := dispatcher.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		sink.Reject("")
		makeDue(t, d)
		if sent, _ := dispatcher.RunOnce(ctx); sent != 0 {
			t.Error("a mail was sent after its tenth failure")
		}
		if row := outbox(t, d)[1]; row.SentAt != nil || row.Attempts != 10 || row.LastError == nil {
			t.Errorf("given-up mail: %+v", row)
		}
	})
}

func TestDispatchersNeverSendTwice(t *testing.T) {
	const mails, instances = 70, 4
	ctx := context.Background()
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		sink := mailtest.Start(t)
		var msgs []mail.Message
		for i := range mails {
			msgs = append(msgs, mail.Message{To: fmt.Sprintf("user%d@example.com", i), Subject: "Hi", Text: "Hi"})
		}
		enqueue(t, d, msgs...)

		var wg sync.WaitGroup
		var mu sync.Mutex
		total := 0
		for range instances {
			dispatcher := smtpDispatcher(t, d, sink)
			wg.Go(func() {
				for {
					sent, err := dispatcher.RunOnce(ctx)
					if err != nil {
						t.Error(err)
					}
					if sent == 0 {
						return
					}
					mu.Lock()
					total += sent
					mu.Unlock()
				}
			})
		}
		wg.Wait()

		if total != mails {
			t.Errorf("dispatchers report %d sent, want %d", total, mails)
		}
		seen := map[string]int{}
		for _, m := range sink.Messages() {
			seen[m.To[0]]++
		}
		for _, m := range msgs {
			if seen[m.To] != 1 {
				t.Errorf("%s received %d mails", m.To, seen[m.To])
			}
		}
		for _, row := range outbox(t, d) {
			if row.SentAt == nil || row.Attempts != 1 {
				t.Errorf("%+v: want sent at the first attempt", row)
			}
		}
	})
}

func TestDispatcherRunSendsWhenPoked(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		sink := mailtest.Start(t)
		dispatcher := smtpDispatcher(t, d, sink)
		ctx, cancel := context.WithCancel(context.Background())
		stopped := make(chan struct{})
		enqueue(t, d, mail.Message{To: "bob@example.com", Subject: "Welcome", Text: "hi"})
		go func() {
			defer close(stopped)
			dispatcher.Run(ctx)
		}()
		// Bob's mail arrives in the first round, which has claimed all it finds; the next tick is 5 s away.
		sink.WaitFor(t, "bob@example.com", 10*time.Second)

		enqueue(t, d, mail.Message{To: "ann@example.com", Subject: "Reset", Text: "link"})
		dispatcher.Poke()
		dispatcher.Poke() // a second poke must not block
		sink.WaitFor(t, "ann@example.com", time.Second)

		cancel()
		select {
		case <-stopped:
		case <-time.After(2 * time.Second):
			t.Fatal("Run did not return after its context ended")
		}
	})
}

// stallingSender hangs like an unresponsive server until its context ends.
type stallingSender struct{ started chan struct{} }

func (s stallingSender) Send(ctx context.Context, _ mail.Message) error {
	close(s.started)
	<-ctx.Done()
	return ctx.Err()
}

func TestDispatcherHandsBackMailOnShutdown(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		enqueue(t, d,
			mail.Message{To: "ann@example.com", Subject: "Hi", Text: "Hi"},
			mail.Message{To: "bob@example.com", Subject: "Hi", Text: "Hi"})
		sender := stallingSender{started: make(chan struct{})}
		dispatcher := mail.NewDispatcher(d, sender, nil)
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			<-sender.started
			cancel()
		}()
		if sent, err := dispatcher.RunOnce(ctx); err != nil || sent != 0 {
			t.Fatalf("RunOnce = %d, %v", sent, err)
		}
		// Another instance may take them at once, and the interruption is not held against them.
		for _, row := range outbox(t, d) {
			if row.LockedUntil != nil || row.Attempts != 0 || row.LastError != nil || row.SentAt != nil {
				t.Errorf("after shutdown: %+v", row)
			}
		}
	})
}

func TestDispatcherWithoutSMTPLogsAndMarksSent(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		var logged bytes.Buffer
		log := slog.New(slog.NewTextHandler(&logged, nil))
		sender, err := mail.NewSender("", "", log)
		if err != nil {
			t.Fatal(err)
		}
		enqueue(t, d, mail.Message{To: "ann@example.com", Subject: "Reset your password", Text: "https://kade.example/password/reset/tok"})
		if sent, err := mail.NewDispatcher(d, sender, log).RunOnce(context.Background()); err != nil || sent != 1 {
			t.Fatalf("RunOnce = %d, %v", sent, err)
		}
		if !strings.Contains(logged.String(), "https://kade.example/password/reset/tok") {
			t.Errorf("the mail is not in the log: %s", logged.String())
		}
		if row := outbox(t, d)[0]; row.SentAt == nil {
			t.Errorf("logged mail not marked sent: %+v", row)
		}
	})
}
