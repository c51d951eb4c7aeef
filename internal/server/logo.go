package server

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"kade/internal/domain"
	"kade/internal/httpx"
)

// MaxLogoBytes bounds the provider's logo file: a logo is shown on every page and the login card.
const MaxLogoBytes = 512 << 10

// logoTypes are the image formats a logo may have, by the file's extension.
var logoTypes = map[string]string{
	".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp",
}

// Logo is the provider's logo image, read once at start from KADE_PROVIDER_LOGO.
type Logo struct {
	ContentType string
	Image       []byte
}

// ReadLogo reads the logo at path: an SVG, PNG, JPEG or WebP file of at most MaxLogoBytes. A raster
// file must be what its extension says; an SVG must hold an <svg element.
func ReadLogo(path string) (*Logo, error) {
	contentType, ok := logoTypes[strings.ToLower(filepath.Ext(path))]
	if !ok {
		return nil, fmt.Errorf("provider logo %s: not an .svg, .png, .jpg or .webp file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("provider logo: %w", err)
	}
	defer f.Close()
	image, err := io.ReadAll(io.LimitReader(f, MaxLogoBytes+1))
	if err != nil {
		return nil, fmt.Errorf("provider logo: %w", err)
	}
	if len(image) > MaxLogoBytes {
		return nil, fmt.Errorf("provider logo %s: larger than %d KiB", path, MaxLogoBytes>>10)
	}
	if !isLogo(contentType, image) {
		return nil, fmt.Errorf("provider logo %s: not a %s image", path, contentType)
	}
	return &Logo{ContentType: contentType, Image: image}, nil
}

func isLogo(contentType string, image []byte) bool {
	if contentType == "image/svg+xml" {
		return bytes.Contains(image, []byte("<svg"))
	}
	return http.DetectContentType(image) == contentType
}

// providerLogo answers GET /api/provider/logo: the configured logo, or 404 without one. An SVG is
// served so that, opened by itself, it runs no script and loads nothing.
func (s *Server) providerLogo(w http.ResponseWriter, r *http.Request) {
	if s.logo == nil {
		httpx.Error(w, r, domain.ErrNotFound)
		return
	}
	h := w.Header()
	h.Set("Content-Type", s.logo.ContentType)
	h.Set("Content-Length", strconv.Itoa(len(s.logo.Image)))
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	h.Set("Cache-Control", "public, max-age=3600")
	w.Write(s.logo.Image)
}
