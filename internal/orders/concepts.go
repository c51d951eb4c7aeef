package orders

import (
	"context"

	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/listing"
)

// Concept is a concept sales order: its fields as entered or imported and the errors they have now.
type Concept = concepts.Concept[Fields]

// ConceptRow is a row of the concept order list.
type ConceptRow struct {
	concepts.Row
	OrderNumber  string `json:"order_number" db:"order_number"`
	OrderDate    string `json:"order_date" db:"order_date"`
	Reference    string `json:"reference" db:"reference"`
	CustomerName string `json:"customer_name" db:"customer_name"`
	Country      string `json:"country" db:"country"`
	LineCount    int64  `json:"line_count" db:"line_count"`
}

// NewConcepts is the concept mechanism for concept sales orders: sending one sends the order
// (Complete), with the concept's original source.
func NewConcepts(d *db.DB) *concepts.Concepts[Fields] {
	return concepts.New(d, concepts.Entity[Fields]{
		Table:      "concept_sales_orders",
		TextBounds: conceptTextBounds,
		Columns: []concepts.Column[Fields]{
			{Name: "order_number", Value: func(f *Fields) any { return f.OrderNumber }},
			{Name: "order_number_key", Value: func(f *Fields) any { return numberKey(f.OrderNumber) }},
			{Name: "order_date", Value: func(f *Fields) any { return f.OrderDate }},
			{Name: "reference", Value: func(f *Fields) any { return f.Reference }},
			{Name: "customer_name", Value: func(f *Fields) any { return customerName(f.DeliveryAddress) }},
			{Name: "country", Value: func(f *Fields) any { return f.DeliveryAddress.Country }},
			{Name: "line_count", Value: func(f *Fields) any { return len(f.Lines) }},
		},
		Normalize: (*Fields).Normalize,
		Check: func(ctx context.Context, q db.Q, clientID, conceptID int64, f Fields) (domain.ValidationErrors, error) {
			errs, _, err := check(ctx, q, clientID, owner{ConceptID: conceptID}, f)
			return errs, err
		},
		Send: func(ctx context.Context, q db.Q, clientID int64, c Concept) error {
			_, err := createOrder(ctx, q, clientID, Sender{}, c.OriginalSource, owner{ConceptID: c.ID}, c.Fields, domain.Unreadable{})
			return err
		},
		Search:          conceptSearch,
		RequiredMessage: RequiredMessage,
	})
}

// conceptTextBounds are the texts of the header a bulk edit may set, with their bounds.
var conceptTextBounds = map[string]int{
	"order_date": len(isoDate), "delivery_date": len(isoDate), "reference": maxReference,
	"payment_method": maxShippingMethod, "shipping_method": maxShippingMethod, "terms_of_delivery": maxShippingMethod,
	"vat_number": 20, "webshop_source_id": maxWebshopSourceID, "note": maxNote, "comment": maxNote,
	"internal_comment": maxNote,
}

// conceptSearch is the concept orders the list's search matches: the start of the order number, any
// part of the reference or the customer name, in any case.
var conceptSearch = listing.Search{Table: "concept_sales_orders", Alias: "c", Prefix: []string{"order_number"},
	Contains: []string{"reference", "customer_name"}}
