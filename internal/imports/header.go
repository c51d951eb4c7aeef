package imports

import (
	"slices"
	"strings"

	"kade/internal/domain"
)

// Skipped marks a file column the import does not read: one of the sheet's Skipped or one without a name.
const Skipped = -1

// Header maps each column of a file to its index in the sheet's Columns, or Skipped, and says how
// the file writes numbers.
type Header struct {
	columns []int
	numbers Numbers
}

// Header reads the header row of a file whose numbers are written as numbers says (NumbersOf):
// column names trimmed and in any case, every required column present, no unknown or repeated
// column. The first problem found is the file's error.
func (s *Sheet[T]) Header(cells []string, numbers Numbers) (Header, error) {
	h := make([]int, len(cells))
	seen := map[string]bool{}
	for i, cell := range cells {
		name := strings.ToLower(strings.TrimSpace(cell))
		h[i] = Skipped
		switch {
		case name == "" || slices.Contains(s.Skipped, name):
			continue
		case seen[name]:
			return Header{}, domain.FileError("import.errors.duplicate_column", name)
		}
		seen[name] = true
		index, known := s.order[name]
		if !known {
			return Header{}, domain.FileError("import.errors.unknown_column", shownName(cell))
		}
		h[i] = index
	}
	var missing []string
	for _, name := range s.Required {
		if !seen[name] {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		return Header{}, domain.FileError("import.errors.missing_columns", strings.Join(missing, " / "))
	}
	return Header{columns: h, numbers: numbers}, nil
}

// Has reports whether the file has the column name.
func (s *Sheet[T]) Has(h Header, name string) bool {
	return slices.ContainsFunc(h.columns, func(i int) bool { return i != Skipped && s.Columns[i].Name == name })
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
