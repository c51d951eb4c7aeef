package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"kade/internal/access"
	"kade/internal/auth"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/users"
)

// TestBrowserFormAuthentication checks what browser-form download routes accept: the session cookie
// that auth/dispense set, only when posted from this portal's own pages (Origin), or a bearer header.
func TestBrowserFormAuthentication(t *testing.T) {
	ctx := context.Background()
	d := dbtest.Open(t, db.SQLite)
	userStore := users.NewStore(d)
	hash, err := auth.HashPassword("a-long-password")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := userStore.Create(ctx, d.Write(), users.NewUser{Email: "anna@example.com", Name: "Anna",
		Level: access.Default, PasswordHash: &hash}); err != nil {
		t.Fatal(err)
	}
	authService := auth.NewService(d, userStore, auth.Settings{}, func() {})
	granted, err := authService.Login(ctx, "anna@example.com", "a-long-password", auth.Device{IP: "127.0.0.1"})
	if err != nil {
		t.Fatal(err)
	}
	token := granted.Token
	s := New(Deps{DB: d, Auth: authService, Clients: clients.NewStore(d), Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	h := s.authenticateForm(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, _ := users.Current(r.Context())
		_, _ = w.Write([]byte(u.Email))
	}))

	tests := []struct {
		name                   string
		cookie, origin, bearer string
		status                 int
	}{
		{"cookie from the portal", token, "http://portal.test", "", 200},
		{"cookie from another site", token, "https://evil.example", "", 403},
		{"cookie without origin", token, "", "", 403},
		{"bearer header", "", "", token, 200},
		{"no credentials", "", "http://portal.test", "", 401},
		{"unknown cookie", "not-a-token", "http://portal.test", "", 401},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest("POST", "http://portal.test/api/clients/1/exports/orders", strings.NewReader("format=csv"))
			if tt.cookie != "" {
				req.AddCookie(&http.Cookie{Name: auth.SessionCookie, Value: tt.cookie})
			}
			if tt.origin != "" {
				req.Header.Set("Origin", tt.origin)
			}
			if tt.bearer != "" {
				req.Header.Set("Authorization", "Bearer "+tt.bearer)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if tt.status == 200 && rec.Body.String() != "anna@example.com" {
				t.Errorf("user %q", rec.Body)
			}
		})
	}
}
