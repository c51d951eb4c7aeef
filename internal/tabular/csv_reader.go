package tabular

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

// utf8BOM is the byte order mark some programs (Excel among them) write before UTF-8 text.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// csvReader reads CSV as RFC 4180 and encoding/csv have it (quoted cells, "" for a quote inside
// one, line breaks \n or \r\n, empty lines skipped), one byte at a time rather than a line at a
// time: encoding/csv holds a whole record in memory, so a file of one cell of 45 MB took 45 MB and
// more. This one holds only what its limits let a cell and a row have.
type csvReader struct {
	r        *bufio.Reader
	closer   io.Closer
	encoding Encoding
	comma    byte
	limits   Limits
	// number is the row number of the record read last: a spreadsheet program shows an empty line
	// as a row, and a line break inside a quoted cell as part of the cell.
	number int
	cells  []string
	cell   []byte
}

var (
	errBareQuote = errors.New(`a " in a cell that is not quoted`)
	errQuote     = errors.New(`a quoted cell without its closing " or with text after it`)
)

// newCSVReader reads CSV from r, decoded from encoding, skipping a byte order mark. The delimiter, `,` or `;` (what Excel
// writes where the comma is the decimal separator), is the one the header line has more of.
func newCSVReader(r *bufio.Reader, closer io.Closer, encoding Encoding, limits Limits) (*csvReader, error) {
	if head, _ := r.Peek(len(utf8BOM)); bytes.Equal(head, utf8BOM) {
		_, _ = r.Discard(len(utf8BOM))
	}
	head, err := r.Peek(r.Size())
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return nil, err
	}
	return &csvReader{r: r, closer: closer, encoding: encoding, comma: delimiter(head), limits: limits}, nil
}

// delimiter counts `,` and `;` in the first line of head, outside quotes.
func delimiter(head []byte) byte {
	commas, semicolons, quoted := 0, 0, false
	for _, b := range head {
		switch {
		case b == '"':
			quoted = !quoted
		case quoted:
		case b == '\n':
			return pick(commas, semicolons)
		case b == ',':
			commas++
		case b == ';':
			semicolons++
		}
	}
	return pick(commas, semicolons)
}

func pick(commas, semicolons int) byte {
	if semicolons > commas {
		return ';'
	}
	return ','
}

// Next returns the next record, numbered as a spreadsheet program opening the file shows it: empty
// lines count as (skipped) rows, line breaks inside quoted cells do not.
func (r *csvReader) Next() (Row, error) {
	for {
		r.number++
		empty, err := r.emptyLine()
		if err != nil {
			return Row{}, err
		}
		if !empty {
			break
		}
	}
	r.cells = r.cells[:0]
	for {
		end, err := r.readCell()
		if err != nil {
			return Row{}, r.readError(err)
		}
		if err := r.keepCell(); err != nil {
			return Row{}, err
		}
		if end {
			restoreCells(r.cells)
			row := Row{Number: r.number, Cells: r.cells}
			return row, checkCells(row)
		}
	}
}

// emptyLine reads an empty line if one comes next; io.EOF at the end of the file.
func (r *csvReader) emptyLine() (bool, error) {
	next, err := r.r.Peek(2)
	switch {
	case err != nil && err != io.EOF:
		return false, err
	case len(next) == 0:
		return false, io.EOF
	case next[0] == '\n':
		_, _ = r.r.Discard(1)
		return true, nil
	case next[0] == '\r' && (len(next) == 1 || next[1] == '\n'):
		_, _ = r.r.Discard(len(next))
		return true, nil
	}
	return false, nil
}

// lineBreakAfterCR reads the \n after a \r: a \r\n is a line break, and so is a \r that ends the
// file (encoding/csv drops it); any other \r is text.
func (r *csvReader) lineBreakAfterCR() bool {
	next, err := r.r.Peek(1)
	if err != nil || next[0] == '\n' {
		_, _ = r.r.Discard(len(next))
		return true
	}
	return false
}

// readCell reads one cell into r.cell, kept within the limits, and reports whether it ends the
// record.
func (r *csvReader) readCell() (end bool, err error) {
	r.cell = r.cell[:0]
	first, err := r.r.ReadByte()
	if err == io.EOF {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	if first == '"' {
		return r.readQuoted()
	}
	_ = r.r.UnreadByte()
	for {
		b, err := r.r.ReadByte()
		switch {
		case err == io.EOF:
			return true, nil
		case err != nil:
			return false, err
		case b == r.comma:
			return false, nil
		case b == '\n', b == '\r' && r.lineBreakAfterCR():
			return true, nil
		case b == '"':
			return false, errBareQuote
		}
		r.keepByte(b)
	}
}

// readQuoted reads a quoted cell after its opening quote.
func (r *csvReader) readQuoted() (end bool, err error) {
	for {
		b, err := r.r.ReadByte()
		if err == io.EOF {
			return false, errQuote
		}
		if err != nil {
			return false, err
		}
		switch {
		case b == '\r' && r.lineBreakAfterCR():
			r.keepByte('\n')
		case b != '"':
			r.keepByte(b)
		default:
			next, err := r.r.ReadByte()
			switch {
			case err == io.EOF:
				return true, nil
			case err != nil:
				return false, err
			case next == '"':
				r.keepByte('"')
			case next == r.comma:
				return false, nil
			case next == '\n', next == '\r' && r.lineBreakAfterCR():
				return true, nil
			default:
				return false, errQuote
			}
		}
	}
}

func (r *csvReader) keepByte(b byte) {
	if len(r.cell) < r.limits.keep() {
		r.cell = append(r.cell, b)
	}
}

// keepCell adds the cell read to the record, cut to the limits; beyond the columns read, a cell
// must be empty.
func (r *csvReader) keepCell() error {
	cell := string(r.limits.cut(r.cell))
	if len(r.cells) < r.limits.Columns {
		r.cells = append(r.cells, cell)
		return nil
	}
	if strings.TrimSpace(cell) != "" {
		return fmt.Errorf("%w: row %d has a value in column %d", ErrTooManyColumns, r.number, len(r.cells)+1)
	}
	return nil
}

// readError is a failure to read the file: its quoting is broken, or the file could not be read.
func (r *csvReader) readError(err error) error {
	if errors.Is(err, errBareQuote) || errors.Is(err, errQuote) {
		return fmt.Errorf("%w: row %d: %v", ErrUnreadable, r.number, err)
	}
	return err
}

func (r *csvReader) Encoding() Encoding { return r.encoding }

func (r *csvReader) Close() error { return r.closer.Close() }
