package auth_test

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/auth"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
)

const contactAnswer = `{"data":{"contact_email":"support@kade.test"}}`

func TestPasswordForgotten(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		for _, tc := range []struct {
			name, body, acceptLanguage string
			status                     int
			want                       string
			mailTo                     string // "" when no mail may be sent
			subject, line              string // of the mail
		}{
			{name: "known email", body: `{"email":"` + clientEmail + `"}`, status: 200, want: contactAnswer,
				mailTo: clientEmail, subject: "Reset your password for Kade Logistics", line: "The link is valid for 60 minutes and works once."},
			{name: "known email typed in other case, browser in Dutch", body: `{"email":" Client@Tulip.Example.com "}`,
				acceptLanguage: "nl-NL,nl;q=0.9,en;q=0.8", status: 200, want: contactAnswer, mailTo: clientEmail,
				subject: "Nieuw wachtwoord instellen voor Kade Logistics", line: "De link is 60 minuten geldig en werkt één keer."},
			{name: "unknown email", body: `{"email":"nobody@tulip.example.com"}`, status: 200, want: contactAnswer},
			{name: "not an email", body: `{"email":"client.tulip.example.com"}`, status: 422,
				want: `{"message":"errors.422","errors":{"email":["validation.email"]}}`},
			{name: "with a display name", body: `{"email":"Daan <` + clientEmail + `>"}`, status: 422,
				want: `{"message":"errors.422","errors":{"email":["validation.email"]}}`},
			// An address has at most 254 characters (RFC 5321).
			{name: "email of 254 characters", body: `{"email":"` + longEmail(254) + `"}`, status: 200, want: contactAnswer},
			{name: "email of 255 characters", body: `{"email":"` + longEmail(255) + `"}`, status: 422,
				want: `{"message":"errors.422","errors":{"email":["validation.email"]}}`},
			{name: "email of 10,000 characters", body: `{"email":"` + longEmail(10_000) + `"}`, status: 422,
				want: `{"message":"errors.422","errors":{"email":["validation.email"]}}`},
			{name: "empty", body: `{"email":""}`, status: 422,
				want: `{"message":"errors.422","errors":{"email":["validation.required"]}}`},
			{name: "unknown field", body: `{"email":"` + clientEmail + `","redirect":"x"}`, status: 422,
				want: `{"message":"errors.422","errors":{"redirect":["validation.unknown_field"]}}`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				header := http.Header{}
				if tc.acceptLanguage != "" {
					header.Set("Accept-Language", tc.acceptLanguage)
				}
				outbox := dbtest.Count(t, env.App.DB, "mail_outbox")
				wantJSON(t, post(t, env, "/api/password/forgotten", tc.body, header), tc.status, tc.want)
				if tc.mailTo == "" {
					if n := dbtest.Count(t, env.App.DB, "mail_outbox"); n != outbox {
						t.Errorf("%d mails queued, want none", n-outbox)
					}
					return
				}
				m, _ := mailedToken(t, env, tc.mailTo, "/password/reset/")
				if m.Subject != tc.subject || !strings.Contains(m.Text, tc.line) {
					t.Errorf("mail %q does not read %q:\n%s", m.Subject, tc.line, m.Text)
				}
				if len(m.To) != 1 || m.To[0] != tc.mailTo {
					t.Errorf("mail to %q, want the stored address %q", m.To, tc.mailTo)
				}
			})
		}
	})
}

// An email gets at most auth.ResetRequestsPerEmail reset mails within the window, each link replacing
// the one before. The request after that is answered byte for byte the same and mails nothing.
func TestPasswordForgottenLimit(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		ask := func(email string) apptest.Response {
			t.Helper()
			res := post(t, env, "/api/password/forgotten", `{"email":"`+email+`"}`, nil)
			wantJSON(t, res, http.StatusOK, contactAnswer)
			return res
		}
		var answer []byte
		var tokens []string
		for range auth.ResetRequestsPerEmail {
			answer = ask(clientEmail).Body
			_, token := mailedToken(t, env, clientEmail, "/password/reset/")
			tokens = append(tokens, token)
		}
		if res := ask(clientEmail); !bytes.Equal(res.Body, answer) {
			t.Errorf("the request beyond the limit answers %s, the ones before %s", res.Body, answer)
		}
		var recorded int
		if err := env.App.DB.Read().Get(context.Background(), &recorded,
			`SELECT COUNT(*) FROM password_reset_requests WHERE email = ?`, clientEmail); err != nil {
			t.Fatal(err)
		}
		if recorded != auth.ResetRequestsPerEmail {
			t.Errorf("%d requests recorded for %s, want %d", recorded, clientEmail, auth.ResetRequestsPerEmail)
		}
		// A mail to someone else, asked for later, arrives while no further one to the client did.
		ask(employeeEmail)
		mailedToken(t, env, employeeEmail, "/password/reset/")
		mails := 0
		for _, m := range env.Mail.Messages() {
			if len(m.To) == 1 && m.To[0] == clientEmail {
				mails++
			}
		}
		if mails != auth.ResetRequestsPerEmail {
			t.Errorf("%d mails to %s, want %d", mails, clientEmail, auth.ResetRequestsPerEmail)
		}

		linkDead := `{"message":"passwords.token","errors":{"token":["passwords.token"]}}`
		const chosen = "my-new-tulip-password"
		for _, old := range tokens[:len(tokens)-1] {
			wantJSON(t, post(t, env, "/api/password/reset", newPasswordBody(t, old, chosen, chosen), nil),
				http.StatusUnprocessableEntity, linkDead)
		}
		wantJSON(t, post(t, env, "/api/password/reset", newPasswordBody(t, tokens[len(tokens)-1], chosen, chosen), nil),
			http.StatusOK, `{"data":{"email":"`+clientEmail+`"}}`)
	})
}

func passwordHash(t *testing.T, env *apptest.Env, email string) string {
	t.Helper()
	u, err := env.App.Users.ByEmail(context.Background(), email)
	if err != nil {
		t.Fatal(err)
	}
	if u.PasswordHash == nil {
		return ""
	}
	return *u.PasswordHash
}

// newPasswordBody is the body of POST /api/password/reset and /api/invitation/accept.
func newPasswordBody(t *testing.T, token, password, confirmation string) string {
	return mustJSON(t, map[string]string{"token": token, "password": password, "password_confirmation": confirmation})
}

// badPasswords are refused by reset and invitation alike, changing nothing; email is the user's.
func badPasswords(email string) []struct{ name, password, confirmation, want string } {
	return []struct{ name, password, confirmation, want string }{
		{"too short", "short-pw", "short-pw", `{"message":"errors.422","errors":{"password":["validation.min,12"]}}`},
		{"the email", strings.ToUpper(email), strings.ToUpper(email),
			`{"message":"errors.422","errors":{"password":["validation.password_is_email"]}}`},
		{"confirmation mismatch", "a-good-long-password", "a-good-long-passw0rd",
			`{"message":"errors.422","errors":{"password_confirmation":["validation.confirmed"]}}`},
		{"nothing", "", "", `{"message":"errors.422","errors":{"password":["validation.required"],` +
			`"password_confirmation":["validation.required"]}}`},
	}
}

func TestPasswordResetJourney(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		const chosen = "my-new-tulip-password"
		session := env.Login(t, clientEmail)
		oldHash := passwordHash(t, env, clientEmail)
		wantJSON(t, post(t, env, "/api/password/forgotten", `{"email":"`+clientEmail+`"}`, nil), 200, contactAnswer)
		_, token := mailedToken(t, env, clientEmail, "/password/reset/")

		for _, tc := range badPasswords(clientEmail) {
			t.Run(tc.name, func(t *testing.T) {
				wantJSON(t, post(t, env, "/api/password/reset", newPasswordBody(t, token, tc.password, tc.confirmation), nil),
					http.StatusUnprocessableEntity, tc.want)
				if passwordHash(t, env, clientEmail) != oldHash {
					t.Error("a refused password changed the stored one")
				}
			})
		}
		wantSession(t, env, session, true) // nothing changed so far

		// The link still works after the refusals.
		wantJSON(t, post(t, env, "/api/password/reset", newPasswordBody(t, token, chosen, chosen), nil),
			http.StatusOK, `{"data":{"email":"`+clientEmail+`"}}`)
		wantSession(t, env, session, false) // every session ended
		if res := login(t, env, clientEmail, chosen); res.Status != http.StatusOK {
			t.Errorf("login with the new password: %d %s", res.Status, res.Body)
		}
		wantJSON(t, login(t, env, clientEmail, demo.Password), http.StatusUnprocessableEntity, authFailed)

		linkDead := `{"message":"passwords.token","errors":{"token":["passwords.token"]}}`
		wantJSON(t, post(t, env, "/api/password/reset", newPasswordBody(t, token, "yet-another-password", "yet-another-password"), nil),
			http.StatusUnprocessableEntity, linkDead)
		wantJSON(t, post(t, env, "/api/password/reset", newPasswordBody(t, forged(token), chosen, chosen), nil),
			http.StatusUnprocessableEntity, linkDead)
	})
}
