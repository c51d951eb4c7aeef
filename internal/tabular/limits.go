package tabular

import (
	"errors"
	"unicode/utf8"
)

// Limits bound what a reader holds of a row, whatever the file holds, so that a hostile file costs
// no more memory than a sound one: a cell cannot be longer than the longest the caller takes, nor a
// row wider than the columns it knows.
type Limits struct {
	// Columns is how many cells of a row are read. A row with a value further right is refused with
	// ErrTooManyColumns; empty cells there are left out.
	Columns int
	// Cell is the longest cell, in characters, the caller takes. A longer cell arrives cut to Cell+1
	// characters: longer than anything the caller takes, so it can tell the cell is too long, yet no
	// more of it is held than that.
	Cell int
}

// SpreadsheetLimits are a spreadsheet program's own: 16,384 columns (A to XFD) and 32,767
// characters in a cell. They suit files Kade wrote itself; an import passes the limits of its columns.
var SpreadsheetLimits = Limits{Columns: maxColumns, Cell: 32_767}

// ErrTooManyColumns is a row with a value beyond the columns a reader reads.
var ErrTooManyColumns = errors.New("a value beyond the last column read")

// keep is how many bytes of a cell are held while it is read: Cell+1 characters of up to four bytes.
func (l Limits) keep() int { return (l.Cell + 1) * utf8.UTFMax }

// cut cuts a cell, of at most keep bytes, to at most Cell+1 characters. Because keep holds that many
// characters of any size, a character broken off at keep bytes is always cut away with the rest.
func (l Limits) cut(cell []byte) []byte {
	if len(cell) <= l.Cell+1 {
		return cell
	}
	for i, characters := 0, 0; i < len(cell); characters++ {
		if characters == l.Cell+1 {
			return cell[:i]
		}
		_, size := utf8.DecodeRune(cell[i:])
		i += size
	}
	return cell
}

// appendUpTo appends b to dst, keeping at most keep bytes of dst.
func appendUpTo(dst, b []byte, keep int) []byte {
	if room := keep - len(dst); len(b) > room {
		b = b[:max(room, 0)]
	}
	return append(dst, b...)
}
