package access

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// frontendTable is the frontend's mirror of the matrix: it decides which menu entries a level gets.
const frontendTable = "../../web/src/lib/auth/permissions.ts"

var (
	tsLevelList = regexp.MustCompile(`(?m)^const (\w+): readonly Level\[\] = \[([^\]]*)\]`)
	tsEntry     = regexp.MustCompile(`(?m)^\s+'([\w.]+)': (.+),$`)
	tsQuoted    = regexp.MustCompile(`'(\w+)'`)
	tsUnion     = regexp.MustCompile(`(?m)^\s+\| '([\w.]+)'$`)
)

// readFrontendTable reads the frontend's table: each capability's levels. A list is written as
// named lists it spreads (`...fullAccess`) and quoted levels.
func readFrontendTable(t *testing.T) map[Permission][]Level {
	t.Helper()
	source, err := os.ReadFile(frontendTable)
	if err != nil {
		t.Fatal(err)
	}
	named := map[string][]Level{}
	for _, m := range tsLevelList.FindAllStringSubmatch(string(source), -1) {
		named[m[1]] = levelsOf(t, named, m[2])
	}
	table := map[Permission][]Level{}
	for _, m := range tsEntry.FindAllStringSubmatch(string(source), -1) {
		table[Permission(m[1])] = levelsOf(t, named, strings.Trim(m[2], "[]"))
	}
	// Every capability the type lists has its entry read, also one written over several lines.
	for _, m := range tsUnion.FindAllStringSubmatch(string(source), -1) {
		if _, ok := table[Permission(m[1])]; !ok {
			t.Errorf("%s: the entry of %q is not read", frontendTable, m[1])
		}
	}
	if len(table) == 0 {
		t.Fatalf("%s has no table that this test reads", frontendTable)
	}
	return table
}

func levelsOf(t *testing.T, named map[string][]Level, list string) []Level {
	var levels []Level
	for part := range strings.SplitSeq(list, ",") {
		part = strings.TrimSpace(part)
		if name, spread := strings.CutPrefix(part, "..."); spread || named[part] != nil {
			if name == "" {
				name = part
			}
			known, ok := named[name]
			if !ok {
				t.Fatalf("%s: unknown list %q", frontendTable, name)
			}
			levels = append(levels, known...)
		} else if m := tsQuoted.FindStringSubmatch(part); m != nil {
			levels = append(levels, Level(m[1]))
		} else if part != "" {
			t.Fatalf("%s: cannot read %q", frontendTable, part)
		}
	}
	return levels
}

// The frontend's permission table gives each capability it names to exactly the levels the matrix
// gives it.
func TestFrontendTableEqualsTheMatrix(t *testing.T) {
	for p, levels := range readFrontendTable(t) {
		var want []Level
		for _, l := range Levels {
			if Allows(l, p) {
				want = append(want, l)
			}
		}
		if len(want) == 0 {
			t.Errorf("%s names %q, which no level has", frontendTable, p)
			continue
		}
		slices.Sort(levels)
		slices.Sort(want)
		if !slices.Equal(levels, want) {
			t.Errorf("%q: the frontend gives it to %v, the matrix to %v", p, levels, want)
		}
	}
}
