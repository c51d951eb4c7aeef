// Package domain holds the errors that services return and handlers pass on: not found, conflict,
// forbidden, unauthorized, too many requests and validation errors with their field keys. It knows
// nothing of HTTP; package httpx alone maps these errors to status codes.
package domain

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"
)

// Errors services return (wrapped or not).
var (
	ErrNotFound     = errors.New("not found")
	ErrForbidden    = errors.New("forbidden")
	ErrUnauthorized = errors.New("unauthorized")
	ErrConflict     = errors.New("conflict")
)

// ValidationErrors maps a snake_case field name to translation keys with their parameters
// ("validation.min,12"). A line's field is named with its position: "lines.2.quantity".
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

// Refusal is a change the resource's state does not allow (an order the warehouse took, a transition
// its status machine has not): a conflict whose answer is Message, a translation key, so the client
// can say why in its language. errors.Is(r, ErrConflict) holds.
type Refusal struct {
	Message string
	// Data, when not nil, is what the answer holds besides the message: the record as it is.
	Data any
}

func (r *Refusal) Error() string { return "conflict: " + r.Message }

func (r *Refusal) Is(target error) bool { return target == ErrConflict }

// FieldError is a validation failure whose message is specific (e.g. auth.failed) rather than the
// general one.
type FieldError struct {
	Message string
	Fields  ValidationErrors
}

func (e *FieldError) Error() string { return e.Message + ": " + e.Fields.Error() }

// FieldsOf is the field errors err holds: a ValidationErrors, or a *FieldError's (a form's answer);
// nil for an error of another kind.
func FieldsOf(err error) ValidationErrors {
	var form *FieldError
	var fields ValidationErrors
	switch {
	case errors.As(err, &form):
		return form.Fields
	case errors.As(err, &fields):
		return fields
	}
	return nil
}

// FormError answers fields entered in a form: nil when errs holds nothing, requiredMessage (an
// area's 'Please fill out all required fields') when a required value is missing and the area has
// such a message, the general 422 otherwise.
func (v ValidationErrors) FormError(requiredMessage string) error {
	switch {
	case len(v) == 0:
		return nil
	case requiredMessage != "" && v.HasRequired():
		return &FieldError{Message: requiredMessage, Fields: v}
	}
	return v
}

// TooManyRequests is a refusal until Until. Message is the answer's translation key; without one it
// is errors.429, the login throttle's.
type TooManyRequests struct {
	Until   time.Time
	Message string
}

func (e *TooManyRequests) Error() string {
	return "too many requests until " + e.Until.Format(time.RFC3339)
}

// FileError is a file that cannot be taken as a whole (an import of the wrong type, too large,
// without its columns): a failure whose message, also the error of field `file`, is key with its
// parameters.
func FileError(key string, params ...any) error {
	v := ValidationErrors{}
	v.Add("file", key, params...)
	return &FieldError{Message: v["file"][0], Fields: v}
}

// InvalidValue is a value that a type reading itself refuses (a percentage with three decimals):
// Message is the field's error, a translation key with its parameters ("validation.decimals,2").
type InvalidValue struct{ Message string }

func (e *InvalidValue) Error() string { return "invalid value: " + e.Message }

// Unreadable is what a system (a webshop) sent that does not fit its fields: by field, the errors
// (a text for a number, a null for a required value) and the value as sent, as JSON text, so that
// the person who fixes the record sees what arrived.
type Unreadable struct {
	Errors ValidationErrors
	Sent   map[string]string
}
