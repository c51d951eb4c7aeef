package tabular

import (
	"archive/zip"
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Rows beyond a sheet's last row continue on the next sheet, each beginning with the header.
func TestXLSXContinuesOnNextSheet(t *testing.T) {
	var out bytes.Buffer
	w, err := newXLSXWriter(&out, "Order lines", 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.write([]any{"number", "name"}); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 7; i++ {
		if err := w.write([]any{int64(i), fmt.Sprint("row ", i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.finish(); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string][][]string{
		"Order lines":     {{"number", "name"}, {"1", "row 1"}, {"2", "row 2"}},
		"Order lines (2)": {{"number", "name"}, {"3", "row 3"}, {"4", "row 4"}},
		"Order lines (3)": {{"number", "name"}, {"5", "row 5"}, {"6", "row 6"}},
		"Order lines (4)": {{"number", "name"}, {"7", "row 7"}},
	}
	if sheets := f.GetSheetList(); !reflect.DeepEqual(sheets, []string{"Order lines", "Order lines (2)", "Order lines (3)", "Order lines (4)"}) {
		t.Fatalf("sheets %v", sheets)
	}
	for sheet, rows := range want {
		got, err := f.GetRows(sheet)
		if err != nil || !reflect.DeepEqual(got, rows) {
			t.Errorf("sheet %s: %v (%v), want %v", sheet, got, err, rows)
		}
	}
}

// Texts come back as written: spaces at either end, a carriage return, markup characters; a
// character XML cannot hold becomes U+FFFD and a text longer than a cell takes is cut; columns go
// on past Z.
func TestXLSXTexts(t *testing.T) {
	long := strings.Repeat("é", maxCellText+10)
	row := []any{"  padded  ", "a\r\nb", "x\x01y\xffz", `<&>"'`, long, nil, "", true, 1.5}
	for len(row) < 28 {
		row = append(row, int64(len(row)))
	}
	var out bytes.Buffer
	w, err := newXLSXWriter(&out, "Texts", sheetRows)
	if err != nil {
		t.Fatal(err)
	}
	if err := errors.Join(w.write(row), w.finish()); err != nil {
		t.Fatal(err)
	}
	if sheet := sheetXML(t, out.Bytes(), 1); !strings.Contains(sheet, `<t xml:space="preserve">  padded  </t>`) {
		t.Errorf("spaces at the ends not preserved: %.300s", sheet)
	}
	f, err := excelize.OpenReader(&out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Texts")
	if err != nil || len(rows) != 1 {
		t.Fatalf("rows %v: %v", rows, err)
	}
	want := []string{"  padded  ", "a\r\nb", "x\uFFFDy\uFFFDz", `<&>"'`, long[:2*maxCellText], "", "", "TRUE", "1.5"}
	for i := len(want); i < 28; i++ {
		want = append(want, fmt.Sprint(i))
	}
	if !reflect.DeepEqual(rows[0], want) {
		for i := range max(len(want), len(rows[0])) {
			if i >= len(want) || i >= len(rows[0]) || rows[0][i] != want[i] {
				t.Errorf("cell %d: got %.40q", i, rows[0][i:])
				break
			}
		}
	}
	if got := []string{columnName(0), columnName(25), columnName(26), columnName(701), columnName(702), columnName(16383)}; !reflect.DeepEqual(got, []string{"A", "Z", "AA", "ZZ", "AAA", "XFD"}) {
		t.Errorf("column names %v", got)
	}
}

// sheetXML is the XML of the workbook's n-th sheet.
func sheetXML(t *testing.T, file []byte, n int) string {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(file), int64(len(file)))
	if err != nil {
		t.Fatal(err)
	}
	part, err := z.Open(fmt.Sprintf("xl/worksheets/sheet%d.xml", n))
	if err != nil {
		t.Fatal(err)
	}
	defer part.Close()
	data, err := io.ReadAll(part)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// The CSV writer writes what encoding/csv's Writer writes for the same texts (neutralised as the
// writer neutralises them) and numbers formatted as strconv formats them, with `,` and with `;`.
func TestCSVWriterWritesAsEncodingCSV(t *testing.T) {
	texts := []string{"", "plain", "a,b", "a;b", `say "hi"`, "two\nlines", "cr\rhere", "crlf\r\n", " leading", "\tx", "\u00a0nbsp",
		"\u2028sep", `\.`, `\..`, "é日本😀", "=1+1", "x;=2", "'=3", `"=4"`, "-5", "@six", "trailing ", "\"", "\"\"", ",", ";", "\x00\x01"}
	var textCells []any
	for _, text := range texts {
		textCells = append(textCells, text)
	}
	rows := [][]any{textCells, {int64(0), int64(-12), int64(9_223_372_036_854_775_807), 0.1, -2.5, 1e21, 123456789.125, float64(21),
		true, false, nil, "", nil}}
	for _, separator := range []byte{',', ';'} {
		var got bytes.Buffer
		w := newCSVWriter(&got, separator)
		w.out = bufio.NewWriterSize(&got, 16)
		var want bytes.Buffer
		std := csv.NewWriter(&want)
		std.Comma = rune(separator)
		for _, row := range rows {
			if err := w.write(row); err != nil {
				t.Fatal(err)
			}
			var record []string
			for _, c := range row {
				switch v := c.(type) {
				case string:
					record = append(record, neutralise(v))
				case int64:
					record = append(record, strconv.FormatInt(v, 10))
				case float64:
					record = append(record, strings.Replace(strconv.FormatFloat(v, 'f', -1, 64), ".", string(w.decimal), 1))
				case bool:
					record = append(record, map[bool]string{true: "1", false: "0"}[v])
				case nil:
					record = append(record, "")
				}
			}
			if err := std.Write(record); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.finish(); err != nil {
			t.Fatal(err)
		}
		std.Flush()
		if got.String() != want.String() {
			t.Errorf("%c: wrote\n%q\nencoding/csv writes\n%q", separator, got.String(), want.String())
		}
	}
}

// A CSV file begins with a UTF-8 byte order mark, so that Excel reads its é and € as such, and
// separates its cells with the separator asked for; a `;`-separated file writes its numbers with a
// decimal comma, as Excel that splits at `;` reads them. XLSX has no such mark.
func TestCSVBeginsWithByteOrderMark(t *testing.T) {
	for _, tc := range []struct {
		separator byte
		want      string
	}{{',', "\uFEFFname,price,weight\ncafé,\"2,5\",-1234.125\n"}, {';', "\uFEFFname;price;weight\ncafé;2,5;-1234,125\n"}} {
		var got bytes.Buffer
		err := WriteFileSeparated(&got, CSV, "Products", tc.separator, func(write func([]any) error) error {
			return errors.Join(write([]any{"name", "price", "weight"}), write([]any{"café", "2,5", -1234.125}))
		})
		if err != nil || got.String() != tc.want {
			t.Errorf("%c: %q, %v; want %q", tc.separator, got.String(), err, tc.want)
		}
	}
	var got bytes.Buffer
	if err := WriteFile(&got, XLSX, "Products", func(write func([]any) error) error { return write([]any{"a"}) }); err != nil || !bytes.HasPrefix(got.Bytes(), zipMagic) {
		t.Errorf("xlsx %q, %v", got.Bytes()[:4], err)
	}
}

// A text cell the CSV writer writes as it is (plain) is one that quoting and neutralising leave as
// it is: every text of up to three characters of an alphabet of the bytes that matter, with either
// separator.
func TestPlainCellsAreTheOnesTheRulesLeaveAlone(t *testing.T) {
	alphabet := []string{"a", "1", " ", ";", ",", `"`, "'", "=", "+", "-", "@", "\t", "\n", "\r", `\`, ".", "é", "\u00a0"}
	cells, shorter := []string{""}, []string{""}
	for range 3 {
		var longer []string
		for _, cell := range shorter {
			for _, c := range alphabet {
				longer = append(longer, cell+c)
			}
		}
		cells, shorter = append(cells, longer...), longer
	}
	for _, separator := range []byte{',', ';'} {
		w := newCSVWriter(io.Discard, separator)
		plain := 0
		for _, cell := range cells {
			if !w.plain(cell) {
				continue
			}
			plain++
			if neutralise(cell) != cell || needsQuotes(cell, separator) {
				t.Errorf("separator %q: %q is written as it is, but the rules change it", separator, cell)
			}
		}
		if plain < len(cells)/10 {
			t.Errorf("separator %q: only %d of %d cells are plain", separator, plain, len(cells))
		}
	}
}

// The pipe hands every row over whole and in order, also after its batches went round many times
// and when rows differ in width, though the producer refills one slice for every row.
func TestPipeHandsOverEveryRowAsWritten(t *testing.T) {
	var got [][]any
	p := startPipe(func(cells []any) error {
		got = append(got, append([]any(nil), cells...))
		return nil
	})
	rows := pipeBatch*pipeBatches*3 + 17
	cells := make([]any, 0, 4)
	for i := range rows {
		cells = cells[:0]
		for j := range i%4 + 1 {
			cells = append(cells, int64(i*10+j))
		}
		if err := p.write(cells); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.close(); err != nil {
		t.Fatal(err)
	}
	if len(got) != rows {
		t.Fatalf("%d rows, want %d", len(got), rows)
	}
	for i, row := range got {
		if len(row) != i%4+1 || row[0] != int64(i*10) || row[len(row)-1] != int64(i*10+len(row)-1) {
			t.Fatalf("row %d is %v", i, row)
		}
	}
}

func columnName(i int) string { return string(appendColumnName(nil, i)) }
