package apptest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"

	"gopkg.in/yaml.v3"

	"kade/internal/httpx"
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

// Example is the JSON of the example named name that api/openapi.yaml gives for an operation
// (method and path as the paths name them): of its request body when status is "", else of its
// answer of that status.
func Example(t testing.TB, method, path, status, name string) []byte {
	t.Helper()
	var doc struct {
		Paths map[string]map[string]yaml.Node `yaml:"paths"`
	}
	OpenAPI(t, &doc)
	type content map[string]struct {
		Examples map[string]struct{ Value any } `yaml:"examples"`
	}
	var operation struct {
		RequestBody struct {
			Content content `yaml:"content"`
		} `yaml:"requestBody"`
		Responses map[string]struct {
			Content content `yaml:"content"`
		} `yaml:"responses"`
	}
	node := doc.Paths[path][method]
	if err := node.Decode(&operation); err != nil {
		t.Fatal(err)
	}
	examples := operation.RequestBody.Content
	if status != "" {
		examples = operation.Responses[status].Content
	}
	example, ok := examples["application/json"].Examples[name]
	if !ok {
		t.Fatalf("%s %s has no example %q of %q", method, path, name, status)
	}
	data, err := json.Marshal(example.Value)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// ExpectWritesBack checks that the answer example decodes strictly into dst (a pointer to the
// answer's type) and encodes back to exactly the example, every key and no other: the example is
// what the API writes.
func ExpectWritesBack(t testing.TB, example []byte, dst any) {
	t.Helper()
	if err := httpx.DecodeBody(example, dst); err != nil {
		t.Fatalf("the example: %v", err)
	}
	again, err := json.Marshal(dst)
	if err != nil {
		t.Fatal(err)
	}
	var want, got any
	if err := json.Unmarshal(example, &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(again, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the example is not what the API writes:\n got %s\nwant %s", again, example)
	}
}
