package imports_test

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"kade/internal/domain"
	"kade/internal/imports"
	"kade/internal/imports/importstest"
	"kade/internal/tabular"
	"kade/internal/tabular/xlsxtest"
)

const budget = importstest.Budget

// columns are a product import's: 38 named columns, the longest text 2,000 characters.
var columns = imports.Columns{Named: 38, LongestText: 2000}

// bomb is a file that once took the import gigabytes of memory or half a minute of CPU.
type bomb struct {
	name, file string
	content    func(t *testing.T) []byte
	// want is the file's error, or "" when the file is staged: then every staged cell is at most
	// one character longer than the longest text.
	want string
}

var header = `<row><c t="inlineStr"><is><t>name</t></is></c></row>`

// workbook zips a workbook of the sheet rows and the shared strings si.
func workbook(t *testing.T, rows, si xlsxtest.Part) []byte {
	t.Helper()
	content, err := xlsxtest.Zip(xlsxtest.Workbook(xlsxtest.Sheet(rows), xlsxtest.SharedStrings(si), xlsxtest.Part{}))
	if err != nil {
		t.Fatal(err)
	}
	return content
}

// oneMiB is a shared string of 1 MiB: a cell naming it once held a copy of it.
var oneMiB = xlsxtest.Text(`<si><t>` + strings.Repeat("x", 1<<20) + `</t></si>`)

var bombs = []bomb{
	{"2.5 GB of empty shared strings", "bomb.xlsx", func(t *testing.T) []byte {
		return workbook(t, xlsxtest.Text(header), xlsxtest.Part{Body: `<si/>`, Repeat: 2500 << 20 / 5})
	}, "import.errors.unreadable"},
	{"70 MB of shared strings of 2,000 characters", "bomb.xlsx", func(t *testing.T) []byte {
		return workbook(t, xlsxtest.Text(header), xlsxtest.Part{Body: `<si><t>` + strings.Repeat("x", 2000) + `</t></si>`, Repeat: 35_000})
	}, "import.errors.unreadable"},
	{"a header of 3,000 cells naming a shared string of 1 MiB", "bomb.xlsx", func(t *testing.T) []byte {
		return workbook(t, xlsxtest.Text(`<row>`+xlsxtest.Cells(3000)+`</row>`), oneMiB)
	}, "import.errors.too_many_columns,70"},
	{"a header of 16,384 cells naming a shared string of 1 MiB", "bomb.xlsx", func(t *testing.T) []byte {
		return workbook(t, xlsxtest.Text(`<row>`+xlsxtest.Cells(16_384)+`</row>`), oneMiB)
	}, "import.errors.too_many_columns,70"},
	{"500 rows of 70 cells naming a shared string of 1 MiB", "bomb.xlsx", func(t *testing.T) []byte {
		row := `<row>` + xlsxtest.Cells(70) + `</row>`
		return workbook(t, xlsxtest.Part{Head: row, Body: row, Repeat: 500}, oneMiB)
	}, ""},
	{"2.5 GB of empty rows", "bomb.xlsx", func(t *testing.T) []byte {
		return workbook(t, xlsxtest.Part{Head: header, Body: `<row/>`, Repeat: 2500 << 20 / 6}, xlsxtest.Part{})
	}, "import.errors.unreadable"},
	{"2.5 GB of blank formatted rows", "bomb.xlsx", func(t *testing.T) []byte {
		blank := `<row><c s="1"/><c t="inlineStr"><is><t xml:space="preserve"> </t></is></c></row>`
		return workbook(t, xlsxtest.Part{Head: header, Body: blank, Repeat: 2500 << 20 / len(blank)}, xlsxtest.Part{})
	}, "import.errors.empty"},
	{"a zip of half a million empty parts, 48 MB", "bomb.xlsx", func(t *testing.T) []byte {
		return manyParts(t, workbook(t, xlsxtest.Text(header), xlsxtest.Part{}), 23<<20)
	}, "import.errors.empty"},
	{"the same with all the shared strings held", "bomb.xlsx", func(t *testing.T) []byte {
		si := xlsxtest.Part{Body: `<si><t>` + strings.Repeat("x", 2000) + `</t></si>`, Repeat: 33_000}
		return manyParts(t, workbook(t, xlsxtest.Text(header), si), 23<<20)
	}, "import.errors.empty"},
	{"a CSV cell of 45 MB", "bomb.csv", func(t *testing.T) []byte {
		return []byte("name,note\n" + strings.Repeat("x", 45<<20) + ",a\n")
	}, ""},
	{"a quoted CSV cell of 10 MB", "bomb.csv", func(t *testing.T) []byte {
		return []byte("name,note\n\"" + strings.Repeat("é", 5<<20) + "\",a\n")
	}, ""},
	{"an XLSX inline string of 10 MB", "bomb.xlsx", func(t *testing.T) []byte {
		cell := `<row><c t="inlineStr"><is><t>` + strings.Repeat("x&amp;", 2<<20) + `</t></is></c></row>`
		return workbook(t, xlsxtest.Text(header+cell), xlsxtest.Part{})
	}, ""},
	{"an XLSX shared string of 10 MB in rich text runs", "bomb.xlsx", func(t *testing.T) []byte {
		run := `<r><t>` + strings.Repeat("€", 1<<20) + `</t></r>`
		return workbook(t, xlsxtest.Text(header+`<row>`+xlsxtest.Cells(1)+`</row>`), xlsxtest.Text(`<si>`+strings.Repeat(run, 3)+`</si>`))
	}, ""},
}

// manyParts is the zipped workbook with empty parts added until its local headers take size bytes:
// a zip reader holds every part's header from the start.
func manyParts(t *testing.T, workbook []byte, size int) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	z, err := zip.NewReader(bytes.NewReader(workbook), int64(len(workbook)))
	for _, f := range z.File {
		if err == nil {
			err = zw.Copy(f)
		}
	}
	for i := 0; err == nil && buf.Len() < size; i++ {
		_, err = zw.CreateHeader(&zip.FileHeader{Name: strconv.FormatInt(int64(i), 36), Method: zip.Store})
	}
	if err := errors.Join(err, zw.Close()); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Every bomb is refused or staged within the budget, and quickly. The memory is measured as what the
// heap handed out while the file was staged: nothing is freed that was not handed out first, so the
// heap never held more than that above what it held before.
func TestBombs(t *testing.T) {
	for _, b := range bombs {
		t.Run(b.name, func(t *testing.T) {
			path := importstest.Upload(t, b.content(t))
			var staged *imports.Staging[[]string]
			var err error
			start := time.Now()
			took := importstest.Allocated(func() {
				staged, err = imports.Stage(context.Background(), 1, path, b.file, columns, copyCells)
			})
			t.Logf("%s: %d MB allocated, %v", b.name, took>>20, time.Since(start).Round(time.Millisecond))
			if took > budget {
				t.Errorf("%d MB allocated, over the budget of %d MB", took>>20, budget>>20)
			}
			if b.want != "" {
				var field *domain.FieldError
				if !errors.As(err, &field) || field.Message != b.want {
					t.Errorf("err %v, want %s", err, b.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer staged.Close()
			if err := staged.Each(func(cells []string) error {
				for _, c := range cells {
					if n := utf8.RuneCountInString(c); n > columns.LongestText+1 {
						t.Errorf("a staged cell of %d characters", n)
					}
				}
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A cell of 45 MB is never held whole: reading it takes a fraction of its size, from a CSV file and
// from an XLSX one (whose zip reader and sheet scanner take about 5 MB of their own: the scanner
// holds up to a megabyte of a text).
func TestLongCellIsNotHeld(t *testing.T) {
	long := strings.Repeat("x", 45<<20)
	for name, file := range map[string]struct {
		content []byte
		most    uint64
	}{
		"long.csv":  {[]byte("name\n" + long + "\n"), 1 << 20},
		"long.xlsx": {workbook(t, xlsxtest.Text(header+`<row><c t="inlineStr"><is><t>`+long+`</t></is></c></row>`), xlsxtest.Part{}), 8 << 20},
	} {
		path := importstest.Upload(t, file.content)
		var err error
		took := importstest.Allocated(func() {
			var staged *imports.Staging[[]string]
			if staged, err = imports.Stage(context.Background(), 1, path, name, columns, copyCells); err == nil {
				staged.Close()
			}
		})
		if err != nil || took > file.most {
			t.Errorf("%s: %d kB allocated, %v; want at most %d kB", name, took>>10, err, file.most>>10)
		}
	}
}

// copyCells is a header that stages every row's cells as they are.
func copyCells([]string) (imports.RowParser[[]string], error) {
	return func(row tabular.Row) ([]string, error) { return row.Cells, nil }, nil
}
