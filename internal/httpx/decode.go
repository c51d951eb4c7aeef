package httpx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"kade/internal/domain"
	"net/http"
	"strings"
)

// MaxBody is the largest JSON body any endpoint accepts.
const MaxBody = 1 << 20

// Decode reads the JSON body of r into dst. Keys are snake_case (dst's json tags); an unknown key
// is a 422 on that field, malformed JSON a 400, a body over MaxBody a 413.
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

func decode(body io.Reader, dst any) error {
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return decodeError(err)
	}
	if err := dec.Decode(&struct{}{}); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%w: trailing data after the JSON body", ErrBadRequest)
	}
	return nil
}

func decodeError(err error) error {
	var tooLarge *http.MaxBytesError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &tooLarge):
		return err
	case errors.As(err, &typeErr) && typeErr.Field != "":
		v := domain.ValidationErrors{}
		v.Add(typeErr.Field, "validation.type")
		return v
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		// encoding/json has no typed error for this; the field name is quoted at the end.
		field := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		v := domain.ValidationErrors{}
		v.Add(field, "validation.unknown_field")
		return v
	default:
		return fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
}
