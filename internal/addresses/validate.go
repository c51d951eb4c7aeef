package addresses

import "kade/internal/domain"

// Bounds of an address's texts, in characters. The specification names none; these hold every real
// address and fit a shipping label's fields.
const (
	MaxName        = 100 // company name, department, first and last name
	MaxStreet      = 100 // street, address line
	MaxHouseNumber = 10  // house number, addition
	MaxPostalCode  = 12
	MaxCity        = 100
	MaxEmail       = 254 // the longest address SMTP delivers
	MaxPhone       = 30
	MaxVATNumber   = 20
)

// Messages of the rules that are the address's own; the generic ones are validation.*.
const (
	nameOrCompany      = "addresses.validation.name_or_company"
	houseNumberDigits  = "addresses.validation.house_number_digits"
	countryHasPostcode = "addresses.validation.country_has_postal_codes"
)

// Check records what is wrong with a in errs, each field's name after prefix (e.g.
// "delivery_address."). a must be normalised (Normalize). Required: a company name or a last name,
// the country, the street, the city and, unless the country has none, the postal code; in the
// Netherlands the house number too, in digits (letters go in the addition).
func (a Address) Check(errs domain.ValidationErrors, prefix string) {
	errs.Text(prefix+"company_name", a.CompanyName, MaxName, false)
	errs.Text(prefix+"department", a.Department, MaxName, false)
	errs.Text(prefix+"first_name", a.FirstName, MaxName, false)
	errs.Text(prefix+"last_name", a.LastName, MaxName, false)
	if a.CompanyName == "" && a.LastName == "" {
		errs.Add(prefix+"company_name", nameOrCompany)
		errs.Add(prefix+"last_name", nameOrCompany)
	}
	switch {
	case a.Country == "":
		errs.Add(prefix+"country", "validation.required")
	case !domain.IsCountry(a.Country):
		errs.Add(prefix+"country", "validation.country")
	}
	errs.Text(prefix+"street", a.Street, MaxStreet, true)
	a.checkHouseNumber(errs, prefix)
	errs.Text(prefix+"house_number_addition", a.HouseNumberAddition, MaxHouseNumber, false)
	errs.Text(prefix+"address_line", a.AddressLine, MaxStreet, false)
	errs.Text(prefix+"city", a.City, MaxCity, true)
	a.checkPostalCode(errs, prefix)
	errs.Text(prefix+"email", a.Email, MaxEmail, false)
	if a.Email != "" && len(a.Email) <= MaxEmail && !validEmail(a.Email) {
		errs.Add(prefix+"email", "validation.email")
	}
	errs.Text(prefix+"phone", a.Phone, MaxPhone, false)
	if a.Phone != "" && len(a.Phone) <= MaxPhone && !validPhone(a.Phone) {
		errs.Add(prefix+"phone", "validation.phone")
	}
}

func (a Address) checkHouseNumber(errs domain.ValidationErrors, prefix string) {
	dutch := a.Country == "NL"
	errs.Text(prefix+"house_number", a.HouseNumber, MaxHouseNumber, dutch)
	if dutch && a.HouseNumber != "" && !allDigits(a.HouseNumber) {
		errs.Add(prefix+"house_number", houseNumberDigits)
	}
}

func (a Address) checkPostalCode(errs domain.ValidationErrors, prefix string) {
	field := prefix + "postal_code"
	switch {
	case a.IsWithoutPostalCode && HasPostalCodes(a.Country):
		errs.Add(prefix+"is_without_postal_code", countryHasPostcode)
	case a.IsWithoutPostalCode:
	case a.PostalCode == "":
		errs.Add(field, "validation.required")
	case len([]rune(a.PostalCode)) > MaxPostalCode:
		errs.Add(field, "validation.max", MaxPostalCode)
	default:
		if msg := postalCodeError(a.Country, a.PostalCode); msg != "" {
			errs.Add(field, msg)
		}
	}
}

// CheckVATNumber records in errs when an optional VAT number (normalised with NormalizeVATNumber)
// is not one.
func CheckVATNumber(errs domain.ValidationErrors, field, value string) {
	errs.Text(field, value, MaxVATNumber, false)
	if value != "" && len(value) <= MaxVATNumber && !vatNumber.MatchString(value) {
		errs.Add(field, "validation.vat_number")
	}
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
