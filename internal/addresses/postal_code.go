package addresses

import (
	"regexp"
	"strings"
)

// postalFormat is how a country writes its postal codes: the pattern a normalised code matches, an
// example for the error message, and where its one space goes (the number of characters after it;
// 0 for none, and then every space is dropped).
type postalFormat struct {
	pattern    *regexp.Regexp
	example    string
	spaceAfter int
}

// postalFormats are the countries whose format Kade knows; the code of any other country only has to
// look like a postal code (otherPostalCode).
var postalFormats = map[string]postalFormat{
	// 1000-9999 and two letters; SA, SD and SS are never given out.
	"NL": {regexp.MustCompile(`^[1-9][0-9]{3} (?:[A-RT-Z][A-Z]|S[BCE-RT-Z])$`), "1234 AB", 2},
	"BE": {regexp.MustCompile(`^[1-9][0-9]{3}$`), "1000", 0},
	"DE": {regexp.MustCompile(`^[0-9]{5}$`), "10115", 0},
	"FR": {regexp.MustCompile(`^[0-9]{5}$`), "75001", 0},
	// Outward code (area, district) and inward code (sector, unit); GIR 0AA is Girobank's.
	"GB": {regexp.MustCompile(`^(?:GIR 0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) [0-9][ABD-HJLNP-UW-Z]{2})$`), "SW1A 1AA", 3},
	"AT": {regexp.MustCompile(`^[1-9][0-9]{3}$`), "1010", 0},
	"CH": {regexp.MustCompile(`^[1-9][0-9]{3}$`), "8001", 0},
	"DK": {regexp.MustCompile(`^[1-9][0-9]{3}$`), "1050", 0},
	"LU": {regexp.MustCompile(`^[0-9]{4}$`), "1009", 0},
	"ES": {regexp.MustCompile(`^(?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$`), "28001", 0},
	"IT": {regexp.MustCompile(`^[0-9]{5}$`), "00118", 0},
	"PL": {regexp.MustCompile(`^[0-9]{2}-[0-9]{3}$`), "00-950", 0},
	"PT": {regexp.MustCompile(`^[1-9][0-9]{3}-[0-9]{3}$`), "1000-001", 0},
	"SE": {regexp.MustCompile(`^[1-9][0-9]{2} [0-9]{2}$`), "114 55", 2},
	"US": {regexp.MustCompile(`^[0-9]{5}(?:-[0-9]{4})?$`), "10001", 0},
}

// otherPostalCode is what a postal code of another country looks like: 2 to 12 letters, digits,
// spaces and hyphens, beginning and ending with a letter or digit.
var otherPostalCode = regexp.MustCompile(`^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$`)

// withoutPostalCodes are countries that have no postal codes, among those a European webshop ships
// to most: only their addresses may say is_without_postal_code. The list is short on purpose; a
// country is added when a client ships there.
var withoutPostalCodes = map[string]bool{
	"AE": true, // United Arab Emirates
	"AG": true, // Antigua and Barbuda
	"AO": true, // Angola
	"AW": true, // Aruba
	"BQ": true, // Caribbean Netherlands
	"BS": true, // Bahamas
	"BZ": true, // Belize
	"CW": true, // Curaçao
	"FJ": true, // Fiji
	"HK": true, // Hong Kong
	"QA": true, // Qatar
	"SR": true, // Suriname
	"SX": true, // Sint Maarten
}

// HasPostalCodes reports whether addresses in country have a postal code.
func HasPostalCodes(country string) bool { return !withoutPostalCodes[country] }

// normalizePostalCode writes code as country writes it: capitals, and its one space in its place
// (none for countries without one). Another country's code gets capitals and single spaces.
func normalizePostalCode(country, code string) string {
	code = strings.Join(strings.Fields(strings.ToUpper(code)), " ")
	format, known := postalFormats[country]
	if !known {
		return code
	}
	code = strings.ReplaceAll(code, " ", "")
	if format.spaceAfter > 0 && len(code) > format.spaceAfter {
		code = code[:len(code)-format.spaceAfter] + " " + code[len(code)-format.spaceAfter:]
	}
	return code
}

// postalCodeError is the message for a normalised postal code of country that is not one: with an
// example where the country's format is known. "" when the code is fine.
func postalCodeError(country, code string) string {
	if format, known := postalFormats[country]; known {
		if format.pattern.MatchString(code) {
			return ""
		}
		return "validation.postal_code_format," + format.example
	}
	if otherPostalCode.MatchString(code) {
		return ""
	}
	return "validation.postal_code"
}
