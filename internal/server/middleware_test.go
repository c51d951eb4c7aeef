package server

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// newBareServer is a server without database, for what the middleware and SPA serving do alone.
func newBareServer(web fstest.MapFS) *Server {
	return New(Deps{Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Web: web})
}

var builtWeb = fstest.MapFS{
	"index.html":          {Data: []byte("<!doctype html><title>Kade</title>")},
	"assets/index-abc.js": {Data: []byte("console.log('kade')")},
	"favicon.svg":         {Data: []byte("<svg/>")},
}

func serve(t *testing.T, h http.Handler, method, path string, header http.Header) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	for k, v := range header {
		req.Header[k] = v
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	h := newBareServer(builtWeb).Handler()
	for _, path := range []string{"/", "/login", "/api/nothing-here", "/healthz", "/assets/index-abc.js"} {
		rec := serve(t, h, "GET", path, nil)
		csp := rec.Header().Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s: CSP %q", path, csp)
		}
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("Referrer-Policy") == "" {
			t.Errorf("%s: missing nosniff or Referrer-Policy: %v", path, rec.Header())
		}
	}
}

func TestUnknownAPIPathsAnswerJSON(t *testing.T) {
	h := newBareServer(builtWeb).Handler()
	tests := []struct {
		method, path string
		status       int
		message      string
	}{
		{"GET", "/api/nothing-here", 404, `"errors.404"`},
		{"POST", "/api/clients/1/nothing", 404, `"errors.404"`},
		{"DELETE", "/api/auth/login", 405, `"errors.405"`},
		{"GET", "/api/auth/login", 405, `"errors.405"`},
	}
	for _, tt := range tests {
		rec := serve(t, h, tt.method, tt.path, nil)
		if rec.Code != tt.status || !strings.Contains(rec.Body.String(), tt.message) ||
			!strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
			t.Errorf("%s %s: %d %s %q", tt.method, tt.path, rec.Code, rec.Header().Get("Content-Type"), rec.Body)
		}
	}
}

func TestSPAServesFilesAndFallsBackToIndex(t *testing.T) {
	h := newBareServer(builtWeb).Handler()
	for _, path := range []string{"/", "/login", "/client/1/sales-order/2/edit", "/index.html"} {
		rec := serve(t, h, "GET", path, nil)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "<title>Kade</title>") {
			t.Errorf("%s: %d %q", path, rec.Code, rec.Body)
		}
		if rec.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: index.html must not be cached, got %q", path, rec.Header().Get("Cache-Control"))
		}
	}
	rec := serve(t, h, "GET", "/assets/index-abc.js", nil)
	if rec.Code != 200 || rec.Body.String() != "console.log('kade')" ||
		!strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
		t.Errorf("asset: %d %q %v", rec.Code, rec.Body, rec.Header())
	}
	if rec := serve(t, h, "POST", "/login", nil); rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST to a page: %d", rec.Code)
	}
}

// A missing asset (an old build's script, a typo) is a 404, not the app's page: a browser would
// otherwise run or style with HTML.
func TestMissingAssetIsNotFound(t *testing.T) {
	h := newBareServer(builtWeb).Handler()
	for _, path := range []string{"/assets/index-old.js", "/assets/index-old.css", "/assets/", "/assets/nested/x.js"} {
		rec := serve(t, h, "GET", path, nil)
		if rec.Code != http.StatusNotFound || strings.Contains(rec.Body.String(), "<title>Kade</title>") {
			t.Errorf("%s: %d %q, want 404 without the app's page", path, rec.Code, rec.Body)
		}
		if cc := rec.Header().Get("Cache-Control"); strings.Contains(cc, "immutable") {
			t.Errorf("%s: a 404 cached for good (%q)", path, cc)
		}
	}
}

func TestSPAWithoutBuiltFrontendSaysSo(t *testing.T) {
	rec := serve(t, newBareServer(fstest.MapFS{}).Handler(), "GET", "/login", nil)
	if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "make build") {
		t.Errorf("%d %q", rec.Code, rec.Body)
	}
}

func TestRequestIDIsKeptOrMade(t *testing.T) {
	h := newBareServer(builtWeb).Handler()
	rec := serve(t, h, "GET", "/healthz", http.Header{"X-Request-Id": {"abc-123"}})
	if got := rec.Header().Get("X-Request-Id"); got != "abc-123" {
		t.Errorf("kept id: %q", got)
	}
	rec = serve(t, h, "GET", "/healthz", http.Header{"X-Request-Id": {"<script>"}})
	if got := rec.Header().Get("X-Request-Id"); got == "<script>" || len(got) != 16 {
		t.Errorf("an unsafe id must be replaced, got %q", got)
	}
}

func TestMetricsCountRequestsByRoute(t *testing.T) {
	h := newBareServer(builtWeb).Handler()
	serve(t, h, "GET", "/healthz", nil)
	serve(t, h, "GET", "/api/nothing-here", nil)
	body := serve(t, h, "GET", "/metrics", nil).Body.String()
	for _, want := range []string{
		`kade_http_requests_total{method="GET",route="GET /healthz",status="200"} 1`,
		`kade_http_requests_total{method="GET",route="/api/",status="404"} 1`,
		`kade_http_request_duration_seconds_bucket`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

func TestPanicIsA500WithoutDetails(t *testing.T) {
	h := recoverPanic(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("secret detail") }))
	rec := serve(t, h, "GET", "/api/x", nil)
	if rec.Code != 500 || strings.Contains(rec.Body.String(), "secret") || !strings.Contains(rec.Body.String(), "errors.500") {
		t.Errorf("%d %q", rec.Code, rec.Body)
	}
}
