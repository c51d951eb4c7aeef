// Package addressbook owns an account's address book: delivery addresses, each with its invoice
// address (or 'use delivery as invoice address') and VAT number, which sales orders pick from. The
// address itself and its rules are package addresses'. An address is checked against today's rules
// whenever it is read, so one stored before a rule changed, or later by an order or the API without
// the form's checks, is labelled 'Change requested' with its errors instead of 'Ready to save'.
package addressbook

import (
	"time"

	"kade/internal/addresses"
	"kade/internal/domain"
)

// Fields are what a person enters for an address book address (spec point 3).
type Fields struct {
	DeliveryAddress             addresses.Address `json:"delivery_address"`
	UseDeliveryAsInvoiceAddress bool              `json:"use_delivery_as_invoice_address"`
	// InvoiceAddress is empty when the delivery address is the invoice address.
	InvoiceAddress addresses.Address `json:"invoice_address"`
	VATNumber      string            `json:"vat_number"`
}

// Normalize normalises both addresses and the VAT number, and empties the invoice address when the
// delivery address is used instead.
func (f *Fields) Normalize() {
	if f.UseDeliveryAsInvoiceAddress {
		f.InvoiceAddress = addresses.Address{}
	}
	f.DeliveryAddress.Normalize()
	f.InvoiceAddress.Normalize()
	f.VATNumber = addresses.NormalizeVATNumber(f.VATNumber)
}

// Check is what is wrong with normalised fields: a field of an address is named after it
// ("delivery_address.postal_code"); the invoice address is checked only when it is used.
func (f Fields) Check() domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	f.DeliveryAddress.Check(errs, "delivery_address.")
	if !f.UseDeliveryAsInvoiceAddress {
		f.InvoiceAddress.Check(errs, "invoice_address.")
	}
	addresses.CheckVATNumber(errs, "vat_number", f.VATNumber)
	return errs
}

// The status labels of spec point 3: 'Change requested' (has errors) and 'Ready to save'.
const (
	StatusChangeRequested = "change_requested"
	StatusReadyToSave     = "ready_to_save"
)

// Address is an address book address as the API shows it: its fields, normalised, and its status and
// errors under today's rules.
type Address struct {
	ID int64 `json:"id"`
	Fields
	Status    string                  `json:"status"`
	Errors    domain.ValidationErrors `json:"errors"`
	CreatedAt time.Time               `json:"created_at"`
	UpdatedAt time.Time               `json:"updated_at"`
}

// newAddress is the address with id and its times, checked: its status follows from its errors.
func newAddress(id int64, f Fields, createdAt, updatedAt time.Time) Address {
	f.Normalize()
	errs := f.Check()
	status := StatusReadyToSave
	if len(errs) > 0 {
		status = StatusChangeRequested
	}
	return Address{ID: id, Fields: f, Status: status, Errors: errs, CreatedAt: createdAt.UTC(), UpdatedAt: updatedAt.UTC()}
}
