// Package files is the HTTP side of every file Kade takes or gives: one upload path (size limit,
// temporary file, bounded memory), browser forms with their `format=xlsx|csv`, and downloads that
// stream a spreadsheet as an attachment. Exports and import templates of every area go through it.
package files

import (
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"time"

	"kade/internal/domain"
	"kade/internal/httpx"
	"kade/internal/tempfiles"
)

// MaxUploadBytes is the largest file an upload may hold.
const MaxUploadBytes = 50 << 20

// uploadTime is how long an upload may take: the server's read timeout suits JSON bodies, not 50 MB
// over a slow line.
const uploadTime = 15 * time.Minute

// Upload is an uploaded file, saved to a temporary file at Path; Name is the name it was uploaded
// under. Remove it when done.
type Upload struct {
	Path, Name string
}

// Remove deletes the temporary file.
func (u Upload) Remove() {
	if u.Path != "" {
		os.Remove(u.Path)
	}
}

// Receive streams the multipart part `file` to a temporary file of at most MaxUploadBytes. The
// upload is to be removed also when Receive fails.
func Receive(w http.ResponseWriter, r *http.Request) (Upload, error) {
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(uploadTime))
	mr, err := r.MultipartReader()
	if err != nil {
		return Upload{}, domain.ValidationErrors{"file": {"validation.required"}}
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return Upload{}, domain.ValidationErrors{"file": {"validation.required"}}
		}
		if err != nil {
			return Upload{}, fmt.Errorf("%w: %v", httpx.ErrBadRequest, err)
		}
		if part.FormName() == "file" {
			return save(part)
		}
	}
}

func save(part *multipart.Part) (Upload, error) {
	file, err := tempfiles.Create("upload-*")
	if err != nil {
		return Upload{}, fmt.Errorf("create upload file: %w", err)
	}
	u := Upload{Path: file.Name()}
	n, err := copyUpload(file, part)
	if closeErr := file.Close(); err == nil && closeErr != nil {
		err = fmt.Errorf("write upload file: %w", closeErr)
	}
	switch {
	case n > MaxUploadBytes:
		return u, domain.FileError("import.errors.too_large", MaxUploadBytes>>20)
	case err != nil:
		return u, err
	}
	u.Name = part.FileName()
	return u, nil
}

// copyUpload copies up to MaxUploadBytes+1 bytes of the upload to dst. A read that breaks off is the
// client's doing (a bad request); a write that fails — a full or broken disk — is ours, a server error.
func copyUpload(dst io.Writer, upload io.Reader) (int64, error) {
	n, err := io.Copy(ownWrites{dst}, io.LimitReader(upload, MaxUploadBytes+1))
	var ours writeError
	switch {
	case err == nil:
		return n, nil
	case errors.As(err, &ours):
		return n, fmt.Errorf("write upload file: %w", ours.err)
	}
	return n, fmt.Errorf("%w: %v", httpx.ErrBadRequest, err)
}

// ownWrites marks what fails writing, so that copyUpload tells it from what fails reading.
type ownWrites struct{ w io.Writer }

func (o ownWrites) Write(p []byte) (int, error) {
	n, err := o.w.Write(p)
	if err != nil {
		err = writeError{err}
	}
	return n, err
}

type writeError struct{ err error }

func (e writeError) Error() string { return e.err.Error() }
