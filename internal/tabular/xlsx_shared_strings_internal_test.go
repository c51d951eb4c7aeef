package tabular

import (
	"strings"
	"testing"
)

// Strings come back as added, also those that did not fit in a chunk and start the next one, and
// empty ones on either side of a chunk's end.
func TestSharedStringTable(t *testing.T) {
	var table sharedStringTable
	strs := []string{"", "abc", strings.Repeat("x", textChunk-5), "", "defghi", "", "j", strings.Repeat("y", textChunk), "k"}
	for _, s := range strs {
		if err := table.add([]byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	if len(table.chunks) != 4 {
		t.Errorf("%d chunks, want 4", len(table.chunks))
	}
	for i, want := range strs {
		if got, ok := table.get(i); !ok || string(got) != want {
			t.Errorf("string %d: %d bytes, %v; want %d bytes", i, len(got), ok, len(want))
		}
	}
	for _, i := range []int{-1, len(strs)} {
		if _, ok := table.get(i); ok {
			t.Errorf("string %d found", i)
		}
	}
}
