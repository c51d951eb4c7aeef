package products

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"kade/internal/tabular"
)

// A file that fails before its first byte gets an ordinary error answer; one that fails halfway has
// its connection cut, so the client never takes a broken file for a complete one.
func TestWriteFileFailures(t *testing.T) {
	failure := errors.New("database went away")
	r := httptest.NewRequest("POST", "/api/clients/1/exports/products", nil)

	w := httptest.NewRecorder()
	out := &attachment{w: w, name: "products.csv", format: tabular.CSV}
	FileHandlers{}.writeFile(w, r, out, func(func([]any) error) error { return failure })
	if w.Code != http.StatusInternalServerError || w.Header().Get("Content-Disposition") != "" {
		t.Errorf("failure before the first byte: %d %v", w.Code, w.Header())
	}

	w = httptest.NewRecorder()
	out = &attachment{w: w, name: "products.csv", format: tabular.CSV}
	defer func() {
		if v := recover(); v != http.ErrAbortHandler {
			t.Errorf("failure halfway: recovered %v, want http.ErrAbortHandler", v)
		}
		if got := w.Header().Get("Content-Disposition"); got != `attachment; filename="products.csv"` {
			t.Errorf("Content-Disposition %q", got)
		}
	}()
	FileHandlers{}.writeFile(w, r, out, func(write func([]any) error) error {
		// A row longer than the CSV writer's buffer reaches the client at once.
		if err := write([]any{strings.Repeat("x", 10_000)}); err != nil {
			return err
		}
		return failure
	})
}
