package orders

import (
	"context"
	"database/sql"

	"github.com/jmoiron/sqlx"

	"kade/internal/listing"
)

// ExportKind is one of the overview's exports: which rows a file has and what each row holds.
type ExportKind struct {
	Name, Sheet string
	header      []any
	// statement is the kind's SELECT for the overview's condition and order on `sales_orders o`.
	statement func(where, order string) string
	// cells scans the current row of rows and appends its cells to cells.
	cells func(rows *sqlx.Rows, cells []any) ([]any, error)
}

// KindOrders is one row per order: its header fields, delivery address, state and totals.
// KindOrderLines is one row per order line, with its order's number, date and status.
var (
	KindOrders     = ExportKind{Name: "orders", Sheet: "Orders", header: orderHeader, statement: orderStatement, cells: orderCells}
	KindOrderLines = ExportKind{Name: "orderlines", Sheet: "Order lines", header: lineHeader, statement: lineStatement, cells: lineCells}
)

// Export writes the rows of the export kind with write: the header, then every order (or line) of
// the account that f matches, as a user who does or does not see translator orders reads the
// overview, in the overview's order (lines by number within their order). Rows are read and
// written one at a time, so memory stays flat whatever the account holds.
func (o *Overview) Export(ctx context.Context, kind ExportKind, clientID int64, seesTranslator bool, f OverviewFilter, write func(cells []any) error) error {
	// Every matching order is read, in the overview's order: walking its sort index is the way.
	where, args, order := overviewQuery(o.db.Dialect, clientID, seesTranslator, f, listing.Unknown)
	rows, err := o.db.Read().Query(ctx, kind.statement(where, order), args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	if err := write(kind.header); err != nil {
		return err
	}
	cells := make([]any, 0, len(kind.header))
	for rows.Next() {
		if cells, err = kind.cells(rows, cells[:0]); err != nil {
			return err
		}
		if err := write(cells); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Amounts in a file are in euros (cents / 100) and percentages in percent (basis points / 100), as
// a person enters them; an amount not entered is an empty cell.
func euros(cents sql.NullInt64) any {
	if !cents.Valid {
		return nil
	}
	return float64(cents.Int64) / 100
}

func percent(basisPoints int64) float64 { return float64(basisPoints) / 100 }

var orderHeader = []any{"order_number", "order_date", "delivery_date", "reference", "customer_name",
	"company_name", "department", "first_name", "last_name", "street", "house_number", "house_number_addition",
	"address_line", "postal_code", "city", "country", "email", "phone", "payment_method", "shipping_method",
	"status", "source", "tracking", "amount_excl_vat", "vat", "shipment_costs_incl_vat", "handling_costs", "total"}

// vatOfLine is a line's VAT in cents, rounded half away from zero as Amounts rounds it.
const vatOfLine = `CASE WHEN l.amount_excl_vat * l.vat_percentage >= 0
	THEN (l.amount_excl_vat * l.vat_percentage + 5000) / 10000
	ELSE -((5000 - l.amount_excl_vat * l.vat_percentage) / 10000) END`

// orderStatement reads the orders and their lines' sums (the footer's subtotal less discounts, and
// its VAT), each sum by the order's lines index.
func orderStatement(where, order string) string {
	return `SELECT o.order_number, o.order_date, o.delivery_date, o.reference, o.customer_name,
		o.delivery_company_name, o.delivery_department, o.delivery_first_name, o.delivery_last_name,
		o.delivery_street, o.delivery_house_number, o.delivery_house_number_addition, o.delivery_address_line,
		o.delivery_postal_code, o.delivery_city, o.delivery_country, o.delivery_email, o.delivery_phone,
		o.payment_method, o.shipping_method, o.status, o.source, o.tracking,
		(SELECT coalesce(sum(l.amount_excl_vat), 0) FROM sales_order_lines l WHERE l.sales_order_id = o.id),
		(SELECT coalesce(sum(` + vatOfLine + `), 0) FROM sales_order_lines l WHERE l.sales_order_id = o.id),
		o.shipment_costs_incl_vat, o.handling_costs
		FROM sales_orders o WHERE ` + where + ` ORDER BY ` + order
}

func orderCells(rows *sqlx.Rows, cells []any) ([]any, error) {
	var texts [23]string
	var amount, vat, handling int64
	var shipping sql.NullInt64
	targets := make([]any, 0, len(texts)+4)
	for i := range texts {
		targets = append(targets, &texts[i])
	}
	if err := rows.Scan(append(targets, &amount, &vat, &shipping, &handling)...); err != nil {
		return nil, err
	}
	for _, t := range texts {
		cells = append(cells, t)
	}
	total := amount + vat + handling
	if cents(shipping.Int64, MaxShipmentCosts) { // as the footer counts it
		total += shipping.Int64
	}
	return append(cells, euros(valid(amount)), euros(valid(vat)), euros(shipping), euros(valid(handling)), euros(valid(total))), nil
}

func valid(cents int64) sql.NullInt64 { return sql.NullInt64{Int64: cents, Valid: true} }

var lineHeader = []any{"order_number", "order_date", "status", "line_number", "article_number", "ean", "name",
	"quantity", "unit", "quantity_delivered", "price_excl_vat", "price_incl_vat", "vat_percentage",
	"discount_percentage", "amount_excl_vat"}

// lineStatement reads the orders' lines, each order's by its lines index in line order.
func lineStatement(where, order string) string {
	return `SELECT o.order_number, o.order_date, o.status, l.line_number, l.article_number, l.ean, l.name,
		l.quantity, l.unit, l.quantity_delivered, l.price_excl_vat, l.price_incl_vat, l.vat_percentage,
		l.discount_percentage, l.amount_excl_vat
		FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
		WHERE ` + where + ` ORDER BY ` + order + `, l.line_number`
}

func lineCells(rows *sqlx.Rows, cells []any) ([]any, error) {
	var number, date, status, article, ean, name, unit string
	var lineNumber, quantity, delivered, vatPercentage, discount, amount int64
	var priceExcl, priceIncl sql.NullInt64
	if err := rows.Scan(&number, &date, &status, &lineNumber, &article, &ean, &name, &quantity, &unit, &delivered,
		&priceExcl, &priceIncl, &vatPercentage, &discount, &amount); err != nil {
		return nil, err
	}
	return append(cells, number, date, status, lineNumber, article, ean, name, quantity, unit, delivered,
		euros(priceExcl), euros(priceIncl), percent(vatPercentage), percent(discount), euros(valid(amount))), nil
}
