package addressbook

import (
	"context"
	"testing"

	"kade/internal/addresses"
	"kade/internal/db"
)

// delivery is a complete Dutch address book address with the delivery address as invoice address.
func delivery(company, lastName, city string) Fields {
	return Fields{UseDeliveryAsInvoiceAddress: true, DeliveryAddress: addresses.Address{CompanyName: company,
		LastName: lastName, Country: "NL", PostalCode: "1234 AB", HouseNumber: "1", Street: "Dam", City: city}}
}

func mustCreate(t *testing.T, b *Book, clientID int64, f Fields) Address {
	t.Helper()
	a, err := b.Create(context.Background(), clientID, f)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func count(t *testing.T, d *db.DB) int {
	t.Helper()
	var n int
	if err := d.Read().Get(context.Background(), &n, `SELECT count(*) FROM address_book_addresses`); err != nil {
		t.Fatal(err)
	}
	return n
}
