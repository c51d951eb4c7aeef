package mail

import "strings"

// The locales mails are written in; every other language gets English.
const (
	English = "en-GB"
	Dutch   = "nl-NL"
)

// Locale picks the mail locale for an Accept-Language header. Only the first language counts: it is
// the one the browser is set to, and quality values after it only rank fallbacks.
func Locale(acceptLanguage string) string {
	first, _, _ := strings.Cut(acceptLanguage, ",")
	first, _, _ = strings.Cut(first, ";")
	if isDutch(strings.TrimSpace(first)) {
		return Dutch
	}
	return English
}

// isDutch reports whether a language tag is nl or a regional variant such as nl-BE.
func isDutch(tag string) bool {
	lang, _, _ := strings.Cut(tag, "-")
	lang, _, _ = strings.Cut(lang, "_")
	return strings.EqualFold(lang, "nl")
}
