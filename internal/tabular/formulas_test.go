package tabular_test

import (
	"archive/zip"
	"bytes"
	"io"
	"reflect"
	"strings"
	"testing"

	"kade/internal/tabular"
	"kade/internal/tabular/tabulartest"
)

// formulaTexts are texts a spreadsheet program would run as formulas, as they were sent as concept
// names, and texts that only look near them.
var formulaTexts = []string{`=HYPERLINK("http://x","y")`, `=cmd|' /C calc'!A0`, "+1+1", "-2+3", "@SUM(1+1)",
	"\t=1+1", "\r=1+1", "'=1+1", "''-5", "'plain", "plain", "A-1", "'", "-",
	"x;=cmd|' /C calc'!A0;y", `a;"=1+1;`, `"=1+1`, "line\n=1+1", "line\r@SUM(1+1)", "a;'+1", "a;b;", ";", "\n-"}

// A CSV text cell that begins like a formula gets an apostrophe before it; numbers stay numbers,
// negative ones too, and other texts are written as they are.
func TestCSVNeutralisesFormulas(t *testing.T) {
	got := string(tabulartest.WriteRows(t, tabular.CSV, "Products", [][]any{
		{`=HYPERLINK("http://x","y")`, "+1+1", "-2+3", "@SUM(1+1)", "\tx", "\ry", "'=1", "'a", "A-1"},
		{int64(-3), -1.5, "-", nil, true},
	}))
	want := "\uFEFF" + `"'=HYPERLINK(""http://x"",""y"")",'+1+1,'-2+3,'@SUM(1+1),'` + "\tx" + `,"'` + "\ry" + `",''=1,'a,A-1` + "\n" +
		"-3,-1.5,'-,,1\n"
	if got != want {
		t.Errorf("CSV\n%q\nwant\n%q", got, want)
	}
}

// Excel opens a CSV file with the list separator of the computer's region: `;` where the comma is
// the decimal separator, as in the Netherlands. It then splits Kade's comma-separated lines at
// every semicolon, and where a quote does not begin such a cell, at every line break inside a
// quoted cell too. Every cell it can meet that way is text, never a formula (OWASP: 'take care of
// the field separator and quotes').
func TestCSVNeutralisesFormulasAfterSemicolonsAndLineBreaks(t *testing.T) {
	row := make([]any, len(formulaTexts))
	for i, s := range formulaTexts {
		row[i] = s
	}
	file := string(tabulartest.WriteRows(t, tabular.CSV, "Products", [][]any{row}))
	for _, cell := range strings.FieldsFunc(file, func(r rune) bool { return r == ';' || r == '\n' || r == '\r' }) {
		// A quote opens a quoted cell, and one or two quotes more may close it again at once.
		if text := strings.TrimLeft(cell, `"`); text != "" && strings.ContainsRune("=+-@\t", rune(text[0])) {
			t.Errorf("a cell split at semicolons and line breaks begins like a formula: %q\nin %q", cell, file)
		}
	}
}

// XLSX needs no apostrophe: text cells are inline strings, which a spreadsheet program never runs.
func TestXLSXWritesTextNeverFormulas(t *testing.T) {
	file := tabulartest.WriteRows(t, tabular.XLSX, "Products", [][]any{{"=1+1", "+1+1", "@SUM(1+1)", int64(-2)}})
	archive, err := zip.NewReader(bytes.NewReader(file), int64(len(file)))
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := archive.Open("xl/worksheets/sheet1.xml")
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(sheet)
	if err != nil {
		t.Fatal(err)
	}
	xml := string(data)
	for _, want := range []string{`t="inlineStr"><is><t>=1+1</t></is>`, `<is><t>+1+1</t></is>`,
		`<is><t>@SUM(1+1)</t></is>`, `<v>-2</v>`} {
		if !strings.Contains(xml, want) {
			t.Errorf("sheet has no %s:\n%s", want, xml)
		}
	}
	if strings.Contains(xml, "<f>") || strings.Contains(xml, "<f ") {
		t.Errorf("sheet has a formula:\n%s", xml)
	}
}

// What the writer wrote reads back as it was, in either format: the CSV reader takes off exactly the
// apostrophes the writer added.
func TestFormulaTextsReadBackUnchanged(t *testing.T) {
	row := make([]any, len(formulaTexts))
	want := make([]string, len(formulaTexts))
	for i, s := range formulaTexts {
		row[i], want[i] = s, s
	}
	for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
		rows, err := readAll(t, writeFile(t, tabulartest.WriteRows(t, format, "Products", [][]any{row})), "export."+string(format))
		if err != nil || len(rows) != 1 || !reflect.DeepEqual(rows[0].Cells, want) {
			t.Errorf("%s reads back %v, %v;\nwant %q", format, rows, err, want)
		}
	}
}

// A CSV made elsewhere keeps its cells: a negative number or a text beginning with = has no
// apostrophe to take off, and one a spreadsheet program wrote to keep a formula text is taken off.
func TestCSVReadsCellsNotFromKade(t *testing.T) {
	rows, err := readAll(t, writeFile(t, []byte("a,b,c,d\n-5,=x,'-5,'x\n")), "p.csv")
	want := []tabular.Row{{1, []string{"a", "b", "c", "d"}}, {2, []string{"-5", "=x", "-5", "'x"}}}
	if err != nil || !reflect.DeepEqual(rows, want) {
		t.Errorf("rows %v, %v; want %v", rows, err, want)
	}
}
