package tabular_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"kade/internal/tabular"
	"kade/internal/tabular/xlsxtest"
)

// limits are small, so that a test's cells run past them.
var limits = tabular.Limits{Columns: 4, Cell: 5}

// A cell longer than the limit arrives cut to one character more, however the file holds it and
// however many bytes its characters take; a cell of the limit arrives whole.
func TestCellsCutToTheLimit(t *testing.T) {
	want := []tabular.Row{{1, []string{"abcde", "abcdef", "€€€€€€", "€€€€€"}}, {2, []string{"1234567890"[:6], "x"}}}
	csv := "abcde,abcdefgh,€€€€€€€€,€€€€€\n\"1234567890\",x\n"
	sheet := `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>abcde</t></is></c><c t="str"><v>abcdefgh</v></c>` +
		`<c t="s"><v>0</v></c><c t="inlineStr"><is><r><t>€€€</t></r><r><t>€€</t></r></is></c></row>` +
		`<row r="2"><c><v>1234567890</v></c><c t="s"><v>1</v></c></row></sheetData></worksheet>`
	sharedStrings := `<sst><si><t>€€€€€€€€</t></si><si><t>x</t></si></sst>`
	for name, content := range map[string][]byte{
		"p.csv":  []byte(csv),
		"p.xlsx": zipOf(t, workbookParts(sheet, sharedStrings)),
	} {
		rows, err := readWithin(t, limits, writeFile(t, content), name)
		if err != nil || !reflect.DeepEqual(rows, want) {
			t.Errorf("%s: rows %v, %v; want %v", name, rows, err, want)
		}
	}
}

// Cells beyond the columns read are left out when empty; a value there refuses the file.
func TestValuesBeyondTheColumnsRead(t *testing.T) {
	csv := "a,b,c,d,,  \ne,f,g,h,,x\n"
	sheet := `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="D1"><v>d</v></c>` +
		`<c r="E1" s="1"/><c r="F1" t="inlineStr"><is><t>  </t></is></c></row>` +
		`<row r="2"><c r="F2" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`
	for name, tc := range map[string]struct {
		content []byte
		want    []string
	}{
		"p.csv":  {[]byte(csv), []string{"a", "b", "c", "d"}},
		"p.xlsx": {zipOf(t, workbookParts(sheet, sharedStrings)), []string{"a", "", "", "d"}},
	} {
		rows, err := readWithin(t, limits, writeFile(t, tc.content), name)
		if !errors.Is(err, tabular.ErrTooManyColumns) || len(rows) != 1 || !reflect.DeepEqual(rows[0].Cells, tc.want) {
			t.Errorf("%s: rows %v, %v; want the first row, then ErrTooManyColumns", name, rows, err)
		}
	}
}

// blankRows is n rows of two empty cells, one formatted, one a space: what a spreadsheet program
// writes for rows a user formatted and left empty. 80 bytes each.
func blankRows(n int) xlsxtest.Part {
	return xlsxtest.Part{Body: `<row><c s="1"/><c t="inlineStr"><is><t xml:space="preserve"> </t></is></c></row>`, Repeat: n}
}

const valueRow = `<row><c t="inlineStr"><is><t>value</t></is></c></row>`

// A sheet that runs on blank for 32 MB of its XML has ended there: rows after are not read, however
// far the sheet goes on. Rows after a shorter blank stretch are read.
func TestXLSXBlankStretch(t *testing.T) {
	for name, tc := range map[string]struct {
		blank, values int
	}{
		"the data ends":    {33 << 20 / 80, 1},
		"the data goes on": {31 << 20 / 80, 2},
	} {
		rows := blankRows(tc.blank)
		rows.Head, rows.Tail = valueRow, valueRow
		content, err := xlsxtest.Zip(xlsxtest.Workbook(xlsxtest.Sheet(rows), xlsxtest.SharedStrings(xlsxtest.Part{}), xlsxtest.Part{}))
		if err != nil {
			t.Fatal(err)
		}
		read, err := readAll(t, writeFile(t, content), "p.xlsx")
		values := 0
		for _, row := range read {
			if !row.Blank() {
				values++
			}
		}
		if err != nil || values != tc.values {
			t.Errorf("%s: %d rows with values, %v; want %d", name, values, err, tc.values)
		}
	}
}

// A row that has a value and then runs on for 32 MB of XML is refused, rather than read as the end.
func TestXLSXRowThatRunsOn(t *testing.T) {
	row := xlsxtest.Part{Head: `<row><c t="inlineStr"><is><t>value</t></is></c>`, Body: `<ext/>`, Repeat: 33 << 20 / 6, Tail: `</row>`}
	content, err := xlsxtest.Zip(xlsxtest.Workbook(xlsxtest.Sheet(row), xlsxtest.SharedStrings(xlsxtest.Part{}), xlsxtest.Part{}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readAll(t, writeFile(t, content), "p.xlsx"); !errors.Is(err, tabular.ErrUnreadable) {
		t.Errorf("err %v, want ErrUnreadable", err)
	}
}

// Shared strings beyond what the reader holds refuse the file: too many, or too much text.
func TestXLSXSharedStringsBeyondTheBounds(t *testing.T) {
	header := xlsxtest.Sheet(xlsxtest.Text(`<row><c t="s"><v>0</v></c></row>`))
	for name, si := range map[string]xlsxtest.Part{
		"too many":      {Body: `<si/>`, Repeat: 1<<21 + 1},
		"too much text": {Body: `<si><t>` + strings.Repeat("x", 32<<10) + `</t></si>`, Repeat: 2049},
	} {
		content, err := xlsxtest.Zip(xlsxtest.Workbook(header, xlsxtest.SharedStrings(si), xlsxtest.Part{}))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := readAll(t, writeFile(t, content), "p.xlsx"); !errors.Is(err, tabular.ErrUnreadable) {
			t.Errorf("%s: err %v, want ErrUnreadable", name, err)
		}
		si.Repeat--
		content, err = xlsxtest.Zip(xlsxtest.Workbook(header, xlsxtest.SharedStrings(si), xlsxtest.Part{}))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := readAll(t, writeFile(t, content), "p.xlsx"); err != nil {
			t.Errorf("%s, one fewer: %v", name, err)
		}
	}
}

// A shared string's index is read whole, however short the cells kept: a cell that names string
// 0000000001 is string 1, not string 0.
func TestSharedStringIndexIsNoCell(t *testing.T) {
	sheet := `<worksheet><sheetData><row><c t="s"><v>0000000001</v></c></row></sheetData></worksheet>`
	rows, err := readWithin(t, tabular.Limits{Columns: 1, Cell: 1}, writeFile(t, zipOf(t, workbookParts(sheet, sharedStrings))), "p.xlsx")
	if want := []tabular.Row{{1, []string{"Ri"}}}; err != nil || !reflect.DeepEqual(rows, want) {
		t.Errorf("rows %v, %v; want %v", rows, err, want)
	}
}
