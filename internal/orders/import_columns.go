package orders

import (
	"strconv"

	"kade/internal/addresses"
	"kade/internal/domain"
	"kade/internal/imports"
	"kade/internal/products"
)

// importRow is a row of the import file: one order line with its order's header, which every row
// of the order repeats.
type importRow struct {
	Order Fields
	Line  Line
	// EAN finds the line's product when the article number is left empty.
	EAN string
	// InvoiceFlag is use_delivery_as_invoice_address as the row gives it; nil when left empty.
	InvoiceFlag *bool
}

type column = imports.Column[importRow]

// maxCode is how much of a code cell (a country, an EAN, a choice) is read: none is longer.
const maxCode = 50

// importHeader are the order's own columns, the same on every row of an order, in the order of
// the form; importLine follow them in the file.
var importHeader = append(append(append([]column{
	imports.Text("order_number", MaxOrderNumber, func(r *importRow) *string { return &r.Order.OrderNumber }),
	imports.Date("order_date", func(r *importRow) *string { return &r.Order.OrderDate }),
	imports.Date("delivery_date", func(r *importRow) *string { return &r.Order.DeliveryDate }),
	imports.Text("reference", maxReference, func(r *importRow) *string { return &r.Order.Reference }),
	choice("payment_method", PaymentMethods, func(r *importRow) *string { return &r.Order.PaymentMethod }),
	imports.Text("shipping_method", maxShippingMethod, func(r *importRow) *string { return &r.Order.ShippingMethod }),
	imports.Euros("shipment_costs_incl_vat", func(r *importRow) **int64 { return &r.Order.ShipmentCostsInclVAT }),
	choice("terms_of_delivery", TermsOfDelivery, func(r *importRow) *string { return &r.Order.TermsOfDelivery }),
	imports.Text("vat_number", addresses.MaxVATNumber, func(r *importRow) *string { return &r.Order.VATNumber }),
	imports.Text("webshop_source_id", maxWebshopSourceID, func(r *importRow) *string { return &r.Order.WebshopSourceID }),
	imports.Text("note", maxNote, func(r *importRow) *string { return &r.Order.Note }),
	imports.Text("comment", maxNote, func(r *importRow) *string { return &r.Order.Comment }),
	imports.Text("internal_comment", maxNote, func(r *importRow) *string { return &r.Order.InternalComment }),
}, addressColumns(deliveryColumn, func(r *importRow) *addresses.Address { return &r.Order.DeliveryAddress })...),
	imports.Flag("save_in_address_book", func(r *importRow) *bool { return &r.Order.SaveInAddressBook }),
	imports.Optional("use_delivery_as_invoice_address", imports.ParseBoolean, func(r *importRow) **bool { return &r.InvoiceFlag }),
), addressColumns(invoiceColumn, func(r *importRow) *addresses.Address { return &r.Order.InvoiceAddress })...)

// importLine are the columns of the row's order line.
var importLine = []column{
	imports.Text("article_number", products.MaxArticleNumber, func(r *importRow) *string { return &r.Line.ArticleNumber }),
	imports.Text("ean", maxCode, func(r *importRow) *string { return &r.EAN }),
	imports.Whole("quantity", func(r *importRow) *int64 { return &r.Line.Quantity }),
	choice("unit", products.Units, func(r *importRow) *string { return &r.Line.Unit }),
	imports.Euros("price_incl_vat", func(r *importRow) **int64 { return &r.Line.PriceInclVAT }),
	imports.Euros("price_excl_vat", func(r *importRow) **int64 { return &r.Line.PriceExclVAT }),
	percentage("vat_percentage", func(r *importRow) *Percentage { return &r.Line.VATPercentage }),
	percentage("discount_percentage", func(r *importRow) *Percentage { return &r.Line.DiscountPercentage }),
}

// importSheet is every column of the import file, its template and the orderlines export. A file must have the order
// number and the quantity, and the article number or the EAN (see readHeader); every other column
// may be left out.
var importSheet = imports.NewSheet(append(append([]column{}, importHeader...), importLine...),
	[]string{"order_number", "quantity"}, exportOnly)

// exportOnly are the columns the orderlines export adds after the import's: what the portal and the
// warehouse keep of an order and its line. The import skips them, so an exported file imports as it
// is.
var exportOnly = []string{"status", "source", "tracking", "line_number", "name", "quantity_delivered", "amount_excl_vat"}

// importFile is what the import reads of a file: a cell is never longer than a note.
var importFile = importSheet.File(maxNote)

// The prefixes of the two addresses' columns in the file and their fields' keys in an order.
const (
	deliveryColumn = "delivery_"
	invoiceColumn  = "invoice_"
)

// addressColumns are the columns of an address, named after its fields with prefix:
// delivery_postal_code is the delivery address's postal_code.
func addressColumns(prefix string, address func(*importRow) *addresses.Address) []column {
	text := func(name string, max int, field func(*addresses.Address) *string) column {
		return imports.Text(prefix+name, max, func(r *importRow) *string { return field(address(r)) })
	}
	return []column{
		text("company_name", addresses.MaxName, func(a *addresses.Address) *string { return &a.CompanyName }),
		text("department", addresses.MaxName, func(a *addresses.Address) *string { return &a.Department }),
		text("first_name", addresses.MaxName, func(a *addresses.Address) *string { return &a.FirstName }),
		text("last_name", addresses.MaxName, func(a *addresses.Address) *string { return &a.LastName }),
		text("country", maxCode, func(a *addresses.Address) *string { return &a.Country }),
		text("postal_code", addresses.MaxPostalCode, func(a *addresses.Address) *string { return &a.PostalCode }),
		text("house_number", addresses.MaxHouseNumber, func(a *addresses.Address) *string { return &a.HouseNumber }),
		text("house_number_addition", addresses.MaxHouseNumber, func(a *addresses.Address) *string { return &a.HouseNumberAddition }),
		imports.Flag(prefix+"is_without_postal_code", func(r *importRow) *bool { return &address(r).IsWithoutPostalCode }),
		text("street", addresses.MaxStreet, func(a *addresses.Address) *string { return &a.Street }),
		text("address_line", addresses.MaxStreet, func(a *addresses.Address) *string { return &a.AddressLine }),
		text("city", addresses.MaxCity, func(a *addresses.Address) *string { return &a.City }),
		text("email", addresses.MaxEmail, func(a *addresses.Address) *string { return &a.Email }),
		text("phone", addresses.MaxPhone, func(a *addresses.Address) *string { return &a.Phone }),
	}
}

// choice is a column of an enumeration; a value that is none of them is kept, and the order's
// rules flag it.
func choice(name string, values []string, field func(*importRow) *string) column {
	return imports.KeptChoice(name, values, maxCode, field)
}

// percentage is a column of a percentage: 21 for 21%, with at most two decimals.
func percentage(name string, field func(*importRow) *Percentage) column {
	return imports.Column[importRow]{Name: name, Number: true,
		Read: func(r *importRow, cell string) string {
			v, message := imports.ParseDecimal(cell)
			if message != "" {
				return message
			}
			p, err := ParsePercentage(strconv.FormatFloat(v, 'f', -1, 64))
			if err != nil {
				return "validation.decimals,2"
			}
			*field(r) = p
			return ""
		},
		Write: func(r *importRow) any { return float64(*field(r)) / 100 }}
}

// addressFields are the field keys of the addresses' columns: delivery_postal_code is
// delivery_address.postal_code.
var addressFields = func() map[string]string {
	fields := map[string]string{}
	for _, name := range addresses.Columns("") {
		fields[deliveryColumn+name] = "delivery_address." + name
		fields[invoiceColumn+name] = "invoice_address." + name
	}
	return fields
}()

// addressColumnsByField are the addresses' columns by their field keys.
var addressColumnsByField = func() map[string]string {
	columns := map[string]string{}
	for column, field := range addressFields {
		columns[field] = column
	}
	return columns
}()

// lineFields are the line's columns with the field of the line each fills: the EAN finds the
// line's article number, so its errors are the article number's.
var lineFields = func() map[string]string {
	fields := map[string]string{}
	for _, c := range importLine {
		fields[c.Name] = c.Name
	}
	fields["ean"] = "article_number"
	return fields
}()

// columnOfField is the file column of an order's field key and the index of the line it is on, or
// -1 for the order's own fields (reported at the order's first row): lines.2.quantity is column
// quantity of the order's third line, delivery_address.city is delivery_city, lines (the order has
// too few or too many) is article_number.
func columnOfField(field string) (line int, column string) {
	if i, name, ok := imports.LineField(field); ok {
		return i, name
	}
	if field == "lines" {
		return -1, "article_number"
	}
	if column, ok := addressColumnsByField[field]; ok {
		return -1, column
	}
	return -1, field
}

// fieldOfColumn is the order's field key of a file column on the order's line i: the reverse of
// columnOfField.
func fieldOfColumn(column string, i int) string {
	if field, ok := lineFields[column]; ok {
		return domain.LineField(i, field)
	}
	if field, ok := addressFields[column]; ok {
		return field
	}
	return column
}
