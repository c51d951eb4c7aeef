// Package deliveries owns inbound deliveries (spec points 3 to 5 and 8): what a client announces it
// will bring to the warehouse (Fields, first a concept delivery), the deliveries sent, their status
// machine (docs/domain.md), the stock they bring (inbound while announced, in transit once arrived), and
// the receipt rows of the inbound overview that the warehouse reports.
package deliveries

import (
	"time"

	"kade/internal/domain"
	"kade/internal/stock"
)

// Fields are a delivery as entered, imported or sent by a webshop: a concept's fields, and what a
// delivery keeps of them.
type Fields struct {
	Reference string `json:"reference"`
	// PlannedDate is the day the delivery is expected at the warehouse, yyyy-mm-dd.
	PlannedDate string `json:"planned_date"`
	UnitLoad    string `json:"unit_load"`
	// ContainerLength is the container's length when the unit load is a Container ('' otherwise).
	ContainerLength string `json:"container_length"`
	// NumberOfPallets is how many pallets arrive when the unit load is Pallet (nil otherwise).
	NumberOfPallets *int64 `json:"number_of_pallets"`
	Lines           []Line `json:"lines"`
}

// Line is a delivery line as entered: the product by article number, how many and in which unit
// (” for the product's own unit).
type Line struct {
	ArticleNumber string `json:"article_number"`
	Quantity      int64  `json:"quantity"`
	Unit          string `json:"unit"`
}

// Unit loads (spec point 3, "Unit load").
const (
	UnitLoadContainer = "Container"
	UnitLoadColli     = "Colli"
	UnitLoadPallet    = "Pallet"
)

// UnitLoads are every unit load, as the form offers them.
var UnitLoads = []string{UnitLoadContainer, UnitLoadColli, UnitLoadPallet}

// ContainerLengths are the lengths of the standard (ISO) shipping containers.
var ContainerLengths = []string{"20ft", "40ft", "45ft"}

// Delivery statuses (docs/domain.md): a concept is not a delivery yet; sending it announces it.
const (
	StatusAnnounced = "Announced" // sent, expected at the warehouse
	StatusArrived   = "Arrived"   // in the goods-receipt area, being counted
	StatusReceived  = "Received"  // received: its receipt rows are in the inbound overview
	StatusCancelled = "Cancelled" // cancelled before it arrived
)

// Statuses are every delivery status, as the overview's filter offers them.
var Statuses = []string{StatusAnnounced, StatusArrived, StatusReceived, StatusCancelled}

// Sources are the channels a delivery arrives by: DET is entered in the portal ('Manual'), IMPORT a
// concept import, API a webshop's key.
const (
	SourceManual = domain.SourceManual
	SourceImport = domain.SourceImport
	SourceAPI    = domain.SourceAPI
)

// Delivery is a delivery as the API shows it: the fields it was sent with (what an edit sends back),
// its lines with the product's name and what was received of them, who entered it and when the
// warehouse took it in. JustProcessed says it was received within the last hour: its receipt rows
// may still change ('This delivery has just been processed. ...').
type Delivery struct {
	ID                   int64          `json:"id"`
	Status               string         `json:"status"`
	Source               string         `json:"source"`
	OriginalSource       string         `json:"original_source"`
	Fields               Fields         `json:"fields"`
	Lines                []DeliveryLine `json:"lines"`
	EnteredByName        string         `json:"entered_by_name"`
	EnteredByEmail       string         `json:"entered_by_email"`
	InGoodsReceiptAreaAt *time.Time     `json:"in_goods_receipt_area_at"`
	ReceivedAt           *time.Time     `json:"received_at"`
	JustProcessed        bool           `json:"just_processed"`
	CreatedAt            time.Time      `json:"created_at"`
	UpdatedAt            time.Time      `json:"updated_at"`
}

// DeliveryLine is a delivery line as stored: its product (name copied when it was sent), how many
// were announced and received.
type DeliveryLine struct {
	LineNumber       int64  `json:"line_number" db:"line_number"`
	ProductID        *int64 `json:"product_id" db:"product_id"`
	ArticleNumber    string `json:"article_number" db:"article_number"`
	Name             string `json:"name" db:"name"`
	Quantity         int64  `json:"quantity" db:"quantity"`
	Unit             string `json:"unit" db:"unit"`
	ReceivedQuantity int64  `json:"received_quantity" db:"received_quantity"`
}

// ProcessingTime is how long a received delivery's receipt data may still change (spec point 9:
// 'Receipt data is visible within one hour').
const ProcessingTime = time.Hour

// justProcessed reports whether a delivery received at receivedAt is still within ProcessingTime at now.
func justProcessed(status string, receivedAt *time.Time, now time.Time) bool {
	return status == StatusReceived && receivedAt != nil && now.Sub(*receivedAt) < ProcessingTime
}

// Transition is a change of a delivery's status.
type Transition = domain.Transition

// The transitions: the client cancels an announced delivery; the warehouse reports its arrival and
// its receipt (RecordArrival, RecordReceipt). An edit is allowed only while it is Announced.
var (
	Cancel  = Transition{From: []string{StatusAnnounced}, To: StatusCancelled, Event: "cancelled"}
	Arrive  = Transition{From: []string{StatusAnnounced}, To: StatusArrived, Event: "arrived"}
	Receive = Transition{From: []string{StatusAnnounced, StatusArrived}, To: StatusReceived, Event: "received"}
	// receivePart is a receipt that is not the last: the delivery is (still) being counted.
	receivePart = Transition{From: []string{StatusAnnounced, StatusArrived}, To: StatusArrived, Event: "partly_received"}
	editable    = []string{StatusAnnounced}
)

// stage is the figure the lines of a delivery in status count in (stock.Expect): inbound while
// announced, in transit once arrived, nothing after.
func stage(status string) string {
	switch status {
	case StatusAnnounced:
		return stock.Inbound
	case StatusArrived:
		return stock.InTransit
	}
	return ""
}

// errNotAllowed answers a change the delivery's status does not allow: 409 deliveries.errors.not_allowed.
var errNotAllowed = &domain.Refusal{Message: "deliveries.errors.not_allowed"}
