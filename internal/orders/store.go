package orders

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"kade/internal/addresses"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/stock"
)

// headerColumns are the columns of an order's Fields and customer_name, in the order of
// headerValues and header.targets.
var headerColumns = append(append(append([]string{"order_number", "order_date", "delivery_date", "reference",
	"payment_method", "shipping_method", "shipment_costs_incl_vat", "terms_of_delivery", "vat_number",
	"webshop_source_id", "note", "comment", "internal_comment", "use_delivery_as_invoice_address"},
	addresses.Columns("delivery_")...), addresses.Columns("invoice_")...), "customer_name")

func headerValues(f Fields) []any {
	values := []any{f.OrderNumber, f.OrderDate, f.DeliveryDate, f.Reference, f.PaymentMethod, f.ShippingMethod,
		f.ShipmentCostsInclVAT, f.TermsOfDelivery, f.VATNumber, f.WebshopSourceID, f.Note, f.Comment,
		f.InternalComment, f.UseDeliveryAsInvoiceAddress}
	values = append(append(values, f.DeliveryAddress.Values()...), f.InvoiceAddress.Values()...)
	return append(values, customerName(f.DeliveryAddress))
}

// customerName is what the overview shows of the customer: the delivery address's company, else its
// first and last name. It is cut to the longest valid one (first and last name), so that a webshop's
// DataIssue order with far longer names still fits the overview's index (PostgreSQL refuses an index
// entry over 2,704 bytes); the address itself keeps them in full.
func customerName(a addresses.Address) string {
	name := a.CompanyName
	if name == "" {
		name = strings.TrimSpace(a.FirstName + " " + a.LastName)
	}
	if runes := []rune(name); len(runes) > maxCustomerName {
		return string(runes[:maxCustomerName])
	}
	return name
}

// maxCustomerName is the longest customer name of an order that passes: a first and a last name.
const maxCustomerName = 2*addresses.MaxName + 1

// insertOrder stores an order's header with its status and problems, and the values a webshop sent
// that fit no field (sent), and answers its row as stored; createdBy 0 is no user (an API key). A
// number the account used already is a 422 on order_number: the unique index decides between
// concurrent sends of one number.
func insertOrder(ctx context.Context, q db.Q, clientID, createdBy int64, source, status string, f Fields, problems domain.ValidationErrors, sent map[string]string) (header, error) {
	if problems == nil {
		problems = domain.ValidationErrors{}
	}
	if sent == nil {
		sent = map[string]string{}
	}
	problemsJSON, err := json.Marshal(problems)
	if err != nil {
		return header{}, err
	}
	sentJSON, err := json.Marshal(sent)
	if err != nil {
		return header{}, err
	}
	var creator *int64
	if createdBy != 0 {
		creator = &createdBy
	}
	now := db.Now()
	values := append([]any{clientID}, headerValues(f)...)
	values = append(values, numberKey(f.OrderNumber), source, source, status, string(problemsJSON), string(sentJSON), creator, now, now)
	// The order costs what handling an order of the account costs when it is made (none agreed: 0).
	h, err := scanHeader(q.Query(ctx, `INSERT INTO sales_orders (client_id, `+strings.Join(headerColumns, ", ")+`,
		order_number_key, source, original_source, status, problems, sent_values, created_by, created_at, updated_at, handling_costs)
		VALUES (?`+strings.Repeat(", ?", len(values)-1)+`, (SELECT COALESCE(handling_costs, 0) FROM clients WHERE id = ?))
		ON CONFLICT DO NOTHING RETURNING `+headerSelection, append(values, clientID)...))
	if errors.Is(err, domain.ErrNotFound) {
		return header{}, domain.ValidationErrors{"order_number": {msgOrderNumberTaken}}
	}
	return h, err
}

// updatedStatus is the status an editable order has after updateOrder: a DataIssue order becomes
// Complete, the others keep theirs.
func updatedStatus(status string) string {
	if status == StatusDataIssue {
		return StatusComplete
	}
	return status
}

// updateOrder replaces an editable order's header; a DataIssue order becomes Complete and loses its
// problems (updatedStatus). It reports false when the order is no longer editable: the status is checked by the
// statement itself, so a transition committed meanwhile wins.
func updateOrder(ctx context.Context, q db.Q, clientID, id int64, f Fields) (bool, error) {
	set := strings.Join(headerColumns, " = ?, ") + ` = ?, problems = '{}', sent_values = '{}', updated_at = ?,
		status = CASE WHEN status = '` + StatusDataIssue + `' THEN '` + StatusComplete + `' ELSE status END`
	return db.UpdateInStatus(ctx, q, "sales_orders", set, append(headerValues(f), db.Now()), clientID, id, editable)
}

// setStatus moves an order to t.To if its status is one of t.From, and answers its row as it is
// then (see updateHeader); false when the order is in another status.
func setStatus(ctx context.Context, q db.Q, clientID, id int64, t Transition) (header, bool, error) {
	h, ok, err := updateHeader(ctx, q, clientID, id, "status = ?, updated_at = ?", []any{t.To, db.Now()}, t.From...)
	if err != nil || !ok {
		return h, ok, err
	}
	return h, true, events.Append(ctx, q, orderEvent(clientID, id, h.Fields.OrderNumber, t.Event, statusChange(t.To)))
}

// orderEvent is the event log's entry of what happened to order id of the account, known by its
// number (read from its row by the statement that appends the entry when number is "").
func orderEvent(clientID, id int64, number, what string, changes map[string]events.Change) events.Event {
	e := events.Event{ClientID: &clientID, Action: "sales_order." + what, RecordKind: "sales_order", RecordID: id,
		RecordLabel: number, Changes: changes}
	if number == "" {
		e.LabelOf = "sales_orders.order_number"
	}
	return e
}

// statusChange is an event's change of a record's status to status.
func statusChange(status string) map[string]events.Change {
	return map[string]events.Change{"status": {To: status}}
}

// fieldChanges is what an edit changed of an order's header: each field's values before and after
// (the lines are the order's, not a field's).
func fieldChanges(before, after Fields) map[string]events.Change {
	before.Lines, after.Lines = nil, nil
	return events.Diff(before, after)
}

// claim tells stock what the order claims in status (stock.Claim): its lines' undelivered quantities
// per product while the status claims stock, nothing otherwise. Every change of the order's status,
// lines or delivered quantities calls it, after the order's row is held.
func claim(ctx context.Context, q db.Q, orderID int64, status string) error {
	ref := orderRef(orderID)
	if !claims(status) {
		return stock.Release(ctx, q, ref)
	}
	claimed, err := stock.QuantitiesOf(ctx, q, `SELECT product_id, SUM(quantity - quantity_delivered) AS quantity
		FROM sales_order_lines WHERE sales_order_id = ? AND product_id IS NOT NULL GROUP BY product_id`, orderID)
	if err != nil {
		return err
	}
	return stock.Claim(ctx, q, ref, claimed)
}

// orderRef names an order to stock.
func orderRef(orderID int64) stock.Ref { return stock.Ref{Kind: "sales_order", ID: orderID} }

// lineColumns are the columns a line is inserted with, in the order of lineValues.
const lineColumns = `sales_order_id, client_id, line_number, product_id, article_number, ean, name, product_type,
	quantity, unit, price_incl_vat, price_excl_vat, vat_percentage, discount_percentage, amount_excl_vat, vat`

func lineValues(orderID, clientID int64, number int, l Line, p *orderProduct) []any {
	a := Amounts(l)
	var productID *int64
	var ean, name, productType string
	if p != nil {
		productID, ean, name, productType = &p.ID, p.EAN, p.Name, p.ProductType
	}
	return []any{orderID, clientID, number, productID, l.ArticleNumber, ean, name, productType, l.Quantity, l.Unit,
		l.PriceInclVAT, l.PriceExclVAT, int64(l.VATPercentage), int64(l.DiscountPercentage), a.AmountExclVAT, a.VAT}
}

// replaceLines writes an order's lines in place of those it has (see writeLines) and tells stock
// what the order claims with them in status.
func replaceLines(ctx context.Context, q db.Q, clientID, orderID int64, status string, lines []Line, catalogue map[string]orderProduct) error {
	if _, err := q.Exec(ctx, `DELETE FROM sales_order_lines WHERE sales_order_id = ?`, orderID); err != nil {
		return err
	}
	claimed, err := writeLines(ctx, q, clientID, orderID, status, lines, catalogue)
	if err != nil {
		return err
	}
	return stock.Claim(ctx, q, orderRef(orderID), claimed)
}

// writeLines writes an order's lines, each with the account's product of its article number where
// catalogue has one, and answers what they claim in status (as claim reads it): the quantity of each
// product, as nothing of a line is delivered when it is written; none in a status that claims none.
func writeLines(ctx context.Context, q db.Q, clientID, orderID int64, status string, lines []Line, catalogue map[string]orderProduct) (map[int64]int64, error) {
	claimed := map[int64]int64{}
	err := db.InsertRows(ctx, q, "sales_order_lines", lineColumns, len(lines), func(i int) []any {
		var product *orderProduct
		if p, ok := catalogue[lines[i].ArticleNumber]; ok {
			product = &p
			if claims(status) {
				claimed[p.ID] += lines[i].Quantity
			}
		}
		return lineValues(orderID, clientID, i+1, lines[i], product)
	})
	return claimed, err
}

// header is an order's row as read.
type header struct {
	ID             int64
	ClientID       int64
	Status         string
	Source         string
	OriginalSource string
	CustomerName   string
	Tracking       string
	Problems       string
	SentValues     string
	HandlingCosts  int64
	CreatedAt      time.Time
	UpdatedAt      time.Time
	Fields         Fields
}

const headerReadColumns = "id, client_id, status, source, original_source, tracking, problems, sent_values, handling_costs, created_at, updated_at"

func (h *header) targets() []any {
	f := &h.Fields
	t := []any{&h.ID, &h.ClientID, &h.Status, &h.Source, &h.OriginalSource, &h.Tracking, &h.Problems, &h.SentValues, &h.HandlingCosts,
		&h.CreatedAt, &h.UpdatedAt, &f.OrderNumber, &f.OrderDate, &f.DeliveryDate, &f.Reference, &f.PaymentMethod,
		&f.ShippingMethod, &f.ShipmentCostsInclVAT, &f.TermsOfDelivery, &f.VATNumber, &f.WebshopSourceID, &f.Note,
		&f.Comment, &f.InternalComment, &f.UseDeliveryAsInvoiceAddress}
	t = append(append(t, f.DeliveryAddress.Targets()...), f.InvoiceAddress.Targets()...)
	return append(t, &h.CustomerName)
}

// readHeader reads one order of the account that the user sees, or domain.ErrNotFound.
func readHeader(ctx context.Context, q db.Q, clientID, id int64, seesTranslatorOrders bool) (header, error) {
	h, err := scanHeader(q.Query(ctx, `SELECT `+headerSelection+` FROM sales_orders WHERE client_id = ? AND id = ?`, clientID, id))
	if err == nil && !visible(h.Source, seesTranslatorOrders) {
		return header{}, domain.ErrNotFound
	}
	return h, err
}

// headerSelection is the columns of an order's row as a header reads them.
var headerSelection = headerReadColumns + ", " + strings.Join(headerColumns, ", ")

// updateHeader sets the account's order id in q as set and its arguments say, when it is in one of
// statuses (see db.UpdateInStatus), and answers its row as it is then, or found false when it is
// not in them (or not there). One statement holds the row, checks its status and reads it.
func updateHeader(ctx context.Context, q db.Q, clientID, id int64, set string, args []any, statuses ...string) (header, bool, error) {
	statement, statementArgs := db.InStatusUpdate("sales_orders", set, args, clientID, id, statuses)
	return foundHeader(scanHeader(q.Query(ctx, statement+` RETURNING `+headerSelection, statementArgs...)))
}

// holdHeader reads the account's order id in q when it is in one of statuses, and holds its row until
// q ends (db.HoldRows), or answers found false when it is not in them (or not there). One statement
// holds the row, checks its status and reads it; on PostgreSQL it waits for a change in flight and
// then checks the status that change left. Unlike an update it writes no new version of the row,
// which would enter every index of sales_orders, its trigram index too.
func holdHeader(ctx context.Context, q db.Q, clientID, id int64, statuses ...string) (header, bool, error) {
	where, args := db.InStatus(clientID, id, statuses)
	return foundHeader(scanHeader(q.Query(ctx, `SELECT `+headerSelection+` FROM sales_orders WHERE `+where+db.HoldRows(q.Dialect()), args...)))
}

// foundHeader is scanHeader's answer with domain.ErrNotFound as found false.
func foundHeader(h header, err error) (header, bool, error) {
	if errors.Is(err, domain.ErrNotFound) {
		return header{}, false, nil
	}
	return h, err == nil, err
}

// scanHeader is the one order's row that rows hold, or domain.ErrNotFound.
func scanHeader(rows *sqlx.Rows, err error) (header, error) {
	if err != nil {
		return header{}, err
	}
	defer rows.Close()
	var h header
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return header{}, err
		}
		return header{}, domain.ErrNotFound
	}
	if err := rows.Scan(h.targets()...); err != nil {
		return header{}, err
	}
	h.Fields.DeliveryAddress.Normalize()
	h.Fields.InvoiceAddress.Normalize()
	return h, rows.Err()
}

// lineRecord is a row of sales_order_lines as read, with the available stock of its product.
type lineRecord struct {
	ID                 int64      `db:"id"`
	LineNumber         int64      `db:"line_number"`
	ProductID          *int64     `db:"product_id"`
	ArticleNumber      string     `db:"article_number"`
	EAN                string     `db:"ean"`
	Name               string     `db:"name"`
	ProductType        string     `db:"product_type"`
	Quantity           int64      `db:"quantity"`
	QuantityDelivered  int64      `db:"quantity_delivered"`
	Unit               string     `db:"unit"`
	PriceInclVAT       *int64     `db:"price_incl_vat"`
	PriceExclVAT       *int64     `db:"price_excl_vat"`
	VATPercentage      Percentage `db:"vat_percentage"`
	DiscountPercentage Percentage `db:"discount_percentage"`
	AvailableStock     *int64     `db:"available_stock"`
}

func (r lineRecord) line() Line {
	return Line{ArticleNumber: r.ArticleNumber, Quantity: r.Quantity, Unit: r.Unit, PriceInclVAT: r.PriceInclVAT,
		PriceExclVAT: r.PriceExclVAT, VATPercentage: r.VATPercentage, DiscountPercentage: r.DiscountPercentage}
}

func readLines(ctx context.Context, q db.Q, orderID int64) ([]lineRecord, error) {
	var lines []lineRecord
	err := q.Select(ctx, &lines, `SELECT l.id, l.line_number, l.product_id, l.article_number, l.ean, l.name,
			l.product_type, l.quantity, l.quantity_delivered, l.unit, l.price_incl_vat, l.price_excl_vat,
			l.vat_percentage, l.discount_percentage, p.available_stock
		FROM sales_order_lines l LEFT JOIN products p ON p.id = l.product_id
		WHERE l.sales_order_id = ? ORDER BY l.line_number`, orderID)
	return lines, err
}

// shipmentRecord is a row of sales_order_shipment_items as read. Serial numbers are stored one per
// line of the text.
type shipmentRecord struct {
	LineID         int64  `db:"sales_order_line_id"`
	BatchNumber    string `db:"batch_number"`
	BestBeforeDate string `db:"best_before_date"`
	Quantity       int64  `db:"quantity"`
	SerialNumbers  string `db:"serial_numbers"`
}

// readShipments reads the shipment items of an order's lines, by line id. A line's quantity
// delivered is the sum of its items, so an order of which nothing was delivered (every new one) has
// none to read.
func readShipments(ctx context.Context, q db.Q, orderID int64, lines []lineRecord) (map[int64][]ShipmentItem, error) {
	if !slices.ContainsFunc(lines, func(l lineRecord) bool { return l.QuantityDelivered > 0 }) {
		return map[int64][]ShipmentItem{}, nil
	}
	var rows []shipmentRecord
	if err := q.Select(ctx, &rows, `SELECT s.sales_order_line_id, s.batch_number, s.best_before_date, s.quantity, s.serial_numbers
		FROM sales_order_lines l JOIN sales_order_shipment_items s ON s.sales_order_line_id = l.id
		WHERE l.sales_order_id = ? ORDER BY s.id`, orderID); err != nil {
		return nil, err
	}
	items := map[int64][]ShipmentItem{}
	for _, r := range rows {
		serials := []string{}
		if r.SerialNumbers != "" {
			serials = strings.Split(r.SerialNumbers, "\n")
		}
		items[r.LineID] = append(items[r.LineID], ShipmentItem{BatchNumber: r.BatchNumber,
			BestBeforeDate: r.BestBeforeDate, Quantity: r.Quantity, SerialNumbers: serials})
	}
	return items, nil
}

// readPackages reads the shipments of an order with their packages, first shipped first: none when
// nothing of its lines was delivered (every new order).
func readPackages(ctx context.Context, q db.Q, orderID int64, lines []lineRecord) ([]OrderShipment, error) {
	shipments := []OrderShipment{}
	if !slices.ContainsFunc(lines, func(l lineRecord) bool { return l.QuantityDelivered > 0 }) {
		return shipments, nil
	}
	var rows []struct {
		ID        int64     `db:"id"`
		ShippedAt time.Time `db:"shipped_at"`
		Package
	}
	if err := q.Select(ctx, &rows, `SELECT s.id, s.shipped_at, p.carrier, p.tracking_code, p.tracking_url
		FROM sales_order_shipments s JOIN sales_order_packages p ON p.shipment_id = s.id
		WHERE s.sales_order_id = ? ORDER BY s.shipped_at, s.id, p.id`, orderID); err != nil {
		return nil, err
	}
	for i, r := range rows {
		if i == 0 || r.ID != rows[i-1].ID {
			shipments = append(shipments, OrderShipment{ShippedAt: r.ShippedAt.UTC(), Packages: []Package{}})
		}
		last := &shipments[len(shipments)-1]
		last.Packages = append(last.Packages, r.Package)
	}
	return shipments, nil
}
