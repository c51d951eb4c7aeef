package tabular

import (
	"fmt"
	"io"
)

// The shared strings are the one part of a workbook held in memory, as cells name them by index
// anywhere in the sheet. These bound them, whatever the part unpacks to: a file of 100,000 rows with
// twenty different texts in every row fits, and the table never takes more than about 75 MB.
const (
	maxSharedStrings = 1 << 21
	maxSharedText    = 64 << 20
	// textChunk is the size of the blocks the text is kept in: the longest string the scanner
	// collects, so that every string fits in one.
	textChunk = maxToken
)

// sharedStringTable is the workbook's strings, each cut to what a cell of the reader's limits
// holds. Their text is kept in chunks, which are filled and never moved, so the table grows without
// copying itself; no string straddles two chunks.
type sharedStringTable struct {
	chunks [][]byte
	// ends are where each string ends, counted as if every chunk before the last were full: a
	// string that did not fit in a chunk starts at the next chunk.
	ends []uint32
}

func (t *sharedStringTable) add(s []byte) error {
	if len(t.ends) == maxSharedStrings {
		return fmt.Errorf("more than %d shared strings", maxSharedStrings)
	}
	last := len(t.chunks) - 1
	if last < 0 || len(t.chunks[last])+len(s) > textChunk {
		if len(t.chunks) == maxSharedText/textChunk {
			return fmt.Errorf("shared strings over %d bytes", maxSharedText)
		}
		t.chunks = append(t.chunks, make([]byte, 0, textChunk))
		last++
	}
	t.chunks[last] = append(t.chunks[last], s...)
	t.ends = append(t.ends, uint32(last*textChunk+len(t.chunks[last])))
	return nil
}

// get is string i; it is the table's until the table is dropped.
func (t *sharedStringTable) get(i int) ([]byte, bool) {
	if i < 0 || i >= len(t.ends) {
		return nil, false
	}
	start, end := 0, int(t.ends[i])
	if i > 0 {
		start = int(t.ends[i-1])
	}
	if start == end {
		return nil, true
	}
	chunk := (end - 1) / textChunk
	offset := chunk * textChunk
	return t.chunks[chunk][max(start, offset)-offset : end-offset], true
}

// readSharedStrings reads the shared strings part: each <si> is one string, plain or rich text, of
// which what a cell within limits holds is kept.
func (w *workbook) readSharedStrings(name string, limits Limits) (*sharedStringTable, error) {
	t := &sharedStringTable{}
	if name == "" {
		return t, nil
	}
	rc, err := w.open(name)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	s := newXMLScanner(rc)
	var text []byte
	for {
		tok, err := s.next()
		if err == io.EOF {
			return t, nil
		}
		if err != nil {
			return nil, err
		}
		if string(tok.name) != "si" || tok.kind == endTag || tok.kind == charData {
			continue
		}
		text = text[:0]
		if tok.kind == startTag {
			if text, err = s.collectText(text, "si", limits.keep()); err != nil {
				return nil, err
			}
		}
		if err := t.add(limits.cut(text)); err != nil {
			return nil, err
		}
	}
}
