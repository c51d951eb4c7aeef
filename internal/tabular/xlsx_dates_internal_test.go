package tabular

import "testing"

func TestFormatCodeKind(t *testing.T) {
	for code, want := range map[string]dateKind{
		"General": notDate, "0.00": notDate, "#,##0": notDate, "@": notDate, "0.00E+00": notDate, "0%": notDate,
		`_-* #,##0.00\ "€"_-;\-* #,##0.00\ "€"_-`: notDate, `[$€-413]\ #,##0.00`: notDate,
		`0.0 "days"`: notDate, `[Red][<=100]0;[Blue]0`: notDate, `0\d`: notDate, `_d0`: notDate, `*y0`: notDate,
		`0;dd-mm-yyyy`: notDate, `"unclosed dd`: notDate,
		"dd-mm-yyyy": dateOnly, "YYYY": dateOnly, "mmm": dateOnly, `[$-413]d\ mmmm\ yyyy;@`: dateOnly,
		`[Red]d/m`: dateOnly, "h:mm": dateTime, "mm:ss": dateTime, "[h]:mm:ss": dateTime, "[mm]": dateTime,
		"dd-mm-yyyy hh:mm": dateTime, `[$-F400]h:mm:ss\ AM/PM`: dateTime,
	} {
		if got := formatCodeKind(code); got != want {
			t.Errorf("formatCodeKind(%q) = %d, want %d", code, got, want)
		}
	}
}

func TestSerialDate(t *testing.T) {
	for _, tc := range []struct {
		value    string
		kind     dateKind
		date1904 bool
		want     string // "" when no date stands for the value
	}{
		{"45678", dateOnly, false, "2025-01-21"},
		{"45678.99999", dateOnly, false, "2025-01-21"},
		{"45678.999999", dateTime, false, "2025-01-22"}, // within half a second of midnight
		{"45678.0000001", dateTime, false, "2025-01-21"},
		{"4.5678E4", dateOnly, false, "2025-01-21"},
		{"0", dateOnly, false, "1899-12-31"},
		{"59.5", dateTime, false, "1900-02-28T12:00:00"},
		{"59.9999999", dateOnly, false, ""}, // rounds to day 60
		{"60", dateOnly, false, ""},
		{"2958465.9999999", dateOnly, false, ""},
		{"0", dateOnly, true, "1904-01-01"},
		{"60", dateOnly, true, "1904-03-01"},
		{"2957003", dateOnly, true, "9999-12-31"},
		{"2957004", dateOnly, true, ""},
		{"-0.5", dateTime, false, ""},
		{"NaN", dateOnly, false, ""},
		{"+Inf", dateOnly, false, ""},
		{"", dateOnly, false, ""},
		{"12 ", dateOnly, false, ""},
	} {
		got, ok := serialDate(tc.value, tc.kind, tc.date1904)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("serialDate(%q, %d, %v) = %q, %v; want %q", tc.value, tc.kind, tc.date1904, got, ok, tc.want)
		}
	}
}
