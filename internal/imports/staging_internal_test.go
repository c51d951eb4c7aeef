package imports

import (
	"errors"
	"io"
	"os"
	"syscall"
	"testing"

	"kade/internal/domain"
	"kade/internal/tabular"
)

// rows is a file's rows, as a tabular.Reader.
type rows []tabular.Row

func (r *rows) Next() (tabular.Row, error) {
	if len(*r) == 0 {
		return tabular.Row{}, io.EOF
	}
	row := (*r)[0]
	*r = (*r)[1:]
	return row, nil
}

func (r *rows) Encoding() tabular.Encoding { return tabular.UTF8 }

func (r *rows) Close() error { return nil }

// A staging file that cannot be written (a full disk) fails the import as the server's error, with
// its cause, never as a problem of the client's file.
func TestStagingOnAFullDiskIsNoFileError(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	file := &rows{{Number: 2, Cells: []string{"A1", "Tulip"}}, {Number: 3, Cells: []string{"A2", "Rose"}}}
	s := &Staging[[]string]{file: full}
	err = Columns{Named: 2, LongestText: 100}.readError(s.write(file, func(row tabular.Row) ([]string, error) {
		return row.Cells, nil
	}))
	var fileErr *domain.FieldError
	if !errors.Is(err, syscall.ENOSPC) || errors.As(err, &fileErr) {
		t.Errorf("staging on a full disk: %v, want the disk's error and no file error", err)
	}
}
