package products

import (
	"bufio"
	"encoding/gob"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"kade/internal/domain"
	"kade/internal/tabular"
)

// Limits of an import file.
const (
	MaxImportBytes = 50 << 20
	MaxImportRows  = 100_000
)

// stagedRow is a data row of the file, read and checked against every rule but the article number's
// uniqueness, which needs the database: the concept as it is stored, fields and errors in JSON.
type stagedRow struct {
	Number                           int
	ArticleNumber, Name, ProductType string
	MinimumStock                     int64
	Fields, Errors                   string
}

func newStagedRow(number int, f Fields, errs domain.ValidationErrors) (stagedRow, error) {
	fieldsJSON, errsJSON, err := conceptJSON(f, errs)
	return stagedRow{Number: number, ArticleNumber: f.ArticleNumber, Name: f.Name, ProductType: f.ProductType,
		MinimumStock: f.MinimumStock, Fields: fieldsJSON, Errors: errsJSON}, err
}

// errors decodes the row's errors.
func (r stagedRow) errors() (domain.ValidationErrors, error) {
	errs := domain.ValidationErrors{}
	if r.Errors == "{}" {
		return errs, nil
	}
	return errs, json.Unmarshal([]byte(r.Errors), &errs)
}

// staging keeps a file's rows on disk between reading the file and storing them: memory stays flat,
// a file that turns out unreadable halfway has stored nothing, and the write transaction does not
// wait while the file is parsed.
type staging struct {
	file *os.File
	rows int
}

// stage reads the header and every data row of r into a staging file. Blank rows are skipped. A file
// that cannot be imported as a whole answers its fileError.
func stage(r tabular.Reader) (*staging, error) {
	first, err := r.Next()
	if err == io.EOF {
		return nil, fileError("import.errors.empty")
	}
	if err != nil {
		return nil, readError(err)
	}
	h, err := readHeader(first.Cells)
	if err != nil {
		return nil, err
	}
	file, err := os.CreateTemp("", "kade-import-*")
	if err != nil {
		return nil, err
	}
	s := &staging{file: file}
	if err := s.write(r, h); err != nil {
		s.Close()
		return nil, err
	}
	if s.rows == 0 {
		s.Close()
		return nil, fileError("import.errors.empty")
	}
	return s, nil
}

func (s *staging) write(r tabular.Reader, h header) error {
	buf := bufio.NewWriterSize(s.file, 256<<10)
	enc := gob.NewEncoder(buf)
	for {
		row, err := r.Next()
		if err == io.EOF {
			return buf.Flush()
		}
		if err != nil {
			return readError(err)
		}
		if row.Blank() {
			continue
		}
		if s.rows++; s.rows > MaxImportRows {
			return fileError("import.errors.too_many_rows", MaxImportRows)
		}
		f, errs := parseRow(h, row.Cells)
		staged, err := newStagedRow(row.Number, f, errs)
		if err == nil {
			err = enc.Encode(staged)
		}
		if err != nil {
			return fmt.Errorf("stage row %d: %w", row.Number, err)
		}
	}
}

// each calls fn with every staged row in file order.
func (s *staging) each(fn func(stagedRow) error) error {
	if _, err := s.file.Seek(0, io.SeekStart); err != nil {
		return err
	}
	dec := gob.NewDecoder(bufio.NewReaderSize(s.file, 256<<10))
	for range s.rows {
		// A fresh value each time: gob leaves out zero values, so reusing one would keep old ones.
		var row stagedRow
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
func (s *staging) Close() error {
	return errors.Join(s.file.Close(), os.Remove(s.file.Name()))
}

// readError turns what the file reader found into the file's error.
func readError(err error) error {
	switch {
	case errors.Is(err, tabular.ErrFileType):
		return fileError("import.errors.file_type")
	case errors.Is(err, tabular.ErrUnreadable):
		return fileError("import.errors.unreadable")
	}
	return err
}
