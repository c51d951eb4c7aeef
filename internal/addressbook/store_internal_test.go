package addressbook

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"kade/internal/addresses"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/listing"
)

func TestCreateUpdateDelete(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		b := NewBook(d)
		tulip, polder := dbtest.Account(t, d, "Tulip"), dbtest.Account(t, d, "Polder")

		f := delivery(" Tulip Webshop ", "de Vries", "Amsterdam")
		f.DeliveryAddress.PostalCode, f.DeliveryAddress.Country = "1234ab", "nl"
		f.InvoiceAddress = addresses.Address{City: "kept only when used"}
		f.VATNumber = "nl 8888.88.888 b01"
		created := mustCreate(t, b, tulip, f)
		want := delivery("Tulip Webshop", "de Vries", "Amsterdam")
		want.VATNumber = "NL888888888B01"
		want.Normalize()
		if created.Fields != want || created.Status != StatusReadyToSave || len(created.Errors) != 0 || created.ID == 0 {
			t.Errorf("created %+v, want the fields %+v, ready to save", created, want)
		}
		got, err := b.Get(ctx, tulip, created.ID)
		if err != nil || !reflect.DeepEqual(got, created) {
			t.Errorf("Get = %+v, %v; want %+v", got, err, created)
		}

		// Bad input changes nothing: not on create, not on update.
		bad := delivery("", "", "Amsterdam")
		bad.UseDeliveryAsInvoiceAddress = false
		bad.DeliveryAddress.PostalCode = "0000 AA"
		wantErrs := domain.ValidationErrors{
			"delivery_address.company_name": {"addresses.validation.name_or_company"},
			"delivery_address.last_name":    {"addresses.validation.name_or_company"},
			"delivery_address.postal_code":  {"validation.postal_code_format,1234 AB"},
			"invoice_address.company_name":  {"addresses.validation.name_or_company"},
			"invoice_address.last_name":     {"addresses.validation.name_or_company"},
			"invoice_address.country":       {"validation.required"},
			"invoice_address.street":        {"validation.required"},
			"invoice_address.city":          {"validation.required"},
			"invoice_address.postal_code":   {"validation.required"},
		}
		if _, err := b.Create(ctx, tulip, bad); !reflect.DeepEqual(err, wantErrs) {
			t.Errorf("Create(bad) = %v, want %v", err, wantErrs)
		}
		if _, err := b.Update(ctx, tulip, created.ID, bad); !reflect.DeepEqual(err, wantErrs) {
			t.Errorf("Update(bad) = %v, want %v", err, wantErrs)
		}
		if n := count(t, d); n != 1 {
			t.Errorf("%d addresses stored, want 1", n)
		}
		if got, _ := b.Get(ctx, tulip, created.ID); !reflect.DeepEqual(got, created) {
			t.Errorf("after a refused update: %+v, want %+v", got, created)
		}

		// A separate invoice address.
		changed := delivery("Tulip Webshop", "de Vries", "Utrecht")
		changed.UseDeliveryAsInvoiceAddress = false
		changed.InvoiceAddress = addresses.Address{CompanyName: "Tulip Holding", Country: "BE", PostalCode: "1000",
			Street: "Grote Markt 1", City: "Brussel"}
		updated, err := b.Update(ctx, tulip, created.ID, changed)
		if err != nil || updated.InvoiceAddress.Line != "Grote Markt 1, 1000 Brussel, BE" || updated.DeliveryAddress.City != "Utrecht" ||
			!updated.CreatedAt.Equal(created.CreatedAt) || updated.UpdatedAt.Before(created.UpdatedAt) {
			t.Errorf("Update = %+v, %v", updated, err)
		}
		if got, _ := b.Get(ctx, tulip, created.ID); !reflect.DeepEqual(got, updated) {
			t.Errorf("after the update: %+v, want %+v", got, updated)
		}

		// Another account's address does not exist for this one.
		if _, err := b.Get(ctx, polder, created.ID); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("Get of another account's address: %v", err)
		}
		if _, err := b.Update(ctx, polder, created.ID, changed); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("Update of another account's address: %v", err)
		}
		if err := b.Delete(ctx, polder, created.ID); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("Delete of another account's address: %v", err)
		}
		if err := b.Delete(ctx, tulip, created.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := b.Get(ctx, tulip, created.ID); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("Get after Delete: %v", err)
		}
		if err := b.Delete(ctx, tulip, created.ID); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("second Delete: %v", err)
		}
	})
}

// An address stored without the form's checks (as an order or the API may later store one) is read
// with its errors and labelled 'Change requested'.
func TestStatusOnRead(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		b := NewBook(d)
		tulip := dbtest.Account(t, d, "Tulip")
		ready := mustCreate(t, b, tulip, delivery("Ready B.V.", "", "Amsterdam"))
		now := db.Now()
		var id int64
		if err := d.Write().Get(ctx, &id, `INSERT INTO address_book_addresses (client_id, delivery_last_name, delivery_country,
			delivery_postal_code, delivery_house_number, delivery_street, use_delivery_as_invoice_address, created_at, updated_at)
			VALUES (?, 'Jansen', 'NL', '1234ab', '7', 'Dam', ?, ?, ?) RETURNING id`, tulip, true, now, now); err != nil {
			t.Fatal(err)
		}
		got, err := b.Get(ctx, tulip, id)
		wantErrs := domain.ValidationErrors{"delivery_address.city": {"validation.required"}}
		if err != nil || got.Status != StatusChangeRequested || !reflect.DeepEqual(got.Errors, wantErrs) ||
			got.DeliveryAddress.PostalCode != "1234 AB" || got.DeliveryAddress.Line != "Dam 7, 1234 AB, NL" {
			t.Errorf("Get = %+v, %v; want change requested with %v", got, err, wantErrs)
		}
		rows, _, _, err := b.List(ctx, tulip, ListFilter{Sort: SortNewest, Page: listing.Page{Limit: 50}})
		if err != nil || len(rows) != 2 || rows[0].ID != id || rows[0].Status != StatusChangeRequested ||
			rows[1].ID != ready.ID || rows[1].Status != StatusReadyToSave {
			t.Errorf("List = %+v, %v", rows, err)
		}
	})
}
