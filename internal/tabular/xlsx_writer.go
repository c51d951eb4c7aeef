package tabular

import (
	"archive/zip"
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// sheetRows is how many rows a spreadsheet program shows on one sheet (Excel's 1,048,576).
const sheetRows = 1 << 20

// maxCellText is the longest text a spreadsheet program keeps in a cell; a longer one is cut there.
const maxCellText = 32_767

// xlsxWriter writes a workbook as a zip stream straight to its writer: each sheet's XML is
// compressed as its rows arrive and the small parts that name the sheets follow at the end, so
// memory stays flat whatever the size. (excelize's StreamWriter, used before, assembles the whole
// file in memory when it writes it out: a 3,000,000-line order export took 1.2 GB.) Texts are
// inline strings, never formulas; an unfinished file (a failed export) lacks the parts that make
// it a workbook, so no program opens it as a whole one.
//
// A sheet holds at most maxRows rows (sheetRows): the rows after them continue on the next sheet,
// "<sheet> (2)" and so on, each beginning with the first row again (the header), so an export of
// any size opens whole.
type xlsxWriter struct {
	zip     *zip.Writer
	part    *bufio.Writer
	sheet   string
	maxRows int
	sheets  []string
	header  []any
	number  int // rows on the current sheet
	row     []byte
}

func newXLSXWriter(out io.Writer, sheet string, maxRows int) (*xlsxWriter, error) {
	z := zip.NewWriter(out)
	z.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) { return newParallelDeflate(out), nil })
	w := &xlsxWriter{zip: z, sheet: sheet, maxRows: maxRows}
	if err := w.startSheet(sheet); err != nil {
		return nil, err
	}
	return w, nil
}

// write writes a row, on a next sheet when one is full.
func (w *xlsxWriter) write(cells []any) error {
	if w.header == nil {
		w.header = cells
	}
	if w.number == w.maxRows {
		if err := w.endSheet(); err != nil {
			return err
		}
		if err := w.startSheet(w.sheet + " (" + strconv.Itoa(len(w.sheets)+1) + ")"); err != nil {
			return err
		}
		if err := w.writeRow(w.header); err != nil {
			return err
		}
	}
	return w.writeRow(cells)
}

func (w *xlsxWriter) finish() error {
	if err := w.endSheet(); err != nil {
		return err
	}
	if err := w.writeWorkbook(); err != nil {
		return err
	}
	return w.zip.Close()
}

const (
	mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
	relNamespace  = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
	xmlHeader     = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n"
)

func (w *xlsxWriter) startSheet(name string) error {
	w.sheets = append(w.sheets, name)
	part, err := w.zip.Create("xl/worksheets/sheet" + strconv.Itoa(len(w.sheets)) + ".xml")
	if err != nil {
		return err
	}
	w.part = bufio.NewWriterSize(part, 64<<10)
	w.number = 0
	_, err = w.part.WriteString(xmlHeader + `<worksheet xmlns="` + mainNamespace + `" xmlns:r="` + relNamespace + `"><sheetData>`)
	return err
}

func (w *xlsxWriter) endSheet() error {
	if _, err := w.part.WriteString(`</sheetData></worksheet>`); err != nil {
		return err
	}
	return w.part.Flush()
}

// writeRow writes a row of cells; an empty text or nil is left out (it reads back the same, and a
// cell not written costs nothing to encode and unpack).
func (w *xlsxWriter) writeRow(cells []any) error {
	w.number++
	b := strconv.AppendInt(append(w.row[:0], `<row r="`...), int64(w.number), 10)
	b = append(b, `">`...)
	for i, c := range cells {
		if c == nil || c == "" {
			continue
		}
		b = strconv.AppendInt(appendColumnName(append(b, `<c r="`...), i), int64(w.number), 10)
		switch v := c.(type) {
		case string:
			b = appendInlineString(b, v)
		case int64:
			b = strconv.AppendInt(append(b, `"><v>`...), v, 10)
			b = append(b, `</v></c>`...)
		case float64:
			b = appendNumber(append(b, `"><v>`...), v, '.')
			b = append(b, `</v></c>`...)
		case bool:
			value := "0"
			if v {
				value = "1"
			}
			b = append(b, `" t="b"><v>`+value+`</v></c>`...)
		default:
			b = appendInlineString(b, fmt.Sprint(v))
		}
	}
	w.row = append(b, `</row>`...)
	_, err := w.part.Write(w.row)
	return err
}

// appendInlineString appends the rest of a text cell after its reference: the text cut to
// maxCellText characters, XML-escaped, its spaces kept where it begins or ends with one.
func appendInlineString(b []byte, text string) []byte {
	if len(text) > maxCellText && utf8.RuneCountInString(text) > maxCellText {
		cut := 0
		for range maxCellText {
			_, size := utf8.DecodeRuneInString(text[cut:])
			cut += size
		}
		text = text[:cut]
	}
	b = append(b, `" t="inlineStr"><is><t`...)
	if text != "" && (isXMLSpace(text[0]) || isXMLSpace(text[len(text)-1])) {
		b = append(b, ` xml:space="preserve"`...)
	}
	b = appendEscaped(append(b, '>'), text)
	return append(b, `</t></is></c>`...)
}

func isXMLSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// appendEscaped appends text escaped for XML text and attributes: the markup characters and quotes as entities, a
// carriage return as a reference (a parser would make a line break of it), and a character XML
// cannot hold (a control character, invalid UTF-8) as U+FFFD, as encoding/xml does.
func appendEscaped(b []byte, text string) []byte {
	for i := 0; i < len(text); {
		plain := i
		for plain < len(text) && xmlPlain[text[plain]] {
			plain++
		}
		if b = append(b, text[i:plain]...); plain == len(text) {
			break
		}
		i = plain
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		switch {
		case r == '&':
			b = append(b, "&amp;"...)
		case r == '<':
			b = append(b, "&lt;"...)
		case r == '>':
			b = append(b, "&gt;"...)
		case r == '"':
			b = append(b, "&quot;"...)
		case r == '\r':
			b = append(b, "&#xD;"...)
		case r == utf8.RuneError && size == 1, !isXMLChar(r):
			b = append(b, "\uFFFD"...)
		case size == 1:
			b = append(b, byte(r))
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return b
}

// xmlPlain are the bytes that appendEscaped writes as they are: ASCII but the markup characters,
// quotes, carriage returns and the control characters XML cannot hold.
var xmlPlain = func() (plain [256]bool) {
	for c := range utf8.RuneSelf {
		plain[c] = isXMLChar(rune(c)) && !strings.ContainsRune("&<>\"\r", rune(c))
	}
	return plain
}()

// isXMLChar says whether XML 1.0 can hold r.
func isXMLChar(r rune) bool {
	return r == '\t' || r == '\n' || r == '\r' || r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

// appendColumnName appends the letters of the column at index i (from 0): A, ..., Z, AA, ...
func appendColumnName(b []byte, i int) []byte {
	var letters [8]byte
	n := len(letters)
	for i++; i > 0; i = (i - 1) / 26 {
		n--
		letters[n] = byte('A' + (i-1)%26)
	}
	return append(b, letters[n:]...)
}

// writeWorkbook writes the parts that make the sheets a workbook: the content types, the
// relationships, the workbook with the sheets' names and a minimal style sheet.
func (w *xlsxWriter) writeWorkbook() error {
	var types, sheets, rels []byte
	for i, name := range w.sheets {
		n := strconv.Itoa(i + 1)
		types = append(types, `<Override PartName="/xl/worksheets/sheet`+n+`.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`...)
		sheets = append(sheets, `<sheet name="`...)
		sheets = appendEscaped(sheets, name)
		sheets = append(sheets, `" sheetId="`+n+`" r:id="rId`+n+`"/>`...)
		rels = append(rels, `<Relationship Id="rId`+n+`" Type="`+relNamespace+`/worksheet" Target="worksheets/sheet`+n+`.xml"/>`...)
	}
	styles := strconv.Itoa(len(w.sheets) + 1)
	parts := []struct{ name, content string }{
		{"[Content_Types].xml", `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
			`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
			`<Default Extension="xml" ContentType="application/xml"/>` +
			`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
			`<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
			string(types) + `</Types>`},
		{"_rels/.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="` + relNamespace + `/officeDocument" Target="xl/workbook.xml"/></Relationships>`},
		{"xl/workbook.xml", `<workbook xmlns="` + mainNamespace + `" xmlns:r="` + relNamespace + `"><sheets>` +
			string(sheets) + `</sheets></workbook>`},
		{"xl/_rels/workbook.xml.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			string(rels) + `<Relationship Id="rId` + styles + `" Type="` + relNamespace + `/styles" Target="styles.xml"/></Relationships>`},
		{"xl/styles.xml", `<styleSheet xmlns="` + mainNamespace + `"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
			`<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
			`<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
			`<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
			`<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>` +
			`<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`},
	}
	for _, p := range parts {
		part, err := w.zip.Create(p.name)
		if err != nil {
			return err
		}
		if _, err := io.WriteString(part, xmlHeader+p.content); err != nil {
			return err
		}
	}
	return nil
}
