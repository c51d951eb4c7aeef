package orders

import (
	"context"

	"kade/internal/listing"
	"kade/internal/words"
)

// ExportKind is one of the overview's exports: which rows a file has and what each row holds.
type ExportKind struct {
	Name, Sheet string
	header      []any
	// words are the columns the file shows in the screen's words.
	words map[string]words.Enumeration
	// columns is the kind's select list and from its FROM clause onwards for the overview's
	// condition and order on `sales_orders o`.
	columns string
	from    func(where, order string) string
	// cells appends the cells of a row to cells, from the values of columns (see db.EachRow).
	cells func(values, cells []any) []any
}

// KindOrders is one row per order: its header fields, delivery address, state and totals.
// KindOrderLines is one row per order line, with its order's number, date and status.
var (
	KindOrders = ExportKind{Name: "orders", Sheet: "Orders", header: orderHeader,
		words:   map[string]words.Enumeration{"payment_method": words.PaymentMethod, "status": words.OrderStatus, "source": words.OrderSource},
		columns: exportOrderColumns, from: orderFrom, cells: orderCells}
	KindOrderLines = ExportKind{Name: "orderlines", Sheet: "Order lines", header: lineHeader,
		words:   map[string]words.Enumeration{"status": words.OrderStatus, "unit": words.Unit},
		columns: exportLineColumns, from: lineFrom, cells: lineCells}
)

// Export writes the rows of the export kind with write: the header, then every order (or line) of
// the account that f matches, as a user who does or does not see translator orders reads the
// overview, in the overview's order (lines by number within their order). Rows are read and
// written one at a time, so memory stays flat whatever the account holds.
func (o *Overview) Export(ctx context.Context, kind ExportKind, clientID int64, seesTranslator bool, f OverviewFilter, write func(cells []any) error) error {
	// Every matching order is read, in the overview's order: walking its sort index is the way.
	where, args, order := overviewList.Where(o.db.Dialect, clientID, f.query(seesTranslator), listing.Counted{Total: listing.Unknown})
	if err := write(kind.header); err != nil {
		return err
	}
	cells := make([]any, 0, len(kind.header))
	return o.db.EachRow(ctx, kind.columns, kind.from(where, order), args, func(values []any) error {
		cells = kind.cells(values, cells[:0])
		return write(cells)
	})
}

// Amounts in a file are in euros (cents / 100) and percentages in percent (basis points / 100), as
// a person enters them; an amount not entered (null) is an empty cell.
func euros(cents any) any {
	if c, ok := cents.(int64); ok {
		return float64(c) / 100
	}
	return nil
}

func percent(basisPoints any) any { return euros(basisPoints) }

// amount is the cents of a value that is a number, else 0.
func amount(cents any) int64 {
	c, _ := cents.(int64)
	return c
}

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

func orderFrom(where, order string) string {
	return `FROM sales_orders o WHERE ` + where + ` ORDER BY ` + order
}

func orderCells(values, cells []any) []any {
	cells = append(cells, values[:orderTexts]...)
	sums, vat, shipping, handling := values[orderTexts], values[orderTexts+1], values[orderTexts+2], values[orderTexts+3]
	total := amount(sums) + amount(vat) + amount(handling)
	if cents(amount(shipping), MaxShipmentCosts) { // as the footer counts it
		total += amount(shipping)
	}
	return append(cells, euros(amount(sums)), euros(amount(vat)), euros(shipping), euros(amount(handling)), euros(total))
}

var lineHeader = []any{"order_number", "order_date", "status", "line_number", "article_number", "ean", "name",
	"quantity", "unit", "quantity_delivered", "price_excl_vat", "price_incl_vat", "vat_percentage",
	"discount_percentage", "amount_excl_vat"}

// exportLineColumns are the line's cells; the first ten are written as they are.
const exportLineColumns = `o.order_number, o.order_date, o.status, l.line_number, l.article_number, l.ean, l.name,
	l.quantity, l.unit, l.quantity_delivered, l.price_excl_vat, l.price_incl_vat, l.vat_percentage,
	l.discount_percentage, l.amount_excl_vat`

// lineFrom reads the orders' lines, each order's by its lines index in line order.
func lineFrom(where, order string) string {
	return `FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
		WHERE ` + where + ` ORDER BY ` + order + `, l.line_number`
}

func lineCells(values, cells []any) []any {
	cells = append(cells, values[:10]...)
	return append(cells, euros(values[10]), euros(values[11]), percent(values[12]), percent(values[13]), euros(amount(values[14])))
}
