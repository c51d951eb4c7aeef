package orders

import (
	"kade/internal/addresses"
	"kade/internal/files"
)

// templateExample is the template's example: one order of two lines, delivered to a person and
// invoiced to a company, with every kind of column filled so a person sees how each is written.
var templateExample = func() []importRow {
	costs, price, second := int64(495), int64(2495), int64(1250)
	no := false
	order := NewFields()
	order.OrderNumber, order.OrderDate, order.DeliveryDate = "100234", "2025-03-14", "2025-03-17"
	order.Reference, order.PaymentMethod, order.ShipmentCostsInclVAT = "Web order 5531", "IDeal", &costs
	order.TermsOfDelivery, order.WebshopSourceID = "CustomsCostsForCustomer", "Webshop NL"
	order.Note, order.Comment = "Thank you for your order!", "Gift wrap, please"
	order.DeliveryAddress = addresses.Address{FirstName: "Anna", LastName: "de Vries", Country: "NL", PostalCode: "1012 AB",
		HouseNumber: "12", Street: "Damrak", City: "Amsterdam", Email: "anna@example.com", Phone: "+31 20 123 4567"}
	order.UseDeliveryAsInvoiceAddress = false
	order.InvoiceAddress = addresses.Address{CompanyName: "Tulip Webshop B.V.", Country: "NL", PostalCode: "3511 AB",
		HouseNumber: "5", Street: "Oudegracht", City: "Utrecht"}
	first := importRow{Order: order, InvoiceFlag: &no,
		Line: Line{ArticleNumber: "TSHIRT-ORG-M", Quantity: 2, Unit: "Piece", PriceInclVAT: &price, VATPercentage: 2100}}
	next := first
	next.Line = Line{ArticleNumber: "MUG-CER-WHITE", Quantity: 1, Unit: "Piece", PriceInclVAT: &second, VATPercentage: 2100,
		DiscountPercentage: 1000}
	return []importRow{first, next}
}()

// WriteTemplate writes the rows of the import template with write: the header and the example.
func WriteTemplate(write func(cells []any) error) error {
	return importSheet.WriteFile(write, len(templateExample), func(i int) importRow { return templateExample[i] })
}

// Template is the browser form POST /api/clients/{clientId}/concept-sales-orders/import/template.
var Template = files.Template{Name: "sales-order-import-template", Sheet: "Sales orders", Rows: WriteTemplate}
