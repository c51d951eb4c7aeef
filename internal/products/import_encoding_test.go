package products_test

import (
	"bytes"
	"context"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/files"
	"kade/internal/imports"
	"kade/internal/products"
)

// The upload is read once: the answer's encoding is the one the import read the rows in, not a
// second look at the file afterwards. The import here replaces the upload with plain ASCII once it
// has read it, so a second look would say utf-8 of a file whose rows were Windows-1252.
func TestImportReportsTheEncodingItReadIn(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		a := newImportAccount(t, d, "Encoding once")
		importer := products.NewImporter(d)
		im := files.Import(func(ctx context.Context, _, userID int64, path, name string) (imports.Result, error) {
			result, err := importer.Import(ctx, a.clientID, userID, path, name)
			if writeErr := os.WriteFile(path, []byte("article_number;name\r\n"), 0o600); writeErr != nil {
				t.Error(writeErr)
			}
			return result, err
		})
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		part, err := mw.CreateFormFile("file", "products.csv")
		if err == nil {
			_, err = part.Write([]byte("article_number;name;product_type;unit\r\nONCE-1;Caf\xe9;Forward;Piece\r\n"))
		}
		if err == nil {
			err = mw.Close()
		}
		if err != nil {
			t.Fatal(err)
		}
		r := httptest.NewRequest("POST", "/api/clients/1/concept-products/import", &body)
		r.Header.Set("Content-Type", mw.FormDataContentType())
		w := httptest.NewRecorder()
		im.ServeHTTP(w, r)
		want := `{"data":{"rows_imported":1,"rows_with_errors":0,"errors":[],"refused":false,"encoding":"windows-1252"}}`
		if got := strings.TrimSpace(w.Body.String()); w.Code != http.StatusOK || got != want {
			t.Errorf("answer %d %s, want %s", w.Code, got, want)
		}
	})
}
