package support_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/demo"
	"kade/internal/support"
)

// queued counts the mails in the outbox whose Reply-To is from: what a user's messages queued.
func queued(t *testing.T, env *apptest.Env, from string) int {
	t.Helper()
	var n int
	if err := env.App.DB.Read().Get(context.Background(), &n,
		`SELECT COUNT(*) FROM mail_outbox WHERE reply_to = ?`, from); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestContactMailsSupportWithTheUserAndAccount(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, "client@tulip.example.com")
		tulip := env.Accounts[demo.Accounts[0]]
		res := env.Do(t, "POST", "/api/contact", token, map[string]any{
			"subject": "Where is my order?", "message": "Order 1001 did not arrive.\nCan you look?", "client_id": tulip})
		if res.Status != http.StatusAccepted || !strings.Contains(string(res.Body), `"support.sent"`) {
			t.Fatalf("send: %d %s", res.Status, res.Body)
		}
		if n := queued(t, env, "client@tulip.example.com"); n != 1 {
			t.Fatalf("%d mails queued, want 1", n)
		}
		m := env.Mail.WaitFor(t, "support@kade.test", 10*time.Second)
		if m.Subject != "[Kade] Where is my order?" {
			t.Errorf("subject %q", m.Subject)
		}
		if got := m.Header.Get("Reply-To"); !strings.Contains(got, "client@tulip.example.com") {
			t.Errorf("Reply-To %q, want the user", got)
		}
		for _, want := range []string{"Daan de Vries", "client@tulip.example.com", "Default",
			fmt.Sprintf("%s (%d)", demo.Accounts[0], tulip), "Order 1001 did not arrive.\nCan you look?"} {
			if !strings.Contains(m.Text, want) {
				t.Errorf("mail lacks %q:\n%s", want, m.Text)
			}
		}
	})
}

func TestContactRefusesWhatIsMissingTooLongOrNotTheUsers(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, "client@tulip.example.com")
		apptest.ExpectInvalid(t, env.Do(t, "POST", "/api/contact", token, map[string]any{"subject": " ", "message": ""}),
			"errors.422", map[string][]string{"subject": {"validation.required"}, "message": {"validation.required"}})
		apptest.ExpectInvalid(t, env.Do(t, "POST", "/api/contact", token, map[string]any{
			"subject": strings.Repeat("s", support.MaxSubject+1), "message": strings.Repeat("m", support.MaxMessage+1)}),
			"errors.422", map[string][]string{"subject": {"validation.max,200"}, "message": {"validation.max,5000"}})
		// At the bounds it is sent.
		res := env.Do(t, "POST", "/api/contact", token, map[string]any{
			"subject": strings.Repeat("é", support.MaxSubject), "message": strings.Repeat("ü", support.MaxMessage)})
		if res.Status != http.StatusAccepted {
			t.Errorf("at the bounds: %d %s", res.Status, res.Body)
		}
		// Another tenant's account is one that does not exist.
		res = env.Do(t, "POST", "/api/contact", token, map[string]any{
			"subject": "Hi", "message": "Hello", "client_id": env.Accounts[demo.Accounts[1]]})
		if res.Status != http.StatusNotFound {
			t.Errorf("another tenant's account: %d %s", res.Status, res.Body)
		}
		if n := queued(t, env, "client@tulip.example.com"); n != 1 {
			t.Errorf("%d mails queued, want only the one at the bounds", n)
		}
	})
}

func TestContactSubjectCannotInjectAHeader(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, "client@tulip.example.com")
		for _, subject := range []string{"Hi\r\nBcc: victim@example.com", "Hi\nBcc: victim@example.com", "Hi\rBcc: x@example.com", "Hi\u0085Bcc: x@example.com"} {
			apptest.ExpectInvalid(t, env.Do(t, "POST", "/api/contact", token, map[string]any{"subject": subject, "message": "Hello"}),
				"errors.422", map[string][]string{"subject": {"validation.control_characters"}})
		}
		if n := queued(t, env, "client@tulip.example.com"); n != 0 {
			t.Fatalf("%d mails queued, want none", n)
		}
		// A message of several lines is fine, and stays in the body.
		res := env.Do(t, "POST", "/api/contact", token, map[string]any{"subject": "Bcc: victim@example.com", "message": "Line 1\r\nBcc: victim@example.com"})
		if res.Status != http.StatusAccepted {
			t.Fatalf("send: %d %s", res.Status, res.Body)
		}
		m := env.Mail.WaitFor(t, "support@kade.test", 10*time.Second)
		if len(m.Header["Bcc"]) != 0 || len(m.Header["Subject"]) != 1 || len(m.To) != 1 {
			t.Errorf("headers %v, envelope to %v", m.Header, m.To)
		}
	})
}

func TestContactIsThrottledPerUser(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		token := env.Login(t, "supplier@tulip.example.com")
		send := func(i int) apptest.Response {
			return env.Do(t, "POST", "/api/contact", token, map[string]any{"subject": fmt.Sprintf("Question %d", i), "message": "Hello"})
		}
		for i := 1; i <= support.MaxPerHour; i++ {
			if res := send(i); res.Status != http.StatusAccepted {
				t.Fatalf("message %d: %d %s", i, res.Status, res.Body)
			}
		}
		res := send(support.MaxPerHour + 1)
		if res.Status != http.StatusTooManyRequests || !strings.Contains(string(res.Body), `"support.errors.throttled"`) ||
			res.Header.Get("Retry-After") == "" {
			t.Fatalf("6th message: %d %v %s", res.Status, res.Header, res.Body)
		}
		if n := queued(t, env, "supplier@tulip.example.com"); n != support.MaxPerHour {
			t.Errorf("%d mails queued, want %d", n, support.MaxPerHour)
		}
		// Another user is not held back by this one.
		other := env.Login(t, "exit@tulip.example.com")
		if res := env.Do(t, "POST", "/api/contact", other, map[string]any{"subject": "Hi", "message": "Hello"}); res.Status != http.StatusAccepted {
			t.Errorf("another user: %d %s", res.Status, res.Body)
		}
	})
}
