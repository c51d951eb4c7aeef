package server

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/users"
)

// Live tokens never reach the logs: not from the links of reset and invitation mails, not from the
// invitation check of the API, not from a query, also not when the request fails.
func TestLogsKeepTokensOut(t *testing.T) {
	var logged bytes.Buffer
	log := slog.New(slog.NewJSONHandler(&logged, nil))
	previous := slog.Default() // httpx.Error logs failures there
	slog.SetDefault(log)
	t.Cleanup(func() { slog.SetDefault(previous) })
	d := dbtest.Open(t, db.SQLite)
	us := users.NewStore(d)
	h := New(Deps{DB: d, Auth: auth.NewService(d, us, auth.Settings{}, func() {}), Clients: clients.NewStore(d),
		Profiles: users.NewProfiles(us, clients.NewStore(d)), Log: log, Web: builtWeb}).Handler()

	const token = "kq7Xw2-secret_Zr0token9b5FmT3vLp8dYs1cQe6Hu"
	for _, tc := range []struct{ method, path, logged string }{
		{"GET", "/password/reset/" + token, "/password/reset/REDACTED"},
		{"GET", "/invitation/accept/" + token, "/invitation/accept/REDACTED"},
		{"GET", "/Password/Reset/" + token, "/Password/Reset/REDACTED"},
		{"GET", "//invitation/accept/" + token + "/x", "//invitation/accept/REDACTED"},
		{"GET", "/api/invitation/" + token, "/api/invitation/REDACTED"},
		{"GET", "/login?token=" + token, "/login"},
		{"GET", "/api/nothing-here?cursor=" + token, "/api/nothing-here"},
		// Paths a route does not take: the token is still one.
		{"GET", "/password//reset/" + token, "/password//reset/REDACTED"},
		{"GET", "/api/invitation/" + token + "/", "/api/invitation/REDACTED"},
		{"POST", "/api/invitation/" + token, "/api/invitation/REDACTED"},
		{"GET", "/api//invitation/" + token, "/api//invitation/REDACTED"},
	} {
		logged.Reset()
		serve(t, h, tc.method, tc.path, nil)
		if !strings.Contains(logged.String(), `"path":"`+tc.logged+`"`) {
			t.Errorf("%s %s: the request log lacks path %s:\n%s", tc.method, tc.path, tc.logged, logged.String())
		}
		if strings.Contains(logged.String(), token) {
			t.Errorf("%s %s: the token is in the log:\n%s", tc.method, tc.path, logged.String())
		}
	}

	if _, err := d.Write().Exec(context.Background(), `DROP TABLE invitations`); err != nil {
		t.Fatal(err)
	}
	logged.Reset()
	if rec := serve(t, h, "GET", "/api/invitation/"+token, nil); rec.Code != http.StatusInternalServerError {
		t.Fatalf("invitation check without its table: %d, want 500", rec.Code)
	}
	if !strings.Contains(logged.String(), "request failed") || strings.Contains(logged.String(), token) {
		t.Errorf("a failed request logs its error without the token:\n%s", logged.String())
	}
}
