package tabular

import "strings"

// formulaStarts are the characters that make a spreadsheet program read a CSV cell as a formula
// (OWASP "CSV injection"): a product named =HYPERLINK(...) would run when its export is opened.
const formulaStarts = "=+-@\t\r"

// cellBreaks are the characters after which a spreadsheet program may begin a cell inside a text.
// Excel opens a CSV file with the list separator of the computer's region, `;` where the comma is
// the decimal separator (the Netherlands among them): it splits Kade's comma-separated lines at
// every semicolon, and at the line breaks of a quoted cell whose quote is not where it begins a cell.
const cellBreaks = ";\n\r"

// neutralise makes a CSV text cell plain text where a spreadsheet program would run it as a formula
// by putting an apostrophe before it: at its start and after each of its cellBreaks. XLSX needs
// none: its text cells are inline strings, never formulas.
func neutralise(cell string) string {
	if !needsApostrophe(cell) {
		return cell
	}
	out := make([]byte, 0, len(cell)+1)
	for rest := cell; ; {
		if startsFormula(rest) {
			out = append(out, '\'')
		}
		end := strings.IndexAny(rest, cellBreaks)
		if end < 0 {
			return string(append(out, rest...))
		}
		out, rest = append(out, rest[:end+1]...), rest[end+1:]
	}
}

// needsApostrophe reports whether neutralise changes cell.
func needsApostrophe(cell string) bool {
	if startsFormula(cell) {
		return true
	}
	for i := 0; i < len(cell); i++ {
		if strings.IndexByte(cellBreaks, cell[i]) >= 0 && startsFormula(cell[i+1:]) {
			return true
		}
	}
	return false
}

// restore takes off the apostrophes neutralise put into a CSV cell, and nothing else, so a
// neutralised file imports with the values it was exported with.
func restore(cell string) string {
	if !strings.Contains(cell, "'") {
		return cell
	}
	out := make([]byte, 0, len(cell))
	for rest := cell; ; {
		if strings.HasPrefix(rest, "'") && startsFormula(rest[1:]) {
			rest = rest[1:]
		}
		end := strings.IndexAny(rest, cellBreaks)
		if end < 0 {
			return string(append(out, rest...))
		}
		out, rest = append(out, rest[:end+1]...), rest[end+1:]
	}
}

// restoreCells restores every cell of a CSV row in place.
func restoreCells(cells []string) {
	for i, c := range cells {
		cells[i] = restore(c)
	}
}

// startsFormula reports whether text begins with a formula character once its leading apostrophes
// and quotes are skipped. A quote may open a quoted cell (a text's quote is doubled in the file,
// and a doubled quote closes the cell it opens), whose content then follows. Counting apostrophes
// makes a text such as '=x, which starts with an apostrophe of its own, get one more, so that
// restore gives back exactly what was written.
func startsFormula(text string) bool {
	for i := 0; i < len(text); i++ {
		if c := text[i]; c != '\'' && c != '"' {
			return strings.IndexByte(formulaStarts, c) >= 0
		}
	}
	return false
}
