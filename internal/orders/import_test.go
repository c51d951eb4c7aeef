package orders_test

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/imports"
	"kade/internal/imports/importstest"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/tabular"
	"kade/internal/tabular/xlsxtest"
)

// importFile imports content, uploaded as name, into the fixture's account.
func (f *fixture) importFile(name string, content []byte) (imports.Result, error) {
	f.t.Helper()
	return orders.NewImporter(f.d).Import(f.ctx, f.account, 0, importstest.Upload(f.t, content), name)
}

// importedConcept is a concept order as the import stored it.
type importedConcept struct {
	OrderNumber    string `db:"order_number"`
	LineCount      int    `db:"line_count"`
	FieldsJSON     string `db:"fields"`
	ErrorsJSON     string `db:"errors"`
	HasErrors      bool   `db:"has_errors"`
	OriginalSource string `db:"original_source"`
}

func (c importedConcept) fields(t *testing.T) orders.Fields {
	t.Helper()
	return dbtest.JSON[orders.Fields](t, c.FieldsJSON)
}

func (c importedConcept) errors(t *testing.T) domain.ValidationErrors {
	t.Helper()
	return dbtest.JSON[domain.ValidationErrors](t, c.ErrorsJSON)
}

func (f *fixture) importedConcepts() []importedConcept {
	f.t.Helper()
	var cs []importedConcept
	if err := f.d.Read().Select(f.ctx, &cs, `SELECT order_number, line_count, fields, errors, has_errors, original_source
		FROM concept_sales_orders WHERE client_id = ? ORDER BY id`, f.account); err != nil {
		f.t.Fatal(err)
	}
	return cs
}

// productWithEAN creates an active product of the account with an EAN.
func (f *fixture) productWithEAN(articleNumber, ean string) {
	f.t.Helper()
	p := products.NewFields()
	p.ArticleNumber, p.Name, p.ProductType, p.Unit, p.EAN = articleNumber, "Product "+articleNumber, "Forward", "Piece", ean
	if err := f.d.Tx(f.ctx, func(q db.Q) error {
		_, err := products.CreateProduct(f.ctx, q, f.account, products.SourceManual, p)
		return err
	}); err != nil {
		f.t.Fatal(err)
	}
}

// importHeader is the header of the files below: a complete Dutch delivery address.
const importHeader = "order_number;order_date;delivery_date;reference;payment_method;delivery_last_name;delivery_country;" +
	"delivery_postal_code;delivery_house_number;delivery_street;delivery_city;article_number;ean;quantity;price_incl_vat;vat_percentage;discount_percentage\n"

// address is a row's delivery address columns.
const address = "Jansen;nl;1012ab;12;Damrak;Amsterdam"

func ptr[T any](v T) *T { return &v }

// Rows with the same order number make one concept; dates are read as yyyy-mm-dd and dd-mm-yyyy,
// a line's product by its EAN, and the invoice address is the delivery address when none is given.
func TestImportGroupsRowsIntoConcepts(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TEA-1", true, 0)
		f.product(f.account, "TEA-2", true, 0)
		f.productWithEAN("MUG-1", "4006381333931")
		file := "\uFEFF" + importHeader +
			"A-1;2025-01-21;24-01-2025;Web 1;invoice;" + address + ";TEA-1;;2;12,50;21;\r\n" +
			"A-1;2025-01-21;24-01-2025;Web 1;Invoice;" + address + ";TEA-2;;1;3.95;9;12.5\r\n" +
			"A-2;1-2-2025;;;IDeal;" + address + ";;4006381333931;3;;;\r\n"
		result, err := f.importFile("orders.csv", []byte(file))
		if want := (imports.Result{Encoding: tabular.UTF8, RowsImported: 3, Errors: []imports.Error{}}); err != nil || !reflect.DeepEqual(result, want) {
			t.Fatalf("result %+v, %v", result, err)
		}
		concepts := f.importedConcepts()
		if len(concepts) != 2 {
			t.Fatalf("%d concepts", len(concepts))
		}
		first := concepts[0].fields(t)
		if first.OrderDate != "2025-01-21" || first.DeliveryDate != "2025-01-24" || first.PaymentMethod != "Invoice" ||
			first.DeliveryAddress.PostalCode != "1012 AB" || first.DeliveryAddress.Country != "NL" || !first.UseDeliveryAsInvoiceAddress {
			t.Errorf("first order %+v", first)
		}
		wantLines := []orders.Line{
			{ArticleNumber: "TEA-1", Quantity: 2, PriceInclVAT: ptr(int64(1250)), VATPercentage: 2100},
			{ArticleNumber: "TEA-2", Quantity: 1, PriceInclVAT: ptr(int64(395)), VATPercentage: 900, DiscountPercentage: 1250},
		}
		if !reflect.DeepEqual(first.Lines, wantLines) {
			t.Errorf("lines %+v", first.Lines)
		}
		second := concepts[1].fields(t)
		if second.OrderDate != "2025-02-01" || len(second.Lines) != 1 || second.Lines[0].ArticleNumber != "MUG-1" {
			t.Errorf("second order %+v", second)
		}
		for i, c := range concepts {
			if c.HasErrors || c.ErrorsJSON != "{}" || c.OriginalSource != orders.SourceImport || c.LineCount != len(c.fields(t).Lines) {
				t.Errorf("concept %d: %+v", i, c)
			}
		}
	})
}

// A cell of an XLSX file formatted as a date is read as that date, with or without a time.
func TestImportReadsDateCells(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TEA-1", true, 0)
		text := func(s string) string { return `<c t="inlineStr"><is><t>` + s + `</t></is></c>` }
		row := func(cells ...string) string { return "<row>" + strings.Join(cells, "") + "</row>" }
		sheet := row(text("order_number"), text("order_date"), text("delivery_date"), text("payment_method"),
			text("delivery_last_name"), text("delivery_country"), text("delivery_postal_code"), text("delivery_house_number"),
			text("delivery_street"), text("delivery_city"), text("article_number"), text("quantity")) +
			// 45678 is 21 January 2025; .75 of a day is 18:00.
			row(text("X-1"), `<c s="1"><v>45678</v></c>`, `<c s="2"><v>45680.75</v></c>`, text("Paypal"), text("Jansen"),
				text("NL"), text("1012 AB"), `<c><v>12</v></c>`, text("Damrak"), text("Amsterdam"), text("TEA-1"), `<c><v>2</v></c>`)
		styles := xlsxtest.Text(`<styleSheet><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="22"/></cellXfs></styleSheet>`)
		content, err := xlsxtest.Zip(xlsxtest.Workbook(xlsxtest.Sheet(xlsxtest.Text(sheet)), xlsxtest.SharedStrings(xlsxtest.Text("")), styles))
		if err != nil {
			t.Fatal(err)
		}
		result, err := f.importFile("orders.xlsx", content)
		if err != nil || result.RowsImported != 1 || result.RowsWithErrors != 0 {
			t.Fatalf("result %+v, %v", result, err)
		}
		got := f.importedConcepts()[0].fields(t)
		if got.OrderDate != "2025-01-21" || got.DeliveryDate != "2025-01-23" || got.DeliveryAddress.HouseNumber != "12" || got.Lines[0].Quantity != 2 {
			t.Errorf("order %+v", got)
		}
	})
}

// Rules a concept can be corrected for flag it 'To adjust'; the result lists them at the row and
// column they come from.
func TestImportFlagsConceptsToAdjust(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TEA-1", true, 0)
		f.product(f.account, "OLD-1", false, 0)
		f.create(validFields("USED-1", orders.Line{ArticleNumber: "TEA-1", Quantity: 1}))
		file := importHeader +
			"B-1;2025-01-21;2025-01-20;;Cash;" + address + ";TEA-1;;1;;;\n" +
			"B-1;2025-01-21;2025-01-20;;Cash;" + address + ";NOPE-1;;1;;;\n" +
			"B-1;2025-01-21;2025-01-20;;Cash;" + address + ";;8712345678906;1;;;\n" +
			"B-2;2025-01-21;;;Invoice;Jansen;NL;1012 AB;12;;Amsterdam;OLD-1;;0;;;\n" +
			"USED-1;2025-01-21;;" + strings.Repeat("r", 60) + ";Invoice;" + address + ";TEA-1;;1;;;\n" +
			"B-3;2025-01-21;;;Invoice;" + address + ";TEA-1;;1;;;\n"
		result, err := f.importFile("orders.csv", []byte(file))
		if err != nil {
			t.Fatal(err)
		}
		importstest.Expect(t, result, imports.Result{Encoding: tabular.UTF8, RowsImported: 6, RowsWithErrors: 5},
			"2 delivery_date: orders.validation.delivery_before_order_date",
			"2 payment_method: validation.one_of,Creditcard / Invoice / IDeal / Collection / Authorization / Paypal / Psp / Prepayment",
			"3 article_number: orders.validation.product_unknown",
			"4 ean: orders.validation.product_unknown",
			"5 delivery_street: validation.required",
			"5 article_number: orders.validation.product_inactive",
			"5 quantity: validation.min,1",
			"6 order_number: orders.validation.order_number_taken",
			"6 reference: validation.too_long,50",
		)
		concepts := f.importedConcepts()
		if len(concepts) != 4 || !concepts[0].HasErrors || !concepts[1].HasErrors || !concepts[2].HasErrors || concepts[3].HasErrors {
			t.Fatalf("concepts %+v", concepts)
		}
		wantErrs := domain.ValidationErrors{
			"delivery_date":          {"orders.validation.delivery_before_order_date"},
			"payment_method":         {"validation.one_of,Creditcard / Invoice / IDeal / Collection / Authorization / Paypal / Psp / Prepayment"},
			"lines.1.article_number": {"orders.validation.product_unknown"},
			"lines.2.article_number": {"orders.validation.product_unknown"},
		}
		if got := concepts[0].errors(t); !reflect.DeepEqual(got, wantErrs) {
			t.Errorf("stored errors %v", got)
		}
		if got := concepts[2].fields(t); got.Reference != strings.Repeat("r", 50) || got.PaymentMethod != "Invoice" {
			t.Errorf("a text too long keeps its first characters: %+v", got)
		}
		if got := concepts[0].fields(t).PaymentMethod; got != "Cash" {
			t.Errorf("a payment method not in the list is kept for the person to correct: %q", got)
		}
	})
}

// A file with a row that cannot be taken as it is stores nothing, and the result lists every such
// row's errors at their columns.
func TestImportRefusesBadRows(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TEA-1", true, 0)
		file := importHeader +
			"C-1;2025-01-21;;Web;Invoice;" + address + ";TEA-1;;1;;;\n" + // a good row
			"C-1;2025-01-21;;Other;Invoice;" + address + ";TEA-1;;1;;;\n" + // the reference differs
			"C-2;21/01/2025;31-02-2025;;Invoice;" + address + ";TEA-1;;two;1,2,3;21;5.125\n" +
			"C-1;2025-01-21;;Web;Invoice;" + address + ";TEA-1;;1;;;\n" + // C-1 again, after C-2
			";2025-01-21;;Web;Invoice;" + address + ";TEA-1;;1;;;\n" +
			"C-3;2025-01-21;;;Invoice;" + address + ";NOPE;;1;;;\n" // unknown article: flags, but nothing is stored
		result, err := f.importFile("orders.csv", []byte(file))
		if err != nil {
			t.Fatal(err)
		}
		importstest.ExpectRefused(t, f.d, "concept_sales_orders", result, 4,
			"3 reference: orders.import.differs,2",
			"4 order_date: validation.date",
			"4 delivery_date: validation.date",
			"4 quantity: validation.integer",
			"4 price_incl_vat: validation.ambiguous_number",
			"4 discount_percentage: validation.decimals,2",
			"5 order_number: orders.import.rows_apart,2",
			"6 order_number: validation.required",
		)
	})
}

// An order has at most orders.MaxLines lines: the row after them refuses the file.
func TestImportRefusesTooManyLines(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	f := newFixture(t, d)
	var b strings.Builder
	b.WriteString("order_number;article_number;quantity\n")
	for i := range orders.MaxLines + 1 {
		b.WriteString("D-1;ART-" + strconv.Itoa(i) + ";1\n")
	}
	result, err := f.importFile("orders.csv", []byte(b.String()))
	want := imports.Result{Encoding: tabular.UTF8, Refused: true, RowsWithErrors: 1, Errors: []imports.Error{
		{Row: orders.MaxLines + 2, Column: "order_number", Message: "orders.validation.max_lines,1000"}}}
	if err != nil || !reflect.DeepEqual(result, want) {
		t.Errorf("result %+v, %v", result, err)
	}
}

func TestImportRefusesWholeFiles(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	f := newFixture(t, d)
	for _, tc := range []struct{ name, content, message string }{
		{"no article number or EAN", "order_number;quantity\nA;1\n", "import.errors.missing_columns,article_number / ean"},
		{"no quantity", "order_number;ean\nA;1\n", "import.errors.missing_columns,quantity"},
		{"unknown column", "order_number;ean;quantity;colour\nA;1;1;red\n", "import.errors.unknown_column,colour"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := f.importFile("orders.csv", []byte(tc.content))
			if want := domain.FileError(tc.message); !reflect.DeepEqual(err, want) {
				t.Errorf("err %v, want %v", err, want)
			}
		})
	}
	if n := dbtest.Count(f.t, f.d, "concept_sales_orders"); n != 0 {
		t.Errorf("%d concepts stored", n)
	}
}

// A file as the exports write them for a Dutch user (a byte order mark, `;`, the screen's words of
// the payment method and the unit, in any case) imports with their values; so do English words.
func TestImportReadsTheScreensWords(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		content := "\uFEFForder_number;payment_method;article_number;quantity;unit\r\n" +
			"W-1;Incasso;A;1;stuk\r\n" +
			"W-2;DIRECT DEBIT;A;1;Piece\r\n"
		result, err := f.importFile("orders.csv", []byte(content))
		if err != nil || result.Refused {
			t.Fatalf("%+v, %v", result, err)
		}
		for _, c := range f.importedConcepts() {
			if got := c.fields(t); got.PaymentMethod != "Collection" || len(got.Lines) != 1 || got.Lines[0].Unit != "Piece" {
				t.Errorf("%s: %q, %+v", c.OrderNumber, got.PaymentMethod, got.Lines)
			}
		}
	})
}
