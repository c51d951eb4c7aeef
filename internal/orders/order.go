package orders

import (
	"slices"
	"time"

	"kade/internal/domain"
)

// Order is a sales order as the API shows it: the fields it was sent with (what an edit sends back),
// its lines with what the warehouse delivered, the footer, and for a DataIssue order its problems.
type Order struct {
	ID             int64       `json:"id"`
	Status         string      `json:"status"`
	Source         string      `json:"source"`
	OriginalSource string      `json:"original_source"`
	CustomerName   string      `json:"customer_name"`
	Tracking       string      `json:"tracking"`
	Fields         Fields      `json:"fields"`
	Lines          []OrderLine `json:"lines"`
	Totals         Totals      `json:"totals"`
	// Shipments are what the warehouse shipped of the order, first shipped first.
	Shipments []OrderShipment `json:"shipments"`
	// Problems are a DataIssue order's field errors, keyed like a 422's.
	Problems domain.ValidationErrors `json:"problems"`
	// SentValues are, by field, the values a webshop sent that did not fit their field (a text for
	// a number), as JSON text: the field holds its zero value, and the person who fixes the order
	// sees what arrived.
	SentValues map[string]string `json:"sent_values"`
	// Warnings are the lines that order more than is available to the order, while it can be edited.
	Warnings  domain.ValidationErrors `json:"warnings"`
	CreatedAt time.Time               `json:"created_at"`
	UpdatedAt time.Time               `json:"updated_at"`
}

// OrderLine is an order line as stored: the product it was ordered as (name, EAN and type copied
// when the order was sent), its amounts and what the warehouse shipped of it.
type OrderLine struct {
	LineNumber         int64      `json:"line_number"`
	ProductID          *int64     `json:"product_id"`
	ArticleNumber      string     `json:"article_number"`
	EAN                string     `json:"ean"`
	Name               string     `json:"name"`
	ProductTypeCode    string     `json:"product_type_code"`
	Quantity           int64      `json:"quantity"`
	QuantityDelivered  int64      `json:"quantity_delivered"`
	Unit               string     `json:"unit"`
	VATPercentage      Percentage `json:"vat_percentage"`
	DiscountPercentage Percentage `json:"discount_percentage"`
	LineAmounts
	ShipmentItems []ShipmentItem `json:"shipment_items"`
}

// ShipmentItem is what the warehouse shipped of a line: a batch, its best-before date, how many and
// their serial numbers.
type ShipmentItem struct {
	BatchNumber    string   `json:"batch_number"`
	BestBeforeDate string   `json:"best_before_date"`
	Quantity       int64    `json:"quantity"`
	SerialNumbers  []string `json:"serial_numbers"`
}

// OrderShipment is a shipment of an order as the order page shows it: when it left and its
// packages with their tracking (its items are at the lines).
type OrderShipment struct {
	ShippedAt time.Time `json:"shipped_at"`
	Packages  []Package `json:"packages"`
}

// The status machine (docs/domain.md): which statuses each change starts from.
var (
	// editable orders take a full edit: the warehouse has not taken them.
	editable = []string{StatusComplete, StatusOnHold, StatusDataIssue}
	// claiming orders claim stock with their lines' undelivered quantities (claim).
	claiming = []string{StatusComplete, StatusOnHold, StatusAssigned}
)

// Transition is a change of status a client makes.
type Transition = domain.Transition

// The transitions a client makes; the warehouse's (Assigned, Shipped) come with its API.
var (
	Hold    = Transition{From: []string{StatusComplete}, To: StatusOnHold, Event: "held"}
	Release = Transition{From: []string{StatusOnHold}, To: StatusComplete, Event: "released"}
	Cancel  = Transition{From: []string{StatusComplete, StatusOnHold, StatusDataIssue}, To: StatusCancelled, Event: "cancelled"}
)

// errNotAllowed answers a change the order's status does not allow: 409 orders.errors.not_allowed.
var errNotAllowed = &domain.Refusal{Message: "orders.errors.not_allowed"}

// visible reports whether a user sees an order of source: translator orders only with the flag.
func visible(source string, seesTranslatorOrders bool) bool {
	return source != SourceTranslator || seesTranslatorOrders
}

func claims(status string) bool { return slices.Contains(claiming, status) }

// changesClaim reports whether the transition may start from a status that claims stock differently
// from where it ends.
func changesClaim(t Transition) bool {
	return slices.ContainsFunc(t.From, func(from string) bool { return claims(from) != claims(t.To) })
}
