package tabular_test

import (
	"archive/zip"
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"kade/internal/tabular"
)

// workbookParts are the parts of a hand-made workbook, as other programs than excelize write them:
// prefixed names, a first sheet that is not sheet1.xml, rich and phonetic text, entities, CDATA,
// comments, formulas, cells without references and rows that leave cells out.
func workbookParts(sheet, sharedStrings string) map[string]string {
	return map[string]string{
		"_rels/.rels": `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/xl/workbook.xml"/></Relationships>`,
		"xl/workbook.xml": `<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
			`<x:sheets><x:sheet name="Products" sheetId="2" r:id="rId2"/><x:sheet name="Notes" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
		"xl/_rels/workbook.xml.rels": `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/Sheet2.xml"/>` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
			`<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
		"xl/worksheets/sheet1.xml": `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not this sheet</t></is></c></row></sheetData></worksheet>`,
		"xl/worksheets/sheet2.xml": sheet,
		"xl/sharedStrings.xml":     sharedStrings,
	}
}

const sharedStrings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst count="4" uniqueCount="4">` +
	`<si><t>plain</t></si>` +
	`<si><r><rPr><b/></rPr><t>Rich </t></r><r><t xml:space="preserve">text</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si>` +
	`<si/>` +
	`<si><t>a &amp; b &#x20AC; &#65;&lt;&gt;&quot;&apos;</t></si></sst>`

func zipOf(t testing.TB, parts map[string]string) []byte {
	return zipWith(t, parts, zip.Deflate)
}

// zipWith zips parts with method: zip.Store leaves them as they are, so that a fuzzer's changes to
// the file's bytes reach the XML.
func zipWith(t testing.TB, parts map[string]string, method uint16) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, content := range parts {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: method})
		if err == nil {
			_, err = w.Write([]byte(content))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestXLSXByHand(t *testing.T) {
	sheet := `<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
		`<x:sheetData><!-- a comment > with a bracket -->` +
		`<x:row r="1" spans="1:3" x14ac:note='a "quoted" > bracket'><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c x14ac:note="1>2" r="C1" t="s" s="2"><x:v>1</x:v></x:c></x:row>` +
		`<x:row r="3"><x:c t="s"><x:v>2</x:v></x:c><x:c t="s"><x:v>3</x:v></x:c>` +
		`<x:c t="inlineStr"><x:is><x:t><![CDATA[<cdata> & more]]></x:t></x:is></x:c></x:row>` +
		`<x:row r="4"/>` +
		`<x:row r="5" ht="15" customHeight="1"><x:c r="B5" t="b"><x:v>1</x:v></x:c>` +
		`<x:c r="C5" t="str"><x:f>A1&amp;"x"</x:f><x:v>plainx</x:v></x:c><x:c r="D5" s="3"><x:v>12.5</x:v></x:c>` +
		`<x:c r="E5" t="s"/><x:c r="AA5"><x:v>1E-3</x:v></x:c></x:row>` +
		`<x:row><x:c><x:v>next</x:v></x:c></x:row>` +
		`</x:sheetData><x:mergeCells count="0"/></x:worksheet>`
	rows, err := readAll(t, writeFile(t, zipOf(t, workbookParts(sheet, sharedStrings))), "by-hand.xlsx")
	row5 := append([]string{"", "1", "plainx", "12.5"}, make([]string, 26-4)...)
	row5 = append(row5, "1E-3")
	want := []tabular.Row{
		{1, []string{"plain", "", "Rich text"}},
		{3, []string{"", "a & b € A<>\"'", "<cdata> & more"}},
		{4, nil},
		{5, row5},
		{6, []string{"next"}},
	}
	if err != nil || !reflect.DeepEqual(rows, want) {
		t.Errorf("rows\n%v, %v\nwant\n%v", rows, err, want)
	}
}

func TestXLSXBroken(t *testing.T) {
	valid := `<worksheet><sheetData><row r="1"><c t="s"><v>0</v></c></row></sheetData></worksheet>`
	for _, tc := range []struct{ name, sheet, sharedStrings string }{
		{"sheet cut off", valid[:len(valid)-30], sharedStrings},
		{"no end of the sheet data", `<worksheet><sheetData><row r="1"></row>`, sharedStrings},
		{"unknown shared string", `<worksheet><sheetData><row><c t="s"><v>9</v></c></row></sheetData></worksheet>`, sharedStrings},
		{"unknown entity", `<worksheet><sheetData><row><c t="inlineStr"><is><t>&nbsp;</t></is></c></row></sheetData></worksheet>`, sharedStrings},
		{"beyond the last column", `<worksheet><sheetData><row><c r="XFE1"><v>1</v></c></row></sheetData></worksheet>`, sharedStrings},
		{"rows out of order", `<worksheet><sheetData><row r="2"/><row r="1"/></sheetData></worksheet>`, sharedStrings},
		{"beyond the last row", `<worksheet><sheetData><row r="1048576"/><row r="1048577"/></sheetData></worksheet>`, sharedStrings},
		{"after the last row", `<worksheet><sheetData><row r="1048576"/><row/></sheetData></worksheet>`, sharedStrings},
		{"broken shared strings", valid, `<sst><si><t>plain</sst>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := readAll(t, writeFile(t, zipOf(t, workbookParts(tc.sheet, tc.sharedStrings))), "p.xlsx"); !errors.Is(err, tabular.ErrUnreadable) {
				t.Errorf("err %v, want ErrUnreadable", err)
			}
		})
	}
	noSheets := workbookParts(valid, sharedStrings)
	noSheets["xl/workbook.xml"] = `<workbook><sheets/></workbook>`
	noRels := workbookParts(valid, sharedStrings)
	delete(noRels, "_rels/.rels")
	for name, parts := range map[string]map[string]string{"no sheets": noSheets, "no package relationships": noRels} {
		if _, err := readAll(t, writeFile(t, zipOf(t, parts)), "p.xlsx"); !errors.Is(err, tabular.ErrUnreadable) {
			t.Errorf("%s: err %v, want ErrUnreadable", name, err)
		}
	}
}

// Text longer than the scanner's buffer and a tag spread over buffer refills read whole.
func TestXLSXLongCells(t *testing.T) {
	long := strings.Repeat("a&#x20AC;&amp;", 10_000)
	attrs := strings.Repeat(` x="&gt;"`, 20_000)
	sheet := `<worksheet><sheetData><row r="1"` + attrs + `><c t="inlineStr"><is><t>` + long + `</t></is></c></row></sheetData></worksheet>`
	rows, err := readAll(t, writeFile(t, zipOf(t, workbookParts(sheet, sharedStrings))), "p.xlsx")
	if err != nil || len(rows) != 1 || rows[0].Cells[0] != strings.Repeat("a€&", 10_000) {
		t.Errorf("rows %d, %v", len(rows), err)
	}
}

// A text of megabytes arrives cut to the reader's limits, also when the cut falls inside an entity,
// and is never held whole; a tag of more than a megabyte is refused.
func TestXLSXHugeCell(t *testing.T) {
	huge := strings.Repeat("x", 10<<20)
	limits := tabular.Limits{Columns: 2, Cell: 100}
	for name, sheet := range map[string]string{
		"value":             `<worksheet><sheetData><row><c><v>` + huge + `</v></c></row></sheetData></worksheet>`,
		"inline string":     `<worksheet><sheetData><row><c t="inlineStr"><is><r><t>` + huge + `</t></r><r><t>` + huge + `</t></r></is></c></row></sheetData></worksheet>`,
		"entity at the cut": `<worksheet><sheetData><row><c t="inlineStr"><is><t>` + huge[:1<<20-2] + `&amp;&amp;</t></is></c></row></sheetData></worksheet>`,
		"shared string":     `<worksheet><sheetData><row><c t="s"><v>1</v></c></row></sheetData></worksheet>`,
	} {
		rows, err := readWithin(t, limits, writeFile(t, zipOf(t, workbookParts(sheet, `<sst><si><t>a</t></si><si><t>`+huge+`</t></si></sst>`))), "p.xlsx")
		if err != nil || len(rows) != 1 || rows[0].Cells[0] != huge[:101] {
			t.Errorf("%s: %d rows, %v", name, len(rows), err)
		}
	}
	sheet := `<worksheet><sheetData><row r="1" x="` + huge + `"/></sheetData></worksheet>`
	if _, err := readAll(t, writeFile(t, zipOf(t, workbookParts(sheet, sharedStrings))), "p.xlsx"); !errors.Is(err, tabular.ErrUnreadable) {
		t.Errorf("tag: err %v, want ErrUnreadable", err)
	}
}
