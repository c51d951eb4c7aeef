package domain

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// The rules every area checks its fields with. Each records its message under field in v.

// Text checks a text of one line against its maximum length in characters, that it is filled when
// required, and that it holds only characters a person means: no control characters
// (validation.control_characters, NUL included, which a text holds as '␀') and nothing that arrived
// as invalid UTF-8 (validation.invalid_text, which a text holds as U+FFFD; see listing.CleanText).
func (v ValidationErrors) Text(field, value string, max int, required bool) {
	v.text(field, value, max, required, "")
}

// Paragraph is Text for a text of several lines (a note printed on the packing slip, a product's
// description): line breaks and tabs are characters of it.
func (v ValidationErrors) Paragraph(field, value string, max int) {
	v.text(field, value, max, false, "\n\r\t")
}

// text is Text, allowing the control characters in allowed.
func (v ValidationErrors) text(field, value string, max int, required bool, allowed string) {
	switch {
	case value == "" && required:
		v.Add(field, "validation.required")
	case utf8.RuneCountInString(value) > max:
		v.Add(field, "validation.max", max)
	case strings.ContainsRune(value, utf8.RuneError) || !utf8.ValidString(value):
		v.Add(field, "validation.invalid_text")
	case strings.ContainsFunc(value, func(r rune) bool {
		return r == NulPicture || unicode.IsControl(r) && !strings.ContainsRune(allowed, r)
	}):
		v.Add(field, "validation.control_characters")
	}
}

// NulPicture is what a text holds in place of a NUL, which no database column of text stores: the
// character that shows it ('␀').
const NulPicture = '\u2400'

// Date checks an ISO date (yyyy-mm-dd, validation.date), filled when required, and returns it: the
// zero time when it is empty or no date.
func (v ValidationErrors) Date(field, value string, required bool) time.Time {
	if value == "" {
		if required {
			v.Add(field, "validation.required")
		}
		return time.Time{}
	}
	d, err := time.Parse(time.DateOnly, value)
	if err != nil {
		v.Add(field, "validation.date")
		return time.Time{}
	}
	return d
}

// OneOf checks a required enumeration.
func (v ValidationErrors) OneOf(field, value string, values []string) {
	switch {
	case value == "":
		v.Add(field, "validation.required")
	case !slices.Contains(values, value):
		v.Add(field, "validation.one_of", Choices(values))
	}
}

// Choices is the parameter of validation.one_of: the values joined with " / ", because a message's
// parameters are separated by commas.
func Choices(values []string) string { return strings.Join(values, " / ") }

// Measure checks a weight, length or other decimal amount: above zero, at most max and with at most
// decimals decimals.
func (v ValidationErrors) Measure(field string, value *float64, required bool, decimals int, max float64) {
	switch {
	case value == nil:
		if required {
			v.Add(field, "validation.required")
		}
	case !(*value > 0):
		v.Add(field, "validation.positive")
	case *value > max:
		v.Add(field, "validation.max", strconv.FormatFloat(max, 'f', -1, 64))
	case decimalPlaces(*value) > decimals:
		v.Add(field, "validation.decimals", decimals)
	}
}

// Whole checks an optional whole number: at least min and at most max. Every number has a bound
// (a quantity, a number of days), so that what is stored stays exact in a spreadsheet and a browser.
func (v ValidationErrors) Whole(field string, value *int64, min, max int64) {
	switch {
	case value == nil:
	case *value < min:
		v.Add(field, "validation.min", min)
	case *value > max:
		v.Add(field, "validation.max", max)
	}
}

// Amount checks an optional amount of money in cents: not negative and at most maxEuros. The bound
// is given in whole euros, as a person enters and reads the amount.
func (v ValidationErrors) Amount(field string, cents *int64, maxEuros int64) {
	switch {
	case cents == nil:
	case *cents < 0:
		v.Add(field, "validation.min", 0)
	case *cents > maxEuros*100:
		v.Add(field, "validation.max", maxEuros)
	}
}

// HasRequired reports whether any field misses a required value: a form then answers with the
// specification's 'Please fill out all required fields'.
func (v ValidationErrors) HasRequired() bool {
	for _, msgs := range v {
		if slices.Contains(msgs, "validation.required") {
			return true
		}
	}
	return false
}

// decimalPlaces counts the decimals of v as written in its shortest exact form (1.25 has 2).
func decimalPlaces(v float64) int {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}
