package db

import (
	"reflect"
	"testing"
)

// decodeArray reads the arrays SQLite's json_array writes, and
// refuses what is not an array of strings, integers, nulls and such arrays.
func TestDecodeArray(t *testing.T) {
	for _, c := range []struct {
		text string
		want []any
	}{
		{`[]`, []any{}},
		{` [ ] `, []any{}},
		{`["a",1,null]`, []any{"a", int64(1), nil}},
		{`["a", -12, null, ""]`, []any{"a", int64(-12), nil, ""}},
		{`["\"\\\/\b\f\n\r\t"]`, []any{"\"\\/\b\f\n\r\t"}},
		{`["\u00e9\u0001x\ud83d\ude00"]`, []any{"é\x01x😀"}},
		{`["lone \ud83d surrogate", "\udE00"]`, []any{"lone \uFFFD surrogate", "\uFFFD"}},
		{`["9223372036854775807", 9223372036854775807]`, []any{"9223372036854775807", int64(9223372036854775807)}},
		{`[1, ["a", null, []], null]`, []any{int64(1), []any{"a", nil, []any(nil)}, nil}},
	} {
		got, err := decodeArray(c.text, []any{})
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("decodeArray(%s) = %q, %v; want %q", c.text, got, err, c.want)
		}
	}
	for _, text := range []string{``, `{}`, `[`, `["a"`, `["a",]`, `[1.5]`, `[1e3]`, `[true]`, `["a" "b"]`, `["a\x"]`,
		`["\u12"]`, `["a"] x`, `[-]`, `[9223372036854775808]`, `["a\`, `[nul]`,
		`[[1]`, `[[1,]]`, `[[1] 2]`} {
		if got, err := decodeArray(text, nil); err == nil {
			t.Errorf("decodeArray(%s) = %q, want an error", text, got)
		}
	}
}

// decodeRecord reads the text PostgreSQL writes of a record, and refuses what is not one.
func TestDecodeRecord(t *testing.T) {
	for _, c := range []struct {
		text string
		want []any
	}{
		{`()`, []any{nil}},
		{`("")`, []any{""}},
		{`(a,1,,"")`, []any{"a", "1", nil, ""}},
		{`("a b","(x)",",",-12)`, []any{"a b", "(x)", ",", "-12"}},
		{`("say ""hi""","back\\slash","""",x)`, []any{`say "hi"`, `back\slash`, `"`, "x"}},
		{`(Zoë,"tab	end",日本)`, []any{"Zoë", "tab\tend", "日本"}},
		{`(,)`, []any{nil, nil}},
	} {
		var r Row
		err := r.decodeRecord(c.text)
		var got []any
		for i := range r.Len() {
			if r.Null(i) {
				got = append(got, nil)
			} else {
				got = append(got, r.Text(i))
			}
		}
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("decodeRecord(%s) = %q, %v; want %q", c.text, got, err, c.want)
		}
	}
	for _, text := range []string{``, `(`, `)`, `a`, `(a`, `("a)`, `("a"x)`, `("a\b")`, `("a"`, `(a)x`, `("a""`} {
		var r Row
		if err := r.decodeRecord(text); err == nil {
			t.Errorf("decodeRecord(%s) = %q, want an error", text, r.texts)
		}
	}
}
