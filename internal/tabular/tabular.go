// Package tabular reads and writes spreadsheets — CSV (UTF-8 or Windows-1252, `,` or `;`) and
// XLSX — one row at a time, so that imports and exports keep their memory flat whatever the size of
// the file. It knows nothing of what the rows mean: imports map its rows onto their fields, exports
// hand it their cells.
package tabular

import (
	"errors"
	"path/filepath"
	"strings"
)

// Format is a file format, named as the API's `format` field and the file extension name it.
type Format string

const (
	CSV  Format = "csv"
	XLSX Format = "xlsx"
)

// ParseFormat returns the format a `format` field names.
func ParseFormat(s string) (Format, bool) {
	switch f := Format(s); f {
	case CSV, XLSX:
		return f, true
	}
	return "", false
}

// FormatOfName returns the format a file name's extension names (case-insensitive).
func FormatOfName(name string) (Format, bool) {
	return ParseFormat(strings.ToLower(strings.TrimPrefix(filepath.Ext(name), ".")))
}

// ContentType is the media type a file of format is served as.
func (f Format) ContentType() string {
	if f == XLSX {
		return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	}
	return "text/csv; charset=utf-8"
}

var (
	// ErrFileType is a file whose name or content is neither CSV nor XLSX.
	ErrFileType = errors.New("not a CSV or XLSX file")
	// ErrUnreadable is a CSV or XLSX file that is broken: bad quoting, invalid UTF-8, a corrupt zip.
	ErrUnreadable = errors.New("unreadable file")
)
