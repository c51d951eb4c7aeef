package tabular

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Rows beyond a sheet's last row continue on the next sheet, each beginning with the header.
func TestXLSXContinuesOnNextSheet(t *testing.T) {
	var out bytes.Buffer
	w, err := newXLSXWriter(&out, "Order lines", 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.write([]any{"number", "name"}); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 7; i++ {
		if err := w.write([]any{int64(i), fmt.Sprint("row ", i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.finish(); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string][][]string{
		"Order lines":     {{"number", "name"}, {"1", "row 1"}, {"2", "row 2"}},
		"Order lines (2)": {{"number", "name"}, {"3", "row 3"}, {"4", "row 4"}},
		"Order lines (3)": {{"number", "name"}, {"5", "row 5"}, {"6", "row 6"}},
		"Order lines (4)": {{"number", "name"}, {"7", "row 7"}},
	}
	if sheets := f.GetSheetList(); !reflect.DeepEqual(sheets, []string{"Order lines", "Order lines (2)", "Order lines (3)", "Order lines (4)"}) {
		t.Fatalf("sheets %v", sheets)
	}
	for sheet, rows := range want {
		got, err := f.GetRows(sheet)
		if err != nil || !reflect.DeepEqual(got, rows) {
			t.Errorf("sheet %s: %v (%v), want %v", sheet, got, err, rows)
		}
	}
}
