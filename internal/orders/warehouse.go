package orders

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/products"
	"kade/internal/stock"
)

// The warehouse's side of an order (docs/architecture.md, "The warehouse side"): the provider's
// warehouse system takes a Complete order (Assigned, 'In progress') and posts its shipments; when
// every line is delivered the order is Shipped. Each change holds the order's row first, then its
// products in id order, as every write does.

// Assign is the warehouse taking an order: Complete -> Assigned.
var Assign = Transition{From: []string{StatusComplete}, To: StatusAssigned, Event: "assigned"}

// Shipment is what the warehouse posts when it ships (part of) a taken order: its packages and
// what each holds of the order's lines, by lot.
type Shipment struct {
	// ShippedAt is when it left the warehouse; empty is now.
	ShippedAt *time.Time     `json:"shipped_at"`
	Packages  []Package      `json:"packages"`
	Lines     []ShipmentLine `json:"lines"`
}

// Package is a parcel of a shipment, with its carrier's tracking.
type Package struct {
	Carrier      string `json:"carrier" db:"carrier"`
	TrackingCode string `json:"tracking_code" db:"tracking_code"`
	TrackingURL  string `json:"tracking_url" db:"tracking_url"`
}

// ShipmentLine is what a shipment holds of one of the order's articles from one lot (a lot of the
// ledger: its number and best-before date, as received).
type ShipmentLine struct {
	ArticleNumber  string   `json:"article_number"`
	BatchNumber    string   `json:"batch_number"`
	BestBeforeDate string   `json:"best_before_date"`
	Quantity       int64    `json:"quantity"`
	SerialNumbers  []string `json:"serial_numbers"`
}

// Bounds of a shipment.
const (
	maxShipmentLines   = 1000
	maxPackages        = 50
	maxCarrier         = 100
	maxTrackingCode    = 100
	maxTrackingURL     = 2000
	maxSerialNumber    = 100
	maxTrackingColumn  = 1000 // the overview's tracking codes of an order, in characters
	msgNotOnOrder      = "warehouse.validation.not_on_order"
	msgMoreThanOrdered = "warehouse.validation.more_than_ordered"
	msgURL             = "warehouse.validation.url"
	msgSerialNumbers   = "warehouse.validation.serial_numbers"
)

// validate checks a shipment's own values.
func (sh Shipment) validate() domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	switch {
	case len(sh.Packages) == 0:
		errs.Add("packages", "validation.required")
	case len(sh.Packages) > maxPackages:
		errs.Add("packages", "validation.max", maxPackages)
	}
	for i, p := range sh.Packages[:min(len(sh.Packages), maxPackages)] {
		field := func(name string) string { return fmt.Sprintf("packages.%d.%s", i, name) }
		errs.Text(field("carrier"), p.Carrier, maxCarrier, true)
		errs.Text(field("tracking_code"), p.TrackingCode, maxTrackingCode, true)
		errs.Text(field("tracking_url"), p.TrackingURL, maxTrackingURL, false)
		if p.TrackingURL != "" && len(errs[field("tracking_url")]) == 0 && !webAddress(p.TrackingURL) {
			errs.Add(field("tracking_url"), msgURL)
		}
	}
	switch {
	case len(sh.Lines) == 0:
		errs.Add("lines", "validation.required")
	case len(sh.Lines) > maxShipmentLines:
		errs.Add("lines", "validation.max", maxShipmentLines)
	}
	for i, l := range sh.Lines[:min(len(sh.Lines), maxShipmentLines)] {
		errs.Text(domain.LineField(i, "article_number"), l.ArticleNumber, products.MaxArticleNumber, true)
		errs.Text(domain.LineField(i, "batch_number"), l.BatchNumber, stock.MaxLotNumber, false)
		errs.Date(domain.LineField(i, "best_before_date"), l.BestBeforeDate, false)
		errs.Whole(domain.LineField(i, "quantity"), &l.Quantity, 1, MaxQuantity)
		if int64(len(l.SerialNumbers)) > max(l.Quantity, 0) {
			errs.Add(domain.LineField(i, "serial_numbers"), msgSerialNumbers)
		}
		for j, serial := range l.SerialNumbers[:min(int64(len(l.SerialNumbers)), max(l.Quantity, 0))] {
			errs.Text(fmt.Sprintf("lines.%d.serial_numbers.%d", i, j), serial, maxSerialNumber, true)
		}
	}
	return errs
}

// webAddress reports whether s is an absolute http or https address, which the order page links.
func webAddress(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// AccountOf is the account of order id; none is domain.ErrNotFound. An order never changes account,
// so what is read here holds for the transaction that follows.
func (s *Orders) AccountOf(ctx context.Context, id int64) (int64, error) {
	var clientID int64
	err := s.db.Read().Get(ctx, &clientID, `SELECT client_id FROM sales_orders WHERE id = ?`, id)
	if db.NotFound(err) {
		return 0, domain.ErrNotFound
	}
	return clientID, err
}

// AssignIn makes the warehouse take the account's order id in q (Complete -> Assigned); it goes on
// claiming its lines' stock. An order in any other status (on hold, cancelled, taken already) is
// a 409 whose answer holds the order as it is.
func (s *Orders) AssignIn(ctx context.Context, q db.Q, clientID, id int64) (Order, error) {
	assigned, ok, err := setStatus(ctx, q, clientID, id, Assign)
	if err != nil {
		return Order{}, err
	}
	if ok {
		return readWithHeader(ctx, q, assigned)
	}
	order, err := read(ctx, q, clientID, id, true)
	if err != nil {
		return Order{}, err
	}
	return order, &domain.Refusal{Message: errNotAllowed.Message, Data: order}
}

// ShipIn records a shipment of the account's taken order id in q: its packages and items, each
// line's quantity delivered, the units leaving the ledger (shipment movements from the lots named)
// and the order's claim shrunk by them; when every line is delivered the order is Shipped. An order
// that is not Assigned is a 409 with the order as it is; an article not on the order, more than a
// line still waits for, or a lot without that stock is a 422 that changes nothing.
func (s *Orders) ShipIn(ctx context.Context, q db.Q, clientID, id int64, sh Shipment) (Order, error) {
	errs := sh.validate()
	if err := errs.Err(); err != nil {
		return Order{}, err
	}
	now := db.Now()
	// The order's row is held first; the same statement checks its status and reads it.
	h, ok, err := holdHeader(ctx, q, clientID, id, StatusAssigned)
	if err != nil {
		return Order{}, err
	}
	if !ok {
		order, err := read(ctx, q, clientID, id, true)
		if err != nil {
			return Order{}, err
		}
		return Order{}, &domain.Refusal{Message: errNotAllowed.Message, Data: order}
	}
	records, err := readLines(ctx, q, id)
	if err != nil {
		return Order{}, err
	}
	shipped, movements := shipmentLines(clientID, h.Fields.OrderNumber, sh, records, errs)
	if err := errs.Err(); err != nil {
		return Order{}, err
	}
	waiting, all := stillWaiting(sh, records, shipped)
	status := StatusAssigned
	if all {
		status = StatusShipped
	}
	// The claim shrinks by what shipped (an Assigned order claims what it still waits for, a Shipped
	// one nothing), with the movements: the products' figures are refreshed once.
	if err := stock.PostAndClaim(ctx, q, orderRef(id), waiting, movements...); err != nil {
		return Order{}, lineErrors(err)
	}
	if err := writeShipment(ctx, q, clientID, id, sh, records, shipped, now); err != nil {
		return Order{}, err
	}
	// The codes are added to the row's own, read under its lock: a shipment that went before, while
	// this one waited, keeps its codes.
	codes := trackingCodes(sh.Packages)
	after, held, err := updateHeader(ctx, q, clientID, id, `status = ?, updated_at = ?,
		tracking = substr(CASE WHEN tracking = '' THEN CAST(? AS TEXT) ELSE tracking || ', ' || CAST(? AS TEXT) END, 1, ?)`,
		[]any{status, now, codes, codes, maxTrackingColumn}, StatusAssigned)
	if err == nil && !held {
		err = fmt.Errorf("sales order %d left %s while its shipment held it", id, StatusAssigned)
	}
	if err != nil {
		return Order{}, err
	}
	what := "partly_shipped"
	if all {
		what = "shipped"
	}
	if err := events.Append(ctx, q, orderEvent(clientID, id, h.Fields.OrderNumber, what, map[string]events.Change{"status": {To: status},
		"tracking": {To: codes}})); err != nil {
		return Order{}, err
	}
	return readWithHeader(ctx, q, after)
}

// shipmentLines matches a shipment's lines to the order's, by article number: the order line each
// ships of (by its place in records) and the movements that take them from stock, one per line in
// the shipment's order. What cannot ship is added to errs.
func shipmentLines(clientID int64, orderNumber string, sh Shipment, records []lineRecord, errs domain.ValidationErrors) ([]int, []stock.Movement) {
	byArticle := map[string]int{}
	for i, r := range records {
		byArticle[r.ArticleNumber] = i
	}
	at := time.Now().UTC()
	if sh.ShippedAt != nil {
		at = sh.ShippedAt.UTC()
	}
	shipped := make([]int, len(sh.Lines))
	waiting := map[int]int64{}
	movements := make([]stock.Movement, 0, len(sh.Lines))
	for i, l := range sh.Lines {
		r, ok := byArticle[l.ArticleNumber]
		if !ok || records[r].ProductID == nil {
			errs.Add(domain.LineField(i, "article_number"), msgNotOnOrder)
			continue
		}
		shipped[i] = r
		if _, seen := waiting[r]; !seen {
			waiting[r] = records[r].Quantity - records[r].QuantityDelivered
		}
		if l.Quantity > waiting[r] {
			errs.Add(domain.LineField(i, "quantity"), msgMoreThanOrdered, max(waiting[r], 0))
		}
		waiting[r] -= l.Quantity
		movements = append(movements, stock.Movement{ClientID: clientID, ProductID: *records[r].ProductID,
			LotNumber: l.BatchNumber, BestBefore: l.BestBeforeDate, BatchStatus: "sellable", Quantity: -l.Quantity,
			Type: "shipment", Reference: orderNumber, OccurredAt: at})
	}
	return shipped, movements
}

// lineErrors is a refused posting's errors keyed by the shipment's lines: its movements are the
// shipment's lines in order (see shipmentLines).
func lineErrors(err error) error {
	var errs domain.ValidationErrors
	if !errors.Is(err, stock.ErrNegativeBalance) || !errors.As(err, &errs) {
		return err
	}
	keyed := domain.ValidationErrors{}
	for field, messages := range errs {
		keyed[strings.Replace(field, "movements.", "lines.", 1)] = messages
	}
	return keyed
}

// stillWaiting is what the order waits for of each of its products once the shipment is delivered
// (shipped names each shipment line's order line by its place in records), 0 for a product it has
// all of: the claim of an order that is taken. all says whether every line is then delivered.
func stillWaiting(sh Shipment, records []lineRecord, shipped []int) (waiting map[int64]int64, all bool) {
	delivered := make([]int64, len(records))
	for i, l := range sh.Lines {
		delivered[shipped[i]] += l.Quantity
	}
	waiting, all = map[int64]int64{}, true
	for i, r := range records {
		left := r.Quantity - r.QuantityDelivered - delivered[i]
		all = all && left <= 0
		if r.ProductID != nil {
			waiting[*r.ProductID] += left
		}
	}
	return waiting, all
}

// writeShipment stores the shipment, its packages and its items, and adds the items to their lines'
// quantity delivered (shipped names each item's line by its place in records).
func writeShipment(ctx context.Context, q db.Q, clientID, orderID int64, sh Shipment, records []lineRecord, shipped []int, now time.Time) error {
	at := now
	if sh.ShippedAt != nil {
		at = sh.ShippedAt.UTC().Truncate(time.Microsecond)
	}
	var shipmentID int64
	// of_translator keeps the order's source beside the shipment for the dashboard's orders shipped.
	if err := q.Get(ctx, &shipmentID, `INSERT INTO sales_order_shipments (sales_order_id, client_id, shipped_at, created_at, of_translator)
		VALUES (?, ?, ?, ?, (SELECT o.source = ? FROM sales_orders o WHERE o.id = ?)) RETURNING id`,
		orderID, clientID, at, now, SourceTranslator, orderID); err != nil {
		return err
	}
	if err := db.InsertRows(ctx, q, "sales_order_packages", "shipment_id, client_id, carrier, tracking_code, tracking_url",
		len(sh.Packages), func(i int) []any {
			p := sh.Packages[i]
			return []any{shipmentID, clientID, p.Carrier, p.TrackingCode, p.TrackingURL}
		}); err != nil {
		return err
	}
	if err := db.InsertRows(ctx, q, "sales_order_shipment_items",
		"shipment_id, sales_order_line_id, client_id, batch_number, best_before_date, quantity, serial_numbers, shipped_at",
		len(sh.Lines), func(i int) []any {
			l := sh.Lines[i]
			return []any{shipmentID, records[shipped[i]].ID, clientID, l.BatchNumber, l.BestBeforeDate, l.Quantity,
				strings.Join(l.SerialNumbers, "\n"), at}
		}); err != nil {
		return err
	}
	// One statement adds each line's units: a line shipped from two lots is in it twice, its
	// quantities summed.
	var values []string
	var args []any
	for i, l := range sh.Lines {
		values = append(values, "(CAST(? AS BIGINT), CAST(? AS BIGINT))")
		args = append(args, records[shipped[i]].ID, l.Quantity)
	}
	_, err := q.Exec(ctx, `WITH shipped (line_id, quantity) AS (VALUES `+strings.Join(values, ", ")+`)
		UPDATE sales_order_lines SET quantity_delivered = quantity_delivered +
			(SELECT SUM(quantity) FROM shipped WHERE line_id = sales_order_lines.id)
		WHERE id IN (SELECT line_id FROM shipped)`, args...)
	return err
}

// trackingCodes is what the overview shows of the packages' tracking: their codes, joined by ", ".
// The order's tracking adds them to the codes it had, at most maxTrackingColumn characters.
func trackingCodes(packages []Package) string {
	codes := make([]string, len(packages))
	for i, p := range packages {
		codes[i] = p.TrackingCode
	}
	return strings.Join(codes, ", ")
}
