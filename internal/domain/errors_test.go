package domain

import (
	"fmt"
	"reflect"
	"testing"
)

func TestFieldsOf(t *testing.T) {
	taken := ValidationErrors{"reference": {"notes.reference_taken"}}
	for _, tc := range []struct {
		name string
		err  error
		want ValidationErrors
	}{
		{"field errors", taken, taken},
		{"a form's answer", &FieldError{Message: "orders.required_fields", Fields: taken}, taken},
		{"wrapped", fmt.Errorf("send: %w", &FieldError{Message: "auth.failed", Fields: taken}), taken},
		{"another error", ErrConflict, nil},
		{"no error", nil, nil},
	} {
		if got := FieldsOf(tc.err); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: FieldsOf(%v) = %v, want %v", tc.name, tc.err, got, tc.want)
		}
	}
}
