package apptest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"gopkg.in/yaml.v3"
)

// OpenAPI decodes the repository's api/openapi.yaml into doc, for the tests that keep the API's
// description and the code in step.
func OpenAPI(t testing.TB, doc any) {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	data, err := os.ReadFile(filepath.Join(filepath.Dir(here), "..", "..", "api", "openapi.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, doc); err != nil {
		t.Fatal(err)
	}
}
