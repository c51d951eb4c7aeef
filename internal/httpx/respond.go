package httpx

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
)

// Envelope is the success body: {"data": ...}.
type Envelope struct {
	Data any `json:"data"`
}

// ListEnvelope is the success body of a list: {"data": [...], "meta": {...}}.
type ListEnvelope struct {
	Data any      `json:"data"`
	Meta ListMeta `json:"meta"`
}

// ListMeta carries keyset pagination: NextCursor is empty on the last page. Total is the number of
// matching rows, or with TotalCapped a number that more rows match.
type ListMeta struct {
	NextCursor  *string `json:"next_cursor"`
	Total       int64   `json:"total"`
	TotalCapped bool    `json:"total_capped"`
}

// ErrorBody is every error answer: a translation key, plus field errors on 422.
type ErrorBody struct {
	Message string                  `json:"message"`
	Errors  domain.ValidationErrors `json:"errors,omitempty"`
	// Data is a refused change's record as it is (see domain.Refusal).
	Data any `json:"data,omitempty"`
}

// JSON writes v as the JSON body with status.
func JSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if v == nil {
		return
	}
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Warn("write response", "err", err)
	}
}

// Encoded writes body, a JSON document encoded before (an answer stored to be given again), with
// status.
func Encoded(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if _, err := w.Write(body); err != nil {
		slog.Warn("write response", "err", err)
	}
}

// Data writes {"data": v} with 200.
func Data(w http.ResponseWriter, v any) { JSON(w, http.StatusOK, Envelope{Data: v}) }

// List writes a page of a list with 200: {"data": rows, "meta": {"next_cursor": next, "total": total,
// "total_capped": capped}}.
func List(w http.ResponseWriter, rows any, next *string, total int64, capped bool) {
	JSON(w, http.StatusOK, ListEnvelope{Data: rows, Meta: ListMeta{NextCursor: next, Total: total, TotalCapped: capped}})
}

// NoContent writes 204.
func NoContent(w http.ResponseWriter) { w.WriteHeader(http.StatusNoContent) }

// Message writes an error body with status and a translation key.
func Message(w http.ResponseWriter, status int, key string) {
	JSON(w, status, ErrorBody{Message: key})
}

// RetryUnavailable is how long a caller is told to wait (Retry-After) when the database cannot
// answer: a PostgreSQL restart takes a few seconds.
const RetryUnavailable = 5 * time.Second

// Error maps err to its status and body. A database that cannot answer for now is a 503 with
// Retry-After; anything else not a known domain error is a 500. Both are logged with the request's id
// and route (not its path, which may hold a token); their details never reach the client.
func Error(w http.ResponseWriter, r *http.Request, err error) {
	var validation domain.ValidationErrors
	var field *domain.FieldError
	var tooMany *domain.TooManyRequests
	var tooLarge *http.MaxBytesError
	var duplicate *DuplicateKeyError
	var refusal *domain.Refusal
	switch {
	case errors.As(err, &validation):
		JSON(w, http.StatusUnprocessableEntity, ErrorBody{Message: "errors.422", Errors: validation})
	case errors.As(err, &field):
		JSON(w, http.StatusUnprocessableEntity, ErrorBody{Message: field.Message, Errors: field.Fields})
	case errors.As(err, &tooMany):
		w.Header().Set("Retry-After", tooMany.Until.UTC().Format(http.TimeFormat))
		Message(w, http.StatusTooManyRequests, cmp.Or(tooMany.Message, "errors.429"))
	case errors.As(err, &tooLarge):
		Message(w, http.StatusRequestEntityTooLarge, "errors.too_large")
	case errors.As(err, &duplicate):
		Message(w, http.StatusBadRequest, "errors.duplicate_key,"+duplicate.Field)
	case errors.Is(err, ErrBadRequest):
		Message(w, http.StatusBadRequest, "errors.bad_request")
	case errors.Is(err, domain.ErrNotFound):
		Message(w, http.StatusNotFound, "errors.404")
	case errors.Is(err, domain.ErrForbidden):
		Message(w, http.StatusForbidden, "errors.403")
	case errors.Is(err, domain.ErrUnauthorized):
		Message(w, http.StatusUnauthorized, "errors.401")
	case errors.As(err, &refusal):
		JSON(w, http.StatusConflict, ErrorBody{Message: refusal.Message, Data: refusal.Data})
	case errors.Is(err, domain.ErrConflict):
		Message(w, http.StatusConflict, "errors.409")
	case db.IsUnavailable(err):
		// An outage, not a bug: webshops and load balancers are told to try again shortly.
		slog.WarnContext(r.Context(), "database unavailable", "method", r.Method, "route", r.Pattern, "err", err)
		w.Header().Set("Retry-After", time.Now().Add(RetryUnavailable).UTC().Format(http.TimeFormat))
		Message(w, http.StatusServiceUnavailable, "errors.503")
	case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
		// The client went away; nobody reads this answer and nothing failed on our side.
		Message(w, http.StatusServiceUnavailable, "errors.500")
	default:
		slog.ErrorContext(r.Context(), "request failed", "method", r.Method, "route", r.Pattern, "err", err)
		Message(w, http.StatusInternalServerError, "errors.500")
	}
}

// PathID reads a resource id from the path parameter name; anything that is not one is answered
// 404 (ok false), like an unknown id.
func PathID(w http.ResponseWriter, r *http.Request, name string) (id int64, ok bool) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id < 1 {
		Error(w, r, domain.ErrNotFound)
		return 0, false
	}
	return id, true
}
