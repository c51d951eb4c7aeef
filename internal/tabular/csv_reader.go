package tabular

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
)

// utf8BOM is the byte order mark some programs (Excel among them) write before UTF-8 text.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

type csvReader struct {
	csv    *csv.Reader
	closer io.Closer
	// linesInCells counts the line breaks inside quoted cells so far: a spreadsheet program shows
	// such a cell in one row, so they do not count as rows.
	linesInCells int
}

// newCSVReader reads CSV from r, skipping a byte order mark. The delimiter, `,` or `;` (what Excel
// writes where the comma is the decimal separator), is the one the header line has more of.
func newCSVReader(r *bufio.Reader, closer io.Closer) (*csvReader, error) {
	if head, _ := r.Peek(len(utf8BOM)); bytes.Equal(head, utf8BOM) {
		_, _ = r.Discard(len(utf8BOM))
	}
	head, err := r.Peek(r.Size())
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return nil, err
	}
	c := csv.NewReader(r)
	c.Comma = delimiter(head)
	c.FieldsPerRecord = -1
	c.ReuseRecord = true
	return &csvReader{csv: c, closer: closer}, nil
}

// delimiter counts `,` and `;` in the first line of head, outside quotes.
func delimiter(head []byte) rune {
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

func pick(commas, semicolons int) rune {
	if semicolons > commas {
		return ';'
	}
	return ','
}

// Next returns the next record, numbered as a spreadsheet program opening the file shows it: empty
// lines count as (skipped) rows, line breaks inside quoted cells do not.
func (r *csvReader) Next() (Row, error) {
	cells, err := r.csv.Read()
	if err == io.EOF {
		return Row{}, io.EOF
	}
	var parseErr *csv.ParseError
	if errors.As(err, &parseErr) {
		return Row{}, fmt.Errorf("%w: %v", ErrUnreadable, parseErr)
	}
	if err != nil {
		return Row{}, err
	}
	restoreCells(cells)
	line, _ := r.csv.FieldPos(0)
	row := Row{Number: line - r.linesInCells, Cells: cells}
	for _, c := range cells {
		r.linesInCells += strings.Count(c, "\n")
	}
	return row, checkCells(row)
}

func (r *csvReader) Close() error { return r.closer.Close() }
