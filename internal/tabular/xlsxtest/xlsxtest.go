// Package xlsxtest builds workbooks for tests, down to their XML: small hand-made ones and bombs, a
// few megabytes of zip that unpack to gigabytes. A bomb's repeated text is compressed once and its
// compressed bytes repeated, so building one takes milliseconds whatever it unpacks to.
package xlsxtest

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"hash/crc32"
	"strings"
)

// Part is a zip part's content: Head, then Body Repeat times, then Tail.
type Part struct {
	Head, Body, Tail string
	Repeat           int
}

// Text is a part of plain text.
func Text(s string) Part { return Part{Head: s} }

// Size is what the part unpacks to, in bytes.
func (p Part) Size() int64 {
	return int64(len(p.Head)) + int64(len(p.Body))*int64(p.Repeat) + int64(len(p.Tail))
}

// Workbook is the parts of a workbook of one sheet, its shared strings and, when not empty, its
// styles, as every program writes them.
func Workbook(sheet, sharedStrings, styles Part) map[string]Part {
	rels := `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
		`<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>`
	parts := map[string]Part{
		"_rels/.rels": Text(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
		"xl/workbook.xml": Text(`<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
			`<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
		"xl/worksheets/sheet1.xml": sheet,
		"xl/sharedStrings.xml":     sharedStrings,
	}
	if styles.Size() > 0 {
		rels += `<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`
		parts["xl/styles.xml"] = styles
	}
	parts["xl/_rels/workbook.xml.rels"] = Text(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` + rels + `</Relationships>`)
	return parts
}

// Sheet is a sheet part whose sheet data is rows.
func Sheet(rows Part) Part {
	rows.Head = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` + rows.Head
	rows.Tail += `</sheetData></worksheet>`
	return rows
}

// SharedStrings is a shared strings part of the strings si, each an <si> element.
func SharedStrings(si Part) Part {
	si.Head = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` + si.Head
	si.Tail += `</sst>`
	return si
}

// Cells is n cells that each name shared string 0: a row a spreadsheet program writes when one text
// fills a row.
func Cells(n int) string {
	return strings.Repeat(`<c t="s"><v>0</v></c>`, n)
}

// chunkSize is about how much text one compressed segment of a repeated body holds.
const chunkSize = 1 << 20

// Zip is the zip archive of parts, deflated.
func Zip(parts map[string]Part) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, p := range parts {
		compressed, crc, err := deflate(p)
		if err != nil {
			return nil, err
		}
		w, err := zw.CreateRaw(&zip.FileHeader{Name: name, Method: zip.Deflate, CRC32: crc,
			CompressedSize64: uint64(len(compressed)), UncompressedSize64: uint64(p.Size())})
		if err == nil {
			_, err = w.Write(compressed)
		}
		if err != nil {
			return nil, err
		}
	}
	err := zw.Close()
	return buf.Bytes(), err
}

// deflate compresses p and sums its CRC-32. Each segment is compressed by a fresh compressor and
// flushed to a byte boundary, so it refers to nothing before it and segments simply follow each
// other: the body's chunk is compressed once and its bytes written as often as it repeats.
func deflate(p Part) ([]byte, uint32, error) {
	var out bytes.Buffer
	crc := uint32(0)
	segment := func(text string, times int, last bool) error {
		var seg bytes.Buffer
		fw, err := flate.NewWriter(&seg, flate.BestCompression)
		if err != nil {
			return err
		}
		raw := []byte(text)
		if _, err := fw.Write(raw); err != nil {
			return err
		}
		if last {
			err = fw.Close()
		} else {
			err = fw.Flush()
		}
		for range times {
			out.Write(seg.Bytes())
			crc = crc32.Update(crc, crc32.IEEETable, raw)
		}
		return err
	}
	perChunk := 1
	if len(p.Body) > 0 {
		perChunk = max(1, chunkSize/len(p.Body))
	}
	err := segment(p.Head, 1, false)
	if err == nil && p.Repeat >= perChunk {
		err = segment(strings.Repeat(p.Body, perChunk), p.Repeat/perChunk, false)
	}
	if err == nil && p.Repeat%perChunk > 0 {
		err = segment(strings.Repeat(p.Body, p.Repeat%perChunk), 1, false)
	}
	if err == nil {
		err = segment(p.Tail, 1, true)
	}
	return out.Bytes(), crc, err
}
