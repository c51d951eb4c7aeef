package importstest

import (
	"os"
	"path/filepath"
	"testing"
)

// Upload is the path of a file holding content, as files.Receive leaves an upload for an import.
func Upload(t testing.TB, content []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "upload")
	if err := os.WriteFile(path, content, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
