package addresses

// columnNames are an address's columns in a table, after the table's prefix for it (e.g. "delivery_"),
// in the order of Values and Targets. Line is not stored: Normalize makes it.
var columnNames = []string{"company_name", "department", "first_name", "last_name", "country", "postal_code",
	"house_number", "house_number_addition", "is_without_postal_code", "street", "address_line", "city",
	"email", "phone"}

// Columns are the names of the columns a table keeps an address in under prefix.
func Columns(prefix string) []string {
	names := make([]string, len(columnNames))
	for i, name := range columnNames {
		names[i] = prefix + name
	}
	return names
}

// Values are the address's values for its Columns.
func (a Address) Values() []any {
	return []any{a.CompanyName, a.Department, a.FirstName, a.LastName, a.Country, a.PostalCode, a.HouseNumber,
		a.HouseNumberAddition, a.IsWithoutPostalCode, a.Street, a.AddressLine, a.City, a.Email, a.Phone}
}

// Targets are where a row's Columns are scanned into.
func (a *Address) Targets() []any {
	return []any{&a.CompanyName, &a.Department, &a.FirstName, &a.LastName, &a.Country, &a.PostalCode, &a.HouseNumber,
		&a.HouseNumberAddition, &a.IsWithoutPostalCode, &a.Street, &a.AddressLine, &a.City, &a.Email, &a.Phone}
}
