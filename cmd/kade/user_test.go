package main

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"kade/internal/access"
	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func TestUserCreate(t *testing.T) {
	ctx := context.Background()
	env := apptest.New(t, db.SQLite)
	account := strconv.FormatInt(env.Accounts[demo.Accounts[0]], 10)

	refusals := []struct {
		name, email, userName string
		level                 access.Level
		password, client      string
		want                  string
	}{
		{"no email", "", "Anna", access.Default, "", "", "--email and --name are required"},
		{"unknown level", "anna@example.com", "Anna", "Root", "", "", "unknown level"},
		{"client not a number", "anna@example.com", "Anna", access.Default, "", "Tulip", "takes an account id"},
		{"unknown client", "anna@example.com", "Anna", access.Default, "", "999999", "client account 999999"},
		{"short password", "anna@example.com", "Anna", access.Default, "short", "", "validation.min,12"},
		{"existing email", "CLIENT@tulip.example.com", "Daan", access.Default, "", "", "already exists"},
	}
	for _, tt := range refusals {
		t.Run(tt.name, func(t *testing.T) {
			_, err := createUser(ctx, env.App, tt.email, tt.userName, tt.level, tt.password, tt.client)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want one saying %q", err, tt.want)
			}
		})
	}
	var users int
	if err := env.App.DB.Read().Get(ctx, &users, `SELECT COUNT(*) FROM users WHERE email = 'anna@example.com'`); err != nil || users != 0 {
		t.Fatalf("a refused create left %d users (%v)", users, err)
	}

	t.Run("with a password the user can log in at once", func(t *testing.T) {
		u, err := createUser(ctx, env.App, "anna@example.com", "Anna Admin", access.Administrator, "a-long-password-1", "")
		if err != nil || u.Level != access.Administrator {
			t.Fatalf("%+v %v", u, err)
		}
		res := env.Do(t, "POST", "/api/auth/login", "", map[string]string{"email": "anna@example.com", "password": "a-long-password-1"})
		if res.Status != 200 {
			t.Fatalf("login: %d %s", res.Status, res.Body)
		}
	})

	t.Run("without a password the user is invited into the account", func(t *testing.T) {
		u, err := createUser(ctx, env.App, "ivo@example.com", "Ivo", access.Default, "", account)
		if err != nil || u.ClientID == nil || strconv.FormatInt(*u.ClientID, 10) != account {
			t.Fatalf("%+v %v", u, err)
		}
		env.App.Auth.MailQueued()
		mail := env.Mail.WaitFor(t, "ivo@example.com", 10*time.Second)
		if !strings.Contains(mail.Text, "http://portal.test/invitation/accept/") {
			t.Errorf("invitation mail without its link:\n%s", mail.Text)
		}
	})
}
