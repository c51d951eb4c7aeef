package bench

import (
	"bytes"
	"regexp"
	"testing"
)

// The XLSX reading benchmark, on a few rows, prints its one line in the BENCH format.
func TestXLSXReadPrintsOneBenchLine(t *testing.T) {
	var out bytes.Buffer
	if err := xlsxRead(t.TempDir(), 300, &out); err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`^BENCH xlsx_read_100k_rows_s [0-9]+\.[0-9]{2} s ratio=[0-9]+\.[0-9]{2} vs excelize_rows excelize_s=[0-9]+\.[0-9]{2} spread=[0-9]+\.[0-9]{2}\.\.[0-9]+\.[0-9]{2}\n$`)
	if !line.Match(out.Bytes()) {
		t.Errorf("printed %q", out.String())
	}
}
