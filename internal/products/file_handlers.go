package products

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"time"
	_ "time/tzdata" // file names are in Amsterdam time, also where the system has no time zone data

	"kade/internal/clients"
	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/tabular"
	"kade/internal/users"
)

// FileHandlers serves the file routes of products: the import, its template and the export.
type FileHandlers struct {
	Importer *Importer
	Exporter *Exporter
}

// uploadTime is how long an upload may take: the server's read timeout suits JSON bodies, not 50 MB
// over a slow line.
const uploadTime = 15 * time.Minute

// Import answers POST /api/clients/{clientId}/concept-products/import (multipart, part `file`).
func (h FileHandlers) Import(w http.ResponseWriter, r *http.Request) {
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(uploadTime))
	path, name, err := receiveUpload(r)
	if path != "" {
		defer os.Remove(path)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	user, _ := users.Current(r.Context())
	result, err := h.Importer.Import(r.Context(), account.ID, user.ID, path, name)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.Data(w, result)
}

// receiveUpload streams the multipart part `file` to a temporary file, counting its bytes, and
// returns the file's path (to remove, also on error) and the name it was uploaded under.
func receiveUpload(r *http.Request) (path, name string, err error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return "", "", domain.ValidationErrors{"file": {"validation.required"}}
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return "", "", domain.ValidationErrors{"file": {"validation.required"}}
		}
		if err != nil {
			return "", "", fmt.Errorf("%w: %v", httpx.ErrBadRequest, err)
		}
		if part.FormName() == "file" {
			return saveUpload(part)
		}
	}
}

func saveUpload(part *multipart.Part) (path, name string, err error) {
	file, err := os.CreateTemp("", "kade-upload-*")
	if err != nil {
		return "", "", err
	}
	n, err := io.Copy(file, io.LimitReader(part, MaxImportBytes+1))
	err = errors.Join(err, file.Close())
	switch {
	case n > MaxImportBytes:
		return file.Name(), "", fileError("import.errors.too_large", MaxImportBytes>>20)
	case err != nil:
		// The body broke off or was malformed: the client's doing, not a server failure.
		return file.Name(), "", fmt.Errorf("%w: %v", httpx.ErrBadRequest, err)
	}
	return file.Name(), part.FileName(), nil
}

// Template answers the browser form POST /api/clients/{clientId}/concept-products/import/template.
func (h FileHandlers) Template(w http.ResponseWriter, r *http.Request) {
	form, err := readForm(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	format, err := formFormat(form, domain.ValidationErrors{})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out := &attachment{w: w, name: "product-import-template." + string(format), format: format}
	h.writeFile(w, r, out, WriteTemplate)
}

// Export answers the browser form POST /api/clients/{clientId}/exports/products: the overview's
// filters and `format`; every error in them is answered before anything is written.
func (h FileHandlers) Export(w http.ResponseWriter, r *http.Request) {
	form, err := readForm(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	filter, err := ParseListFilter(form)
	errs := domain.ValidationErrors{}
	if !errors.As(err, &errs) && err != nil {
		httpx.Error(w, r, err)
		return
	}
	format, err := formFormat(form, errs)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	account, _ := clients.Current(r.Context())
	out := &attachment{w: w, name: "products-" + time.Now().In(amsterdam).Format("20060102-1504") + "." + string(format), format: format}
	h.writeFile(w, r, out, func(write func([]any) error) error {
		return h.Exporter.Export(r.Context(), account.ID, filter, write)
	})
}

var amsterdam = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		panic(err) // time/tzdata is linked in
	}
	return loc
}()

// readForm parses a browser form's body (at most httpx.MaxBody).
func readForm(w http.ResponseWriter, r *http.Request) (url.Values, error) {
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

// formFormat reads the form's `format`, adding its error to errs; it returns errs as the error when
// it holds any.
func formFormat(form url.Values, errs domain.ValidationErrors) (tabular.Format, error) {
	format, ok := tabular.ParseFormat(form.Get("format"))
	if !ok {
		errs.Add("format", "validation.one_of", "xlsx / csv")
	}
	return format, errs.Err()
}

// writeFile writes the file whose rows fill writes to out. An error before the first byte reached
// the client gets its ordinary answer; after it, the connection is cut, so a broken file never looks
// complete.
func (h FileHandlers) writeFile(w http.ResponseWriter, r *http.Request, out *attachment, fill func(write func([]any) error) error) {
	err := tabular.WriteFile(out, out.format, "Products", fill)
	switch {
	case err == nil:
	case !out.started:
		httpx.Error(w, r, err)
	default:
		slog.ErrorContext(r.Context(), "file broke off", "path", r.URL.Path, "err", err)
		panic(http.ErrAbortHandler)
	}
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
