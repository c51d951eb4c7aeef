package bench

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strconv"
	"time"

	"github.com/xuri/excelize/v2"

	"kade/internal/tabular"
)

// readColumns is about the width of a product import: text and numbers in turn.
const readColumns = 30

// xlsxRead times reading a generated workbook of rows rows of readColumns columns to its end with
// tabular's reader and with excelize's row iterator, the one docs/architecture.md says tabular
// replaced, and checks that both read the same number of rows and filled cells: a reader that
// stopped early would otherwise look fast.
func xlsxRead(dir string, rows int, out io.Writer) error {
	path := filepath.Join(dir, "read.xlsx")
	if err := writeReadSample(path, rows); err != nil {
		return err
	}
	want := [2]int{rows + 1, (rows + 1) * readColumns}
	// timed is how long reading the workbook with read took, once it read every row and cell.
	timed := func(name string, read func() ([2]int, error)) func() (float64, error) {
		return func() (float64, error) {
			took, count, err := timeRead(read)
			if err == nil && count != want {
				err = fmt.Errorf("read rows and cells %v, want %v", count, want)
			}
			if err != nil {
				return 0, fmt.Errorf("%s: %w", name, err)
			}
			return took.Seconds(), nil
		}
	}
	ours, err := measureRuns(timed("tabular", func() ([2]int, error) { return readWithTabular(path) }))
	if err != nil {
		return err
	}
	theirs, err := measureRuns(timed("excelize", func() ([2]int, error) { return readWithExcelize(path) }))
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH xlsx_read_100k_rows_s %.2f s ratio=%.2f vs excelize_rows excelize_s=%.2f%s\n",
		ours.median(), ours.median()/theirs.median(), theirs.median(), ours.spread(2))
	return nil
}

// writeReadSample writes the workbook with excelize's StreamWriter: a header row, then rows of
// names, codes, quantities and prices, as a product file has them.
func writeReadSample(path string, rows int) error {
	f := excelize.NewFile()
	defer f.Close()
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		return err
	}
	cells := make([]any, readColumns)
	for i := range cells {
		cells[i] = "column_" + strconv.Itoa(i+1)
	}
	if err := sw.SetRow("A1", cells); err != nil {
		return err
	}
	for r := 1; r <= rows; r++ {
		for i := range cells {
			switch i % 3 {
			case 0:
				cells[i] = fmt.Sprintf("Product %d variant %d", r, i)
			case 1:
				cells[i] = r*7 + i
			default:
				cells[i] = float64(r%1000) + float64(i)/8
			}
		}
		cell, err := excelize.CoordinatesToCellName(1, r+1)
		if err == nil {
			err = sw.SetRow(cell, cells)
		}
		if err != nil {
			return err
		}
	}
	return errors.Join(sw.Flush(), f.SaveAs(path))
}

// timeRead runs read after a collection, so that neither reader pays for the other's garbage.
func timeRead(read func() ([2]int, error)) (time.Duration, [2]int, error) {
	runtime.GC()
	start := time.Now()
	count, err := read()
	return time.Since(start), count, err
}

// readWithTabular counts the rows and filled cells tabular reads.
func readWithTabular(path string) ([2]int, error) {
	var count [2]int
	r, err := tabular.Open(path, filepath.Base(path))
	if err != nil {
		return count, err
	}
	defer r.Close()
	for {
		row, err := r.Next()
		if err == io.EOF {
			return count, nil
		}
		if err != nil {
			return count, err
		}
		count[0]++
		count[1] += filled(row.Cells)
	}
}

// readWithExcelize counts the rows and filled cells excelize's row iterator reads.
func readWithExcelize(path string) ([2]int, error) {
	var count [2]int
	f, err := excelize.OpenFile(path)
	if err != nil {
		return count, err
	}
	defer f.Close()
	rows, err := f.Rows("Sheet1")
	if err != nil {
		return count, err
	}
	defer rows.Close()
	for rows.Next() {
		cells, err := rows.Columns()
		if err != nil {
			return count, err
		}
		count[0]++
		count[1] += filled(cells)
	}
	return count, rows.Error()
}

func filled(cells []string) int {
	n := 0
	for _, c := range cells {
		if c != "" {
			n++
		}
	}
	return n
}
