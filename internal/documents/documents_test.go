package documents

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"
)

// pdfText is the text a PDF shows as the bytes hold it: its content streams are not compressed, and
// core fonts' text is written as Windows-1252 literals, so a plain ASCII search finds it.
func pdfText(b []byte) string { return string(b) }

func TestEachDocumentIsAPDFWithVersionAndDate(t *testing.T) {
	lib := NewLibrary("Kade Logistics")
	for _, language := range Languages {
		for _, name := range Names {
			b, err := lib.PDF(name, language)
			if err != nil {
				t.Fatalf("%s %s: %v", language, name, err)
			}
			if !bytes.HasPrefix(b, []byte("%PDF-")) || !bytes.HasSuffix(bytes.TrimSpace(b), []byte("%%EOF")) {
				t.Errorf("%s %s: not a PDF", language, name)
			}
			text := pdfText(b)
			for _, want := range []string{"2.1", Date(language), fmt.Sprintf(versionLabel[language], Version, Date(language)), "Kade Logistics"} {
				if !strings.Contains(text, want) {
					t.Errorf("%s %s: the PDF lacks %q", language, name, want)
				}
			}
			if strings.Contains(text, "{provider}") {
				t.Errorf("%s %s: the provider's name was not put in", language, name)
			}
			if os.Getenv("DOCUMENTS_OUT") != "" {
				_ = os.WriteFile(os.Getenv("DOCUMENTS_OUT")+"/"+FileName(name, language), b, 0o644)
			}
		}
	}
}

// Dutch letters are written in Windows-1252 (ë is 0xEB), not as UTF-8 bytes the core font would
// show as two wrong characters.
func TestDutchLettersAreWindows1252(t *testing.T) {
	b, err := NewLibrary("Kade Logistics").PDF("data-processing-agreement", "nl-NL")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte("be\xebindigen")) {
		t.Error("'beëindigen' is not in Windows-1252")
	}
	if bytes.Contains(b, []byte("beëindigen")) {
		t.Error("'beëindigen' is written as UTF-8")
	}
}

func TestTheProviderIsTheProcessor(t *testing.T) {
	for _, language := range Languages {
		doc, err := Read("data-processing-agreement", language, "Acme Fulfilment B.V.")
		if err != nil {
			t.Fatal(err)
		}
		if doc.Title == "" || !strings.HasPrefix(doc.Blocks[2].Text, "Acme Fulfilment B.V.,") {
			t.Errorf("%s: the first party is not the provider: %+v", language, doc.Blocks[:3])
		}
		var all strings.Builder
		for _, b := range doc.Blocks {
			all.WriteString(b.Text + "\n")
		}
		for _, want := range []string{"48", "28"} {
			if !strings.Contains(all.String(), want) {
				t.Errorf("%s: lacks %q", language, want)
			}
		}
	}
}

func TestThePDFIsTheSameEachTimeAndFast(t *testing.T) {
	start := time.Now()
	a, _ := NewLibrary("Kade Logistics").PDF("appendix-2", "en-GB")
	b, _ := NewLibrary("Kade Logistics").PDF("appendix-2", "en-GB")
	if !bytes.Equal(a, b) {
		t.Error("two renders differ")
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("two renders took %v", d)
	}
	lib := NewLibrary("Kade Logistics")
	first, _ := lib.PDF("appendix-1", "nl-NL")
	again, _ := lib.PDF("appendix-1", "nl-NL")
	if &first[0] != &again[0] {
		t.Error("the library did not keep the PDF")
	}
}

func TestUnknownNameAndLanguage(t *testing.T) {
	h := Handlers{Library: NewLibrary("Kade Logistics")}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/documents/{name}", h.Get)
	for _, c := range []struct {
		path string
		want int
	}{
		{"/api/documents/data-processing-agreement?language=en-GB", 200},
		{"/api/documents/appendix-2?language=nl-NL", 200},
		{"/api/documents/terms?language=en-GB", 404},
		{"/api/documents/appendix-3?language=nl-NL", 404},
		{"/api/documents/appendix-1?language=de-DE", 422},
		{"/api/documents/appendix-1", 422},
	} {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		if rec.Code != c.want {
			t.Errorf("%s: %d, want %d: %s", c.path, rec.Code, c.want, rec.Body)
			continue
		}
		if c.want != 200 {
			continue
		}
		if ct := rec.Header().Get("Content-Type"); ct != "application/pdf" {
			t.Errorf("%s: Content-Type %q", c.path, ct)
		}
		if cd := rec.Header().Get("Content-Disposition"); !strings.HasPrefix(cd, "attachment;") || !strings.Contains(cd, "2.1") {
			t.Errorf("%s: Content-Disposition %q", c.path, cd)
		}
	}
}
