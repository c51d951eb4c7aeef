package tabular

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
)

// WriteFile writes a file of format to w; sheet names an XLSX's only sheet. fill writes the rows in
// order with write; the file is finished when fill returns nil, and left unfinished, nothing more
// written, when it returns an error, which WriteFile returns.
//
// A cell is a string, an int64, a float64, a bool or nil (empty). XLSX keeps numbers and booleans
// typed; CSV writes them as this package's readers read them (booleans as 1 and 0), and neutralises
// its text cells that a spreadsheet program would run as formulas (see neutralise).
func WriteFile(w io.Writer, format Format, sheet string, fill func(write func(cells []any) error) error) error {
	var fw fileWriter = &csvWriter{csv: csv.NewWriter(w)}
	if format == XLSX {
		x, err := newXLSXWriter(w, sheet, sheetRows)
		if err != nil {
			return err
		}
		fw = x
	}
	if err := fill(fw.write); err != nil {
		fw.discard()
		return err
	}
	return fw.finish()
}

type fileWriter interface {
	write(cells []any) error
	finish() error
	discard()
}

type csvWriter struct {
	csv    *csv.Writer
	record []string
}

func (w *csvWriter) write(cells []any) error {
	w.record = w.record[:0]
	for _, c := range cells {
		w.record = append(w.record, csvCell(c))
	}
	// csv.Writer passes its buffer on whenever it fills, so the file streams out as it is written.
	return w.csv.Write(w.record)
}

func csvCell(c any) string {
	switch v := c.(type) {
	case nil:
		return ""
	case string:
		return neutralise(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		if v {
			return "1"
		}
		return "0"
	default:
		return neutralise(fmt.Sprint(v))
	}
}

func (w *csvWriter) finish() error {
	w.csv.Flush()
	return w.csv.Error()
}

func (w *csvWriter) discard() {}
