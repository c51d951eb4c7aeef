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
	"kade/internal/tabular"
)

// Importer turns a CSV or XLSX file into concept sales orders, all or nothing. Each row is an order
// line; the rows of one order follow each other and repeat its order number and its header.
type Importer struct {
	db       *db.DB
	concepts *concepts.Concepts[Fields]
}

func NewImporter(d *db.DB) *Importer { return &Importer{db: d, concepts: NewConcepts(d)} }

// The messages of the import's own refusals.
const (
	msgHeaderDiffers = "orders.import.differs"    // ,<the order's first row>
	msgRowsApart     = "orders.import.rows_apart" // ,<the order's first row>
)

// Import reads the file at path, uploaded as name, into concept orders of the account created by
// userID. The file is read and checked first. A file with rows that cannot be taken as they are (a
// cell that is no date, number or yes/no, an order's header that differs between its rows, rows of
// an order apart, too many lines) stores nothing: the result is Refused and lists their errors by
// row and column. Otherwise every order is stored in one transaction as a concept, checked against
// every rule (the products of its lines, its number's use) and flagged 'To adjust' with its errors,
// which the result lists at their rows and columns. A file that cannot be read as a whole answers a
// 422 error for `file`.
func (im *Importer) Import(ctx context.Context, clientID, userID int64, path, name string) (imports.Result, error) {
	refusals := imports.NewResult()
	g := &imports.Grouping[importRow]{KeyColumn: "order_number", Key: func(r *importRow) string { return r.Order.OrderNumber },
		Header: importHeader, MaxRows: MaxLines, MaxMessage: msgMaxLines, Differs: msgHeaderDiffers, Apart: msgRowsApart}
	staged, err := imports.Stage(ctx, path, name, importFile, func(cells []string) (imports.RowParser[stagedRow], error) {
		return parser(cells, imports.NumbersOf(ctx, name), g, &refusals)
	})
	if err != nil {
		return imports.Result{}, err
	}
	defer staged.Close()
	if refusals.Refused {
		return refusals, nil
	}
	var result imports.Result
	err = im.db.Tx(ctx, func(q db.Q) error {
		result = imports.NewResult()
		batch := im.concepts.NewBatch(q, clientID, userID, SourceImport)
		err := imports.EachGroup(staged, func(r *stagedRow) string { return r.Row.Order.OrderNumber },
			func(r *stagedRow) { r.Row.Order = Fields{} }, // the same as the first row's: an order holds its header once
			func(rows []stagedRow) error {
				order := pendingOrder{rows: rows}
				return order.store(ctx, q, clientID, batch, &result)
			})
		if err != nil {
			return err
		}
		return batch.Flush(ctx)
	})
	return result, err
}

// stagedRow is a data row as read: its order's header and its line, and the texts cut to their
// field's bound, by column (stored so, flagged, as products do).
type stagedRow struct {
	Number int
	Row    importRow
	Cut    domain.ValidationErrors
}

// parser reads the file's header and returns the parser of its data rows, which groups them into
// orders with g and records what refuses the file in refusals.
func parser(cells []string, numbers imports.Numbers, g *imports.Grouping[importRow], refusals *imports.Result) (imports.RowParser[stagedRow], error) {
	h, err := importSheet.Header(cells, numbers)
	if err != nil {
		return nil, err
	}
	if !importSheet.Has(h, "article_number") && !importSheet.Has(h, "ean") {
		return nil, domain.FileError("import.errors.missing_columns", "article_number / ean")
	}
	return func(row tabular.Row) (stagedRow, error) {
		r := importRow{Order: NewFields()}
		errs := importSheet.Read(h, row.Cells, &r)
		r.Order.UseDeliveryAsInvoiceAddress = r.InvoiceFlag == nil && r.Order.InvoiceAddress == (addresses.Address{}) ||
			r.InvoiceFlag != nil && *r.InvoiceFlag
		cut, refused := imports.SplitCut(errs)
		g.Add(row.Number, r, refused)
		refusals.Refuse(row.Number, refused, importSheet.InOrder(refused))
		return stagedRow{Number: row.Number, Row: r, Cut: cut}, nil
	}, nil
}

// pendingOrder is the rows of one order, read back from the staging file; only the first keeps the
// order's header.
type pendingOrder struct {
	rows []stagedRow
}

func (o *pendingOrder) first() stagedRow { return o.rows[0] }

// store checks the order against every rule and adds it to batch as a concept, and its rows with
// their errors to result.
func (o *pendingOrder) store(ctx context.Context, q db.Q, clientID int64, batch *concepts.Batch[Fields], result *imports.Result) error {
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
		errs[fmt.Sprintf(lineField, i, "article_number")] = []string{msgProductUnknown}
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
func findByEAN(ctx context.Context, q db.Q, clientID int64, rows []stagedRow, lines []Line) ([]int, error) {
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
