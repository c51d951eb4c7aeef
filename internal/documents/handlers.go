package documents

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"kade/internal/domain"
	"kade/internal/httpx"
)

// Handlers serve the documents.
type Handlers struct {
	Library *Library
}

// Get answers GET /api/documents/{name}?language=en-GB|nl-NL with the document as a PDF download:
// 404 for an unknown document, 422 for a language that is not one of Languages.
func (h Handlers) Get(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if !slices.Contains(Names, name) {
		httpx.Error(w, r, domain.ErrNotFound)
		return
	}
	language := r.URL.Query().Get("language")
	if !slices.Contains(Languages, language) {
		errs := domain.ValidationErrors{}
		errs.Add("language", "validation.one_of", strings.Join(Languages, ", "))
		httpx.Error(w, r, errs)
		return
	}
	body, err := h.Library.PDF(name, language)
	if errors.Is(err, ErrUnknownDocument) {
		err = domain.ErrNotFound
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", `attachment; filename="`+FileName(name, language)+`"`)
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.Header().Set("Cache-Control", "private, max-age=3600")
	_, _ = w.Write(body)
}
