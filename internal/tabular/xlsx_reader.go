package tabular

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// maxUnzipped bounds what an XLSX may unpack to, so a small zip bomb cannot take more than about
// ten seconds of reading: 100,000 rows of 30 columns unpack to about 135 MB. A variable for its test.
var maxUnzipped int64 = 1 << 30

// The most columns (A to XFD) and rows a spreadsheet program has.
const (
	maxColumns = 16384
	maxRows    = 1 << 20
)

// maxBlankStretch is how far the sheet's XML may run on without a value before the reader takes its
// data to have ended, so that a sheet of blank rows, however long, costs a fraction of a second:
// about 50,000 rows of 30 formatted empty cells. A row that has a value and then runs on as far is
// refused.
const maxBlankStretch = 32 << 20

// xlsxReader reads the first sheet of a workbook as it unpacks, one row at a time; only the shared
// strings and which cell formats are dates are held, as the cells refer to them by index.
type xlsxReader struct {
	book    *workbook
	limits  Limits
	sheet   io.ReadCloser
	scan    *xmlScanner
	strings *sharedStringTable
	dates   *cellDates
	cells   []string
	value   []byte // the cell being read
	number  int
	done    bool
}

// openXLSX opens the workbook at path. It reads the sheet XML itself rather than through excelize's
// row iterator, which decodes every cell with encoding/xml's reflection: reading 100,000 product
// rows took it 15 s of CPU, over most of the import's 20 s target.
func openXLSX(path string, limits Limits) (*xlsxReader, error) {
	book, err := openWorkbook(path)
	if err != nil {
		return nil, unreadable(err)
	}
	r := &xlsxReader{book: book, limits: limits}
	if err := r.open(); err != nil {
		r.Close()
		return nil, unreadable(err)
	}
	return r, nil
}

func (r *xlsxReader) open() error {
	parts, err := r.book.firstSheet()
	if err != nil {
		return err
	}
	if r.strings, err = r.book.readSharedStrings(parts.sharedStrings, r.limits); err != nil {
		return err
	}
	if r.dates, err = r.book.readStyles(parts.styles, parts.date1904); err != nil {
		return err
	}
	if r.sheet, err = r.book.open(parts.sheet); err != nil {
		return err
	}
	r.scan = newXMLScanner(r.sheet)
	r.scan.limit = maxBlankStretch
	return nil
}

func unreadable(err error) error { return fmt.Errorf("%w: %v", ErrUnreadable, err) }

// Next returns the next row of the sheet. Rows the sheet leaves out are not returned, but the rows
// that are carry the number the sheet gives them.
func (r *xlsxReader) Next() (Row, error) {
	if r.done {
		return Row{}, io.EOF
	}
	r.cells = r.cells[:0]
	for {
		t, err := r.scan.next()
		if err != nil {
			return Row{}, r.rowError(eofIsUnexpected(err))
		}
		switch {
		case t.kind == endTag && string(t.name) == "sheetData":
			r.done = true
			return Row{}, io.EOF
		case t.kind == startTag && string(t.name) == "row", t.kind == emptyTag && string(t.name) == "row":
			if r.number, err = rowNumber(t.attrs, r.number); err != nil {
				return Row{}, unreadable(err)
			}
			if t.kind == startTag {
				if err := r.readCells(); err != nil {
					return Row{}, r.rowError(err)
				}
			}
			row := Row{Number: r.number, Cells: r.cells}
			return row, checkCells(row)
		}
	}
}

// rowError is what Next answers for err: the end of the data when the sheet has run on blank too
// far, a value beyond the columns read as it is, and any other failure as ErrUnreadable.
func (r *xlsxReader) rowError(err error) error {
	switch {
	case errors.Is(err, errPastLimit) && (Row{Cells: r.cells}).Blank():
		r.done = true
		return io.EOF
	case errors.Is(err, ErrTooManyColumns):
		return err
	}
	return unreadable(err)
}

// readCells reads the cells of a row up to its end tag into r.cells, each at its column. A cell with
// a value moves the end of the blank stretch the scanner may read on.
func (r *xlsxReader) readCells() error {
	column := -1
	for {
		t, err := r.scan.next()
		if err != nil {
			return eofIsUnexpected(err)
		}
		if t.kind == endTag && string(t.name) == "row" {
			return nil
		}
		if string(t.name) != "c" || (t.kind != startTag && t.kind != emptyTag) {
			continue
		}
		if column, err = columnIndex(attr(t.attrs, "r"), column); err != nil {
			return err
		}
		cellType := string(attr(t.attrs, "t"))
		value := ""
		if t.kind == startTag {
			// The attributes are the scanner's until its next token: the date kind is taken first.
			kind := notDate
			if r.dates.any && (cellType == "" || cellType == "n") {
				kind = r.dates.kind(attr(t.attrs, "s"))
			}
			raw, err := r.cellValue(cellType)
			if err != nil {
				return err
			}
			if kind != notDate {
				raw = []byte(r.dates.format(string(raw), kind))
			}
			value = string(r.limits.cut(raw))
		}
		blank := strings.TrimSpace(value) == ""
		if !blank {
			r.scan.limit = r.scan.offset() + maxBlankStretch
		}
		if column >= r.limits.Columns {
			if !blank {
				return fmt.Errorf("%w: row %d has a value in column %d", ErrTooManyColumns, r.number, column+1)
			}
			continue
		}
		for len(r.cells) <= column {
			r.cells = append(r.cells, "")
		}
		r.cells[column] = value
	}
}

// cellValue reads a cell's content up to its end tag: the value as stored, a shared string looked
// up, an inline string's text; of each as many bytes as a cell within the reader's limits holds,
// not yet cut to its characters. The bytes are the reader's until the next cell.
func (r *xlsxReader) cellValue(cellType string) ([]byte, error) {
	r.value = r.value[:0]
	// A shared string's index is read whole, however short the cells the reader keeps.
	keep := r.limits.keep()
	if cellType == "s" {
		keep = maxToken
	}
	for {
		t, err := r.scan.next()
		if err != nil {
			return nil, eofIsUnexpected(err)
		}
		switch {
		case t.kind == endTag && string(t.name) == "c":
			if cellType != "s" || len(r.value) == 0 {
				return r.value, nil
			}
			i, err := strconv.Atoi(string(bytes.TrimSpace(r.value)))
			s, ok := r.strings.get(i)
			if err != nil || !ok {
				return nil, fmt.Errorf("no shared string %q", r.value)
			}
			return s, nil
		case t.kind == startTag && string(t.name) == "v":
			if r.value, err = r.scan.collectValue(r.value[:0], keep); err != nil {
				return nil, err
			}
		case t.kind == startTag && string(t.name) == "is":
			if r.value, err = r.scan.collectText(r.value[:0], "is", keep); err != nil {
				return nil, err
			}
		case t.kind == startTag: // a formula, an extension: its value is in <v>
			if err := r.scan.skipTo(string(t.name)); err != nil {
				return nil, err
			}
		}
	}
}

// rowNumber is a row's r attribute, or the row after previous when it has none.
func rowNumber(attrs []byte, previous int) (int, error) {
	r := attr(attrs, "r")
	if r == nil {
		if previous == maxRows {
			return 0, fmt.Errorf("a row after row %d", maxRows)
		}
		return previous + 1, nil
	}
	n, err := strconv.Atoi(string(r))
	if err != nil || n <= previous || n > maxRows {
		return 0, fmt.Errorf("row number %q after %d", r, previous)
	}
	return n, nil
}

// columnIndex is the 0-based column of a cell reference such as AB12, or the column after
// previous when the cell has none.
func columnIndex(ref []byte, previous int) (int, error) {
	if ref == nil {
		return previous + 1, nil
	}
	column := 0
	for _, b := range ref {
		if b < 'A' || b > 'Z' {
			break
		}
		column = column*26 + int(b-'A'+1)
		if column > maxColumns {
			return 0, fmt.Errorf("cell reference %q beyond column XFD", ref)
		}
	}
	if column == 0 {
		return 0, fmt.Errorf("cell reference %q", ref)
	}
	return column - 1, nil
}

// Close closes the sheet and the archive.
// Encoding is UTF-8: an XLSX file holds XML, whose text the format fixes.
func (r *xlsxReader) Encoding() Encoding { return UTF8 }

func (r *xlsxReader) Close() error {
	var err error
	if r.sheet != nil {
		err = r.sheet.Close()
	}
	return errors.Join(err, r.book.zip.Close())
}
