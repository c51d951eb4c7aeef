package bench

import (
	"bytes"
	"fmt"
)

// csvRecords counts the records of a CSV file written to it as it arrives, so that a benchmark
// checks a download of any size without keeping it: a line break ends a record unless it is
// inside a quoted cell, which is when an odd number of quotes came before it (a quote inside a
// quoted cell is doubled, and a cell that holds one is quoted).
type csvRecords struct {
	records int
	quotes  int
}

func (c *csvRecords) Write(p []byte) (int, error) {
	n := len(p)
	for {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			c.quotes += bytes.Count(p, []byte{'"'})
			return n, nil
		}
		if c.quotes += bytes.Count(p[:i], []byte{'"'}); c.quotes%2 == 0 {
			c.records++
		}
		p = p[i+1:]
	}
}

// check says whether the file held a header and rows records, every one ended by a line break.
func (c *csvRecords) check(rows int) error {
	if c.records != rows+1 || c.quotes%2 != 0 {
		return fmt.Errorf("the CSV export has %d records (quotes balanced: %t), want %d and the header", c.records, c.quotes%2 == 0, rows)
	}
	return nil
}
