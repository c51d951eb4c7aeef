package clients_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"kade/internal/clients"
)

func TestGet(t *testing.T) {
	for _, tc := range []struct {
		name   string
		client *clients.Client // what the tenant middleware put in the context
		status int
		body   string
	}{
		{"account checked by the tenant middleware", &clients.Client{ID: 7, Name: "Tulip Webshop"}, 200,
			`{"data":{"id":7,"name":"Tulip Webshop"}}`},
		{"no account in the context", nil, 404, `{"message":"errors.404"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/api/clients/7", nil)
			if tc.client != nil {
				r = r.WithContext(clients.WithCurrent(r.Context(), *tc.client))
			}
			w := httptest.NewRecorder()
			clients.Get(w, r)
			if w.Code != tc.status || strings.TrimSpace(w.Body.String()) != tc.body {
				t.Errorf("got %d %s, want %d %s", w.Code, w.Body, tc.status, tc.body)
			}
			if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Errorf("Content-Type %q", ct)
			}
		})
	}
}
