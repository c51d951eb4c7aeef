// Package httpx is the one place that speaks HTTP for handlers: it decodes JSON bodies (snake_case,
// size-limited, unknown fields rejected) and writes the envelopes and error answers of the API
// conventions, mapping the domain errors services return to status codes.
package httpx

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"
)

// Domain errors. Services return these (wrapped or not); only this package turns them into statuses.
var (
	ErrNotFound     = errors.New("not found")
	ErrForbidden    = errors.New("forbidden")
	ErrUnauthorized = errors.New("unauthorized")
	ErrConflict     = errors.New("conflict")
	// ErrBadRequest is a body that cannot be read at all (malformed JSON or form): 400.
	ErrBadRequest = errors.New("bad request")
)

// ValidationErrors maps a snake_case field name to translation keys with their parameters
// ("validation.min,12"). It is answered as 422.
type ValidationErrors map[string][]string

// Add records a message for field; parameters are appended to the key comma-separated.
func (v ValidationErrors) Add(field, key string, params ...any) {
	msg := key
	for _, p := range params {
		msg += "," + fmt.Sprint(p)
	}
	v[field] = append(v[field], msg)
}

// Err returns v as an error when it holds any message, nil otherwise.
func (v ValidationErrors) Err() error {
	if len(v) == 0 {
		return nil
	}
	return v
}

func (v ValidationErrors) Error() string {
	var b strings.Builder
	b.WriteString("validation failed:")
	for _, field := range slices.Sorted(maps.Keys(v)) {
		fmt.Fprintf(&b, " %s=%s", field, strings.Join(v[field], "|"))
	}
	return b.String()
}

// FieldError is a 422 whose message is specific (e.g. auth.failed) rather than the general one.
type FieldError struct {
	Message string
	Fields  ValidationErrors
}

func (e *FieldError) Error() string { return e.Message + ": " + e.Fields.Error() }

// TooManyRequests is answered as 429 with Retry-After set to Until.
type TooManyRequests struct{ Until time.Time }

func (e *TooManyRequests) Error() string {
	return "too many requests until " + e.Until.Format(time.RFC3339)
}
