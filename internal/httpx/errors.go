// Package httpx is the one place that speaks HTTP for handlers: it decodes JSON bodies (snake_case,
// size-limited, unknown fields rejected) and writes the envelopes and error answers of the API
// conventions, mapping the domain errors services return (package domain) to status codes.
package httpx

import "errors"

// ErrBadRequest is a body that cannot be read at all (malformed JSON or form): 400.
var ErrBadRequest = errors.New("bad request")
