package apptest

import (
	"encoding/json"
	"net/http"
	"reflect"
	"testing"
)

// Answer is the JSON of an answer (docs/api-conventions.md): the data of a record (T) or a list
// ([]R) with its meta, or an error's message and field errors.
type Answer[T any] struct {
	Data    T                   `json:"data"`
	Message string              `json:"message"`
	Errors  map[string][]string `json:"errors"`
	Meta    struct {
		NextCursor *string `json:"next_cursor"`
		Total      int64   `json:"total"`
	} `json:"meta"`
}

// ExpectInvalid checks that res is a 422 with message and exactly the field errors errs.
func ExpectInvalid(t testing.TB, res Response, message string, errs map[string][]string) {
	t.Helper()
	var body Answer[any]
	if err := json.Unmarshal(res.Body, &body); err != nil || res.Status != http.StatusUnprocessableEntity ||
		body.Message != message || !reflect.DeepEqual(body.Errors, errs) {
		t.Errorf("answer %d %s; want 422 %s %v", res.Status, res.Body, message, errs)
	}
}
