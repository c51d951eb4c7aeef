// Package imports is what every import of a CSV or XLSX file shares: the file is read and each row
// checked into a staging file first, so that a file that turns out unreadable halfway stores
// nothing, memory stays flat whatever its size, and the write transaction that stores the rows
// never waits for parsing. The result lists errors per row and column. An area gives the parsing of
// its header and rows and stores the staged rows itself, in one transaction.
package imports

import (
	"bufio"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"

	"kade/internal/domain"
	"kade/internal/tabular"
	"kade/internal/tempfiles"
)

// MaxRows is how many data rows one file may hold.
const MaxRows = 100_000

// Staging keeps a file's checked rows, each a T, on disk between reading the file and storing them.
type Staging[T any] struct {
	file *os.File
	rows int
	// encoding is how the file's text was read.
	encoding tabular.Encoding
}

// RowParser turns a data row of the file into what is staged of it.
type RowParser[T any] func(row tabular.Row) (T, error)

// Columns is what an area knows of the columns of its import file: how many it names, and the
// longest text any of them takes, in characters. The file is read within these, so that whatever
// it holds, reading it takes no more memory than a sound file does.
type Columns struct {
	Named, LongestText int
}

// columnMargin is how many columns a file may have beyond those the area names: columns without a
// name, which the area skips.
const columnMargin = 32

func (c Columns) limits() tabular.Limits {
	return tabular.Limits{Columns: c.Named + columnMargin, Cell: c.LongestText}
}

// Stage opens the file at path, uploaded as name, reads its header with header, which returns the
// parser of its data rows, and stages every data row. Blank rows are skipped. The file is read
// within columns, and only when the account's turn comes (see turns). A file that cannot be imported as a
// whole answers a domain.FileError.
func Stage[T any](ctx context.Context, clientID int64, path, name string, columns Columns, header func(cells []string) (RowParser[T], error)) (*Staging[T], error) {
	leave, err := readers.enter(ctx, clientID)
	if err != nil {
		return nil, err
	}
	defer leave()
	r, err := columns.limits().Open(path, name)
	if err != nil {
		return nil, columns.readError(err)
	}
	s, err := stage(r, header)
	if s != nil {
		s.encoding = r.Encoding()
	}
	if closeErr := r.Close(); err == nil && closeErr != nil {
		s.Close()
		return nil, closeErr
	}
	return s, columns.readError(err)
}

// stage reads the file with r; what r fails with is answered as it is.
func stage[T any](r tabular.Reader, header func(cells []string) (RowParser[T], error)) (*Staging[T], error) {
	first, err := r.Next()
	if err == io.EOF {
		return nil, domain.FileError("import.errors.empty")
	}
	if err != nil {
		return nil, err
	}
	parse, err := header(first.Cells)
	if err != nil {
		return nil, err
	}
	file, err := tempfiles.Create("import-*")
	if err != nil {
		return nil, err
	}
	s := &Staging[T]{file: file}
	if err := s.write(r, parse); err != nil {
		s.Close()
		return nil, err
	}
	if s.rows == 0 {
		s.Close()
		return nil, domain.FileError("import.errors.empty")
	}
	return s, nil
}

func (s *Staging[T]) write(r tabular.Reader, parse RowParser[T]) error {
	buf := bufio.NewWriterSize(s.file, 256<<10)
	enc := gob.NewEncoder(buf)
	for {
		row, err := r.Next()
		if err == io.EOF {
			return buf.Flush()
		}
		if err != nil {
			return err
		}
		if row.Blank() {
			continue
		}
		if s.rows++; s.rows > MaxRows {
			return domain.FileError("import.errors.too_many_rows", MaxRows)
		}
		staged, err := parse(row)
		if err == nil {
			err = enc.Encode(staged)
		}
		if err != nil {
			return fmt.Errorf("stage row %d: %w", row.Number, err)
		}
	}
}

// NewResult is the result of importing the staged rows before the first is stored: it says how
// the file's text was read, so that the screen can tell when a file was not UTF-8.
func (s *Staging[T]) NewResult() Result {
	r := NewResult()
	r.Encoding = s.encoding
	return r
}

// Rows is how many data rows are staged.
func (s *Staging[T]) Rows() int { return s.rows }

// Each calls fn with every staged row in file order.
func (s *Staging[T]) Each(fn func(T) error) error {
	if _, err := s.file.Seek(0, io.SeekStart); err != nil {
		return err
	}
	dec := gob.NewDecoder(bufio.NewReaderSize(s.file, 256<<10))
	for range s.rows {
		// A fresh value each time: gob leaves out zero values, so reusing one would keep old ones.
		var row T
		if err := dec.Decode(&row); err != nil {
			return fmt.Errorf("read staged row: %w", err)
		}
		if err := fn(row); err != nil {
			return err
		}
	}
	return nil
}

// Close removes the staging file.
func (s *Staging[T]) Close() error {
	return errors.Join(s.file.Close(), os.Remove(s.file.Name()))
}

// readError turns what the file reader found into the file's error; any other error is err itself.
func (c Columns) readError(err error) error {
	switch {
	case errors.Is(err, tabular.ErrFileType):
		return domain.FileError("import.errors.file_type")
	case errors.Is(err, tabular.ErrUnreadable):
		return domain.FileError("import.errors.unreadable")
	case errors.Is(err, tabular.ErrTooManyColumns):
		return domain.FileError("import.errors.too_many_columns", c.limits().Columns)
	}
	return err
}
