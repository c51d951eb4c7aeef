package bench

import (
	"archive/zip"
	"bufio"
	"bytes"
	"io"
	"strings"
)

// xlsxSheetRows counts the sheets of the workbook at path and the rows of them all, from the
// sheets' XML ("<row " begins each row; a text never holds a bare "<"): fast enough for a file of
// millions of rows, which tabular's reader (the first sheet only) and excelize are not.
func xlsxSheetRows(path string) (sheets, rows int, err error) {
	z, err := zip.OpenReader(path)
	if err != nil {
		return 0, 0, err
	}
	defer z.Close()
	for _, f := range z.File {
		if !strings.HasPrefix(f.Name, "xl/worksheets/sheet") {
			continue
		}
		sheets++
		r, err := f.Open()
		if err != nil {
			return 0, 0, err
		}
		n, err := countIn(bufio.NewReaderSize(r, 1<<20), []byte("<row "))
		r.Close()
		if err != nil {
			return 0, 0, err
		}
		rows += n
	}
	return sheets, rows, nil
}

// countIn counts the occurrences of mark in r.
func countIn(r io.Reader, mark []byte) (int, error) {
	buf := make([]byte, 1<<20)
	carry := 0 // bytes kept from the previous read, in case mark spans two reads
	n := 0
	for {
		read, err := r.Read(buf[carry:])
		chunk := buf[:carry+read]
		n += bytes.Count(chunk, mark)
		carry = min(len(mark)-1, len(chunk))
		copy(buf, chunk[len(chunk)-carry:])
		if err == io.EOF {
			return n, nil
		} else if err != nil {
			return n, err
		}
	}
}
