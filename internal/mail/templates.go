package mail

import (
	"embed"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"
)

// ResetMail fills the password reset mail; URL is the complete reset link.
type ResetMail struct {
	To, Name, URL, ProviderName string
}

// InvitationMail fills the invitation mail; URL is the complete accept link.
type InvitationMail struct {
	To, Name, URL, ProviderName string
}

// PasswordReset renders the password reset mail in locale ("nl..." is Dutch, anything else English).
func PasswordReset(locale string, d ResetMail) (Message, error) {
	return render(locale, "password_reset", d.To, d)
}

// Invitation renders the mail that invites a new user to choose a password.
func Invitation(locale string, d InvitationMail) (Message, error) {
	return render(locale, "invitation", d.To, d)
}

//go:embed templates
var templateFiles embed.FS

// mailTemplate is one mail in one locale: the text file defines "subject" and "body", the HTML file
// defines "content", which the shared layout wraps.
type mailTemplate struct {
	text *texttemplate.Template
	html *htmltemplate.Template
}

// templates are parsed once at start-up, so a broken template fails every test, not a user's request.
var templates = parseTemplates([]string{English, Dutch}, []string{"password_reset", "invitation"})

func parseTemplates(locales, names []string) map[string]mailTemplate {
	out := map[string]mailTemplate{}
	for _, locale := range locales {
		for _, name := range names {
			base := "templates/" + locale + "/" + name
			out[locale+"/"+name] = mailTemplate{
				text: texttemplate.Must(texttemplate.ParseFS(templateFiles, base+".txt")),
				html: htmltemplate.Must(htmltemplate.ParseFS(templateFiles, "templates/layout.html", base+".html")),
			}
		}
	}
	return out
}

// layout is what the HTML layout needs besides the mail's own data.
type layout struct {
	Lang, Subject string
	Mail          any
}

func render(locale, name, to string, data any) (Message, error) {
	if isDutch(locale) {
		locale = Dutch
	} else {
		locale = English
	}
	t := templates[locale+"/"+name]
	var subject, text, html strings.Builder
	if err := t.text.ExecuteTemplate(&subject, "subject", data); err != nil {
		return Message{}, err
	}
	if err := t.text.ExecuteTemplate(&text, "body", data); err != nil {
		return Message{}, err
	}
	// A name with a line break must not spill into the headers or read as two lines.
	m := Message{To: to, Subject: strings.Join(strings.Fields(subject.String()), " "), Text: text.String()}
	if err := t.html.ExecuteTemplate(&html, "layout.html", layout{locale, m.Subject, data}); err != nil {
		return Message{}, err
	}
	m.HTML = html.String()
	return m, nil
}
