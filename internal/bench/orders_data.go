package bench

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"kade/internal/db"
	"kade/internal/orders"
)

// ordersDataVersion names what generateOrders writes. Change it whenever the generator changes: a
// database kept from an earlier run (see orders_cache.go) is then built anew.
const ordersDataVersion = 1

// generateOrders adds n orders to the account with bulk statements (INSERT ... SELECT over a series
// of numbers), each with 1 to 5 lines of the account's products (1, 2, 3, 4, 5 in turn: 3n lines
// when n is a multiple of 5, no article twice in an order). The account's products must have
// consecutive ids, as products created in one go have, and be at least 5 * productStride.
//
// The orders look like a webshop's two years: customers (people and companies) from lists of
// names, references, addresses in NL, BE, DE, GB and FR with their postal codes, order dates spread
// over two years in id order, and statuses by age: the newest hundredth waits for the warehouse or
// is being picked (Complete, OnHold, Assigned, DataIssue), older orders are Shipped (with tracking
// and every line delivered) or Cancelled. Search triggers (SQLite) and indexes fill as rows arrive.
func generateOrders(ctx context.Context, q db.Q, dialect db.Dialect, account int64, n int) error {
	var p struct{ First, Last, Count int64 }
	if err := q.Get(ctx, &p, `SELECT coalesce(min(id), 0) AS first, coalesce(max(id), 0) AS last, count(*) AS count
		FROM products WHERE client_id = ?`, account); err != nil {
		return err
	}
	first, count := p.First, p.Count
	if count < 5*productStride || p.Last-first+1 != count {
		return fmt.Errorf("the account needs at least %d products with consecutive ids, has %d in %d..%d", 5*productStride, count, first, p.Last)
	}
	g := generator{dialect: dialect, n: n}
	if _, err := q.Exec(ctx, g.series()+`
		INSERT INTO sales_orders (client_id, order_number, order_number_key, order_date, delivery_date, reference, payment_method,
			shipment_costs_incl_vat, delivery_company_name, delivery_first_name, delivery_last_name, delivery_country,
			delivery_postal_code, delivery_house_number, delivery_street, delivery_city, delivery_email,
			delivery_phone, customer_name, source, original_source, status, problems, tracking, handling_costs,
			created_at, updated_at)
		SELECT `+strconv.FormatInt(account, 10)+`, order_number, lower(order_number), order_date, delivery_date, reference, payment_method, shipment_costs, company,
			first_name, last_name, country, postal_code, house_number, street, city,
			lower(replace(first_name, ' ', '')) || '.' || lower(replace(last_name, ' ', '')) || CAST(i % 1000 AS TEXT) || '@' || mail_domain,
			phone, CASE WHEN company <> '' THEN company ELSE first_name || ' ' || last_name END,
			source, source, status,
			CASE WHEN status = 'DataIssue' THEN '{"lines.0.article_number":["orders.validation.unknown_article"]}' ELSE '{}' END,
			CASE WHEN status = 'Shipped' THEN '3SKADE' || CAST(7000000 + i AS TEXT) ELSE '' END,
			95, created_at, created_at
		FROM (SELECT i, `+g.orderColumns()+` FROM series) o`); err != nil {
		return fmt.Errorf("generate orders: %w", err)
	}
	var firstOrder int64
	if err := q.Get(ctx, &firstOrder, `SELECT min(id) FROM sales_orders WHERE client_id = ?`, account); err != nil {
		return err
	}
	// The order's position i (from 1) gives its line count and the products of its lines; CROSS
	// JOIN makes SQLite insert the lines order by order, so an order's lines lie together.
	i := "(o.id - " + strconv.FormatInt(firstOrder, 10) + " + 1)"
	quantity := "(1 + (" + i + " + k.n) % 4 * ((" + i + " * 3 + k.n) % 7 / 6 * 4 + 1))"
	price := "(99 + p.id * 37 % 9900)"
	discount := "(CASE WHEN " + i + " % 10 = 0 THEN 1000 ELSE 0 END)"
	vat := "(CASE WHEN p.id % 5 = 0 THEN 900 ELSE 2100 END)"
	amount := "(" + quantity + " * " + price + " - (" + quantity + " * " + price + " * " + discount + " + 5000) / 10000)"
	if _, err := q.Exec(ctx, `WITH k(n) AS (VALUES (1), (2), (3), (4), (5))
		INSERT INTO sales_order_lines (sales_order_id, client_id, line_number, product_id, article_number, ean, name,
			product_type, quantity, unit, quantity_delivered, price_excl_vat, vat_percentage, discount_percentage,
			amount_excl_vat, vat)
		SELECT o.id, o.client_id, k.n, p.id, p.article_number, p.ean, p.name, p.product_type, `+quantity+`, p.unit,
			CASE WHEN o.status = 'Shipped' THEN `+quantity+` ELSE 0 END, `+price+`,
			`+vat+`, `+discount+`, `+amount+`, (`+amount+` * `+vat+` + 5000) / 10000
		FROM sales_orders o CROSS JOIN k
		JOIN products p ON p.id = `+strconv.FormatInt(first, 10)+` + (`+i+` * 31 + k.n * `+strconv.Itoa(productStride)+`) % `+strconv.FormatInt(count, 10)+`
		WHERE o.client_id = ? AND k.n <= 1 + `+i+` * 7 % 5`, account); err != nil {
		return fmt.Errorf("generate order lines: %w", err)
	}
	// What the orders claim, as stock.Claim keeps it (internal/orders claims per order and product).
	if _, err := q.Exec(ctx, `INSERT INTO stock_commitments (ref_kind, ref_id, figure, product_id, quantity)
		SELECT 'sales_order', l.sales_order_id, 'claimed', l.product_id, SUM(l.quantity - l.quantity_delivered)
		FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
		WHERE l.client_id = ? AND o.status IN ('`+strings.Join(claimingStatuses, "', '")+`')
		GROUP BY l.sales_order_id, l.product_id`, account); err != nil {
		return fmt.Errorf("generate stock claims: %w", err)
	}
	return nil
}

// claimingStatuses are the statuses whose orders' lines claim stock (internal/orders).
var claimingStatuses = []string{orders.StatusComplete, orders.StatusOnHold, orders.StatusAssigned}

// productStride separates the products of an order's lines, so that no article is in an order twice.
const productStride = 17

// generator writes the expressions of generateOrders for an engine.
type generator struct {
	dialect db.Dialect
	n       int
}

// series is the common table expression series(i) of the numbers 1 to n.
func (g generator) series() string {
	if g.dialect == db.Postgres {
		return "WITH series(i) AS (SELECT generate_series(CAST(1 AS BIGINT), " + strconv.Itoa(g.n) + "))"
	}
	return "WITH RECURSIVE series(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM series WHERE i < " + strconv.Itoa(g.n) + ")"
}

// days is the date days days after 2024-01-01, yyyy-mm-dd; at is that day's timestamp at the hour.
func (g generator) date(days string) string {
	if g.dialect == db.Postgres {
		return "to_char(DATE '2024-01-01' + CAST(" + days + " AS INTEGER), 'YYYY-MM-DD')"
	}
	return "date('2024-01-01', '+' || (" + days + ") || ' days')"
}

func (g generator) timestamp(days, hour string) string {
	if g.dialect == db.Postgres {
		return "(TIMESTAMP '2024-01-01 00:00:00' + CAST(" + days + " AS INTEGER) * INTERVAL '1 day' + CAST(" + hour + " AS INTEGER) * INTERVAL '1 hour')"
	}
	return "datetime('2024-01-01', '+' || (" + days + ") || ' days', '+' || (" + hour + ") || ' hours')"
}

// orderColumns are the generated order's values, named, from its number i in the series.
func (g generator) orderColumns() string {
	n := strconv.Itoa(g.n)
	day := "((i - 1) * 731 / " + n + ")"
	// The newest hundredth of the orders is still open.
	open := "i > " + n + " - " + n + " / 100"
	country := pick([]string{"NL", "NL", "NL", "NL", "NL", "NL", "NL", "NL", "NL", "NL", "NL", "NL",
		"BE", "BE", "BE", "DE", "DE", "DE", "GB", "FR"}, "i * 7")
	digits := func(from, span int, of string) string {
		return "CAST(" + strconv.Itoa(from) + " + (" + of + ") % " + strconv.Itoa(span) + " AS TEXT)"
	}
	columns := []string{
		"CAST(1000000 + i AS TEXT) AS order_number",
		g.date(day) + " AS order_date",
		g.date(day+" + 1 + i % 3") + " AS delivery_date",
		`CASE i % 4 WHEN 0 THEN '' WHEN 1 THEN 'PO-' || ` + digits(100000, 900000, "i * 7919") +
			` WHEN 2 THEN '#WS' || CAST(500000 + i AS TEXT) ELSE ` + pick(referenceWords, "i / 4") + ` || ' ' || ` + digits(1, 999, "i") + ` END AS reference`,
		pick(orders.PaymentMethods, "i * 3") + " AS payment_method",
		"CASE WHEN i % 3 = 0 THEN NULL ELSE 495 END AS shipment_costs",
		"CASE WHEN i * 17 % 10 < 3 THEN " + pick(companyNames, "i / 10") + " ELSE '' END AS company",
		pick(firstNames, "i * 13") + " AS first_name",
		pick(lastNames, "i * 29 / 7") + " AS last_name",
		country + " AS country",
		"CASE " + country + ` WHEN 'NL' THEN ` + digits(1000, 9000, "i * 37") + ` || ' ' || ` + pick(postalLetters, "i * 11") +
			` WHEN 'GB' THEN ` + pick(britishPostalCodes, "i") + ` WHEN 'BE' THEN ` + digits(1000, 9000, "i * 37") +
			` ELSE ` + digits(10000, 89999, "i * 53") + ` END AS postal_code`,
		digits(1, 250, "i * 3") + " AS house_number",
		pick(streets, "i * 23") + " AS street",
		pick(cities, "i * 19") + " AS city",
		pick(mailDomains, "i * 5") + " AS mail_domain",
		"'+316' || " + digits(10000000, 89999999, "i * 7727") + " AS phone",
		"CASE WHEN i * 11 % 20 < 12 THEN 'API' WHEN i * 11 % 20 < 16 THEN 'DET' WHEN i * 11 % 20 < 19 THEN 'IMPORT' ELSE 'TRANSLATOR' END AS source",
		"CASE WHEN " + open + " THEN " + pick([]string{"Complete", "Complete", "Complete", "Complete", "Assigned",
			"Assigned", "Assigned", "OnHold", "DataIssue", "DataIssue"}, "i * 3") +
			" WHEN i % 20 = 7 THEN 'Cancelled' ELSE 'Shipped' END AS status",
		g.timestamp(day, "8 + i % 12") + " AS created_at",
	}
	return strings.Join(columns, ", ")
}

// pick is the SQL expression of values[index % len(values)]: the values padded to one width in
// one text literal, and the index-th cut out, so that it works alike on both engines.
func pick(values []string, index string) string {
	width := 0
	for _, v := range values {
		width = max(width, utf8.RuneCountInString(v))
	}
	var all strings.Builder
	for _, v := range values {
		all.WriteString(strings.ReplaceAll(v, "'", "''") + strings.Repeat(" ", width-utf8.RuneCountInString(v)))
	}
	return fmt.Sprintf("rtrim(substr('%s', CAST(1 + (%s) %% %d * %d AS INTEGER), %d))",
		all.String(), index, len(values), width, width)
}

var (
	firstNames = []string{"Anna", "Bram", "Charlotte", "Daan", "Emma", "Finn", "Gijs", "Hanna", "Iris", "Jesse",
		"Julia", "Lars", "Lotte", "Luuk", "Mila", "Noah", "Olivia", "Pieter", "Sanne", "Sem", "Sophie", "Thijs",
		"Tess", "Vera", "Wouter", "Yara", "Zoë", "Lukas", "Marie", "Oliver", "Amelia", "Louis", "Camille", "Jonas"}
	lastNames = []string{"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Janssen", "Visser",
		"Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen",
		"Dekker", "Brouwer", "de Wit", "Dijkstra", "Smits", "de Graaf", "van der Meer", "Müller", "Schmidt",
		"Schneider", "Fischer", "Weber", "Peeters", "Maes", "Jacobs", "Smith", "Jones", "Taylor", "Martin",
		"Bernard", "Dubois", "O'Brien"}
	companyNames = []string{"Bloem & Zn B.V.", "Hoekstra Retail", "De Fietsenmaker", "Noord Horeca B.V.",
		"Kantoor Totaal", "Van Vliet Tuinen", "Studio Linnen", "Bakkerij de Molen", "Groen Wonen B.V.",
		"Zorggroep Oost", "Sportclub Vitesse", "Hotel de Kroon", "Müller Handel GmbH", "Atelier Lumière",
		"Brightside Ltd", "Café Het Plein", "Kinderopvang Zon", "Techniek Direct", "Juwelier Goud", "Pure Beauty"}
	referenceWords = []string{"Spring sale", "Black Friday", "Restock", "Gift order", "Backorder", "Wholesale",
		"Replacement", "Sample request", "Summer sale", "Christmas"}
	postalLetters      = []string{"AB", "BC", "CD", "DE", "EH", "GK", "HL", "JM", "KN", "LP", "MR", "NS", "PT", "RV", "SW", "TX", "VZ", "XA"}
	britishPostalCodes = []string{"SW1A 1AA", "EC1A 1BB", "W1A 0AX", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "LS1 4AP"}
	streets            = []string{"Hoofdstraat", "Kerkstraat", "Dorpsstraat", "Stationsweg", "Molenweg", "Schoolstraat",
		"Julianastraat", "Beatrixlaan", "Parallelweg", "Nieuwstraat", "Marktplein", "Hauptstraße", "Rue de la Paix",
		"High Street", "Grote Markt", "Lindenlaan"}
	cities = []string{"Amsterdam", "Rotterdam", "Utrecht", "Den Haag", "Eindhoven", "Groningen", "Tilburg", "Almere",
		"Breda", "Nijmegen", "Zwolle", "Antwerpen", "Gent", "Berlin", "Köln", "London", "Paris", "Lyon", "Leiden", "Delft"}
	mailDomains = []string{"example.com", "example.nl", "mail.example.org", "example.de", "example.be"}
)
