package httpx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"kade/internal/domain"
	"net/http"
)

// MaxBody is the largest JSON body any endpoint accepts.
const MaxBody = 1 << 20

// Decode reads the JSON body of r into dst. Keys are snake_case (dst's json tags); a value that
// does not fit its field (a text for a number, a number with too many decimals, a null where a value
// is required) or a key that names no field is a 422 on that field, named by its exact path
// ("lines.3.quantity"); malformed JSON or a key twice in an object is a 400, a body over MaxBody a 413.
func Decode(w http.ResponseWriter, r *http.Request, dst any) error {
	return decode(http.MaxBytesReader(w, r.Body, MaxBody), dst)
}

// Body reads the body of r whole, for a handler that needs its bytes (to hash them) as well as its
// JSON (DecodeBody); a body over MaxBody is a 413.
func Body(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	if err != nil {
		return nil, decodeError(err)
	}
	return body, nil
}

// DecodeBody is Decode of a body read by Body.
func DecodeBody(body []byte, dst any) error { return decode(bytes.NewReader(body), dst) }

// DecodeKept is DecodeBody for a system (a webshop) whose record is kept whatever it sends: a value
// that does not fit its field is no refusal but returned, with the value as sent, and its field keeps
// the value dst had (its zero value or the handler's default). Malformed JSON, a duplicate key and an unknown key are refused as by Decode.
func DecodeKept(body []byte, dst any) (domain.Unreadable, error) {
	f, err := decodeFields(bytes.NewReader(body), dst)
	if err != nil {
		return domain.Unreadable{}, err
	}
	return f.unfit, nil
}

func decode(body io.Reader, dst any) error {
	f, err := decodeFields(body, dst)
	if err != nil {
		return err
	}
	return f.unfit.Errors.Err()
}

// decodeFields reads body into dst (see fields); unknown keys are a 422.
func decodeFields(body io.Reader, dst any) (*fields, error) {
	fit, f, err := readFields(body, dst)
	if err != nil {
		return nil, decodeError(err)
	}
	if len(f.unknown) > 0 {
		return nil, f.unknown
	}
	dec := json.NewDecoder(bytes.NewReader(fit))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		// readFields lets through only what fits dst; a type it does not foresee is still no 500.
		return nil, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	return f, nil
}

func decodeError(err error) error {
	var tooLarge *http.MaxBytesError
	var duplicate *DuplicateKeyError
	switch {
	case errors.As(err, &tooLarge), errors.As(err, &duplicate), errors.Is(err, ErrBadRequest):
		return err
	default:
		return fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
}
