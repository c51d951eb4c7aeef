package imports

import (
	"context"
	"testing"
)

// The table of web/src/lib/forms/parse-number.test.ts: the forms read numbers by the same rule.
func TestNumbersMachine(t *testing.T) {
	const ambiguous = "validation.ambiguous_number"
	for _, tc := range []struct {
		numbers     Numbers
		cell, want  string
		wantMessage string
	}{
		{PointDecimals, "35", "35", ""},
		{PointDecimals, "0.35", "0.35", ""},
		{PointDecimals, "0,35", "0.35", ""},
		{PointDecimals, "1,5", "1.5", ""},
		{PointDecimals, "1,2345", "1.2345", ""},
		{PointDecimals, "1234,567", "1234.567", ""},
		{PointDecimals, "0,350", "0.350", ""},
		{PointDecimals, "1,234.5", "1234.5", ""},
		{PointDecimals, "1,234,567", "1234567", ""},
		{PointDecimals, "-2.5", "-2.5", ""},
		{PointDecimals, "1,234", "", ambiguous},
		{PointDecimals, "12,345", "", ambiguous},
		{PointDecimals, "1.234,5", "", ambiguous},
		{PointDecimals, "1.234.567", "", ambiguous},
		{PointDecimals, "1,23,4", "", ambiguous},
		{PointDecimals, "0,35.1", "", ambiguous},
		{PointDecimals, ".5", "", ambiguous},
		{PointDecimals, "1E-07", "1E-07", ""}, // a spreadsheet's number, for ParseDecimal
		{PointDecimals, "12 kg", "12 kg", ""}, // no number, for ParseDecimal to refuse
		{CommaDecimals, "35", "35", ""},
		{CommaDecimals, "0,35", "0.35", ""},
		{CommaDecimals, "0.35", "0.35", ""},
		{CommaDecimals, "1.5", "1.5", ""},
		{CommaDecimals, "1234.567", "1234.567", ""},
		{CommaDecimals, "1.234,5", "1234.5", ""},
		{CommaDecimals, "1.234.567", "1234567", ""},
		{CommaDecimals, "-2,5", "-2.5", ""},
		{CommaDecimals, "1.234", "", ambiguous},
		{CommaDecimals, "1,234.5", "", ambiguous},
		{CommaDecimals, "1,234,567", "", ambiguous},
	} {
		got, message := tc.numbers.machine(tc.cell)
		if got != tc.want || message != tc.wantMessage {
			t.Errorf("%s read with %q: %q, %q; want %q, %q", tc.cell, tc.numbers.decimal, got, message, tc.want, tc.wantMessage)
		}
	}
}

func TestNumbersOf(t *testing.T) {
	for _, tc := range []struct {
		language, name string
		want           string
	}{
		{"nl-NL", "orders.csv", ","},
		{"nl", "orders.CSV", ","},
		{"nl-NL,nl;q=0.9,en;q=0.8", "orders.csv", ","},
		{"en-GB", "orders.csv", "."},
		{"", "orders.csv", "."},
		{"nl-NL", "orders.xlsx", "."},
	} {
		ctx := WithLanguage(context.Background(), tc.language)
		if got := NumbersOf(ctx, tc.name).decimal; got != tc.want {
			t.Errorf("%q, %s: %q, want %q", tc.language, tc.name, got, tc.want)
		}
	}
}
