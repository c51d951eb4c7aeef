package files

import (
	"bytes"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"strings"
	"syscall"
	"testing"
	"testing/iotest"

	"kade/internal/httpx"
)

// A disk that is full while an upload is saved is a server error, logged with its cause; an upload
// that breaks off is the client's bad request.
func TestCopyUploadTellsAFullDiskFromABrokenUpload(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	_, err = copyUpload(full, strings.NewReader("article_number;name\nA1;Tulip\n"))
	if !errors.Is(err, syscall.ENOSPC) || errors.Is(err, httpx.ErrBadRequest) {
		t.Fatalf("writing to a full disk: %v", err)
	}
	var log bytes.Buffer
	defer slog.SetDefault(slog.Default())
	slog.SetDefault(slog.New(slog.NewTextHandler(&log, nil)))
	w := httptest.NewRecorder()
	httpx.Error(w, httptest.NewRequest("POST", "/api/clients/1/concept-products/import", nil), err)
	if w.Code != 500 || !strings.Contains(log.String(), "no space left on device") {
		t.Errorf("a full disk answered %d %s, logged %q", w.Code, w.Body, log.String())
	}

	_, err = copyUpload(io.Discard, iotest.ErrReader(io.ErrUnexpectedEOF))
	if !errors.Is(err, httpx.ErrBadRequest) {
		t.Errorf("an upload that breaks off: %v, want a bad request", err)
	}
}
