package tabular

import (
	"archive/zip"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"strings"
)

// workbook is an XLSX file's zip archive with its parts found by name, case-insensitively as the
// Open Packaging Conventions name them.
type workbook struct {
	zip *zip.ReadCloser
	// unzipped counts what the large parts unpacked to, against maxUnzipped.
	unzipped int64
}

func openWorkbook(filePath string) (*workbook, error) {
	z, err := zip.OpenReader(filePath)
	if err != nil {
		return nil, err
	}
	return &workbook{zip: z}, nil
}

// open opens a part for reading, counting its unpacked bytes; a missing part is an error. The parts
// are searched rather than indexed: a reader opens a few, and a zip of half a million empty parts
// would make an index of tens of megabytes.
func (w *workbook) open(name string) (io.ReadCloser, error) {
	name = strings.TrimPrefix(name, "/")
	var f *zip.File
	for _, part := range w.zip.File {
		if strings.EqualFold(part.Name, name) {
			f = part // the last of the same name, as a zip reader takes it
		}
	}
	if f == nil {
		return nil, fmt.Errorf("no part %s", name)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	return &countedPart{ReadCloser: rc, w: w}, nil
}

// countedPart stops a part from unpacking beyond what the whole workbook may unpack to.
type countedPart struct {
	io.ReadCloser
	w *workbook
}

func (p *countedPart) Read(b []byte) (int, error) {
	n, err := p.ReadCloser.Read(b)
	p.w.unzipped += int64(n)
	if p.w.unzipped > maxUnzipped {
		return n, fmt.Errorf("unpacks to more than %d bytes", maxUnzipped)
	}
	return n, err
}

// relationships is a .rels part.
type relationships struct {
	Relationship []struct {
		ID     string `xml:"Id,attr"`
		Type   string `xml:"Type,attr"`
		Target string `xml:"Target,attr"`
	}
}

// maxSmallPart bounds the parts read whole: relationships and the workbook list, a few kB normally.
const maxSmallPart = 16 << 20

func (w *workbook) decode(name string, v any) error {
	rc, err := w.open(name)
	if err != nil {
		return err
	}
	defer rc.Close()
	return xml.NewDecoder(io.LimitReader(rc, maxSmallPart)).Decode(v)
}

// sheetParts are the parts reading a workbook's first sheet needs; shared strings and styles are ""
// when the workbook has none.
type sheetParts struct {
	sheet, sharedStrings, styles string
	date1904                     bool
}

// firstSheet finds the parts of the workbook's first sheet, following the package's relationships
// from _rels/.rels, and the workbook's date system.
func (w *workbook) firstSheet() (sheetParts, error) {
	var parts sheetParts
	var root relationships
	if err := w.decode("_rels/.rels", &root); err != nil {
		return parts, err
	}
	book := ""
	for _, r := range root.Relationship {
		if strings.HasSuffix(r.Type, "/officeDocument") {
			book = strings.TrimPrefix(r.Target, "/")
		}
	}
	var workbook struct {
		Properties struct {
			Date1904 string `xml:"date1904,attr"`
		} `xml:"workbookPr"`
		Sheet []struct {
			RID string `xml:"id,attr"`
		} `xml:"sheets>sheet"`
	}
	if err := w.decode(book, &workbook); err != nil {
		return parts, err
	}
	if len(workbook.Sheet) == 0 {
		return parts, fmt.Errorf("no sheet in %s", book)
	}
	// An xsd:boolean, which may be written either way.
	parts.date1904 = workbook.Properties.Date1904 == "1" || workbook.Properties.Date1904 == "true"
	var rels relationships
	if err := w.decode(path.Join(path.Dir(book), "_rels", path.Base(book)+".rels"), &rels); err != nil {
		return parts, err
	}
	for _, r := range rels.Relationship {
		target := r.Target
		if !strings.HasPrefix(target, "/") {
			target = path.Join(path.Dir(book), target)
		}
		switch {
		case r.ID == workbook.Sheet[0].RID:
			parts.sheet = target
		case strings.HasSuffix(r.Type, "/sharedStrings"):
			parts.sharedStrings = target
		case strings.HasSuffix(r.Type, "/styles"):
			parts.styles = target
		}
	}
	if parts.sheet == "" {
		return parts, fmt.Errorf("the first sheet of %s has no part", book)
	}
	return parts, nil
}
