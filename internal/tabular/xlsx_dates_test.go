package tabular_test

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"kade/internal/tabular"
)

// Cells a spreadsheet program shows as dates arrive as ISO dates; other numbers, text in date
// formats and numbers no date stands for arrive as stored.
func TestXLSXDatesFromASpreadsheet(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	style := func(s *excelize.Style) int {
		id, err := f.NewStyle(s)
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	code := func(c string) int { return style(&excelize.Style{CustomNumFmt: &c}) }
	dateOnly, dateTime := style(&excelize.Style{NumFmt: 14}), style(&excelize.Style{NumFmt: 22})
	for _, c := range []struct {
		cell  string
		value any
		style int // 0: none, or what excelize gives a time.Time
	}{
		{"A1", "date", 0},
		{"B1", time.Date(2025, 1, 21, 0, 0, 0, 0, time.UTC), 0},
		{"C1", time.Date(2025, 1, 21, 14, 30, 15, 0, time.UTC), 0},
		{"D1", 45678.75, dateOnly},
		{"E1", 45678.75, dateTime},
		{"F1", 45678, dateTime},
		{"G1", 45678, code("dd-mm-yyyy")},
		{"H1", 45678, code("[$-413]d mmmm yyyy;@")},
		{"I1", 45678.25, code(`[$-F400]h:mm:ss\ AM/PM`)},
		{"J1", 45678, 0},
		{"K1", 12.5, code(`"day "0.0" (yy)"`)},
		{"L1", 12.5, code(`[Red]0.00;[Blue]-0.00;dd`)},
		{"M1", 12, code(`0\d`)},
		{"N1", "2025-01-21 as text", dateOnly},
		{"A2", 1, dateOnly}, {"B2", 59, dateOnly}, {"C2", 60, dateOnly}, {"D2", 61, dateOnly},
		{"E2", -1, dateOnly}, {"F2", 2958465.5, dateTime}, {"G2", 2958466, dateOnly}, {"H2", 0.5, code("[h]:mm")},
	} {
		if err := f.SetCellValue("Sheet1", c.cell, c.value); err != nil {
			t.Fatal(err)
		}
		if c.style != 0 {
			if err := f.SetCellStyle("Sheet1", c.cell, c.cell, c.style); err != nil {
				t.Fatal(err)
			}
		}
	}
	path := filepath.Join(t.TempDir(), "dates.xlsx")
	if err := f.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	rows, err := readAll(t, path, "dates.xlsx")
	want := []tabular.Row{
		{1, []string{"date", "2025-01-21", "2025-01-21T14:30:15", "2025-01-21", "2025-01-21T18:00:00", "2025-01-21",
			"2025-01-21", "2025-01-21", "2025-01-21T06:00:00", "45678", "12.5", "12.5", "12", "2025-01-21 as text"}},
		{2, []string{"1900-01-01", "1900-02-28", "60", "1900-03-01", "-1", "9999-12-31T12:00:00", "2958466", "1899-12-31T12:00:00"}},
	}
	if err != nil || !reflect.DeepEqual(rows, want) {
		t.Errorf("rows\n%v, %v\nwant\n%v", rows, err, want)
	}
}

// stylesParts are workbookParts with a styles part and, when date1904 is not "", the 1904 date system.
func stylesParts(sheet, styles, date1904 string) map[string]string {
	parts := workbookParts(sheet, sharedStrings)
	parts["xl/styles.xml"] = styles
	rels := "xl/_rels/workbook.xml.rels"
	parts[rels] = strings.Replace(parts[rels], "</Relationships>",
		`<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`, 1)
	if date1904 != "" {
		parts["xl/workbook.xml"] = strings.Replace(parts["xl/workbook.xml"], "<x:sheets>", `<x:workbookPr date1904="`+date1904+`"/><x:sheets>`, 1)
	}
	return parts
}

// A styles part as other programs write it: custom formats with escapes and entities, formats of
// cell styles and of conditional formatting that cells do not name, and the 1904 date system.
func TestXLSXDatesByHand(t *testing.T) {
	styles := `<?xml version="1.0"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
		`<numFmts count="3"><numFmt numFmtId="164" formatCode="dd-mm-yyyy"/><numFmt numFmtId="165" formatCode="[$-413]d\ mmmm\ yyyy;@"/>` +
		`<numFmt numFmtId="166" formatCode="&quot;d&quot;0.0"/><numFmt numFmtId="14" formatCode="0.00"/></numFmts>` +
		`<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>` +
		`<cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165" applyNumberFormat="1"><alignment wrapText="1"/></xf>` +
		`<xf numFmtId="166"/><xf numFmtId="22"/><xf numFmtId="14"/></cellXfs>` +
		`<dxfs><dxf><numFmt numFmtId="0" formatCode="yyyy"/></dxf></dxfs></styleSheet>`
	sheet := `<worksheet><sheetData><row r="1">` +
		`<c s="1"><v>0</v></c><c s="2" t="n"><v>44216</v></c><c s="3"><v>5</v></c><c s="4"><v>44216.5</v></c>` +
		`<c s="0"><v>44216</v></c><c s="99"><v>44216</v></c><c s="1" t="s"><v>0</v></c><c s="1" t="str"><v>44216</v></c>` +
		`<c s="1"><v>-1</v></c><c s="5"><v>44216</v></c><c s="x"><v>44216</v></c><c s="1"/>` +
		`</row></sheetData></worksheet>`
	for _, date1904 := range []string{"1", "true"} {
		rows, err := readAll(t, writeFile(t, zipOf(t, stylesParts(sheet, styles, date1904))), "dates.xlsx")
		want := []tabular.Row{{1, []string{"1904-01-01", "2025-01-21", "5", "2025-01-21T12:00:00",
			"44216", "44216", "plain", "44216", "-1", "44216", "44216", ""}}}
		if err != nil || !reflect.DeepEqual(rows, want) {
			t.Errorf("date1904=%q: rows\n%v, %v\nwant\n%v", date1904, rows, err, want)
		}
	}
	rows, err := readAll(t, writeFile(t, zipOf(t, stylesParts(sheet, styles, "false"))), "dates.xlsx")
	if err != nil || len(rows) != 1 || rows[0].Cells[1] != "2021-01-20" {
		t.Errorf("the 1900 date system: %v, %v", rows, err)
	}
}

// A styles part of more cell formats than a spreadsheet program allows is read up to a bound: the
// cells naming formats beyond it keep their numbers.
func TestXLSXStylesBounded(t *testing.T) {
	styles := `<styleSheet><cellXfs>` + strings.Repeat(`<xf numFmtId="14"/>`, 70_000) + `</cellXfs></styleSheet>`
	sheet := `<worksheet><sheetData><row><c s="65535"><v>44216</v></c><c s="65536"><v>44216</v></c></row></sheetData></worksheet>`
	rows, err := readAll(t, writeFile(t, zipOf(t, stylesParts(sheet, styles, "1"))), "dates.xlsx")
	want := []tabular.Row{{1, []string{"2025-01-21", "44216"}}}
	if err != nil || !reflect.DeepEqual(rows, want) {
		t.Errorf("rows %v, %v; want %v", rows, err, want)
	}
}
