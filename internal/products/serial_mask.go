package products

import "strings"

// maxSerialNumberMask is the longest serial number mask the warehouse accepts.
const maxSerialNumberMask = 50

// validSerialNumberMask reports whether mask is a serial number pattern: '#' a digit, '@' a letter,
// '*' either; A-Z, 0-9, '-', '_', '/' and '.' stand for themselves; at least one placeholder, so the
// mask says something about the serial numbers it accepts.
func validSerialNumberMask(mask string) bool {
	if len(mask) > maxSerialNumberMask || !strings.ContainsAny(mask, "#@*") {
		return false
	}
	for _, r := range mask {
		switch {
		case r >= 'A' && r <= 'Z', r >= '0' && r <= '9', strings.ContainsRune("#@*-_/.", r):
		default:
			return false
		}
	}
	return true
}
