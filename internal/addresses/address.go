// Package addresses owns the postal address every area shares: the address book's delivery and
// invoice addresses now, a sales order's later. It normalises an address (trimmed texts, the country
// in capitals, the postal code written the way its country writes it) and checks it against the
// rules of its country: required fields, a bound on every text, postal code formats, email and phone.
// It stores nothing itself; a table keeps an address in the columns Columns names.
package addresses

import (
	"strings"

	"kade/internal/listing"
)

// Address is a delivery or invoice address (spec point 3, deliveryAddress and invoiceAddress).
type Address struct {
	CompanyName         string `json:"company_name"`
	Department          string `json:"department"`
	FirstName           string `json:"first_name"`
	LastName            string `json:"last_name"`
	Country             string `json:"country"`
	PostalCode          string `json:"postal_code"`
	HouseNumber         string `json:"house_number"`
	HouseNumberAddition string `json:"house_number_addition"`
	IsWithoutPostalCode bool   `json:"is_without_postal_code"`
	Street              string `json:"street"`
	AddressLine         string `json:"address_line"`
	City                string `json:"city"`
	Email               string `json:"email"`
	Phone               string `json:"phone"`
	// Line is the spec's `address`: the whole address on one line, as a list shows it. It is made by
	// Normalize from the other fields; a value sent in is replaced.
	Line string `json:"address"`
}

// texts are the address's text fields that a person enters.
func (a *Address) texts() []*string {
	return []*string{&a.CompanyName, &a.Department, &a.FirstName, &a.LastName, &a.Country, &a.PostalCode,
		&a.HouseNumber, &a.HouseNumberAddition, &a.Street, &a.AddressLine, &a.City, &a.Email, &a.Phone}
}

// Normalize trims every text and drops what the databases cannot store, writes the country in
// capitals and the postal code as its country writes it ('1234ab' becomes '1234 AB' in NL), drops
// the postal code of a country without postal codes when the address says it has none, and makes
// Line. The rules (Check) take a normalised address.
func (a *Address) Normalize() {
	listing.CleanTexts(a.texts()...)
	a.Country = strings.ToUpper(a.Country)
	a.Phone = strings.Join(strings.Fields(a.Phone), " ")
	if a.IsWithoutPostalCode && !HasPostalCodes(a.Country) {
		a.PostalCode = ""
	}
	a.PostalCode = normalizePostalCode(a.Country, a.PostalCode)
	a.Line = a.oneLine()
}

// oneLine is the address as one line: street and number, the extra address line, postal code and
// city, country; parts that are empty are left out.
func (a Address) oneLine() string {
	street := joinFilled(" ", a.Street, a.HouseNumber, a.HouseNumberAddition)
	place := joinFilled(" ", a.PostalCode, a.City)
	return joinFilled(", ", street, a.AddressLine, place, a.Country)
}

func joinFilled(sep string, parts ...string) string {
	filled := parts[:0:0]
	for _, part := range parts {
		if part != "" {
			filled = append(filled, part)
		}
	}
	return strings.Join(filled, sep)
}
