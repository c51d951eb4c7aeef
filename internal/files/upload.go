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
	file, err := os.CreateTemp("", "kade-upload-*")
	if err != nil {
		return Upload{}, err
	}
	u := Upload{Path: file.Name()}
	n, err := io.Copy(file, io.LimitReader(part, MaxUploadBytes+1))
	err = errors.Join(err, file.Close())
	switch {
	case n > MaxUploadBytes:
		return u, domain.FileError("import.errors.too_large", MaxUploadBytes>>20)
	case err != nil:
		// The body broke off or was malformed: the client's doing, not a server failure.
		return u, fmt.Errorf("%w: %v", httpx.ErrBadRequest, err)
	}
	u.Name = part.FileName()
	return u, nil
}
