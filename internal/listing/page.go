// Package listing is what every list of Kade shares: reading `q`, `cursor` and `limit`, keyset
// cursors bound to the list they came from, and starting and ending a page so that only the first
// page counts its rows. An area's list adds its own filters and sorts and plugs in here.
package listing

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"kade/internal/domain"
)

// Bounds of every list's parameters (API conventions: limit 50 by default, at most 200).
const (
	DefaultLimit = 50
	MaxLimit     = 200
	MaxQ         = 200
)

// Page is what every list takes from its query: the search, the cursor of the page before and the
// page size.
type Page struct {
	Q      string
	Cursor string
	Limit  int
}

// ParsePage reads q, cursor and limit, recording what is wrong with them in errs. The cursor is
// checked by the list, which alone knows its sort keys (see Decode).
func ParsePage(v url.Values, errs domain.ValidationErrors) Page {
	p := Page{Q: CleanText(v.Get("q")), Cursor: v.Get("cursor"), Limit: DefaultLimit}
	if len([]rune(p.Q)) > MaxQ {
		errs.Add("q", "validation.max", MaxQ)
	}
	if limit, ok := Number(v, "limit", 1, MaxLimit, errs); ok {
		p.Limit = limit
	}
	return p
}

// Number reads an optional whole-number parameter from least to most; ok is false when it is absent
// or wrong.
func Number(v url.Values, name string, least, most int, errs domain.ValidationErrors) (n int, ok bool) {
	value := v.Get(name)
	if value == "" {
		return 0, false
	}
	n, err := strconv.Atoi(value)
	switch {
	case err != nil:
		errs.Add(name, "validation.type")
	case n < least:
		errs.Add(name, "validation.min", least)
	case n > most:
		errs.Add(name, "validation.max", most)
	default:
		return n, true
	}
	return 0, false
}

// Choice reads an optional parameter that must be one of values ("" when absent).
func Choice(v url.Values, name string, values []string, errs domain.ValidationErrors) string {
	value := v.Get(name)
	if value != "" && !slices.Contains(values, value) {
		errs.Add(name, "validation.one_of", domain.Choices(values))
	}
	return value
}

// Flag reads an optional boolean parameter written 1 or 0: nil when absent.
func Flag(v url.Values, name string, errs domain.ValidationErrors) *bool {
	switch v.Get(name) {
	case "":
		return nil
	case "1":
		return new(true)
	case "0":
		return new(false)
	}
	errs.Add(name, "validation.one_of", "1 / 0")
	return nil
}

// Date reads an optional date parameter written yyyy-mm-dd ("" when absent).
func Date(v url.Values, name string, errs domain.ValidationErrors) string {
	value := v.Get(name)
	if value == "" {
		return ""
	}
	if _, err := time.Parse(time.DateOnly, value); err != nil {
		errs.Add(name, "validation.date")
		return ""
	}
	return value
}

// CleanText trims s and makes storable what PostgreSQL cannot store in a TEXT column, visibly rather
// than silently: invalid UTF-8 becomes U+FFFD and a NUL '␀' (domain.NulPicture), so that a value
// from a query, a file or a body is the same on both engines, and domain's Text rule refuses it
// (validation.invalid_text, validation.control_characters) or a kept record shows where it was.
func CleanText(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.ReplaceAll(s, "\x00", string(domain.NulPicture))
	return strings.TrimSpace(s)
}

// CleanTexts cleans each of texts as CleanText does.
func CleanTexts(texts ...*string) {
	for _, text := range texts {
		*text = CleanText(*text)
	}
}

// EscapeLike makes s match itself in a LIKE pattern with ESCAPE '\'.
func EscapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
