package domain

import (
	"net/mail"
	"unicode/utf8"
)

// MaxEmail is the most characters an email address has (RFC 5321).
const MaxEmail = 254

// ValidEmail accepts a plain address (no display name) of at most MaxEmail characters.
func ValidEmail(email string) bool {
	if utf8.RuneCountInString(email) > MaxEmail {
		return false
	}
	a, err := mail.ParseAddress(email)
	return err == nil && a.Address == email
}
