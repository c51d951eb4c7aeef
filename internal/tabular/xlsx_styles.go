package tabular

import (
	"io"
	"strconv"
)

// maxStyles bounds the cell formats and the number formats kept from the styles part: a workbook
// has tens of them, a spreadsheet program allows 64,000, and a hostile part of millions costs no
// more than this. A cell whose format is beyond it is read as a plain number.
const maxStyles = 1 << 16

// cellDates is what the styles part says about dates: the kind of each cell format (cellXfs, which
// a cell's s attribute names by index) and whether the workbook counts days from 1904.
type cellDates struct {
	kinds    []dateKind
	date1904 bool
	any      bool // some format is a date, so cells' s attributes are worth reading
}

// kind is the date kind of the cell format with index s, an s attribute's value.
func (d *cellDates) kind(s []byte) dateKind {
	i, err := strconv.Atoi(string(s))
	if err != nil || i < 0 || i >= len(d.kinds) {
		return notDate
	}
	return d.kinds[i]
}

// format is value, a number stored in a cell of date kind, as an ISO date, or value itself when no
// date stands for it.
func (d *cellDates) format(value string, kind dateKind) string {
	if iso, ok := serialDate(value, kind, d.date1904); ok {
		return iso
	}
	return value
}

// readStyles reads the number formats (numFmts) and the cell formats (cellXfs) of the styles part
// ("" when the workbook has none) and decides which cell formats show dates.
func (w *workbook) readStyles(part string, date1904 bool) (*cellDates, error) {
	d := &cellDates{date1904: date1904}
	if part == "" {
		return d, nil
	}
	rc, err := w.open(part)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	custom := map[int]dateKind{}
	var formatIDs []int // the numFmtId of each cell format
	inNumFmts, inCellXfs := false, false
	s := newXMLScanner(rc)
	for {
		t, err := s.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if t.kind == endTag {
			switch string(t.name) {
			case "numFmts":
				inNumFmts = false
			case "cellXfs":
				inCellXfs = false
			}
			continue
		}
		if t.kind != startTag && t.kind != emptyTag {
			continue
		}
		switch name := string(t.name); {
		case name == "numFmts" || name == "cellXfs":
			inNumFmts, inCellXfs = name == "numFmts" && t.kind == startTag, name == "cellXfs" && t.kind == startTag
		case name == "numFmt" && inNumFmts && len(custom) < maxStyles:
			id, err := strconv.Atoi(string(attr(t.attrs, "numFmtId")))
			if err != nil {
				continue
			}
			code, err := unescape(append([]byte(nil), attr(t.attrs, "formatCode")...))
			if err != nil {
				return nil, err
			}
			custom[id] = formatCodeKind(string(code))
		case name == "xf" && inCellXfs && len(formatIDs) < maxStyles:
			id, _ := strconv.Atoi(string(attr(t.attrs, "numFmtId"))) // none or a bad one: 0, General
			formatIDs = append(formatIDs, id)
		}
	}
	d.kinds = make([]dateKind, len(formatIDs))
	for i, id := range formatIDs {
		kind, ok := custom[id]
		if !ok {
			kind = builtInDateFormat(id)
		}
		d.kinds[i] = kind
		d.any = d.any || kind != notDate
	}
	return d, nil
}
