package tabular_test

import (
	"archive/zip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"kade/internal/tabular"
	"kade/internal/tabular/xlsxtest"
)

// The fuzz targets read whatever a client may upload, as the import does: row after row until the
// end or an error. Beyond not panicking, the reader must keep its promises, as the import relies on
// them: rows numbered upwards, cells of valid UTF-8 without NUL and within the limits, and every
// failure an ErrFileType, ErrUnreadable or ErrTooManyColumns, which the import answers as a clear
// error rather than a 500.
// `go test` runs the seeds; `go test -fuzz=FuzzXLSXReader ./internal/tabular/` explores.

func FuzzCSVReader(f *testing.F) {
	for _, seed := range []string{
		"article_number;name;weight\nA-1;Mug;0,25\nA-2;\"Plate; large\";1,5\n",
		"article_number,name,weight\r\nA-1,Mug,0.25\r\n\r\nA-2,\"two\nlines, \"\"quoted\"\"\",1.5",
		"\uFEFFname;ean\nKöffie ☕;8712345678906\n",
		"a,b\n\"open,2\n",
		"a,b\nx\"y,2\n",
		"a\n\"\"\"\"\n\"",
		"\xff\xfea\x00",
		// Small kin of the bombs in imports: a cell past the longest kept, a row past the widest.
		"a\n" + strings.Repeat("€", 33_000) + "\n",
		"a" + strings.Repeat(",", 17_000) + "x\n",
	} {
		f.Add([]byte(seed))
	}
	path := filepath.Join(f.TempDir(), "upload")
	f.Fuzz(func(t *testing.T, content []byte) {
		readChecked(t, path, content, "upload.csv")
	})
}

// A sheet and a styles part with something of everything the reader understands.
const (
	xlsxByHandSheet = `<worksheet><sheetData><row r="1" spans="1:3"><c r="A1" t="s"><v>0</v></c><c r="C1" s="2"><v>45678.5</v></c>` +
		`<c r="D1" s="1"><v>60</v></c></row><row r="3"><c t="inlineStr"><is><r><t>Rich</t></r><rPh><t>x</t></rPh></is></c>` +
		`<c t="str"><f>A1</f><v>plain</v></c></row></sheetData></worksheet>`
	xlsxByHandStyles = `<styleSheet><numFmts><numFmt numFmtId="164" formatCode="[$-413]d\ mmmm\ yyyy;@"/>` +
		`<numFmt numFmtId="165" formatCode="&quot;d&quot;0.0"/></numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs>` +
		`<cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="22"/><xf numFmtId="165"/></cellXfs></styleSheet>`
)

func FuzzXLSXReader(f *testing.F) {
	defer func(limit int64) { *tabular.MaxUnzipped = limit }(*tabular.MaxUnzipped)
	*tabular.MaxUnzipped = 1 << 20
	valid := excelizeWorkbook(f)
	garbage := workbookParts(`<worksheet><sheetData><row r="1"><c r="B1" t="s"><v>1</v></c><c t="inlineStr"><is><t>&#xD800;`+
		`</t></is></c></row><row r="0"><c r="A"/></row><<![CDATA[</sheetData>`, sharedStrings)
	for _, seed := range [][]byte{
		valid,
		valid[:len(valid)/2],
		zipOf(f, garbage),
		zipWith(f, garbage, zip.Store),
		zipWith(f, stylesParts(xlsxByHandSheet, xlsxByHandStyles, "1"), zip.Store),
		zipWith(f, stylesParts(xlsxByHandSheet, xlsxByHandStyles, ""), zip.Store),
		smallBomb(f, `<row>`+xlsxtest.Cells(300)+`</row>`, xlsxtest.Text(`<si><t>`+strings.Repeat("x", 40_000)+`</t></si>`)),
		smallBomb(f, `<row/>`, xlsxtest.Part{Body: `<si/>`, Repeat: 10_000}),
	} {
		f.Add(seed)
	}
	path := filepath.Join(f.TempDir(), "upload")
	f.Fuzz(func(t *testing.T, content []byte) {
		readChecked(t, path, content, "upload.xlsx")
	})
}

// FuzzXLSXSheet changes the sheet and the styles part of an otherwise sound workbook, which most of
// FuzzXLSXReader's changes, breaking the zip, never reach.
func FuzzXLSXSheet(f *testing.F) {
	f.Add(xlsxByHandSheet, xlsxByHandStyles)
	f.Add(`<worksheet><sheetData><row><c t="inlineStr"><is><t><![CDATA[x]]>&amp;&#65;</t></is></c></row><!-- > --></sheetData></worksheet>`,
		`<styleSheet><cellXfs><xf numFmtId="14"/></cellXfs></styleSheet>`)
	f.Add(`<worksheet><sheetData><row r="1048575"/><row>`+xlsxtest.Cells(20)+`<c r="XFD1048576" t="s"><v>1</v></c></row><row/></sheetData></worksheet>`, "")
	path := filepath.Join(f.TempDir(), "upload")
	f.Fuzz(func(t *testing.T, sheet, styles string) {
		readChecked(t, path, zipWith(t, stylesParts(sheet, styles, "1"), zip.Store), "upload.xlsx")
	})
}

// smallBomb is a workbook of one sheet whose sheet data is rows, and the shared strings si.
func smallBomb(tb testing.TB, rows string, si xlsxtest.Part) []byte {
	content, err := xlsxtest.Zip(xlsxtest.Workbook(xlsxtest.Sheet(xlsxtest.Text(rows)), xlsxtest.SharedStrings(si), xlsxtest.Part{}))
	if err != nil {
		tb.Fatal(err)
	}
	return content
}

// readChecked writes content to path and reads it, uploaded as name, to its end, checking what the
// reader promises.
func readChecked(t *testing.T, path string, content []byte, name string) {
	if err := os.WriteFile(path, content, 0o600); err != nil {
		t.Fatal(err)
	}
	r, err := tabular.Open(path, name)
	if err != nil {
		checkFileError(t, err)
		return
	}
	defer r.Close()
	previous := 0
	for {
		row, err := r.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			checkFileError(t, err)
			return
		}
		if row.Number <= previous {
			t.Fatalf("row %d after row %d", row.Number, previous)
		}
		previous = row.Number
		limits := tabular.SpreadsheetLimits
		if len(row.Cells) > limits.Columns {
			t.Fatalf("row %d: %d cells", row.Number, len(row.Cells))
		}
		for _, c := range row.Cells {
			if !utf8.ValidString(c) || strings.IndexByte(c, 0) >= 0 || utf8.RuneCountInString(c) > limits.Cell+1 {
				t.Fatalf("row %d: cell %.100q of %d characters", row.Number, c, utf8.RuneCountInString(c))
			}
		}
	}
}

func checkFileError(t *testing.T, err error) {
	if !errors.Is(err, tabular.ErrFileType) && !errors.Is(err, tabular.ErrUnreadable) && !errors.Is(err, tabular.ErrTooManyColumns) {
		t.Fatalf("err %v, want ErrFileType, ErrUnreadable or ErrTooManyColumns", err)
	}
}

// excelizeWorkbook is a small workbook as excelize writes it: shared strings, a date, a number.
func excelizeWorkbook(tb testing.TB) []byte {
	f := excelize.NewFile()
	defer f.Close()
	for cell, value := range map[string]any{"A1": "name", "B1": "best_before", "C1": "weight", "A2": "Mug",
		"B2": time.Date(2025, 1, 21, 0, 0, 0, 0, time.UTC), "C2": 0.25} {
		if err := f.SetCellValue("Sheet1", cell, value); err != nil {
			tb.Fatal(err)
		}
	}
	buf, err := f.WriteToBuffer()
	if err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}
