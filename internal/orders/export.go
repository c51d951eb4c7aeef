package orders

import (
	"context"
	"fmt"
	"strings"

	"kade/internal/db"
	"kade/internal/listing"
	"kade/internal/words"
)

// ExportKind is one of the overview's exports: which rows a file has and what each row holds.
type ExportKind struct {
	Name, Sheet string
	header      []any
	// words are the columns the file shows in the screen's words.
	words map[string]words.Enumeration
	// columns is the kind's select list on an engine and from its FROM clause onwards for the
	// overview's condition and order on `sales_orders o`.
	columns func(db.Dialect) string
	from    func(dialect db.Dialect, where, order string) string
	// newCells is, for one export, what appends the cells of a row of columns to cells (see db.EachRow).
	newCells func() func(row *db.Row, cells []any) ([]any, error)
}

// KindOrders is one row per order: its header fields, delivery address, state and totals.
// KindOrderLines is one row per order line as the import reads it (see lineHeader), so that an
// exported file, edited or not, imports as concept orders again.
var (
	KindOrders = ExportKind{Name: "orders", Sheet: "Orders", header: orderHeader,
		words:   map[string]words.Enumeration{"payment_method": words.PaymentMethod, "status": words.OrderStatus, "source": words.OrderSource},
		columns: func(db.Dialect) string { return exportOrderColumns }, from: orderFrom,
		newCells: func() func(row *db.Row, cells []any) ([]any, error) { return orderCells }}
	KindOrderLines = ExportKind{Name: "orderlines", Sheet: "Order lines", header: lineHeader,
		words: map[string]words.Enumeration{"payment_method": words.PaymentMethod, "unit": words.Unit,
			"status": words.OrderStatus, "source": words.OrderSource},
		columns: exportLineColumns, from: lineFrom, newCells: newLineCells}
)

// Export writes the rows of the export kind with write: the header, then every order (or line) of
// the account that f matches, as a user who does or does not see translator orders reads the
// overview, in the overview's order (lines by number within their order). Rows are read and
// written one at a time, so memory stays flat whatever the account holds.
func (s *Orders) Export(ctx context.Context, kind ExportKind, clientID int64, seesTranslator bool, f OverviewFilter, write func(cells []any) error) error {
	// Every matching order is read, in the overview's order: walking its sort index is the way.
	where, args, order := overviewList.Where(s.db.Dialect, clientID, f.query(seesTranslator), listing.Counted{Total: listing.Unknown})
	if err := write(kind.header); err != nil {
		return err
	}
	cells := make([]any, 0, len(kind.header))
	rowCells := kind.newCells()
	return s.db.EachRow(ctx, kind.columns(s.db.Dialect), kind.from(s.db.Dialect, where, order), args, func(row *db.Row) error {
		var err error
		if cells, err = rowCells(row, cells[:0]); err != nil {
			return err
		}
		return write(cells)
	})
}

// euros is an amount's cell: in euros (cents / 100), as a person enters it.
func euros(cents int64) any { return float64(cents) / 100 }

var orderHeader = []any{"order_number", "order_date", "delivery_date", "reference", "customer_name",
	"company_name", "department", "first_name", "last_name", "street", "house_number", "house_number_addition",
	"address_line", "postal_code", "city", "country", "email", "phone", "payment_method", "shipping_method",
	"status", "source", "tracking", "amount_excl_vat", "vat", "shipment_costs_incl_vat", "handling_costs", "total"}

// exportOrderColumns are the orders' texts and their lines' sums (the footer's subtotal less discounts,
// and its VAT), each sum by the order's lines index, then the shipment and handling costs.
const exportOrderColumns = `o.order_number, o.order_date, o.delivery_date, o.reference, o.customer_name,
	o.delivery_company_name, o.delivery_department, o.delivery_first_name, o.delivery_last_name,
	o.delivery_street, o.delivery_house_number, o.delivery_house_number_addition, o.delivery_address_line,
	o.delivery_postal_code, o.delivery_city, o.delivery_country, o.delivery_email, o.delivery_phone,
	o.payment_method, o.shipping_method, o.status, o.source, o.tracking,
	CAST((SELECT coalesce(sum(l.amount_excl_vat), 0) FROM sales_order_lines l WHERE l.sales_order_id = o.id) AS BIGINT),
	CAST((SELECT coalesce(sum(l.vat), 0) FROM sales_order_lines l WHERE l.sales_order_id = o.id) AS BIGINT),
	o.shipment_costs_incl_vat, o.handling_costs`

// orderTexts is how many of exportOrderColumns are texts, written as they are.
const orderTexts = 23

func orderFrom(_ db.Dialect, where, order string) string {
	return `FROM sales_orders o WHERE ` + where + ` ORDER BY ` + order
}

func orderCells(row *db.Row, cells []any) ([]any, error) {
	for i := range orderTexts {
		if row.Null(i) {
			cells = append(cells, nil)
		} else {
			cells = append(cells, row.Text(i))
		}
	}
	var amounts [4]int64 // the lines' sums, their VAT, the shipment costs and the handling costs
	for i := range amounts {
		var err error
		if amounts[i], err = row.Integer(orderTexts + i); err != nil {
			return nil, err
		}
	}
	sums, vat, shipping, handling := amounts[0], amounts[1], amounts[2], amounts[3]
	total := sums + vat + handling
	if cents(shipping, MaxShipmentCosts) { // as the footer counts it
		total += shipping
	}
	var shipment any // an amount not entered is an empty cell
	if !row.Null(orderTexts + 2) {
		shipment = euros(shipping)
	}
	return append(cells, euros(sums), euros(vat), shipment, euros(handling), euros(total)), nil
}

// lineHeader is the orderlines export's header: the import's columns, each order's on every one
// of its lines, then what the import skips (exportOnly).
var lineHeader = importSheet.ExportNames()

// exportedLine is a row of the orderlines export as read: the line, and its order's fields as the
// import reads them with the order's export-only values.
type exportedLine struct {
	row                                    importRow
	status, source, tracking, name         string
	orderID, lineNumber, delivered, amount int64
}

// lineTargets and orderTargets are the two parts of a row, named by lineColumnNames and
// orderColumnNames: the line with its order's id, and the order's Fields as headerColumns name
// them (without customer_name) with the order's export-only values.
func (e *exportedLine) lineTargets() []any {
	l := &e.row.Line
	return []any{&e.orderID, &l.ArticleNumber, &e.row.EAN, &l.Quantity, &l.Unit, &l.PriceInclVAT, &l.PriceExclVAT,
		&l.VATPercentage, &l.DiscountPercentage, &e.lineNumber, &e.name, &e.delivered, &e.amount}
}

func (e *exportedLine) orderTargets() []any {
	f := &e.row.Order
	t := []any{&f.OrderNumber, &f.OrderDate, &f.DeliveryDate, &f.Reference, &f.PaymentMethod, &f.ShippingMethod,
		&f.ShipmentCostsInclVAT, &f.TermsOfDelivery, &f.VATNumber, &f.WebshopSourceID, &f.Note, &f.Comment,
		&f.InternalComment, &f.UseDeliveryAsInvoiceAddress}
	t = append(append(t, f.DeliveryAddress.Targets()...), f.InvoiceAddress.Targets()...)
	return append(t, &e.status, &e.source, &e.tracking)
}

var (
	lineColumnNames = []string{"o.id", "l.article_number", "l.ean", "l.quantity", "l.unit", "l.price_incl_vat",
		"l.price_excl_vat", "l.vat_percentage", "l.discount_percentage", "l.line_number", "l.name",
		"l.quantity_delivered", "l.amount_excl_vat"}
	orderColumnNames = append(qualified("o.", headerColumns[:len(headerColumns)-1]), "o.status", "o.source", "o.tracking")
)

// exportLineColumns is the select list of a line and, on its order's first line only (an order's
// lines are numbered from 1, see writeLines), of its order as one column: SQLite then builds the
// order's forty values once an order rather than once a line, which took half of the export's time.
func exportLineColumns(dialect db.Dialect) string {
	var e exportedLine
	return selectList(lineColumnNames, e.lineTargets()) + ", CASE WHEN l.line_number = 1 THEN " +
		db.ArrayOf(dialect, selectList(orderColumnNames, e.orderTargets())) + " END"
}

// selectList is the select list of names; a yes/no column is read as 1 or 0, as db.EachRow reads
// texts, integers and nulls only.
func selectList(names []string, targets []any) string {
	columns := make([]string, len(names))
	for i, name := range names {
		columns[i] = name
		if _, flag := targets[i].(*bool); flag {
			columns[i] = "CASE WHEN " + name + " THEN 1 ELSE 0 END"
		}
	}
	return strings.Join(columns, ", ")
}

func qualified(prefix string, names []string) []string {
	out := make([]string, len(names))
	for i, name := range names {
		out[i] = prefix + name
	}
	return out
}

// lineFrom reads the orders' lines, each order's by its lines index in line order, as the orders
// come in the overview's order. On PostgreSQL each order's lines are a subquery of their own, which
// its ORDER BY keeps from being merged into a join: the rows then stream from the first on. As a join
// over ten million orders, PostgreSQL hashed the account's lines with its orders and sorted them all
// (4.7 GB of temporary files, 90 s) before it sent the first row.
func lineFrom(dialect db.Dialect, where, order string) string {
	lines := `JOIN sales_order_lines l ON l.sales_order_id = o.id`
	if dialect == db.Postgres {
		lines = `CROSS JOIN LATERAL (SELECT ` + strings.Join(lineColumnNames[1:], ", ") + `
			FROM sales_order_lines l WHERE l.sales_order_id = o.id ORDER BY l.line_number) l`
	}
	return `FROM sales_orders o ` + lines + ` WHERE ` + where + ` ORDER BY ` + order + `, l.line_number`
}

// newLineCells reads each row into one exportedLine and writes it as the import's cells (amounts in
// euros, percentages in percent, flags as yes/no), then the export-only ones. The cells of an
// order's part are made on its first line and kept for its other lines.
func newLineCells() func(row *db.Row, cells []any) ([]any, error) {
	e := &exportedLine{}
	e.row.InvoiceFlag = &e.row.Order.UseDeliveryAsInvoiceAddress
	lineTargets, orderTargets := e.lineTargets(), e.orderTargets()
	orderColumns, lineColumns := importSheet.Columns[:len(importHeader)], importSheet.Columns[len(importHeader):]
	var order []any // the cells of the order's import columns, then its status, source and tracking
	var orderID int64
	return func(row *db.Row, cells []any) ([]any, error) {
		if err := assign(lineTargets, row); err != nil {
			return nil, err
		}
		orderRow, err := row.Record(len(lineTargets))
		if err == nil && orderRow != nil {
			err = assign(orderTargets, orderRow)
		}
		switch {
		case err != nil:
			return nil, err
		case orderRow != nil:
			order = order[:0]
			for _, c := range orderColumns {
				order = append(order, c.Write(&e.row))
			}
			order, orderID = append(order, e.status, e.source, e.tracking), e.orderID
		case e.orderID != orderID:
			return nil, fmt.Errorf("line %d of sales order %d is read before the order's line 1", e.lineNumber, e.orderID)
		}
		cells = append(cells, order[:len(orderColumns)]...)
		for _, c := range lineColumns {
			cells = append(cells, c.Write(&e.row))
		}
		cells = append(cells, order[len(orderColumns):]...)
		return append(cells, e.lineNumber, e.name, e.delivered, euros(e.amount)), nil
	}
}

// assign sets each target from its column of row, the first len(targets): a text, an integer or
// null (an amount not entered).
func assign(targets []any, row *db.Row) error {
	if row.Len() < len(targets) {
		return fmt.Errorf("a row of %d columns for %d values", row.Len(), len(targets))
	}
	for i := range targets {
		if text, ok := targets[i].(*string); ok {
			*text = row.Text(i)
			continue
		}
		n, err := row.Integer(i)
		if err != nil {
			return fmt.Errorf("column %d: %w", i+1, err)
		}
		switch t := targets[i].(type) {
		case *int64:
			*t = n
		case *bool:
			*t = n != 0
		case *Percentage:
			*t = Percentage(n)
		case **int64:
			*t = nil
			if !row.Null(i) {
				amount := n // a copy of its own, so that n stays off the heap
				*t = &amount
			}
		}
	}
	return nil
}
