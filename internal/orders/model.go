// Package orders owns sales orders (spec points 3 and 4): what a client, an import or a webshop
// enters (Fields, first a concept), the orders that are sent to the warehouse, their status
// machine (docs/domain.md), the stock their open lines claim, and the footer totals.
package orders

import (
	"kade/internal/addresses"
	"kade/internal/domain"
)

// Fields are a sales order as entered, imported or sent by a webshop: a concept's fields, and what
// an order keeps of them. Money is in euro cents; a percentage is in hundredths of a percent
// (basis points: 21% is 2100), written in the API as a number with at most two decimals.
type Fields struct {
	OrderNumber string `json:"order_number"`
	// OrderDate and DeliveryDate (the desired shipment date) are ISO dates, yyyy-mm-dd.
	OrderDate    string `json:"order_date"`
	DeliveryDate string `json:"delivery_date"`
	Reference    string `json:"reference"`

	PaymentMethod string `json:"payment_method"`
	// ShippingMethod is empty for the account's default.
	ShippingMethod       string `json:"shipping_method"`
	ShipmentCostsInclVAT *int64 `json:"shipment_costs_incl_vat"`
	TermsOfDelivery      string `json:"terms_of_delivery"`
	VATNumber            string `json:"vat_number"`
	// WebshopSourceID is the customer source: which of the client's shops the order came from.
	WebshopSourceID string `json:"webshop_source_id"`

	// Note is printed on the invoice and the packing slip; Comment is the packing table's
	// instruction, shown as a pop-up; InternalComment is the client's own note about the order.
	Note            string `json:"note"`
	Comment         string `json:"comment"`
	InternalComment string `json:"internal_comment"`

	DeliveryAddress             addresses.Address `json:"delivery_address"`
	UseDeliveryAsInvoiceAddress bool              `json:"use_delivery_as_invoice_address"`
	InvoiceAddress              addresses.Address `json:"invoice_address"`
	SaveInAddressBook           bool              `json:"save_in_address_book"`

	Lines []Line `json:"lines"`
}

// Line is an order line as entered: the product by article number, how many, and its price. Either
// price may be entered; the other is derived from it and the VAT percentage (see LineAmounts).
type Line struct {
	ArticleNumber      string     `json:"article_number"`
	Quantity           int64      `json:"quantity"`
	Unit               string     `json:"unit"`
	PriceInclVAT       *int64     `json:"price_incl_vat"`
	PriceExclVAT       *int64     `json:"price_excl_vat"`
	VATPercentage      Percentage `json:"vat_percentage"`
	DiscountPercentage Percentage `json:"discount_percentage"`
}

// Order statuses (spec point 3 and docs/domain.md). A concept is not an order yet: it is a concept sales
// order, flagged 'To adjust' or 'Ready'. Shipped and Cancelled extend the specification.
const (
	StatusDataIssue = "DataIssue" // 'Data issue': arrived by API with problems, kept, waits for a fix
	StatusComplete  = "Complete"  // 'Ready to import': sent, waits for the warehouse
	StatusOnHold    = "OnHold"    // held by the client before the warehouse took it
	StatusAssigned  = "Assigned"  // 'In progress': the warehouse took it; no more edits
	StatusShipped   = "Shipped"   // every line delivered
	StatusCancelled = "Cancelled" // cancelled before the warehouse took it
)

// Statuses are every order status, as the overview's filter offers them.
var Statuses = []string{StatusDataIssue, StatusOnHold, StatusAssigned, StatusComplete, StatusShipped, StatusCancelled}

// PaymentMethods (spec point 3).
var PaymentMethods = []string{"Creditcard", "Invoice", "IDeal", "Collection", "Authorization", "Paypal", "Psp", "Prepayment"}

// TermsOfDelivery (spec point 3).
var TermsOfDelivery = []string{"CustomsCostsForCustomer", "CustomsCostForOwnAccount"}

// Sources are the channels an order arrives by: DET is entered in the portal ('Manual'), IMPORT a
// concept import, API a webshop's key, TRANSLATOR the EDI translator (seen only by users with
// canSeeTranslatorOrders).
const (
	SourceManual     = domain.SourceManual
	SourceImport     = domain.SourceImport
	SourceAPI        = domain.SourceAPI
	SourceTranslator = domain.SourceTranslator
)

// Sources are every source, as the overview's filter offers them.
var Sources = []string{SourceManual, SourceImport, SourceAPI, SourceTranslator}
