package domain_test

import (
	"errors"
	"reflect"
	"testing"

	"kade/internal/domain"
)

func TestRules(t *testing.T) {
	half, zero, big, fine := 2.55, 0.0, 1001.0, 12.5
	low, ok := int64(0), int64(3)
	negative, cents, maxCents := int64(-1), int64(1001), int64(1000)
	for _, tc := range []struct {
		name  string
		check func(v domain.ValidationErrors)
		want  domain.ValidationErrors
	}{
		{"text required", func(v domain.ValidationErrors) { v.Text("name", "", 5, true) }, domain.ValidationErrors{"name": {"validation.required"}}},
		{"text optional", func(v domain.ValidationErrors) { v.Text("name", "", 5, false) }, domain.ValidationErrors{}},
		{"text counts characters, not bytes", func(v domain.ValidationErrors) { v.Text("name", "ééééé", 5, true) }, domain.ValidationErrors{}},
		{"text too long", func(v domain.ValidationErrors) { v.Text("name", "abcdef", 5, true) }, domain.ValidationErrors{"name": {"validation.max,5"}}},
		{"text with a control character", func(v domain.ValidationErrors) { v.Text("name", "TUL\x1b01", 9, true) },
			domain.ValidationErrors{"name": {"validation.control_characters"}}},
		{"text with a line break", func(v domain.ValidationErrors) { v.Text("name", "TUL\n01", 9, true) },
			domain.ValidationErrors{"name": {"validation.control_characters"}}},
		{"text with a C1 control", func(v domain.ValidationErrors) { v.Text("name", "TUL\u008501", 9, true) },
			domain.ValidationErrors{"name": {"validation.control_characters"}}},
		{"text with a NUL as stored", func(v domain.ValidationErrors) { v.Text("name", "TUL\u240001", 9, true) },
			domain.ValidationErrors{"name": {"validation.control_characters"}}},
		{"text with invalid UTF-8", func(v domain.ValidationErrors) { v.Text("name", "TUL\xff01", 9, true) },
			domain.ValidationErrors{"name": {"validation.invalid_text"}}},
		{"text with invalid UTF-8 as stored", func(v domain.ValidationErrors) { v.Text("name", "TUL\uFFFD01", 9, true) },
			domain.ValidationErrors{"name": {"validation.invalid_text"}}},
		{"paragraph with line breaks and a tab", func(v domain.ValidationErrors) { v.Paragraph("note", "Ring twice\r\n\tthen wait", 50) },
			domain.ValidationErrors{}},
		{"paragraph with a bell", func(v domain.ValidationErrors) { v.Paragraph("note", "Ring\a", 50) },
			domain.ValidationErrors{"note": {"validation.control_characters"}}},
		{"one of missing", func(v domain.ValidationErrors) { v.OneOf("unit", "", []string{"Piece", "Box"}) }, domain.ValidationErrors{"unit": {"validation.required"}}},
		{"one of unknown", func(v domain.ValidationErrors) { v.OneOf("unit", "Crate", []string{"Piece", "Box"}) }, domain.ValidationErrors{"unit": {"validation.one_of,Piece / Box"}}},
		{"one of known", func(v domain.ValidationErrors) { v.OneOf("unit", "Box", []string{"Piece", "Box"}) }, domain.ValidationErrors{}},
		{"measure required", func(v domain.ValidationErrors) { v.Measure("weight", nil, true, 1, 100) }, domain.ValidationErrors{"weight": {"validation.required"}}},
		{"measure zero", func(v domain.ValidationErrors) { v.Measure("weight", &zero, true, 1, 100) }, domain.ValidationErrors{"weight": {"validation.positive"}}},
		{"measure too big", func(v domain.ValidationErrors) { v.Measure("weight", &big, true, 1, 1000) }, domain.ValidationErrors{"weight": {"validation.max,1000"}}},
		{"measure decimals", func(v domain.ValidationErrors) { v.Measure("weight", &half, true, 1, 100) }, domain.ValidationErrors{"weight": {"validation.decimals,1"}}},
		{"measure fine", func(v domain.ValidationErrors) { v.Measure("weight", &fine, true, 1, 100) }, domain.ValidationErrors{}},
		{"whole too low", func(v domain.ValidationErrors) { v.Whole("quantity", &low, 1, 5) }, domain.ValidationErrors{"quantity": {"validation.min,1"}}},
		{"whole too high", func(v domain.ValidationErrors) { v.Whole("quantity", &ok, 1, 2) }, domain.ValidationErrors{"quantity": {"validation.max,2"}}},
		{"whole within", func(v domain.ValidationErrors) { v.Whole("quantity", &ok, 1, 3) }, domain.ValidationErrors{}},
		{"whole not given", func(v domain.ValidationErrors) { v.Whole("quantity", nil, 1, 3) }, domain.ValidationErrors{}},
		{"amount negative", func(v domain.ValidationErrors) { v.Amount("price", &negative, 10) }, domain.ValidationErrors{"price": {"validation.min,0"}}},
		{"amount over the euros", func(v domain.ValidationErrors) { v.Amount("price", &cents, 10) }, domain.ValidationErrors{"price": {"validation.max,10"}}},
		{"amount at the euros", func(v domain.ValidationErrors) { v.Amount("price", &maxCents, 10) }, domain.ValidationErrors{}},
		{"amount not given", func(v domain.ValidationErrors) { v.Amount("price", nil, 10) }, domain.ValidationErrors{}},
		{"date required", func(v domain.ValidationErrors) { v.Date("day", "", true) }, domain.ValidationErrors{"day": {"validation.required"}}},
		{"date optional", func(v domain.ValidationErrors) { v.Date("day", "", false) }, domain.ValidationErrors{}},
		{"date no date", func(v domain.ValidationErrors) { v.Date("day", "2026-02-30", false) }, domain.ValidationErrors{"day": {"validation.date"}}},
		{"date not ISO", func(v domain.ValidationErrors) { v.Date("day", "2/3/2026", true) }, domain.ValidationErrors{"day": {"validation.date"}}},
		{"date", func(v domain.ValidationErrors) { v.Date("day", "2026-02-28", true) }, domain.ValidationErrors{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := domain.ValidationErrors{}
			tc.check(v)
			if !reflect.DeepEqual(v, tc.want) {
				t.Errorf("got %v, want %v", v, tc.want)
			}
		})
	}
	if (domain.ValidationErrors{"a": {"validation.max,3"}}).HasRequired() || !(domain.ValidationErrors{"a": {"validation.required"}}).HasRequired() {
		t.Error("HasRequired")
	}
}

// A form's errors answer the area's required message when a required value is missing, the
// general 422 otherwise, and nothing when there are none.
func TestFormError(t *testing.T) {
	if err := (domain.ValidationErrors{}).FormError("orders.required_fields"); err != nil {
		t.Errorf("no errors: %v", err)
	}
	required := domain.ValidationErrors{"name": {"validation.required"}, "unit": {"validation.one_of,Piece"}}
	var form *domain.FieldError
	if err := required.FormError("orders.required_fields"); !errors.As(err, &form) || form.Message != "orders.required_fields" ||
		!reflect.DeepEqual(form.Fields, required) {
		t.Errorf("required: %v", err)
	}
	other := domain.ValidationErrors{"unit": {"validation.one_of,Piece"}}
	for _, msg := range []string{"orders.required_fields", ""} {
		if err := other.FormError(msg); !reflect.DeepEqual(err, error(other)) {
			t.Errorf("other errors with %q: %v", msg, err)
		}
	}
	if err := required.FormError(""); !reflect.DeepEqual(err, error(required)) {
		t.Errorf("required without an area message: %v", err)
	}
}
