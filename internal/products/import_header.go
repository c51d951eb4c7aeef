package products

import (
	"kade/internal/domain"
	"slices"
	"strings"
)

// skipped marks a file column the import does not read: a stock figure or one without a name.
const skipped = -1

// header maps each column of a file to its index in importColumns, or skipped.
type header []int

// readHeader reads the header row: column names trimmed and in any case, every required column
// present, no unknown or repeated column. The first problem found is the file's error.
func readHeader(cells []string) (header, error) {
	h := make(header, len(cells))
	seen := map[string]bool{}
	for i, cell := range cells {
		name := strings.ToLower(strings.TrimSpace(cell))
		h[i] = skipped
		switch {
		case name == "" || slices.Contains(figureColumns, name):
			continue
		case seen[name]:
			return nil, domain.FileError("import.errors.duplicate_column", name)
		}
		seen[name] = true
		h[i] = slices.IndexFunc(importColumns, func(c column) bool { return c.name == name })
		if h[i] == skipped {
			return nil, domain.FileError("import.errors.unknown_column", shownName(cell))
		}
	}
	var missing []string
	for _, name := range requiredColumns {
		if !seen[name] {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		return nil, domain.FileError("import.errors.missing_columns", strings.Join(missing, " / "))
	}
	return h, nil
}

// maxShownName bounds how much of an unknown column's name the error repeats.
const maxShownName = 50

// shownName is a column's name as an error message's parameter: trimmed, shortened, and without the
// commas that separate a message's parameters.
func shownName(cell string) string {
	name := []rune(strings.ReplaceAll(strings.TrimSpace(cell), ",", " "))
	if len(name) > maxShownName {
		return string(name[:maxShownName]) + "…"
	}
	return string(name)
}
