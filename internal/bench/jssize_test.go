package bench

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestLoginPageJSCountsWhatLoginLoads builds a manifest where the entry imports a shared chunk, the
// login page imports another, and a page /login does not need imports a third: only the first three
// kinds may count.
func TestLoginPageJSCountsWhatLoginLoads(t *testing.T) {
	js := func(n int) *fstest.MapFile { return &fstest.MapFile{Data: []byte(strings.Repeat("x", n))} }
	web := fstest.MapFS{
		".vite/manifest.json": {Data: []byte(`{
			"index.html": {"file": "assets/index.js", "src": "index.html", "isEntry": true, "imports": ["_shared.js"]},
			"_shared.js": {"file": "assets/shared.js"},
			"src/features/auth/pages/LoginPage.tsx": {"file": "assets/LoginPage.js", "src": "src/features/auth/pages/LoginPage.tsx", "isDynamicEntry": true, "imports": ["_form.js"]},
			"src/app/layouts/GuestLayout.tsx": {"file": "assets/GuestLayout.js", "src": "src/app/layouts/GuestLayout.tsx", "isDynamicEntry": true},
			"_form.js": {"file": "assets/form.js"},
			"src/features/dashboard/pages/DashboardPage.tsx": {"file": "assets/Dashboard.js", "src": "src/features/dashboard/pages/DashboardPage.tsx", "imports": ["_big.js"]},
			"_big.js": {"file": "assets/big.js"}
		}`)},
		"assets/index.js":       js(1000),
		"assets/shared.js":      js(1000),
		"assets/LoginPage.js":   js(1000),
		"assets/GuestLayout.js": js(1000),
		"assets/form.js":        js(1000),
		"assets/Dashboard.js":   js(1000),
		"assets/big.js":         js(1000),
	}
	kb, files, err := LoginPageJS(web)
	if err != nil {
		t.Fatal(err)
	}
	if files != 5 {
		t.Errorf("counted %d files, want 5 (entry, shared, login page, guest layout, form)", files)
	}
	want := 0
	for _, name := range []string{"assets/index.js", "assets/shared.js", "assets/LoginPage.js", "assets/GuestLayout.js", "assets/form.js"} {
		want += gzipSize(web[name].Data)
	}
	if kb != float64(want)/1000 {
		t.Errorf("size %.3f kB, want %.3f kB", kb, float64(want)/1000)
	}
}

func TestLoginPageJSNeedsABuild(t *testing.T) {
	if _, _, err := LoginPageJS(fstest.MapFS{}); err == nil || !strings.Contains(err.Error(), "make build") {
		t.Errorf("err = %v, want a hint to run make build", err)
	}
	noLogin := fstest.MapFS{".vite/manifest.json": {Data: []byte(`{"index.html": {"file": "a.js", "isEntry": true}}`)}}
	if _, _, err := LoginPageJS(noLogin); err == nil {
		t.Error("a manifest without a login page must be an error, not a small number")
	}
}
