package httpx_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"kade/internal/domain"
	"kade/internal/httpx"
)

func TestErrorMapping(t *testing.T) {
	amsterdam, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		t.Fatal(err)
	}
	until := time.Date(2026, 3, 2, 10, 15, 30, 500, amsterdam)
	required := domain.ValidationErrors{}
	required.Add("email", "validation.required")
	required.Add("password", "validation.min", 12)
	required.Add("password", "validation.max", 200)
	for _, tc := range []struct {
		name       string
		err        error
		status     int
		body       string
		retryAfter string
	}{
		{"validation errors", required, 422,
			`{"message":"errors.422","errors":{"email":["validation.required"],"password":["validation.min,12","validation.max,200"]}}`, ""},
		{"wrapped validation errors", fmt.Errorf("save order: %w", required), 422,
			`{"message":"errors.422","errors":{"email":["validation.required"],"password":["validation.min,12","validation.max,200"]}}`, ""},
		{"field error", &domain.FieldError{Message: "auth.failed", Fields: domain.ValidationErrors{"email": {"auth.failed"}}}, 422,
			`{"message":"auth.failed","errors":{"email":["auth.failed"]}}`, ""},
		{"too many requests", &domain.TooManyRequests{Until: until}, 429, `{"message":"errors.429"}`,
			"Mon, 02 Mar 2026 09:15:30 GMT"},
		{"too many requests of a kind", &domain.TooManyRequests{Until: until, Message: "import.errors.busy"}, 429,
			`{"message":"import.errors.busy"}`, "Mon, 02 Mar 2026 09:15:30 GMT"},
		{"body too large", &http.MaxBytesError{Limit: httpx.MaxBody}, 413, `{"message":"errors.too_large"}`, ""},
		{"bad request", fmt.Errorf("%w: form", httpx.ErrBadRequest), 400, `{"message":"errors.bad_request"}`, ""},
		{"not found", domain.ErrNotFound, 404, `{"message":"errors.404"}`, ""},
		{"wrapped not found", fmt.Errorf("order 7: %w", domain.ErrNotFound), 404, `{"message":"errors.404"}`, ""},
		{"forbidden", domain.ErrForbidden, 403, `{"message":"errors.403"}`, ""},
		{"unauthorized", domain.ErrUnauthorized, 401, `{"message":"errors.401"}`, ""},
		{"conflict", fmt.Errorf("user a@b.nl: %w", domain.ErrConflict), 409, `{"message":"errors.409"}`, ""},
		{"refusal", fmt.Errorf("cancel order 7: %w", &domain.Refusal{Message: "orders.errors.not_allowed"}), 409,
			`{"message":"orders.errors.not_allowed"}`, ""},
		{"anything else", errors.New("pq: password authentication failed for user kade"), 500, `{"message":"errors.500"}`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			httpx.Error(w, httptest.NewRequest("GET", "/api/x", nil), tc.err)
			if w.Code != tc.status || strings.TrimSpace(w.Body.String()) != tc.body {
				t.Errorf("got %d %s, want %d %s", w.Code, w.Body, tc.status, tc.body)
			}
			if ct := w.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
				t.Errorf("Content-Type %q", ct)
			}
			if got := w.Header().Get("Retry-After"); got != tc.retryAfter {
				t.Errorf("Retry-After %q, want %q", got, tc.retryAfter)
			}
		})
	}
}

// The client reads Retry-After back as a moment: the header loses only the sub-second part.
func TestRetryAfterRoundTrip(t *testing.T) {
	until := time.Now().Add(15 * time.Minute)
	w := httptest.NewRecorder()
	httpx.Error(w, httptest.NewRequest("POST", "/api/auth/login", nil), &domain.TooManyRequests{Until: until})
	got, err := http.ParseTime(w.Header().Get("Retry-After"))
	if err != nil || !got.Equal(until.Truncate(time.Second)) {
		t.Errorf("Retry-After = %s, %v; want %s", got, err, until.Truncate(time.Second).UTC())
	}
	if _, err := http.ParseTime("900"); err == nil {
		t.Error("a delay in seconds parsed as an HTTP date")
	}
}

// A database that cannot answer for now is 503 with a moment to try again, not our 500.
func TestErrorDatabaseUnavailable(t *testing.T) {
	for _, err := range []error{
		fmt.Errorf("list orders: %w", &pgconn.PgError{Code: "57P01"}),
		fmt.Errorf("authenticate: %w", &pgconn.PgError{Code: "08006"}),
	} {
		before := time.Now().Truncate(time.Second)
		w := httptest.NewRecorder()
		httpx.Error(w, httptest.NewRequest("GET", "/api/x", nil), err)
		if w.Code != http.StatusServiceUnavailable || strings.TrimSpace(w.Body.String()) != `{"message":"errors.503"}` {
			t.Errorf("%v: got %d %s", err, w.Code, w.Body)
		}
		retryAt, parseErr := http.ParseTime(w.Header().Get("Retry-After"))
		if wait := retryAt.Sub(before); parseErr != nil || wait < httpx.RetryUnavailable || wait > httpx.RetryUnavailable+2*time.Second {
			t.Errorf("%v: Retry-After %q (%v), want about %v from now", err, w.Header().Get("Retry-After"), parseErr, httpx.RetryUnavailable)
		}
	}
}

// A client that went away is no server failure: the canceled request gets no 500.
func TestErrorCanceledRequest(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := httptest.NewRecorder()
	httpx.Error(w, httptest.NewRequestWithContext(ctx, "GET", "/api/x", nil), fmt.Errorf("query: %w", context.Canceled))
	if w.Code == http.StatusInternalServerError {
		t.Errorf("canceled request answered %d", w.Code)
	}
}

func TestValidationErrors(t *testing.T) {
	v := domain.ValidationErrors{}
	if v.Err() != nil {
		t.Error("empty ValidationErrors is an error")
	}
	v.Add("reference", "validation.max", 50)
	v.Add("reference", "validation.required")
	v.Add("lines", "delivery.max_lines", 100, "x")
	if got := v.Error(); got != "validation failed: lines=delivery.max_lines,100,x reference=validation.max,50|validation.required" {
		t.Errorf("Error() = %q", got)
	}
	var target domain.ValidationErrors
	if err := v.Err(); !errors.As(err, &target) || len(target["reference"]) != 2 {
		t.Errorf("Err() = %v", err)
	}
}

func TestEnvelopes(t *testing.T) {
	next := "c2"
	for _, tc := range []struct {
		name   string
		write  func(w http.ResponseWriter)
		status int
		body   string
	}{
		{"data", func(w http.ResponseWriter) { httpx.Data(w, map[string]string{"token": "t"}) }, 200, `{"data":{"token":"t"}}`},
		{"list", func(w http.ResponseWriter) {
			httpx.List(w, []int{1, 2}, &next, 5, false)
		}, 200, `{"data":[1,2],"meta":{"next_cursor":"c2","total":5,"total_capped":false}}`},
		{"last page", func(w http.ResponseWriter) {
			httpx.List(w, []int{}, nil, 0, false)
		}, 200, `{"data":[],"meta":{"next_cursor":null,"total":0,"total_capped":false}}`},
		{"more than counted", func(w http.ResponseWriter) {
			httpx.List(w, []int{1}, &next, 1000, true)
		}, 200, `{"data":[1],"meta":{"next_cursor":"c2","total":1000,"total_capped":true}}`},
		{"no content", httpx.NoContent, 204, ``},
		{"encoded before", func(w http.ResponseWriter) { httpx.Encoded(w, 201, []byte(`{"data":{"id":7}}`)) }, 201, `{"data":{"id":7}}`},
		{"message", func(w http.ResponseWriter) { httpx.Message(w, 405, "errors.405") }, 405, `{"message":"errors.405"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			tc.write(w)
			if w.Code != tc.status || strings.TrimSpace(w.Body.String()) != tc.body {
				t.Errorf("got %d %s, want %d %s", w.Code, w.Body, tc.status, tc.body)
			}
		})
	}
}
