package tabular

import (
	"strings"
	"testing"
)

// Whatever a text holds, the apostrophes neutralise adds are exactly the ones restore takes off,
// and no cell a spreadsheet program can begin in the text (at its start or after a semicolon or a
// line break) begins like a formula.
func FuzzNeutraliseRestores(f *testing.F) {
	for _, seed := range []string{"=1+1", "'=1+1", "x;=1;y", `a;"=1`, "a\n'-1", "\r=1", "'", `"'"+`, ";;"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		written := neutralise(text)
		if got := restore(written); got != text {
			t.Errorf("restore(neutralise(%q)) = %q", text, got)
		}
		for _, cell := range strings.FieldsFunc(written, func(r rune) bool { return strings.ContainsRune(cellBreaks, r) }) {
			if content := strings.TrimLeft(cell, `"`); content != "" && strings.ContainsRune("=+-@\t", rune(content[0])) {
				t.Errorf("neutralise(%q) = %q has a cell %q", text, written, cell)
			}
		}
	})
}
