package files

import (
	"log/slog"
	"net/http"
	"time"

	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/tabular"
	"kade/internal/words"
)

// Rows writes a file's rows, one call of write per row, the header first.
type Rows func(write func(cells []any) error) error

// Download writes the file that rows fills as the attachment name (its extension added) with one
// sheet, a CSV file separated as Excel in language expects it. An error before the first byte
// reached the client gets its ordinary answer; after it, the connection is cut, so a broken file
// never looks complete.
func Download(w http.ResponseWriter, r *http.Request, name string, format tabular.Format, language words.Language, sheet string, rows Rows) {
	out := &attachment{w: w, name: name + "." + string(format), format: format}
	err := tabular.WriteFileSeparated(out, format, sheet, separator(language), rows)
	switch {
	case err == nil:
	case !out.started:
		httpx.Error(w, r, err)
	default:
		slog.ErrorContext(r.Context(), "file broke off", "path", r.URL.Path, "err", err)
		panic(http.ErrAbortHandler)
	}
}

// separator is what Excel in language splits a CSV file at: `;` where the comma is the decimal
// separator (Dutch), `,` elsewhere.
func separator(language words.Language) byte {
	if language == words.Dutch {
		return ';'
	}
	return ','
}

// attachment is a download: its headers are set when the first byte is written.
type attachment struct {
	w       http.ResponseWriter
	name    string
	format  tabular.Format
	started bool
}

func (a *attachment) Write(p []byte) (int, error) {
	if !a.started {
		a.started = true
		a.w.Header().Set("Content-Type", a.format.ContentType())
		a.w.Header().Set("Content-Disposition", `attachment; filename="`+a.name+`"`)
		a.w.Header().Set("Cache-Control", "no-store")
	}
	return a.w.Write(p)
}

// Stamped is name with the current Amsterdam time, as export files are named: products-20261123-1015.
func Stamped(name string, now time.Time) string {
	return name + "-" + now.In(domain.Local).Format("20060102-1504")
}
