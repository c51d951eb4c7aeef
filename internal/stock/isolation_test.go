package stock_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Stock reads and writes only its own tables and the products' figures: other areas tell it what they
// claim and expect (Claim, Expect), so that a new area plugs in without editing stock. A source file
// of the package (tests aside) that names a table of another area fails this test.
func TestStockNamesNoOtherAreasTable(t *testing.T) {
	foreign := regexp.MustCompile(`\b(sales_order\w*|delivery_\w+|deliveries|concept_\w+)\b`)
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		source, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, found := range foreign.FindAll(source, -1) {
			t.Errorf("%s names %s", name, found)
		}
	}
}
