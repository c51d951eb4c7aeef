package tabular

import (
	"archive/zip"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A workbook that unpacks to more than maxUnzipped is refused, however small its zip.
func TestZipBomb(t *testing.T) {
	defer func(limit int64) { maxUnzipped = limit }(maxUnzipped)
	maxUnzipped = 1 << 20
	path := filepath.Join(t.TempDir(), "bomb.xlsx")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for name, content := range map[string]string{
		"_rels/.rels":                `<Relationships><Relationship Id="r" Type="x/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
		"xl/workbook.xml":            `<workbook><sheets><sheet r:id="s"/></sheets></workbook>`,
		"xl/_rels/workbook.xml.rels": `<Relationships><Relationship Id="s" Type="x/worksheet" Target="sheet.xml"/></Relationships>`,
		"xl/sheet.xml":               `<worksheet><sheetData>` + strings.Repeat(`<row><c><v>1</v></c></row>`, 100_000) + `</sheetData></worksheet>`,
	} {
		w, err := zw.Create(name)
		if err == nil {
			_, err = w.Write([]byte(content))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := errors.Join(zw.Close(), f.Close()); err != nil {
		t.Fatal(err)
	}
	r, err := Open(path, "bomb.xlsx")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	rows := 0
	for ; err == nil; rows++ {
		_, err = r.Next()
	}
	if !errors.Is(err, ErrUnreadable) || rows > 50_000 {
		t.Errorf("after %d rows: %v, want ErrUnreadable", rows, err)
	}
}
