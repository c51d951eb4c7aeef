package tabular_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"kade/internal/tabular"
	"kade/internal/tabular/tabulartest"
)

// writeFile puts content in a temp file and returns its path.
func writeFile(t *testing.T, content []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "upload")
	if err := os.WriteFile(path, content, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// readAll reads every row of the file at path uploaded as name.
func readAll(t *testing.T, path, name string) ([]tabular.Row, error) {
	t.Helper()
	return readWithin(t, tabular.SpreadsheetLimits, path, name)
}

// readWithin reads every row of the file at path uploaded as name within limits.
func readWithin(t *testing.T, limits tabular.Limits, path, name string) ([]tabular.Row, error) {
	t.Helper()
	r, err := limits.Open(path, name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var rows []tabular.Row
	for {
		row, err := r.Next()
		if err == io.EOF {
			return rows, nil
		}
		if err != nil {
			return rows, err
		}
		rows = append(rows, tabular.Row{Number: row.Number, Cells: append([]string(nil), row.Cells...)})
	}
}

func TestCSVReader(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		want          []tabular.Row
	}{
		{"comma", "a,b\n1,2\n", []tabular.Row{{1, []string{"a", "b"}}, {2, []string{"1", "2"}}}},
		{"semicolon with decimal commas", "a;b\n1,5;2\n", []tabular.Row{{1, []string{"a", "b"}}, {2, []string{"1,5", "2"}}}},
		{"quoted semicolons do not count", "\"x;y;z\",b\n1,2\n", []tabular.Row{{1, []string{"x;y;z", "b"}}, {2, []string{"1", "2"}}}},
		{"byte order mark", "\uFEFFa;b\r\n1;2\r\n", []tabular.Row{{1, []string{"a", "b"}}, {2, []string{"1", "2"}}}},
		{"quoting", "a,b\n\"x, \"\"y\"\"\",\"two\nlines\"\n3,4\n\"\"\"\"\n\n5", []tabular.Row{
			{1, []string{"a", "b"}}, {2, []string{`x, "y"`, "two\nlines"}}, {3, []string{"3", "4"}}, {4, []string{`"`}}, {6, []string{"5"}}}},
		{"ragged rows and empty lines", "a,b,c\n\n1\n1,2,3,4\n", []tabular.Row{
			{1, []string{"a", "b", "c"}}, {3, []string{"1"}}, {4, []string{"1", "2", "3", "4"}}}},
		{"one line without newline", "a", []tabular.Row{{1, []string{"a"}}}},
		{"empty", "", nil},
		{"carriage returns", "a\rb,\"c\r\nd\re\"\r\n\r\n\"x\"\r", []tabular.Row{{1, []string{"a\rb", "c\nd\re"}}, {3, []string{"x"}}}},
		{"empty cells and quoted ones", "\"\",,\"\"\"\"\n,\n\"a\nb\nc\",\"\"\n\"last\"", []tabular.Row{
			{1, []string{"", "", `"`}}, {2, []string{"", ""}}, {3, []string{"a\nb\nc", ""}}, {4, []string{"last"}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows, err := readAll(t, writeFile(t, []byte(tc.content)), "Products.CSV")
			if err != nil || !reflect.DeepEqual(rows, tc.want) {
				t.Errorf("rows %v, %v; want %v", rows, err, tc.want)
			}
		})
	}
}

// A CSV file that is not valid UTF-8, wherever that shows, is read as Windows-1252 (what Excel's
// 'CSV' saves in the Netherlands) from its first byte; one that is, as UTF-8.
func TestEncodings(t *testing.T) {
	late := strings.Repeat("x;y\r\n", 20_000)
	for _, tc := range []struct {
		name, content string
		want          tabular.Encoding
		cells         []string // of the last row
	}{
		{"Excel's CSV", "naam;prijs\r\ncaf\xe9;\x80 2,50\r\n\x93quoted\x94;\x85\r\n", tabular.Windows1252, []string{"“quoted”", "…"}},
		{"one byte far into the file", "naam;prijs\r\n" + late + "caf\xe9;1\r\n", tabular.Windows1252, []string{"café", "1"}},
		{"a character cut off at the end", "naam\r\ncaf\xc3", tabular.Windows1252, []string{"cafÃ"}},
		{"UTF-8", "naam;prijs\r\n" + late + "café;€ 1\r\n", tabular.UTF8, []string{"café", "€ 1"}},
		{"UTF-8 with a byte order mark", "\uFEFFnaam\r\n€\r\n", tabular.UTF8, []string{"€"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := writeFile(t, []byte(tc.content))
			if got := encodingOf(t, path, "p.csv"); got != tc.want {
				t.Errorf("encoding %q; want %q", got, tc.want)
			}
			rows, err := readAll(t, path, "p.csv")
			if err != nil || !reflect.DeepEqual(rows[len(rows)-1].Cells, tc.cells) || rows[0].Cells[0] != "naam" {
				t.Errorf("rows %.200v, %v; want last %q", rows, err, tc.cells)
			}
		})
	}
	var book bytes.Buffer
	if err := tabular.WriteFile(&book, tabular.XLSX, "Sheet", func(write func([]any) error) error {
		return write([]any{"café"})
	}); err != nil {
		t.Fatal(err)
	}
	if got := encodingOf(t, writeFile(t, book.Bytes()), "p.xlsx"); got != tabular.UTF8 {
		t.Errorf("an XLSX: %q", got)
	}
}

// encodingOf is the encoding the reader of the file at path, uploaded as name, reads it in.
func encodingOf(t *testing.T, path, name string) tabular.Encoding {
	t.Helper()
	r, err := tabular.Open(path, name)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	return r.Encoding()
}

func TestUnreadableAndWrongFiles(t *testing.T) {
	var zipped bytes.Buffer
	if err := tabular.WriteFile(&zipped, tabular.XLSX, "Products", func(write func([]any) error) error {
		return write([]any{"a"})
	}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, file string
		content    []byte
		want       error
	}{
		{"broken quoting", "p.csv", []byte("a,b\n\"open,2\n"), tabular.ErrUnreadable},
		{"quote inside a bare cell", "p.csv", []byte("a,b\nx\"y,2\n"), tabular.ErrUnreadable},
		{"text after a closing quote", "p.csv", []byte("a,b\n\"x\" y,2\n"), tabular.ErrUnreadable},
		{"NUL after the sniffed start", "p.csv", []byte("a\n" + strings.Repeat("x\n", 5000) + "\x00\n"), tabular.ErrUnreadable},
		{"UTF-16 text", "p.csv", []byte("\xff\xfea\x00,\x00b\x00"), tabular.ErrFileType},
		{"an XLSX named .csv", "p.csv", zipped.Bytes(), tabular.ErrFileType},
		{"text named .xlsx", "p.xlsx", []byte("a,b\n1,2\n"), tabular.ErrFileType},
		{"empty .xlsx", "p.xlsx", nil, tabular.ErrFileType},
		{"an old .xls", "p.xls", []byte("\xd0\xcf\x11\xe0"), tabular.ErrFileType},
		{"no extension", "products", []byte("a,b\n"), tabular.ErrFileType},
		{"truncated zip", "p.xlsx", zipped.Bytes()[:zipped.Len()/2], tabular.ErrUnreadable},
		{"zip that is no workbook", "p.xlsx", append([]byte("PK\x03\x04"), make([]byte, 100)...), tabular.ErrUnreadable},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := readAll(t, writeFile(t, tc.content), tc.file); !errors.Is(err, tc.want) {
				t.Errorf("err %v, want %v", err, tc.want)
			}
		})
	}
}

// Rows written by the writer come back as the readers read them, typed cells included.
func TestWriteThenRead(t *testing.T) {
	rows := [][]any{
		{"article_number", "weight", "is_active", "minimum_stock", "note"},
		{"A-1", 1.25, true, int64(7), nil},
		{"A;2, \"quoted\"", 0.1, false, int64(-3), "two\nlines"},
		{"Ünïcødé €", 1e-3, true, int64(0), ""},
	}
	want := [][]string{
		{"article_number", "weight", "is_active", "minimum_stock", "note"},
		{"A-1", "1.25", "1", "7", ""},
		{"A;2, \"quoted\"", "0.1", "0", "-3", "two\nlines"},
		{"Ünïcødé €", "0.001", "1", "0", ""},
	}
	for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
		t.Run(string(format), func(t *testing.T) {
			got, err := readAll(t, writeFile(t, tabulartest.WriteRows(t, format, "Products", rows)), "export."+string(format))
			if err != nil {
				t.Fatal(err)
			}
			for i, row := range got {
				if row.Number != i+1 {
					t.Errorf("row %d numbered %d", i+1, row.Number)
				}
				// XLSX leaves trailing empty cells out; CSV keeps them.
				cells := append(row.Cells, make([]string, len(want[i])-len(row.Cells))...)
				if !reflect.DeepEqual(cells, want[i]) {
					t.Errorf("row %d: %q, want %q", i+1, cells, want[i])
				}
			}
			if len(got) != len(want) {
				t.Errorf("%d rows, want %d", len(got), len(want))
			}
		})
	}
}

// A workbook as excelize writes it outside streaming (shared strings, styles): the first sheet is
// read, rows keep the numbers the sheet gives them, and cell values are raw, not as their number
// format shows them (dates aside: xlsx_dates_test.go).
func TestXLSXFromASpreadsheet(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName("Sheet1", "Products"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.NewSheet("Notes"); err != nil {
		t.Fatal(err)
	}
	style, err := f.NewStyle(&excelize.Style{NumFmt: 2}) // 0.00
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range []error{
		f.SetCellValue("Notes", "A1", "not this sheet"),
		f.SetCellValue("Products", "A1", "name"), f.SetCellValue("Products", "B1", "weight"),
		f.SetCellValue("Products", "A2", "Mug"), f.SetCellValue("Products", "B2", 0.125),
		f.SetCellStyle("Products", "B2", "B2", style),
		f.SetCellValue("Products", "B4", true),
	} {
		if set != nil {
			t.Fatal(set)
		}
	}
	path := filepath.Join(t.TempDir(), "p.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	rows, err := readAll(t, path, "Products.XLSX")
	want := []tabular.Row{{1, []string{"name", "weight"}}, {2, []string{"Mug", "0.125"}}, {4, []string{"", "1"}}}
	if err != nil || !reflect.DeepEqual(rows, want) {
		t.Errorf("rows %v, %v; want %v", rows, err, want)
	}
}

func TestBlank(t *testing.T) {
	if !(tabular.Row{Cells: []string{"", " \t"}}).Blank() || !(tabular.Row{}).Blank() || (tabular.Row{Cells: []string{"", "x"}}).Blank() {
		t.Error("Blank is wrong")
	}
}

// A file whose rows fail is not finished: WriteFile answers the failure and writes no more.
func TestWriteFileFailure(t *testing.T) {
	failure := errors.New("the query failed")
	for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
		var buf bytes.Buffer
		err := tabular.WriteFile(&buf, format, "Products", func(write func([]any) error) error {
			if err := write([]any{"a", int64(1)}); err != nil {
				return err
			}
			return failure
		})
		if err != failure || buf.Len() != 0 {
			t.Errorf("%s: %v and %d bytes written", format, err, buf.Len())
		}
	}
}

func TestFormats(t *testing.T) {
	for name, want := range map[string]tabular.Format{"a.csv": tabular.CSV, "A.XLSX": tabular.XLSX, "a.xls": "", "csv": ""} {
		if got, _ := tabular.FormatOfName(name); got != want {
			t.Errorf("FormatOfName(%q) = %q, want %q", name, got, want)
		}
	}
	if _, ok := tabular.ParseFormat("pdf"); ok {
		t.Error("pdf is a format")
	}
}

// failingWriter fails every write after the first n bytes.
type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.n -= len(p); w.n < 0 {
		return 0, errors.New("the client went away")
	}
	return len(p), nil
}

// When the file cannot be written (the client went away), writing a row answers the error soon,
// so the rows stop being produced, and WriteFile answers it.
func TestWriteFileOutputFails(t *testing.T) {
	for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
		written := 0
		err := tabular.WriteFile(&failingWriter{n: 10_000}, format, "Products", func(write func([]any) error) error {
			for range 1_000_000 {
				if err := write([]any{"a row of some length", int64(written)}); err != nil {
					return err
				}
				written++
			}
			return nil
		})
		if err == nil || written == 1_000_000 {
			t.Errorf("%s: %v after %d rows", format, err, written)
		}
	}
}
