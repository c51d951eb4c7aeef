// Package tabulartest reads files back in tests as the imports read them.
package tabulartest

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"kade/internal/tabular"
)

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
