package files

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/tabular"
	"kade/internal/words"
)

// ReadForm parses a browser form's body (at most httpx.MaxBody).
func ReadForm(w http.ResponseWriter, r *http.Request) (url.Values, error) {
	r.Body = http.MaxBytesReader(w, r.Body, httpx.MaxBody)
	if err := r.ParseForm(); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %v", httpx.ErrBadRequest, err)
	}
	return r.PostForm, nil
}

// FormFormat reads the form's `format` (xlsx or csv), recording its error in errs.
func FormFormat(form url.Values, errs domain.ValidationErrors) tabular.Format {
	format, ok := tabular.ParseFormat(form.Get("format"))
	if !ok {
		errs.Add("format", "validation.one_of", "xlsx / csv")
	}
	return format
}

// FormLanguage reads the form's `language` (en-GB or nl-NL), the screen's: a file is written in its
// words, and a CSV file for a Dutch user separated by `;`. Without one the file is in English.
// Its error is recorded in errs.
func FormLanguage(form url.Values, errs domain.ValidationErrors) words.Language {
	if !form.Has("language") {
		return words.English
	}
	language, ok := words.ParseLanguage(form.Get("language"))
	if !ok {
		errs.Add("language", "validation.one_of", strings.Join(words.Languages, " / "))
	}
	return language
}
