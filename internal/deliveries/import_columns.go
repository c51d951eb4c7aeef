package deliveries

import (
	"kade/internal/domain"
	"kade/internal/imports"
	"kade/internal/products"
)

// importRow is a row of the import file: one delivery line with its delivery's header, which every
// row of the delivery repeats.
type importRow struct {
	Delivery Fields
	Line     Line
}

type column = imports.Column[importRow]

// maxCode is how much of a choice's cell is read: no value is longer.
const maxCode = 20

// importHeader are the delivery's own columns, the same on every row of a delivery, in the order
// of the form; importLine follow them in the file.
var importHeader = []column{
	imports.Text("reference", MaxReference, func(r *importRow) *string { return &r.Delivery.Reference }),
	imports.Date("planned_date", func(r *importRow) *string { return &r.Delivery.PlannedDate }),
	imports.KeptChoice("unit_load", UnitLoads, maxCode, func(r *importRow) *string { return &r.Delivery.UnitLoad }),
	imports.KeptChoice("container_length", ContainerLengths, maxCode, func(r *importRow) *string { return &r.Delivery.ContainerLength }),
	imports.OptionalWhole("number_of_pallets", func(r *importRow) **int64 { return &r.Delivery.NumberOfPallets }),
}

// importLine are the columns of the row's delivery line.
var importLine = []column{
	imports.Text("article_number", products.MaxArticleNumber, func(r *importRow) *string { return &r.Line.ArticleNumber }),
	imports.Whole("quantity", func(r *importRow) *int64 { return &r.Line.Quantity }),
	imports.KeptChoice("unit", products.Units, maxCode, func(r *importRow) *string { return &r.Line.Unit }),
}

// importSheet is every column of the import file and its template. A file must have the reference,
// the article number and the quantity; the other columns may be left out (the rules then flag
// what the delivery misses).
var importSheet = imports.NewSheet(append(append([]column{}, importHeader...), importLine...),
	[]string{"reference", "article_number", "quantity"}, nil)

// importFile is what the import reads of a file: a cell is never longer than a reference.
var importFile = importSheet.File(max(MaxReference, products.MaxArticleNumber))

// lineColumns are the names of the line's columns.
var lineColumns = func() map[string]bool {
	names := map[string]bool{}
	for _, c := range importLine {
		names[c.Name] = true
	}
	return names
}()

// columnOfField is the file column of a delivery's field key and the index of the line it is on,
// or -1 for the delivery's own fields (reported at its first row): lines.2.quantity is column
// quantity of the delivery's third line, lines (too few or too many) is article_number.
func columnOfField(field string) (line int, column string) {
	if i, name, ok := imports.LineField(field); ok {
		return i, name
	}
	if field == "lines" {
		return -1, "article_number"
	}
	return -1, field
}

// fieldOfColumn is the delivery's field key of a file column on the delivery's line i.
func fieldOfColumn(column string, i int) string {
	if lineColumns[column] {
		return domain.LineField(i, column)
	}
	return column
}
