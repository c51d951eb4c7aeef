package mail_test

import (
	"regexp"
	"strings"
	"testing"

	"kade/internal/mail"
)

func TestTemplates(t *testing.T) {
	const resetURL = "https://kade.example/password/reset/tok123"
	const inviteURL = "https://kade.example/invitation/accept/tok456"
	reset := func(locale string) (mail.Message, error) {
		return mail.PasswordReset(locale, mail.ResetMail{To: "ann@example.com", Name: "Ann", URL: resetURL, ProviderName: "Acme Logistics"})
	}
	invite := func(locale string) (mail.Message, error) {
		return mail.Invitation(locale, mail.InvitationMail{To: "bob@example.com", Name: "Bob", URL: inviteURL, ProviderName: "Acme Logistics"})
	}
	for _, tc := range []struct {
		name    string
		render  func(locale string) (mail.Message, error)
		locale  string
		to, url string
		subject string
		lang    string   // the HTML lang attribute
		say     []string // in both the text and the HTML body
	}{
		{"reset en-GB", reset, "en-GB", "ann@example.com", resetURL, "Reset your password for Acme Logistics", "en-GB",
			[]string{"Hello Ann", "valid for 60 minutes", "If you did not ask for this, ignore this mail"}},
		{"reset nl-NL", reset, "nl-NL", "ann@example.com", resetURL, "Nieuw wachtwoord instellen voor Acme Logistics", "nl-NL",
			[]string{"Beste Ann", "60 minuten geldig", "Heb je dit niet aangevraagd? Negeer deze mail"}},
		{"reset nl is Dutch", reset, "nl", "ann@example.com", resetURL, "Nieuw wachtwoord instellen voor Acme Logistics", "nl-NL", nil},
		{"reset other is English", reset, "de-DE", "ann@example.com", resetURL, "Reset your password for Acme Logistics", "en-GB", nil},
		{"invitation en-GB", invite, "en-GB", "bob@example.com", inviteURL, "Acme Logistics invites you to its customer portal", "en-GB",
			[]string{"Hello Bob", "Acme Logistics has created an account for you", "valid for 7 days"}},
		{"invitation nl-NL", invite, "nl-NL", "bob@example.com", inviteURL, "Acme Logistics nodigt je uit voor het klantportaal", "nl-NL",
			[]string{"Beste Bob", "Acme Logistics heeft een account voor je aangemaakt", "7 dagen geldig"}},
		{"invitation empty locale is English", invite, "", "bob@example.com", inviteURL, "Acme Logistics invites you to its customer portal", "en-GB", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := tc.render(tc.locale)
			if err != nil {
				t.Fatal(err)
			}
			if m.To != tc.to || m.Subject != tc.subject {
				t.Errorf("To, Subject = %q, %q; want %q, %q", m.To, m.Subject, tc.to, tc.subject)
			}
			if want := `<html lang="` + tc.lang + `">`; !strings.Contains(m.HTML, want) {
				t.Errorf("HTML lacks %s", want)
			}
			if !strings.Contains(m.Text, "\n"+tc.url+"\n") || !strings.Contains(m.HTML, `href="`+tc.url+`"`) {
				t.Errorf("the link %s is not on a line of its own in the text or not a link in the HTML:\n%s\n%s", tc.url, m.Text, m.HTML)
			}
			for _, s := range tc.say {
				if !strings.Contains(m.Text, s) {
					t.Errorf("text lacks %q:\n%s", s, m.Text)
				}
				if !strings.Contains(m.HTML, s) {
					t.Errorf("HTML lacks %q:\n%s", s, m.HTML)
				}
			}
		})
	}
}

// The Dutch mails speak to the reader as 'je', as every Dutch screen does (docs/glossary.md).
func TestDutchMailsSayJe(t *testing.T) {
	formal := regexp.MustCompile(`(?i)\b(u|uw|uzelf)\b`)
	tags := regexp.MustCompile(`<[^>]*>`)
	reset, err := mail.PasswordReset("nl-NL", mail.ResetMail{To: "ann@example.com", Name: "Ann", URL: "https://kade.example/r", ProviderName: "Acme"})
	if err != nil {
		t.Fatal(err)
	}
	invite, err := mail.Invitation("nl-NL", mail.InvitationMail{To: "bob@example.com", Name: "Bob", URL: "https://kade.example/i", ProviderName: "Acme"})
	if err != nil {
		t.Fatal(err)
	}
	for name, m := range map[string]mail.Message{"reset": reset, "invitation": invite} {
		for part, text := range map[string]string{"subject": m.Subject, "text": m.Text, "HTML": tags.ReplaceAllString(m.HTML, " ")} {
			if found := formal.FindAllString(text, -1); len(found) > 0 {
				t.Errorf("%s %s says %q:\n%s", name, part, found, text)
			}
		}
	}
}

func TestTemplatesEscapeHTMLOnly(t *testing.T) {
	d := mail.ResetMail{
		To:           "eve@example.com",
		Name:         `<script>alert("x")</script>`,
		URL:          "https://kade.example/password/reset/a?b=1&c=2",
		ProviderName: "Smith & Sons\r\nBcc: spam@example.com",
	}
	for _, locale := range []string{"en-GB", "nl-NL"} {
		m, err := mail.PasswordReset(locale, d)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(m.HTML, "<script>") || !strings.Contains(m.HTML, "&lt;script&gt;") {
			t.Errorf("%s: name not escaped in HTML:\n%s", locale, m.HTML)
		}
		if !strings.Contains(m.HTML, `href="https://kade.example/password/reset/a?b=1&amp;c=2"`) {
			t.Errorf("%s: link not escaped in HTML:\n%s", locale, m.HTML)
		}
		if !strings.Contains(m.HTML, "Smith &amp; Sons") {
			t.Errorf("%s: provider name not escaped in HTML", locale)
		}
		// Plain text is not HTML: escaping it would show "&lt;" to the reader.
		if !strings.Contains(m.Text, d.Name) || !strings.Contains(m.Text, d.URL) {
			t.Errorf("%s: text should hold name and link as they are:\n%s", locale, m.Text)
		}
		if strings.ContainsAny(m.Subject, "\r\n") {
			t.Errorf("%s: subject %q spans lines", locale, m.Subject)
		}
	}
}
