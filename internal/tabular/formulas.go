package tabular

import "strings"

// formulaStarts are the characters that make a spreadsheet program read a CSV cell as a formula
// (OWASP "CSV injection"): a product named =HYPERLINK(...) would run when its export is opened.
const formulaStarts = "=+-@\t\r"

// neutralise makes a CSV text cell that a spreadsheet program would run as a formula plain text by
// putting an apostrophe before it. XLSX needs none: its text cells are inline strings, never formulas.
func neutralise(cell string) string {
	if startsFormula(cell) {
		return "'" + cell
	}
	return cell
}

// restore takes off the apostrophe neutralise put before a CSV cell, and nothing else, so a
// neutralised file imports with the values it was exported with.
func restore(cell string) string {
	if strings.HasPrefix(cell, "'") && startsFormula(cell[1:]) {
		return cell[1:]
	}
	return cell
}

// restoreCells restores every cell of a CSV row in place.
func restoreCells(cells []string) {
	for i, c := range cells {
		cells[i] = restore(c)
	}
}

// startsFormula reports whether cell begins with a formula character once its leading apostrophes
// are skipped. Counting those makes a text such as '=x, which starts with an apostrophe of its own,
// get one more, so that restore gives back exactly what was written.
func startsFormula(cell string) bool {
	rest := strings.TrimLeft(cell, "'")
	return rest != "" && strings.IndexByte(formulaStarts, rest[0]) >= 0
}
