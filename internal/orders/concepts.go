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

// ConceptRow is a row of the concept order list. OrderNumberKey is stored for the number's checks
// (see numberKey) and not shown.
type ConceptRow struct {
	concepts.Row
	OrderNumber    string `json:"order_number" db:"order_number"`
	OrderNumberKey string `json:"-" db:"order_number_key"`
	OrderDate      string `json:"order_date" db:"order_date"`
	Reference      string `json:"reference" db:"reference"`
	CustomerName   string `json:"customer_name" db:"customer_name"`
	Country        string `json:"country" db:"country"`
	LineCount      int64  `json:"line_count" db:"line_count"`
}

// Concepts are the concept sales orders.
type Concepts = concepts.Concepts[Fields, ConceptRow]

// NewConcepts is the concept mechanism for concept sales orders: sending one sends the order
// (Complete), with the concept's original source.
func NewConcepts(d *db.DB) *Concepts {
	return concepts.New(d, concepts.Entity[Fields, ConceptRow]{
		Table:      "concept_sales_orders",
		TextBounds: conceptTextBounds,
		Row: func(f *Fields) ConceptRow {
			return ConceptRow{OrderNumber: f.OrderNumber, OrderNumberKey: numberKey(f.OrderNumber), OrderDate: f.OrderDate,
				Reference: f.Reference, CustomerName: customerName(f.DeliveryAddress), Country: f.DeliveryAddress.Country,
				LineCount: int64(len(f.Lines))}
		},
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
