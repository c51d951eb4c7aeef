package bench

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"regexp"
)

// manifestChunk is one entry of Vite's build manifest (dist/.vite/manifest.json).
type manifestChunk struct {
	File    string   `json:"file"`
	Src     string   `json:"src"`
	IsEntry bool     `json:"isEntry"`
	Imports []string `json:"imports"`
}

// loginModules are the lazily loaded modules that showing /login needs besides the entry: the login
// page itself and the guest layout around it.
var loginModules = regexp.MustCompile(`(?i)(login|guest)[^/]*\.tsx?$`)

// LoginPageJS returns the gzip size in kB of the JavaScript a browser loads to show /login: the entry
// chunk, the lazy chunks of the login route and everything they import statically.
func LoginPageJS(web fs.FS) (kb float64, files int, err error) {
	data, err := fs.ReadFile(web, ".vite/manifest.json")
	if err != nil {
		return 0, 0, fmt.Errorf("read the frontend's build manifest (run make build): %w", err)
	}
	var manifest map[string]manifestChunk
	if err := json.Unmarshal(data, &manifest); err != nil {
		return 0, 0, err
	}
	needed := map[string]bool{}
	var add func(key string)
	add = func(key string) {
		if needed[key] {
			return
		}
		needed[key] = true
		for _, imp := range manifest[key].Imports {
			add(imp)
		}
	}
	var routeChunks int
	for key, c := range manifest {
		if c.IsEntry {
			add(key)
		}
		if loginModules.MatchString(c.Src) {
			add(key)
			routeChunks++
		}
	}
	if routeChunks == 0 {
		return 0, 0, errors.New("no login page module found in the build manifest")
	}
	var total int
	for key := range needed {
		js, err := fs.ReadFile(web, manifest[key].File)
		if err != nil {
			return 0, 0, err
		}
		total += gzipSize(js)
	}
	return float64(total) / 1000, len(needed), nil
}

func gzipSize(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = w.Write(b)
	_ = w.Close()
	return buf.Len()
}
