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
	for _, tc := range []struct{ path, logged string }{
		{"/password/reset/" + token, "/password/reset/REDACTED"},
		{"/invitation/accept/" + token, "/invitation/accept/REDACTED"},
		{"/Password/Reset/" + token, "/Password/Reset/REDACTED"},
		{"//invitation/accept/" + token + "/x", "//invitation/accept/REDACTED"},
		{"/api/invitation/" + token, "/api/invitation/REDACTED"},
		{"/login?token=" + token, "/login"},
		{"/api/nothing-here?cursor=" + token, "/api/nothing-here"},
	} {
		logged.Reset()
		serve(t, h, "GET", tc.path, nil)
		if !strings.Contains(logged.String(), `"path":"`+tc.logged+`"`) {
			t.Errorf("GET %s: the request log lacks path %s:\n%s", tc.path, tc.logged, logged.String())
		}
		if strings.Contains(logged.String(), token) {
			t.Errorf("GET %s: the token is in the log:\n%s", tc.path, logged.String())
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
