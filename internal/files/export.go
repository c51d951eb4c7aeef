package files

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"time"

	"kade/internal/clients"
	"kade/internal/domain"
	"kade/internal/events"
	"kade/internal/httpx"
	"kade/internal/tabular"
	"kade/internal/words"
)

// Export is one export kind (docs/domain.md lists them: orders, orderlines, stock, ..., products): the
// browser form POST /api/clients/{clientId}/exports/{kind} with the list's filters, `format` and
// `language`.
// An area registers its kind by giving its name, its sheet and how it reads the form's filters.
type Export struct {
	Kind  string // the path's {kind} and the file's name
	Sheet string
	// Words are the enumerations whose columns, by name, the file shows in the screen's words of
	// the form's language rather than as their codes.
	Words map[string]words.Enumeration
	// Filter reads the list's filters from the form and returns what writes the account's matching
	// rows, or the filters' domain.ValidationErrors; what it returns is used only when there are none.
	Filter func(form url.Values) (func(ctx context.Context, clientID int64) Rows, error)
	// Log records who exported what, as the download begins.
	Log events.Log
}

// Filtered is the Filter of a list's export: parse reads the list's filters from the form, and
// export writes the account's rows that they match.
func Filtered[F any](parse func(form url.Values) (F, error),
	export func(ctx context.Context, clientID int64, f F, write func(cells []any) error) error,
) func(url.Values) (func(context.Context, int64) Rows, error) {
	return func(form url.Values) (func(context.Context, int64) Rows, error) {
		f, err := parse(form)
		return func(ctx context.Context, clientID int64) Rows {
			return func(write func(cells []any) error) error { return export(ctx, clientID, f, write) }
		}, err
	}
}

// ServeHTTP answers the export's form: every error in it is answered before anything is written.
func (e Export) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	form, err := ReadForm(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	rows, err := e.Filter(form)
	errs := domain.ValidationErrors{}
	if err != nil && !errors.As(err, &errs) {
		httpx.Error(w, r, err)
		return
	}
	format := FormFormat(form, errs)
	language := FormLanguage(form, errs)
	if err := errs.Err(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	if err := e.Log.Append(r.Context(), exportEvent(account.ID, e.Kind, format)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	Download(w, r, Stamped(e.Kind, time.Now()), format, language, e.Sheet, inWords(rows(r.Context(), account.ID), e.Words, language))
}

// exportEvent is the event log's entry of an export of kind in format from the account: a read,
// so of no record (its label is the kind).
func exportEvent(clientID int64, kind string, format tabular.Format) events.Event {
	return events.Event{ClientID: &clientID, Action: "export.downloaded", RecordKind: "export", RecordLabel: kind,
		Changes: map[string]events.Change{"format": {To: format}}}
}

// inWords is rows with the cells of the columns named in enumerations written as the words of
// language. The header row tells which columns those are.
func inWords(rows Rows, enumerations map[string]words.Enumeration, language words.Language) Rows {
	if len(enumerations) == 0 {
		return rows
	}
	return func(write func(cells []any) error) error {
		var columns []wordColumn
		return rows(func(cells []any) error {
			if columns == nil {
				columns = wordColumns(cells, enumerations, language)
				return write(cells)
			}
			for _, c := range columns {
				if c.index < len(cells) {
					if code, ok := cells[c.index].(string); ok {
						if word, ok := c.words[code]; ok {
							cells[c.index] = word
						}
					}
				}
			}
			return write(cells)
		})
	}
}

// wordColumn is a column of codes shown as words: its index and each code's word, made a cell
// once rather than on every row of a file.
type wordColumn struct {
	index int
	words map[string]any
}

// wordColumns are the columns of header that enumerations name, with their words in language; a
// code without a word is shown as it is (see words.Enumeration.Word).
func wordColumns(header []any, enumerations map[string]words.Enumeration, language words.Language) []wordColumn {
	columns := []wordColumn{}
	for i, name := range header {
		name, _ := name.(string)
		e, ok := enumerations[name]
		if !ok {
			continue
		}
		c := wordColumn{index: i, words: make(map[string]any, len(e.Words))}
		for code := range e.Words {
			c.words[code] = e.Word(language, code)
		}
		columns = append(columns, c)
	}
	return columns
}

// Template is an import's template download: the browser form POST .../import/template with `format`
// and `language`.
type Template struct {
	Name  string // the file's name without extension
	Sheet string
	Rows  Rows
}

// ServeHTTP answers the template's form.
func (t Template) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	form, err := ReadForm(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	errs := domain.ValidationErrors{}
	format := FormFormat(form, errs)
	language := FormLanguage(form, errs)
	if err := errs.Err(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	Download(w, r, t.Name, format, language, t.Sheet, t.Rows)
}
