package bench

import (
	"testing"

	"kade/internal/tabular"
	"kade/internal/tabular/tabulartest"
)

// A CSV file written by tabular has as many records as csvRecords counts, whatever its cells hold
// and however the download is cut into writes.
func TestCSVRecordsCountsWhatTabularWrote(t *testing.T) {
	rows := [][]any{
		{"Order number", "Comment", "Quantity"},
		{"1001", "plain", int64(1)},
		{"1002", "two\nlines", int64(2)},
		{"1003", `a "quoted" word`, int64(3)},
		{"1004", "\"\n\"\n", int64(4)},
		{"1005", "", nil},
	}
	file := tabulartest.WriteRows(t, tabular.CSV, "Orders", rows)
	for _, size := range []int{1, 2, 3, 7, len(file)} {
		var c csvRecords
		for rest := file; len(rest) > 0; rest = rest[min(size, len(rest)):] {
			c.Write(rest[:min(size, len(rest))])
		}
		if err := c.check(len(rows) - 1); err != nil {
			t.Errorf("in writes of %d bytes: %v", size, err)
		}
	}
	var short csvRecords
	short.Write(file[:len(file)-1])
	if short.check(len(rows)-1) == nil {
		t.Error("a file without its last line break is counted whole")
	}
}
