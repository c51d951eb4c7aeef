package products_test

import (
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/demo"
	"kade/internal/files"
	"kade/internal/imports"
	"kade/internal/products"
	"kade/internal/tabular"
	"kade/internal/tabular/tabulartest"
)

// upload posts content as the multipart part `file` named name to the account's import.
func upload(t *testing.T, env *apptest.Env, token string, accountID int64, name string, content []byte) apptest.Response {
	t.Helper()
	return env.Upload(t, token, importPath(accountID), name, content)
}

func importPath(accountID int64) string {
	return fmt.Sprintf("/api/clients/%d/concept-products/import", accountID)
}

// A file Excel saved as 'CSV' in the Netherlands (Windows-1252, `;`) imports with its é and €, and
// the answer says how it was read.
func TestImportWindows1252(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		token := env.Login(t, "client@tulip.example.com")
		res := upload(t, env, token, tulip, "products.csv", []byte("article_number;name;product_type;unit\r\nWIN-1;Caf\xe9 \x80;Forward;Piece\r\n"))
		want := `{"data":{"rows_imported":1,"rows_with_errors":0,"errors":[],"refused":false,"encoding":"windows-1252"}}`
		if got := strings.TrimSpace(string(res.Body)); res.Status != http.StatusOK || got != want {
			t.Fatalf("answer %d %s, want %s", res.Status, got, want)
		}
		var name string
		if err := env.App.DB.Read().Get(context.Background(), &name,
			`SELECT name FROM concept_products WHERE client_id = ? AND article_number = 'WIN-1'`, tulip); err != nil || name != "Café €" {
			t.Errorf("name %q, %v", name, err)
		}
	})
}

func TestImportUpload(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		token := env.Login(t, "client@tulip.example.com")
		res := upload(t, env, token, tulip, "Products.CSV", []byte("article_number,name,product_type,unit\nUP-1,Mug,Forward,Piece\nUP-2,,Forward,Piece\n"))
		if res.Status != http.StatusOK {
			t.Fatalf("status %d %s", res.Status, res.Body)
		}
		if got, want := strings.TrimSpace(string(res.Body)), `{"data":{"rows_imported":2,"rows_with_errors":1,"errors":[{"row":3,"column":"name","message":"validation.required"}],"refused":false,"encoding":"utf-8"}}`; got != want {
			t.Errorf("answer %s, want %s", got, want)
		}

		for _, tc := range []struct {
			name, contentType string
			body              io.Reader
			answer            string
		}{
			{"not multipart", "application/json", strings.NewReader(`{"file":"x"}`),
				`{"message":"errors.422","errors":{"file":["validation.required"]}}`},
			{"no file part", "multipart/form-data; boundary=b", strings.NewReader("--b\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\nx\r\n--b--\r\n"),
				`{"message":"errors.422","errors":{"file":["validation.required"]}}`},
			{"broken multipart", "multipart/form-data; boundary=b", strings.NewReader("--b\r\nnonsense"),
				`{"message":"errors.bad_request"}`},
			{"wrong file type", "", nil,
				`{"message":"import.errors.file_type","errors":{"file":["import.errors.file_type"]}}`},
		} {
			t.Run(tc.name, func(t *testing.T) {
				var res apptest.Response
				if tc.body == nil {
					res = upload(t, env, token, tulip, "products.pdf", []byte("%PDF-1.7"))
				} else {
					res = env.Post(t, token, importPath(tulip), tc.contentType, tc.body)
				}
				if got := strings.TrimSpace(string(res.Body)); res.Status >= 500 || got != tc.answer {
					t.Errorf("answer %d %s, want %s", res.Status, got, tc.answer)
				}
			})
		}
		var concepts int
		if err := env.App.DB.Read().Get(context.Background(), &concepts,
			`SELECT count(*) FROM concept_products WHERE client_id = ? AND article_number LIKE 'UP-%'`, tulip); err != nil || concepts != 2 {
			t.Errorf("%d concepts, %v", concepts, err)
		}
	})
}

// A file over 50 MB is refused after its first 50 MB, which are streamed to disk, not memory.
func TestImportTooLarge(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	token := env.Login(t, "client@tulip.example.com")
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		part, err := mw.CreateFormFile("file", "large.csv")
		if err == nil {
			_, err = io.WriteString(part, "article_number,name,product_type,unit\n")
		}
		row := []byte(strings.Repeat("x", 1023) + "\n")
		for written := 0; err == nil && written <= files.MaxUploadBytes; written += len(row) {
			_, err = part.Write(row)
		}
		if err == nil {
			err = mw.Close()
		}
		pw.CloseWithError(err)
	}()
	res := env.Post(t, token, importPath(env.Accounts[demo.Accounts[0]]), mw.FormDataContentType(), pr)
	pr.Close()
	want := `{"message":"import.errors.too_large,50","errors":{"file":["import.errors.too_large,50"]}}`
	if got := strings.TrimSpace(string(res.Body)); res.Status != http.StatusUnprocessableEntity || got != want {
		t.Errorf("answer %d %s, want %s", res.Status, got, want)
	}
}

// The template has every column in the form's order and an example row that imports without errors.
func TestTemplateRoundTrip(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	tulip := env.Accounts[demo.Accounts[0]]
	token := env.Login(t, "client@tulip.example.com")
	path := fmt.Sprintf("/api/clients/%d/concept-products/import/template", tulip)
	columns := []string{"article_number", "name", "description", "article_group", "product_type", "cost_center",
		"revenue_code", "is_active", "unit", "ean", "weight", "length", "width", "height", "customs_code",
		"country_of_origin", "customs_price", "has_expiration_date", "commercial_expiration_day_offset",
		"has_lot_numbering", "hu", "quantity_sku", "hu_length", "hu_width", "hu_height", "hu_ean",
		"allow_broken_unit", "minimum_stock", "outbound_algorithm", "has_serial_number", "serial_number_mask",
		"fixed_serial_number"}
	var imported []products.Fields
	for _, format := range []tabular.Format{tabular.XLSX, tabular.CSV} {
		t.Run(string(format), func(t *testing.T) {
			res := env.PostForm(t, token, path, url.Values{"format": {string(format)}})
			if res.Status != http.StatusOK {
				t.Fatalf("status %d %s", res.Status, res.Body)
			}
			if got, want := res.Header.Get("Content-Disposition"), `attachment; filename="product-import-template.`+string(format)+`"`; got != want {
				t.Errorf("Content-Disposition %q, want %q", got, want)
			}
			if got := res.Header.Get("Content-Type"); got != format.ContentType() {
				t.Errorf("Content-Type %q", got)
			}
			rows := tabulartest.ReadRows(t, format, res.Body)
			if len(rows) != 2 || !reflect.DeepEqual(rows[0], columns) {
				t.Fatalf("rows %q", rows)
			}
			// Imported into a fresh account each time, so the example's article number is free.
			d := env.App.DB
			a := newImportAccount(t, d, "Template "+string(format))
			result, err := a.importText(t, "template."+string(format), string(res.Body))
			if err != nil || result.RowsImported != 1 || result.RowsWithErrors != 0 {
				t.Fatalf("import %+v, %v", result, err)
			}
			imported = append(imported, a.concepts(t)[0].fields(t))
		})
	}
	if len(imported) != 2 || imported[0].CustomsPrice == nil || *imported[0].CustomsPrice != 1250 || !imported[0].HU {
		t.Fatalf("imported templates %+v", imported)
	}
	if !reflect.DeepEqual(imported[0], imported[1]) {
		t.Errorf("the xlsx and csv templates differ:\n%+v\n%+v", imported[0], imported[1])
	}
	res := env.PostForm(t, token, path, url.Values{"format": {"pdf"}})
	if got, want := strings.TrimSpace(string(res.Body)), `{"message":"errors.422","errors":{"format":["validation.one_of,xlsx / csv"]}}`; got != want {
		t.Errorf("format pdf: %d %s", res.Status, got)
	}
}

// exportProducts are the products the export test creates: the article number says their order.
func exportProducts() []products.Fields {
	var out []products.Fields
	for i, p := range []struct {
		number, name, productType string
		active                    bool
	}{
		{"EXP-1", "Bamboo mug", "Physic", true}, {"EXP-2", "Charger, 65 W", "Electronic", true},
		{"EXP-3", "Apron; linen", "Physic", false}, {"EXP-4", "Cable \"USB-C\"", "Electronic", false},
		{"EXP-5", "Zinc tray", "Electronic", true},
	} {
		f := products.SampleProduct(i + 2) // sample 2 has an outer box, 3 an expiry date, 4 serial numbers
		f.ArticleNumber, f.Name, f.ProductType, f.IsActive = p.number, p.name, p.productType, p.active
		f.EAN, f.CustomsPrice = "", ptrTo(int64(1999+i))
		out = append(out, f)
	}
	return out
}

func TestExport(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		tulip, polder := env.Accounts[demo.Accounts[0]], env.Accounts[demo.Accounts[1]]
		created := exportProducts()
		for _, f := range created {
			if err := env.App.DB.Tx(ctx, func(q db.Q) error {
				_, err := products.CreateProduct(ctx, q, tulip, products.SourceManual, f)
				return err
			}); err != nil {
				t.Fatal(err)
			}
		}
		token := env.Login(t, "supplier@tulip.example.com")
		path := fmt.Sprintf("/api/clients/%d/exports/products", tulip)

		res := env.PostForm(t, token, path, url.Values{"format": {"csv"}, "q": {"exp-"}, "product_type": {"Electronic"},
			"sort": {"name"}, "direction": {"desc"}})
		if res.Status != http.StatusOK {
			t.Fatalf("status %d %s", res.Status, res.Body)
		}
		if name := res.Header.Get("Content-Disposition"); !regexp.MustCompile(`^attachment; filename="products-\d{8}-\d{4}\.csv"$`).MatchString(name) {
			t.Errorf("Content-Disposition %q", name)
		}
		rows := tabulartest.ReadRows(t, tabular.CSV, res.Body)
		if len(rows) != 4 || len(rows[0]) != 38 || rows[0][0] != "article_number" || rows[0][37] != "stock_alert" {
			t.Fatalf("rows %q", rows)
		}
		var numbers []string
		for _, row := range rows[1:] {
			numbers = append(numbers, row[0])
		}
		if want := []string{"EXP-5", "EXP-2", "EXP-4"}; !reflect.DeepEqual(numbers, want) {
			t.Errorf("Electronic by name, descending: %v, want %v", numbers, want)
		}
		if got := rows[1][16]; got != "20.03" {
			t.Errorf("customs price %q in euros", got)
		}

		// Every field round-trips: the xlsx export imports into another account as the same products.
		res = env.PostForm(t, token, path, url.Values{"format": {"xlsx"}, "q": {"EXP-"}})
		if res.Status != http.StatusOK {
			t.Fatalf("xlsx: status %d %s", res.Status, res.Body)
		}
		rows = tabulartest.ReadRows(t, tabular.XLSX, res.Body)
		if len(rows) != 6 || rows[1][0] != "EXP-1" || rows[5][0] != "EXP-5" {
			t.Fatalf("xlsx rows %q", rows)
		}
		polderToken := env.Login(t, "client@polder.example.com")
		res = upload(t, env, polderToken, polder, "export.xlsx", res.Body)
		if res.Status != http.StatusOK {
			t.Fatalf("import of the export: %d %s", res.Status, res.Body)
		}
		if result := apptest.Data[imports.Result](t, res); result.RowsImported != 5 || result.RowsWithErrors != 0 {
			t.Fatalf("import of the export: %+v", result)
		}
		a := importAccount{d: env.App.DB, clientID: polder}
		for i, c := range a.concepts(t) {
			want := created[i]
			want.Normalize()
			if got := c.fields(t); !reflect.DeepEqual(got, want) {
				t.Errorf("product %d read back\n%+v\nwant\n%+v", i, got, want)
			}
		}
	})
}

// Bad filters are answered before anything is written: no file, a 422 with every problem.
func TestExportRefusesBadFilters(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	token := env.Login(t, "client@tulip.example.com")
	path := "/api/clients/" + strconv.FormatInt(env.Accounts[demo.Accounts[0]], 10) + "/exports/products"
	res := env.PostForm(t, token, path, url.Values{"format": {"ods"}, "sort": {"colour"}, "status": {"sold"}})
	want := `{"message":"errors.422","errors":{"format":["validation.one_of,xlsx / csv"],` +
		`"sort":["validation.one_of,article_number / name / ean / product_type / unit / total_stock / available_stock"],` +
		`"status":["validation.one_of,active / inactive"]}}`
	if got := strings.TrimSpace(string(res.Body)); res.Status != http.StatusUnprocessableEntity || got != want {
		t.Errorf("answer %d %s\nwant %s", res.Status, got, want)
	}
	if res.Header.Get("Content-Disposition") != "" {
		t.Error("an error answer is an attachment")
	}
}
