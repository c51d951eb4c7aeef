package tabular

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"
)

// Row is one row of a file: its number as a spreadsheet program shows it (the first row is 1) and
// its cells as the file holds them, untrimmed, except that an XLSX number formatted as a date is an
// ISO date (see serialDate) and that a cell longer than the reader's Limits is cut. Cells is only
// valid until the next call of Next.
type Row struct {
	Number int
	Cells  []string
}

// Blank reports whether every cell of the row is empty or white space.
func (r Row) Blank() bool {
	for _, c := range r.Cells {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

// Reader yields a file's rows in order.
type Reader interface {
	// Next returns the next row, io.EOF after the last, or an error wrapping ErrUnreadable.
	Next() (Row, error)
	// Encoding is how the file's text is read: what Open decided once, before the first row.
	Encoding() Encoding
	Close() error
}

// zipMagic starts every zip archive, and so every XLSX file.
var zipMagic = []byte("PK\x03\x04")

// sniffSize is how much of a CSV file is checked for being text.
const sniffSize = 8 << 10

// Open opens the file at path, uploaded under name, for reading within SpreadsheetLimits.
func Open(path, name string) (Reader, error) { return SpreadsheetLimits.Open(path, name) }

// Open opens the file at path, uploaded under name, for reading within l. The format is decided by
// the name's extension and confirmed by the content: an XLSX must be a zip archive and a CSV must be
// text, UTF-8 or, when it is not valid UTF-8 throughout, Windows-1252 (Reader.Encoding says which).
func (l Limits) Open(path, name string) (Reader, error) {
	format, ok := FormatOfName(name)
	if !ok {
		return nil, ErrFileType
	}
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	encoding := UTF8
	if format == CSV {
		encoding, err = encodingOf(file)
		if err == nil {
			_, err = file.Seek(0, io.SeekStart)
		}
		if err != nil {
			file.Close()
			return nil, err
		}
	}
	buffered := bufio.NewReaderSize(decoded(file, encoding), 64<<10)
	head, err := buffered.Peek(sniffSize)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		file.Close()
		return nil, err
	}
	isZip := bytes.HasPrefix(head, zipMagic)
	if format == XLSX {
		file.Close()
		if !isZip {
			return nil, ErrFileType
		}
		return openXLSX(path, l)
	}
	if isZip || !isText(head) {
		file.Close()
		return nil, ErrFileType
	}
	return newCSVReader(buffered, file, encoding, l)
}

// isText reports whether head, decoded, looks like text: no NUL bytes.
func isText(head []byte) bool { return bytes.IndexByte(head, 0) < 0 }

// checkCells refuses cells a database cannot store as text: invalid UTF-8 and NUL bytes.
func checkCells(row Row) error {
	for _, c := range row.Cells {
		if !utf8.ValidString(c) || strings.IndexByte(c, 0) >= 0 {
			return fmt.Errorf("%w: row %d is not valid UTF-8 text", ErrUnreadable, row.Number)
		}
	}
	return nil
}
