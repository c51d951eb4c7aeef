package files

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"time"

	"kade/internal/clients"
	"kade/internal/domain"
	"kade/internal/httpx"
)

// Export is one export kind (docs/domain.md lists them: orders, orderlines, stock, ..., products): the
// browser form POST /api/clients/{clientId}/exports/{kind} with the list's filters and `format`.
// An area registers its kind by giving its name, its sheet and how it reads the form's filters.
type Export struct {
	Kind  string // the path's {kind} and the file's name
	Sheet string
	// Filter reads the list's filters from the form and returns what writes the account's matching
	// rows, or the filters' domain.ValidationErrors; what it returns is used only when there are none.
	Filter func(form url.Values) (func(ctx context.Context, clientID int64) Rows, error)
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
	if err := errs.Err(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	Download(w, r, Stamped(e.Kind, time.Now()), format, e.Sheet, rows(r.Context(), account.ID))
}

// Template is an import's template download: the browser form POST .../import/template with `format`.
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
	if err := errs.Err(); err != nil {
		httpx.Error(w, r, err)
		return
	}
	Download(w, r, t.Name, format, t.Sheet, t.Rows)
}
