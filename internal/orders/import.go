package orders

import (
	"context"
	"fmt"
	"strings"

	"kade/internal/addresses"
	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/imports"
)

// Importer turns a CSV or XLSX file into concept sales orders, all or nothing (see concepts.Importer).
type Importer = concepts.Importer[Fields, ConceptRow, importRow]

// NewImporter is the order import: every order is checked against every rule (the products of its
// lines, its number's use) and flagged 'To adjust' with its errors, which the result lists at their
// rows and columns. Besides the rows that refuse any such file, an order of more than MaxLines
// lines refuses it.
func NewImporter(d *db.DB) *Importer {
	return &Importer{Concepts: NewConcepts(d), Records: importRecords, Store: storeOrder}
}

// The messages of the import's own refusals.
const (
	msgHeaderDiffers = "orders.import.differs"    // ,<the order's first row>
	msgRowsApart     = "orders.import.rows_apart" // ,<the order's first row>
)

// importRecords is how the import reads a file: a row is an order's line, the rows of one order
// follow each other and repeat its order number and header. A line names its product by article
// number or EAN; a row without invoice_address_same_as_delivery uses the delivery address as the
// invoice address when it gives no invoice address.
var importRecords = &imports.Records[importRow]{Sheet: importSheet, File: importFile,
	Grouping: imports.Grouping[importRow]{KeyColumn: "order_number", Key: func(r *importRow) string { return r.Order.OrderNumber },
		Header: importHeader, MaxRows: MaxLines, MaxMessage: msgMaxLines, Differs: msgHeaderDiffers, Apart: msgRowsApart},
	Header: func(h imports.Header) error {
		if !importSheet.Has(h, "article_number") && !importSheet.Has(h, "ean") {
			return domain.FileError("import.errors.missing_columns", "article_number / ean")
		}
		return nil
	},
	New: func() importRow { return importRow{Order: NewFields()} },
	Read: func(r *importRow) {
		r.Order.UseDeliveryAsInvoiceAddress = r.InvoiceFlag == nil && r.Order.InvoiceAddress == (addresses.Address{}) ||
			r.InvoiceFlag != nil && *r.InvoiceFlag
	},
	Later: func(r *importRow) { r.Order = Fields{} }}

// storeOrder stores the order of rows (see concepts.Importer).
func storeOrder(ctx context.Context, q db.Q, clientID int64, batch *concepts.Batch[Fields, ConceptRow], rows []imports.Staged[importRow], result *imports.Result) error {
	order := pendingOrder{rows: rows}
	return order.store(ctx, q, clientID, batch, result)
}

// pendingOrder is the rows of one order, read back from the staging file; only the first keeps the
// order's header.
type pendingOrder struct {
	rows []imports.Staged[importRow]
}

func (o *pendingOrder) first() imports.Staged[importRow] { return o.rows[0] }

// store checks the order against every rule and adds it to batch as a concept, and its rows with
// their errors to result.
func (o *pendingOrder) store(ctx context.Context, q db.Q, clientID int64, batch *concepts.Batch[Fields, ConceptRow], result *imports.Result) error {
	f := o.first().Row.Order
	f.Lines = make([]Line, len(o.rows))
	for i, row := range o.rows {
		f.Lines[i] = row.Row.Line
	}
	unknown, err := findByEAN(ctx, q, clientID, o.rows, f.Lines)
	if err != nil {
		return err
	}
	f.Normalize()
	errs, _, err := check(ctx, q, clientID, owner{}, f)
	if err != nil {
		return err
	}
	for _, i := range unknown {
		errs[domain.LineField(i, "article_number")] = []string{msgProductUnknown}
	}
	for i, row := range o.rows {
		for column, messages := range row.Cut {
			if i == 0 || lineFields[column] != "" {
				errs[fieldOfColumn(column, i)] = messages
			}
		}
	}
	fieldsJSON, errorsJSON, err := concepts.Encode(f, errs)
	if err != nil {
		return err
	}
	if err := batch.Add(ctx, &f, fieldsJSON, errorsJSON); err != nil {
		return fmt.Errorf("import order %q: %w", f.OrderNumber, err)
	}
	o.report(errs, result)
	return nil
}

// report adds the order's rows to result, each with the errors of its columns: the order's own at
// its first row, each line's at its row. An error of a line's article number is the EAN's when
// the row gave only the EAN.
func (o *pendingOrder) report(errs domain.ValidationErrors, result *imports.Result) {
	numbers := make([]int, len(o.rows))
	for i, row := range o.rows {
		numbers[i] = row.Number
	}
	result.AddRecord(numbers, errs, func(field string) (int, string) {
		line, column := columnOfField(field)
		if line < 0 || line >= len(o.rows) {
			line = 0
		}
		if column == "article_number" && o.rows[line].Row.Line.ArticleNumber == "" && o.rows[line].Row.EAN != "" {
			column = "ean"
		}
		return line, column
	}, importSheet.InOrder)
}

// findByEAN fills in the article number of lines that give only an EAN, from the account's product
// with that EAN (the first, should several have it), and returns the lines whose EAN no product has.
func findByEAN(ctx context.Context, q db.Q, clientID int64, rows []imports.Staged[importRow], lines []Line) ([]int, error) {
	args := []any{clientID}
	for i, l := range lines {
		if l.ArticleNumber == "" && rows[i].Row.EAN != "" {
			args = append(args, rows[i].Row.EAN)
		}
	}
	if len(args) == 1 {
		return nil, nil
	}
	var found []struct {
		EAN           string `db:"ean"`
		ArticleNumber string `db:"article_number"`
	}
	if err := q.Select(ctx, &found, `SELECT ean, article_number FROM products WHERE client_id = ? AND ean IN (?`+
		strings.Repeat(", ?", len(args)-2)+`) ORDER BY id DESC`, args...); err != nil {
		return nil, err
	}
	articles := map[string]string{}
	for _, p := range found {
		articles[p.EAN] = p.ArticleNumber // the last written is the lowest id: the first product
	}
	var unknown []int
	for i := range lines {
		if lines[i].ArticleNumber != "" || rows[i].Row.EAN == "" {
			continue
		}
		if article, ok := articles[rows[i].Row.EAN]; ok {
			lines[i].ArticleNumber = article
		} else {
			unknown = append(unknown, i)
		}
	}
	return unknown, nil
}
