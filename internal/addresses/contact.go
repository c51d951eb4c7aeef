package addresses

import (
	"regexp"
	"strings"

	"kade/internal/listing"
)

// email is the address format browsers check an <input type=email> with (WHATWG HTML), with a dot
// in the domain required: a parcel's track-and-trace mail goes to an address on the internet.
var email = regexp.MustCompile(`^[a-zA-Z0-9.!#$%&'*+/=?^_` + "`" + `{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$`)

// phone is a phone number as people write it: digits with spaces, hyphens, dots, slashes and
// brackets, and an optional + before the country code.
var phone = regexp.MustCompile(`^\+?[0-9 ()./-]+$`)

// Digits a phone number has: ITU E.164 allows at most 15; fewer than 6 reach no one.
const (
	minPhoneDigits = 6
	maxPhoneDigits = 15
)

// validEmail reports whether s is an email address.
func validEmail(s string) bool { return email.MatchString(s) }

// validPhone reports whether s is a phone number.
func validPhone(s string) bool {
	digits := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	return phone.MatchString(s) && digits >= minPhoneDigits && digits <= maxPhoneDigits
}

// vatNumber is a European VAT identification number: the country's two letters and 2 to 13 digits
// and letters (the longest, the Netherlands' NL123456789B01, has 12).
var vatNumber = regexp.MustCompile(`^[A-Z]{2}[0-9A-Z]{2,13}$`)

// NormalizeVATNumber writes a VAT number without the spaces, dots and hyphens people group it with, in capitals.
func NormalizeVATNumber(s string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "", ".", "", "-", "").Replace(listing.CleanText(s)))
}
