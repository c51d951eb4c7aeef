package files

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"kade/internal/tabular"
	"kade/internal/words"
)

// A file that fails before its first byte gets an ordinary error answer; one that fails halfway has
// its connection cut, so the client never takes a broken file for a complete one.
func TestDownloadFailures(t *testing.T) {
	failure := errors.New("database went away")
	r := httptest.NewRequest("POST", "/api/clients/1/exports/products", nil)

	w := httptest.NewRecorder()
	Download(w, r, "products", tabular.CSV, words.English, "Products", func(func([]any) error) error { return failure })
	if w.Code != http.StatusInternalServerError || w.Header().Get("Content-Disposition") != "" {
		t.Errorf("failure before the first byte: %d %v", w.Code, w.Header())
	}

	w = httptest.NewRecorder()
	defer func() {
		if v := recover(); v != http.ErrAbortHandler {
			t.Errorf("failure halfway: recovered %v, want http.ErrAbortHandler", v)
		}
		if got := w.Header().Get("Content-Disposition"); got != `attachment; filename="products.csv"` {
			t.Errorf("Content-Disposition %q", got)
		}
	}()
	Download(w, r, "products", tabular.CSV, words.English, "Products", func(write func([]any) error) error {
		// A row longer than the CSV writer's buffer reaches the client at once.
		if err := write([]any{strings.Repeat("x", 100_000)}); err != nil {
			return err
		}
		return failure
	})
}

func TestStamped(t *testing.T) {
	// 23:30 UTC on 31 March is 01:30 on 1 April in Amsterdam (summer time).
	if got := Stamped("orders", time.Date(2026, 3, 31, 23, 30, 0, 0, time.UTC)); got != "orders-20260401-0130" {
		t.Errorf("Stamped = %q", got)
	}
}
