package xlsxtest_test

import (
	"archive/zip"
	"bytes"
	"io"
	"strings"
	"testing"

	"kade/internal/tabular/xlsxtest"
)

// A part whose body repeats over several compressed chunks, and a remainder, unpacks to exactly its
// text, checksum included.
func TestZipUnpacksToTheParts(t *testing.T) {
	parts := map[string]xlsxtest.Part{
		"small": xlsxtest.Text("<a/>"),
		"big":   {Head: "<sst>", Body: "<si/>", Tail: "</sst>", Repeat: 3*(1<<20)/5 + 7},
		"empty": {},
	}
	content, err := xlsxtest.Zip(parts)
	if err != nil {
		t.Fatal(err)
	}
	z, err := zip.NewReader(bytes.NewReader(content), int64(len(content)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range z.File {
		p := parts[f.Name]
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(rc)
		if want := p.Head + strings.Repeat(p.Body, p.Repeat) + p.Tail; err != nil || string(got) != want {
			t.Errorf("%s: %d bytes, %v; want %d bytes", f.Name, len(got), err, len(want))
		}
	}
	if len(z.File) != len(parts) {
		t.Errorf("%d parts, want %d", len(z.File), len(parts))
	}
}
