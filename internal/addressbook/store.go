package addressbook

import (
	"context"
	"strings"
	"time"

	"kade/internal/addresses"
	"kade/internal/db"
	"kade/internal/domain"
)

// Book is the address book service: the list, one address, and create, update and delete.
type Book struct {
	db *db.DB
}

func NewBook(d *db.DB) *Book { return &Book{db: d} }

// fieldColumnNames are the columns of Fields, in the order of fieldValues and record.targets.
var fieldColumnNames = append(append(addresses.Columns("delivery_"), addresses.Columns("invoice_")...),
	"use_delivery_as_invoice_address", "vat_number")

var fieldColumns = strings.Join(fieldColumnNames, ", ")

const timeColumns = "created_at, updated_at"

// selectColumns are what a read selects into a record.
var selectColumns = "id, " + fieldColumns + ", " + timeColumns

func fieldValues(f Fields) []any {
	return append(append(f.DeliveryAddress.Values(), f.InvoiceAddress.Values()...), f.UseDeliveryAsInvoiceAddress, f.VATNumber)
}

// record is a row of address_book_addresses as read.
type record struct {
	ID int64
	Fields
	CreatedAt, UpdatedAt time.Time
}

func (r *record) targets() []any {
	t := append([]any{&r.ID}, r.DeliveryAddress.Targets()...)
	t = append(t, r.InvoiceAddress.Targets()...)
	return append(t, &r.UseDeliveryAsInvoiceAddress, &r.VATNumber, &r.CreatedAt, &r.UpdatedAt)
}

func (r record) address() Address { return newAddress(r.ID, r.Fields, r.CreatedAt, r.UpdatedAt) }

// readAddresses runs query, which selects selectColumns, and checks each address it reads.
func readAddresses(ctx context.Context, q db.Q, query string, args ...any) ([]Address, error) {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	found := []Address{}
	for rows.Next() {
		var r record
		if err := rows.Scan(r.targets()...); err != nil {
			return nil, err
		}
		found = append(found, r.address())
	}
	return found, rows.Err()
}

// Get is one address of the account, or domain.ErrNotFound.
func (b *Book) Get(ctx context.Context, clientID, id int64) (Address, error) {
	found, err := readAddresses(ctx, b.db.Read(), `SELECT `+selectColumns+` FROM address_book_addresses
		WHERE client_id = ? AND id = ?`, clientID, id)
	if err != nil {
		return Address{}, err
	}
	if len(found) == 0 {
		return Address{}, domain.ErrNotFound
	}
	return found[0], nil
}

// Create adds an address to the account's book. f is normalised and must pass every rule, else the
// error is a domain.ValidationErrors and nothing is stored.
func (b *Book) Create(ctx context.Context, clientID int64, f Fields) (Address, error) {
	return insert(ctx, b.db.Write(), clientID, f)
}

// insert adds an address to the account's book in q, checked like Create.
func insert(ctx context.Context, q db.Q, clientID int64, f Fields) (Address, error) {
	f.Normalize()
	if err := f.Check().Err(); err != nil {
		return Address{}, err
	}
	now := db.Now()
	values := append(append([]any{clientID}, fieldValues(f)...), now, now)
	var id int64
	err := q.Get(ctx, &id, `INSERT INTO address_book_addresses (client_id, `+fieldColumns+`, `+timeColumns+`)
		VALUES (?`+strings.Repeat(", ?", len(values)-1)+`) RETURNING id`, values...)
	if err != nil {
		return Address{}, err
	}
	return newAddress(id, f, now, now), nil
}

// Remember adds an address to the account's book in q unless the book already holds one with exactly
// these fields, checked like Create: a sales order that asks to save its addresses saves them once,
// also when they were picked from the book or the next order goes to the same customer.
func Remember(ctx context.Context, q db.Q, clientID int64, f Fields) error {
	f.Normalize()
	var known []int64
	err := q.Select(ctx, &known, `SELECT id FROM address_book_addresses WHERE client_id = ? AND `+
		strings.Join(fieldColumnNames, " = ? AND ")+` = ? LIMIT 1`, append([]any{clientID}, fieldValues(f)...)...)
	if err != nil || len(known) > 0 {
		return err
	}
	_, err = insert(ctx, q, clientID, f)
	return err
}

// Update replaces the fields of one of the account's addresses, checked like Create; an address
// the account does not have is domain.ErrNotFound.
func (b *Book) Update(ctx context.Context, clientID, id int64, f Fields) (Address, error) {
	f.Normalize()
	if err := f.Check().Err(); err != nil {
		return Address{}, err
	}
	now := db.Now()
	set := strings.ReplaceAll(fieldColumns, ",", " = ?,") + " = ?, updated_at = ?"
	var createdAt time.Time
	err := b.db.Write().Get(ctx, &createdAt, `UPDATE address_book_addresses SET `+set+`
		WHERE client_id = ? AND id = ? RETURNING created_at`, append(fieldValues(f), now, clientID, id)...)
	if db.NotFound(err) {
		return Address{}, domain.ErrNotFound
	}
	if err != nil {
		return Address{}, err
	}
	return newAddress(id, f, createdAt, now), nil
}

// Delete removes one of the account's addresses; one it does not have is domain.ErrNotFound.
func (b *Book) Delete(ctx context.Context, clientID, id int64) error {
	res, err := b.db.Write().Exec(ctx, `DELETE FROM address_book_addresses WHERE client_id = ? AND id = ?`, clientID, id)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err == nil && n == 0 {
		return domain.ErrNotFound
	}
	return err
}
