// Package tabulartest writes files in tests as the exports write them, and reads them back as the
// imports read them.
package tabulartest

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"kade/internal/tabular"
)

// WriteRows writes rows, the header first, as a file of format with one sheet named sheet.
func WriteRows(t testing.TB, format tabular.Format, sheet string, rows [][]any) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := tabular.WriteFile(&buf, format, sheet, func(write func([]any) error) error {
		for _, r := range rows {
			if err := write(r); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// ReadRows reads content, a file of format (a download or an export), back with the imports' reader:
// its rows' cells, the header first.
func ReadRows(t testing.TB, format tabular.Format, content []byte) [][]string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "download."+string(format))
	if err := os.WriteFile(path, content, 0o600); err != nil {
		t.Fatal(err)
	}
	r, err := tabular.Open(path, filepath.Base(path))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var rows [][]string
	for {
		row, err := r.Next()
		if err == io.EOF {
			return rows
		}
		if err != nil {
			t.Fatal(err)
		}
		rows = append(rows, append([]string(nil), row.Cells...))
	}
}
