package addressbook_test

import (
	"fmt"
	"net/url"
	"reflect"
	"testing"

	"kade/internal/addressbook"
	"kade/internal/apptest"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
)

// body is an address book address as a webshop or the portal's form sends it.
func body(postalCode string) map[string]any {
	return map[string]any{
		"delivery_address": map[string]any{"company_name": "Tulip Webshop B.V.", "first_name": "Daan", "last_name": "de Vries",
			"country": "NL", "postal_code": postalCode, "house_number": "12", "street": "Keizersgracht", "city": "Amsterdam",
			"email": "daan@tulip.example.com", "phone": "+31 20 123 4567"},
		"use_delivery_as_invoice_address": true,
		"vat_number":                      "NL 8888.88.888 B01",
	}
}

func TestAddressBookRoutes(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Portal(t, "client@tulip.example.com", demo.Accounts[0])
		polder := env.Portal(t, "client@polder.example.com", demo.Accounts[1])
		before := dbtest.Count(t, env.App.DB, "address_book_addresses")

		// Bad input: field errors, nothing stored.
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/address-book", body("1234"), nil), "errors.422",
			map[string][]string{"delivery_address.postal_code": {"validation.postal_code_format,1234 AB"}})
		withUnknown := body("1234 AB")
		withUnknown["delivery_address"].(map[string]any)["province"] = "Noord-Holland"
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/address-book", withUnknown, nil), "errors.422", map[string][]string{"delivery_address.province": {"validation.unknown_field"}})
		withType := body("1234 AB")
		withType["use_delivery_as_invoice_address"] = "yes"
		apptest.ExpectInvalid(t, tulip.Call(t, "POST", "/address-book", withType, nil), "errors.422",
			map[string][]string{"use_delivery_as_invoice_address": {"validation.type"}})
		if n := dbtest.Count(t, env.App.DB, "address_book_addresses"); n != before {
			t.Errorf("%d addresses after refused creates, want %d", n, before)
		}

		// Created, normalised, ready to save.
		var created apptest.Answer[addressbook.Address]
		if res := tulip.Call(t, "POST", "/address-book", body("1234ab"), &created); res.Status != 201 {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		a := created.Data
		if a.DeliveryAddress.PostalCode != "1234 AB" || a.DeliveryAddress.Line != "Keizersgracht 12, 1234 AB Amsterdam, NL" ||
			a.VATNumber != "NL888888888B01" || a.Status != "ready_to_save" || len(a.Errors) != 0 {
			t.Errorf("created %+v", a)
		}
		path := fmt.Sprintf("/address-book/%d", a.ID)
		var got apptest.Answer[addressbook.Address]
		if res := tulip.Call(t, "GET", path, nil, &got); res.Status != 200 || !reflect.DeepEqual(got.Data, a) {
			t.Errorf("get: %d %s", res.Status, res.Body)
		}

		// The list finds it by part of the company name and by the start of its postal code.
		for _, q := range []string{"webshop", "1234 a"} {
			var page apptest.Answer[[]addressbook.Address]
			res := tulip.Call(t, "GET", "/address-book?q="+url.QueryEscape(q), nil, &page)
			if res.Status != 200 || page.Meta.Total != 1 || len(page.Data) != 1 || page.Data[0].ID != a.ID || page.Meta.NextCursor != nil {
				t.Errorf("search %q: %d %s", q, res.Status, res.Body)
			}
		}
		apptest.ExpectInvalid(t, tulip.Call(t, "GET", "/address-book?sort=city&limit=201", nil, nil), "errors.422",
			map[string][]string{"sort": {"validation.one_of,newest / company_name"}, "limit": {"validation.max,200"}})

		// Another account sees none of it, not even with its own account in the path.
		for _, method := range []string{"GET", "PUT", "DELETE"} {
			if res := polder.Call(t, method, path, body("1234 AB"), nil); res.Status != 404 {
				t.Errorf("%s %s as another account: %d", method, path, res.Status)
			}
		}
		var page apptest.Answer[[]addressbook.Address]
		if polder.Call(t, "GET", "/address-book?q=webshop", nil, &page); page.Meta.Total != 0 {
			t.Errorf("another account's list shows %+v", page.Data)
		}

		// Updated: a refused change changes nothing; a good one is answered and kept.
		separate := body("1234 AB")
		separate["use_delivery_as_invoice_address"] = false
		apptest.ExpectInvalid(t, tulip.Call(t, "PUT", path, separate, nil), "errors.422", map[string][]string{
			"invoice_address.company_name": {"addresses.validation.name_or_company"},
			"invoice_address.last_name":    {"addresses.validation.name_or_company"},
			"invoice_address.country":      {"validation.required"}, "invoice_address.street": {"validation.required"},
			"invoice_address.city": {"validation.required"}, "invoice_address.postal_code": {"validation.required"}})
		if tulip.Call(t, "GET", path, nil, &got); !reflect.DeepEqual(got.Data, a) {
			t.Errorf("after a refused update: %+v", got.Data)
		}
		separate["invoice_address"] = map[string]any{"company_name": "Tulip Holding", "country": "GB",
			"postal_code": "sw1a1aa", "street": "10 Downing Street", "city": "London"}
		var updated apptest.Answer[addressbook.Address]
		if res := tulip.Call(t, "PUT", path, separate, &updated); res.Status != 200 ||
			updated.Data.InvoiceAddress.PostalCode != "SW1A 1AA" || updated.Data.UseDeliveryAsInvoiceAddress {
			t.Errorf("update: %d %s", res.Status, res.Body)
		}
		if tulip.Call(t, "GET", path, nil, &got); !reflect.DeepEqual(got.Data, updated.Data) {
			t.Errorf("after the update: %+v", got.Data)
		}

		// Deleted.
		if res := tulip.Call(t, "DELETE", path, nil, nil); res.Status != 204 {
			t.Errorf("delete: %d %s", res.Status, res.Body)
		}
		for _, method := range []string{"GET", "DELETE"} {
			if res := tulip.Call(t, method, path, nil, nil); res.Status != 404 {
				t.Errorf("%s after delete: %d", method, res.Status)
			}
		}
		if res := tulip.Call(t, "GET", "/address-book/abc", nil, nil); res.Status != 404 {
			t.Errorf("GET /abc: %d", res.Status)
		}
	})
}

// TestReadOnlyLevels checks that an Exit user reads the address book but changes nothing, and that
// a Supplier user sees none of it.
func TestReadOnlyLevels(t *testing.T) {
	env := apptest.New(t, "sqlite")
	admin := env.Portal(t, "admin@kade.example.com", demo.Accounts[0])
	var created apptest.Answer[addressbook.Address]
	admin.Call(t, "POST", "/address-book", body("1234 AB"), &created)
	before := dbtest.Count(t, env.App.DB, "address_book_addresses")
	path := fmt.Sprintf("/address-book/%d", created.Data.ID)
	for _, c := range []struct {
		email         string
		read, changes int
	}{{"exit@tulip.example.com", 200, 403}, {"supplier@tulip.example.com", 403, 403}} {
		user := env.Portal(t, c.email, demo.Accounts[0])
		for _, call := range []struct {
			method, path string
			status       int
		}{{"GET", "/address-book", c.read}, {"GET", path, c.read}, {"POST", "/address-book", c.changes}, {"PUT", path, c.changes}, {"DELETE", path, c.changes}} {
			if res := user.Call(t, call.method, call.path, body("1234 AB"), nil); res.Status != call.status {
				t.Errorf("%s %s %s: %d, want %d", c.email, call.method, call.path, res.Status, call.status)
			}
		}
	}
	if n := dbtest.Count(t, env.App.DB, "address_book_addresses"); n != before {
		t.Errorf("%d addresses after their calls, want the %d before", n, before)
	}
}
