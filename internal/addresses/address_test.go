package addresses_test

import (
	"reflect"
	"strings"
	"testing"

	"kade/internal/addresses"
	"kade/internal/domain"
)

// dutch is a complete Dutch delivery address; each case changes what it tests.
func dutch() addresses.Address {
	return addresses.Address{CompanyName: "Tulip Webshop B.V.", FirstName: "Daan", LastName: "de Vries",
		Country: "NL", PostalCode: "1234 AB", HouseNumber: "12", Street: "Keizersgracht", City: "Amsterdam",
		Email: "daan@tulip.example.com", Phone: "+31 20 123 4567"}
}

func TestNormalize(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(a *addresses.Address)
		want func(a *addresses.Address)
	}{
		{"texts trimmed, a NUL kept in sight for Check to refuse", func(a *addresses.Address) { a.City = "  Amster\x00dam \t" },
			func(a *addresses.Address) { a.City = "Amster␀dam" }},
		{"Dutch postal code with its space and capitals", func(a *addresses.Address) { a.PostalCode = " 1234ab" },
			func(a *addresses.Address) { a.PostalCode = "1234 AB" }},
		{"Dutch postal code with too many spaces", func(a *addresses.Address) { a.PostalCode = "1 2 3 4  a b" },
			func(a *addresses.Address) { a.PostalCode = "1234 AB" }},
		{"country in capitals, British postal code spaced", func(a *addresses.Address) { a.Country, a.PostalCode = "gb", "sw1a1aa" },
			func(a *addresses.Address) { a.Country, a.PostalCode = "GB", "SW1A 1AA" }},
		{"German postal code without spaces", func(a *addresses.Address) { a.Country, a.PostalCode = "DE", "101 15" },
			func(a *addresses.Address) { a.Country, a.PostalCode = "DE", "10115" }},
		{"Swedish postal code spaced", func(a *addresses.Address) { a.Country, a.PostalCode = "SE", "11455" },
			func(a *addresses.Address) { a.Country, a.PostalCode = "SE", "114 55" }},
		{"another country's postal code: capitals, single spaces", func(a *addresses.Address) { a.Country, a.PostalCode = "CA", "k1a  0b1" },
			func(a *addresses.Address) { a.Country, a.PostalCode = "CA", "K1A 0B1" }},
		{"without postal code in a country without them drops it", func(a *addresses.Address) {
			a.Country, a.PostalCode, a.IsWithoutPostalCode = "CW", "999", true
		}, func(a *addresses.Address) { a.Country, a.PostalCode, a.IsWithoutPostalCode = "CW", "", true }},
		{"without postal code in a country with them keeps it (Check refuses it)", func(a *addresses.Address) { a.IsWithoutPostalCode = true },
			func(a *addresses.Address) { a.IsWithoutPostalCode = true }},
		{"phone spaces collapsed", func(a *addresses.Address) { a.Phone = " +31  20\t123 4567 " },
			func(a *addresses.Address) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, want := dutch(), dutch()
			tc.edit(&got)
			tc.want(&want)
			got.Normalize()
			got.Line = ""
			if !reflect.DeepEqual(got, want) {
				t.Errorf("normalised\n %+v\nwant\n %+v", got, want)
			}
		})
	}
}

func TestLine(t *testing.T) {
	a := dutch()
	a.HouseNumberAddition, a.AddressLine, a.Line = "A", "Back entrance", "sent in, replaced"
	a.Normalize()
	if want := "Keizersgracht 12 A, Back entrance, 1234 AB Amsterdam, NL"; a.Line != want {
		t.Errorf("Line = %q, want %q", a.Line, want)
	}
	b := addresses.Address{Country: "CW", Street: "Breedestraat", City: "Willemstad", IsWithoutPostalCode: true}
	b.Normalize()
	if want := "Breedestraat, Willemstad, CW"; b.Line != want {
		t.Errorf("Line = %q, want %q", b.Line, want)
	}
}

func TestCheck(t *testing.T) {
	long := func(n int) string { return strings.Repeat("é", n) }
	for _, tc := range []struct {
		name string
		edit func(a *addresses.Address)
		want domain.ValidationErrors
	}{
		{"complete Dutch address", func(a *addresses.Address) {}, domain.ValidationErrors{}},
		{"only a company, no person", func(a *addresses.Address) { a.FirstName, a.LastName = "", "" }, domain.ValidationErrors{}},
		{"only a person, no company", func(a *addresses.Address) { a.CompanyName = "" }, domain.ValidationErrors{}},
		{"neither company nor last name", func(a *addresses.Address) { a.CompanyName, a.LastName = "", "" },
			domain.ValidationErrors{"d.company_name": {"addresses.validation.name_or_company"}, "d.last_name": {"addresses.validation.name_or_company"}}},
		{"nothing at all", func(a *addresses.Address) { *a = addresses.Address{} },
			domain.ValidationErrors{"d.company_name": {"addresses.validation.name_or_company"}, "d.last_name": {"addresses.validation.name_or_company"},
				"d.country": {"validation.required"}, "d.street": {"validation.required"}, "d.city": {"validation.required"},
				"d.postal_code": {"validation.required"}}},
		{"unknown country", func(a *addresses.Address) { a.Country = "XX" }, domain.ValidationErrors{"d.country": {"validation.country"}}},
		{"a control character in a text", func(a *addresses.Address) { a.City = "Amster\x00dam"; a.Normalize() },
			domain.ValidationErrors{"d.city": {"validation.control_characters"}}},
		{"Dutch house number required", func(a *addresses.Address) { a.HouseNumber = "" }, domain.ValidationErrors{"d.house_number": {"validation.required"}}},
		{"Dutch house number in digits", func(a *addresses.Address) { a.HouseNumber = "12a" },
			domain.ValidationErrors{"d.house_number": {"addresses.validation.house_number_digits"}}},
		{"British house number in the street", func(a *addresses.Address) {
			a.Country, a.PostalCode, a.HouseNumber, a.Street = "GB", "EC1A 1BB", "", "10 Downing Street"
		}, domain.ValidationErrors{}},
		{"Dutch postal code missing", func(a *addresses.Address) { a.PostalCode = "" }, domain.ValidationErrors{"d.postal_code": {"validation.required"}}},
		{"Dutch postal code starting with 0", func(a *addresses.Address) { a.PostalCode = "0123 AB" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code_format,1234 AB"}}},
		{"Dutch postal code with SS", func(a *addresses.Address) { a.PostalCode = "1234 SS" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code_format,1234 AB"}}},
		{"Dutch postal code SB is given out", func(a *addresses.Address) { a.PostalCode = "1234 SB" }, domain.ValidationErrors{}},
		{"Dutch postal code of digits only", func(a *addresses.Address) { a.PostalCode = "1234" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code_format,1234 AB"}}},
		{"Belgian postal code", func(a *addresses.Address) { a.Country, a.PostalCode, a.HouseNumber = "BE", "1000", "" }, domain.ValidationErrors{}},
		{"Belgian postal code of five digits", func(a *addresses.Address) { a.Country, a.PostalCode = "BE", "10000" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code_format,1000"}}},
		{"German postal code", func(a *addresses.Address) { a.Country, a.PostalCode = "DE", "01067" }, domain.ValidationErrors{}},
		{"German postal code of four digits", func(a *addresses.Address) { a.Country, a.PostalCode = "DE", "1067" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code_format,10115"}}},
		{"French postal code", func(a *addresses.Address) { a.Country, a.PostalCode = "FR", "75008" }, domain.ValidationErrors{}},
		{"French postal code with letters", func(a *addresses.Address) { a.Country, a.PostalCode = "FR", "7500A" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code_format,75001"}}},
		{"British postal codes of every shape", func(a *addresses.Address) { a.Country, a.PostalCode = "GB", "M1 1AE" }, domain.ValidationErrors{}},
		{"British postal code A99", func(a *addresses.Address) { a.Country, a.PostalCode = "GB", "B33 8TH" }, domain.ValidationErrors{}},
		{"British postal code AA9A", func(a *addresses.Address) { a.Country, a.PostalCode = "GB", "EC1A 1BB" }, domain.ValidationErrors{}},
		{"British postal code AA99", func(a *addresses.Address) { a.Country, a.PostalCode = "GB", "DN55 1PT" }, domain.ValidationErrors{}},
		{"British postal code with a Dutch shape", func(a *addresses.Address) { a.Country, a.PostalCode = "GB", "1234 AB" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code_format,SW1A 1AA"}}},
		{"British inward code with a C", func(a *addresses.Address) { a.Country, a.PostalCode = "GB", "SW1A 1AC" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code_format,SW1A 1AA"}}},
		{"another country's postal code", func(a *addresses.Address) { a.Country, a.PostalCode = "CA", "K1A 0B1" }, domain.ValidationErrors{}},
		{"another country's postal code with punctuation", func(a *addresses.Address) { a.Country, a.PostalCode = "CA", "K1A#0B1" },
			domain.ValidationErrors{"d.postal_code": {"validation.postal_code"}}},
		{"postal code too long", func(a *addresses.Address) { a.Country, a.PostalCode = "CA", "1234567890123" },
			domain.ValidationErrors{"d.postal_code": {"validation.max,12"}}},
		{"without postal code where there are none", func(a *addresses.Address) { a.Country, a.PostalCode, a.IsWithoutPostalCode = "AW", "", true },
			domain.ValidationErrors{}},
		{"a country without postal codes still needs the flag", func(a *addresses.Address) { a.Country, a.PostalCode = "AW", "" },
			domain.ValidationErrors{"d.postal_code": {"validation.required"}}},
		{"without postal code in a country that has them", func(a *addresses.Address) { a.IsWithoutPostalCode = true },
			domain.ValidationErrors{"d.is_without_postal_code": {"addresses.validation.country_has_postal_codes"}}},
		{"email without domain dot", func(a *addresses.Address) { a.Email = "daan@localhost" }, domain.ValidationErrors{"d.email": {"validation.email"}}},
		{"email with a display name", func(a *addresses.Address) { a.Email = "Daan <daan@tulip.nl>" }, domain.ValidationErrors{"d.email": {"validation.email"}}},
		{"email with two @", func(a *addresses.Address) { a.Email = "daan@@tulip.nl" }, domain.ValidationErrors{"d.email": {"validation.email"}}},
		{"email too long", func(a *addresses.Address) { a.Email = strings.Repeat("a", 250) + "@x.nl" },
			domain.ValidationErrors{"d.email": {"validation.max,254"}}},
		{"phone with brackets and hyphens", func(a *addresses.Address) { a.Phone = "(020) 123-45.67" }, domain.ValidationErrors{}},
		{"phone with letters", func(a *addresses.Address) { a.Phone = "020 CALL ME" }, domain.ValidationErrors{"d.phone": {"validation.phone"}}},
		{"phone with a + inside", func(a *addresses.Address) { a.Phone = "020+1234567" }, domain.ValidationErrors{"d.phone": {"validation.phone"}}},
		{"phone too short", func(a *addresses.Address) { a.Phone = "12345" }, domain.ValidationErrors{"d.phone": {"validation.phone"}}},
		{"phone of 16 digits", func(a *addresses.Address) { a.Phone = "+1234567890123456" }, domain.ValidationErrors{"d.phone": {"validation.phone"}}},
		{"phone too long", func(a *addresses.Address) { a.Phone = strings.Repeat("1 ", 16) }, domain.ValidationErrors{"d.phone": {"validation.max,30"}}},
		{"every text at its bound", func(a *addresses.Address) {
			a.CompanyName, a.Department, a.FirstName, a.LastName = long(100), long(100), long(100), long(100)
			a.Street, a.AddressLine, a.City, a.HouseNumberAddition = long(100), long(100), long(100), long(10)
		}, domain.ValidationErrors{}},
		{"every text past its bound", func(a *addresses.Address) {
			a.CompanyName, a.Department, a.FirstName, a.LastName = long(101), long(101), long(101), long(101)
			a.Street, a.AddressLine, a.City = long(101), long(101), long(101)
			a.HouseNumber, a.HouseNumberAddition = strings.Repeat("1", 11), long(11)
		}, domain.ValidationErrors{"d.company_name": {"validation.max,100"}, "d.department": {"validation.max,100"},
			"d.first_name": {"validation.max,100"}, "d.last_name": {"validation.max,100"}, "d.street": {"validation.max,100"},
			"d.address_line": {"validation.max,100"}, "d.city": {"validation.max,100"}, "d.house_number": {"validation.max,10"},
			"d.house_number_addition": {"validation.max,10"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := dutch()
			tc.edit(&a)
			a.Normalize()
			errs := domain.ValidationErrors{}
			a.Check(errs, "d.")
			if !reflect.DeepEqual(errs, tc.want) {
				t.Errorf("errors %v, want %v", errs, tc.want)
			}
		})
	}
}

func TestVATNumber(t *testing.T) {
	for _, tc := range []struct {
		in, normalised string
		want           domain.ValidationErrors
	}{
		{"", "", domain.ValidationErrors{}},
		{"NL 8888.88.888 B01", "NL888888888B01", domain.ValidationErrors{}},
		{"be0123-456-789", "BE0123456789", domain.ValidationErrors{}},
		{"DE123456789", "DE123456789", domain.ValidationErrors{}},
		{"123456789", "123456789", domain.ValidationErrors{"vat_number": {"validation.vat_number"}}},
		{"NL1", "NL1", domain.ValidationErrors{"vat_number": {"validation.vat_number"}}},
		{"NL123456789B01/2", "NL123456789B01/2", domain.ValidationErrors{"vat_number": {"validation.vat_number"}}},
		{strings.Repeat("N", 21), strings.Repeat("N", 21), domain.ValidationErrors{"vat_number": {"validation.max,20"}}},
	} {
		got := addresses.NormalizeVATNumber(tc.in)
		errs := domain.ValidationErrors{}
		addresses.CheckVATNumber(errs, "vat_number", got)
		if got != tc.normalised || !reflect.DeepEqual(errs, tc.want) {
			t.Errorf("%q: %q %v, want %q %v", tc.in, got, errs, tc.normalised, tc.want)
		}
	}
}

func TestColumns(t *testing.T) {
	a := dutch()
	columns, values, targets := addresses.Columns("delivery_"), a.Values(), (&addresses.Address{}).Targets()
	if len(columns) != len(values) || len(values) != len(targets) || columns[0] != "delivery_company_name" {
		t.Errorf("%d columns %v, %d values, %d targets", len(columns), columns, len(values), len(targets))
	}
	var b addresses.Address
	for i, target := range b.Targets() {
		reflect.ValueOf(target).Elem().Set(reflect.ValueOf(values[i]))
	}
	if !reflect.DeepEqual(a, b) {
		t.Errorf("scanned %+v from the values of %+v", b, a)
	}
}
