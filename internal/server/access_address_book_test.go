package server_test

import (
	"context"
	"strconv"
	"testing"

	"kade/internal/addressbook"
	"kade/internal/addresses"
	"kade/internal/apptest"
)

// accessAddress is a complete address book address.
func accessAddress() addressbook.Fields {
	return addressbook.Fields{UseDeliveryAsInvoiceAddress: true, DeliveryAddress: addresses.Address{
		CompanyName: "Access test", Country: "NL", PostalCode: "1234 AB", HouseNumber: "1", Street: "Dam", City: "Amsterdam"}}
}

func addressPath(t *testing.T, env *apptest.Env, accountID int64) map[string]string {
	a, err := addressbook.NewBook(env.App.DB).Create(context.Background(), accountID, accessAddress())
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"addressBookAddressId": strconv.FormatInt(a.ID, 10)}
}

// The address book (docs/permissions.md, 'orders, address book'): full for Administrator, Provider and Default;
// none for Supplier; read for Exit.
func init() {
	addExpectations(map[string]expectation{
		"GET /api/clients/{clientId}/address-book": {
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}},
		"POST /api/clients/{clientId}/address-book": {
			want: statuses{"guest": 401, "administrator": 201, "provider": 201, "default": 201, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 201, "warehouse": 403},
			body: func(caller, string, int64) any { return accessAddress() }},
		"GET /api/clients/{clientId}/address-book/{addressBookAddressId}": {prepare: addressPath,
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 200, "other-account": 404, "webshop": 200, "warehouse": 403}},
		"PUT /api/clients/{clientId}/address-book/{addressBookAddressId}": {prepare: addressPath,
			want: statuses{"guest": 401, "administrator": 200, "provider": 200, "default": 200, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 200, "warehouse": 403},
			body: func(caller, string, int64) any { return accessAddress() }},
		"DELETE /api/clients/{clientId}/address-book/{addressBookAddressId}": {prepare: addressPath,
			want: statuses{"guest": 401, "administrator": 204, "provider": 204, "default": 204, "supplier": 403, "exit": 403, "other-account": 404, "webshop": 204, "warehouse": 403}},
	})
}
