package bench

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"kade/internal/tabular"
)

// The rows of a workbook are counted, a mark split over two reads too.
func TestXLSXSheetRows(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rows.xlsx")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	err = tabular.WriteFile(f, tabular.XLSX, "Rows", func(write func([]any) error) error {
		for i := range 1001 {
			if err := write([]any{int64(i), "<row text"}); err != nil {
				return err
			}
		}
		return nil
	})
	if err := errors.Join(err, f.Close()); err != nil {
		t.Fatal(err)
	}
	if sheets, rows, err := xlsxSheetRows(path); err != nil || sheets != 1 || rows != 1001 {
		t.Fatalf("%d sheets, %d rows (%v)", sheets, rows, err)
	}
	if n, err := countIn(iotest.OneByteReader(strings.NewReader("<row <row x<ro")), []byte("<row ")); err != nil || n != 2 {
		t.Fatalf("counted %d (%v)", n, err)
	}
}
