package server

import (
	"bytes"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const testSVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`

func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func pngImage(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// A logo is an image of a known format, what its name says and of a bounded size; anything else
// stops the instance from starting with the reason.
func TestReadLogo(t *testing.T) {
	for _, tc := range []struct {
		name, file  string
		data        []byte
		contentType string
	}{
		{"svg", "logo.svg", []byte(testSVG), "image/svg+xml"},
		{"png", "logo.PNG", pngImage(t), "image/png"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			logo, err := ReadLogo(writeFile(t, tc.file, tc.data))
			if err != nil || logo.ContentType != tc.contentType || !bytes.Equal(logo.Image, tc.data) {
				t.Fatalf("ReadLogo = %+v, %v; want %s", logo, err, tc.contentType)
			}
		})
	}
	for _, tc := range []struct {
		name, file, want string
		data             []byte
	}{
		{"other format", "logo.gif", "not an .svg, .png, .jpg or .webp file", []byte("GIF89a")},
		{"no format", "logo", "not an .svg, .png, .jpg or .webp file", []byte(testSVG)},
		{"text named png", "logo.png", "not a image/png image", []byte("hello")},
		{"svg that is not", "logo.svg", "not a image/svg+xml image", []byte("<html></html>")},
		{"too large", "logo.svg", "larger than 512 KiB", append([]byte(testSVG), bytes.Repeat([]byte(" "), MaxLogoBytes)...)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ReadLogo(writeFile(t, tc.file, tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("ReadLogo = %v, want an error with %q", err, tc.want)
			}
		})
	}
	if _, err := ReadLogo(filepath.Join(t.TempDir(), "missing.svg")); err == nil {
		t.Fatal("a missing file was read")
	}
}

// The provider's answer names the logo's address only when one is configured, and the logo is
// served as it is, an SVG unable to run anything when opened by itself.
func TestProviderLogo(t *testing.T) {
	logo, err := ReadLogo(writeFile(t, "logo.svg", []byte(testSVG)))
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, tc := range []struct {
		name    string
		logo    *Logo
		logoURL string
		status  int
	}{
		{"configured", logo, "/api/provider/logo", http.StatusOK},
		{"none", nil, "", http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := New(Deps{Log: log, Web: builtWeb, Provider: Provider{Name: "Quay Logistics"}, Logo: tc.logo}).Handler()
			res := serve(t, h, "GET", "/api/provider", nil)
			var answer struct{ Data Provider }
			if err := json.Unmarshal(res.Body.Bytes(), &answer); err != nil || answer.Data.Name != "Quay Logistics" ||
				answer.Data.LogoURL != tc.logoURL {
				t.Fatalf("GET /api/provider = %d %s, want logo_url %q", res.Code, res.Body, tc.logoURL)
			}
			res = serve(t, h, "GET", "/api/provider/logo", nil)
			if res.Code != tc.status {
				t.Fatalf("GET /api/provider/logo = %d, want %d", res.Code, tc.status)
			}
			if tc.logo == nil {
				return
			}
			if got := res.Header().Get("Content-Type"); got != "image/svg+xml" || res.Body.String() != testSVG {
				t.Errorf("logo served as %s: %q", got, res.Body)
			}
			if csp := res.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") ||
				!strings.Contains(csp, "sandbox") {
				t.Errorf("logo served with Content-Security-Policy %q", csp)
			}
		})
	}
}
