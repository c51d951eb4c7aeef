package tabular

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// The CSV reader reads what encoding/csv reads, record for record and numbered as before it
// replaced encoding/csv, and refuses what encoding/csv refuses. Cells within the limits only:
// encoding/csv has none.
func FuzzCSVLikeEncodingCSV(f *testing.F) {
	for _, seed := range []string{
		"a,b\n\"x, \"\"y\"\"\",\"two\nlines\"\n3,4\n\"\"\"\"\n\n5",
		"a\rb,\"c\r\nd\re\"\r\n\r\n\"x\"\r",
		"\"\",,\"\"\"\"\n,\n\"a\nb\nc\",\"\"\n\"last\"",
		"a;b\r\n1;\"2\";3\r\n\r\n",
		"a,b\n\"open,2\n",
		"a,b\nx\"y,2\n",
		"\"x\" y\n",
		"\r",
		"\n\r\n\r",
	} {
		f.Add(seed, false)
		f.Add(seed, true)
	}
	f.Fuzz(func(t *testing.T, content string, semicolon bool) {
		if !utf8.ValidString(content) || strings.IndexByte(content, 0) >= 0 {
			return
		}
		comma := byte(',')
		if semicolon {
			comma = ';'
		}
		want, wantErr := readWithEncodingCSV(content, rune(comma))
		r := &csvReader{r: bufio.NewReader(strings.NewReader(content)), closer: io.NopCloser(nil), comma: comma,
			limits: SpreadsheetLimits}
		var got []Row
		var err error
		for {
			var row Row
			if row, err = r.Next(); err != nil {
				break
			}
			got = append(got, Row{Number: row.Number, Cells: append([]string(nil), row.Cells...)})
		}
		if err == io.EOF {
			err = nil
		}
		if (err != nil) != (wantErr != nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("read %v, %v\nwant %v, %v", got, err, want, wantErr)
		}
	})
}

// readWithEncodingCSV reads content as the CSV reader did with encoding/csv, up to the first error.
func readWithEncodingCSV(content string, comma rune) ([]Row, error) {
	c := csv.NewReader(bytes.NewReader([]byte(content)))
	c.Comma = comma
	c.FieldsPerRecord = -1
	var rows []Row
	linesInCells := 0
	for {
		cells, err := c.Read()
		if errors.Is(err, io.EOF) {
			return rows, nil
		}
		if err != nil {
			return rows, err
		}
		line, _ := c.FieldPos(0)
		rows = append(rows, Row{Number: line - linesInCells, Cells: cells})
		for _, cell := range cells {
			linesInCells += strings.Count(cell, "\n")
		}
	}
}
