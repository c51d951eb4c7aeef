package products_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/products"
	"kade/internal/tabular/xlsxtest"
)

// A text longer than its field takes is not stored whole: an import once stored a name of 45 MB,
// and every page of the concept list then weighed 47 MB. The row's error says the text was too
// long and the concept keeps its first characters, so the user sees what the row was; so from an
// XLSX file too, where a text of 10 MB once refused the file.
func TestImportCutsTextsTooLong(t *testing.T) {
	for _, engine := range dbtest.Engines {
		for _, file := range []struct{ name, longName string }{{"long.csv", strings.Repeat("n", 45<<20)}, {"long.xlsx", strings.Repeat("n", 10<<20)}} {
			t.Run(string(engine)+"/"+file.name, func(t *testing.T) {
				testImportCutsTextsTooLong(t, engine, file.name, file.longName)
			})
		}
	}
}

func testImportCutsTextsTooLong(t *testing.T, engine db.Dialect, name, longName string) {
	env := apptest.New(t, engine)
	tulip := env.Accounts[demo.Accounts[0]]
	token := env.Login(t, "client@tulip.example.com")
	res := upload(t, env, token, tulip, name, sheetFile(t, name, [][]string{
		{"article_number", "name", "description", "product_type", "unit", "ean"},
		{"LONG-1", longName, strings.Repeat("é", 2001), "Forward", "Piece", strings.Repeat("1", 60)},
		{"LONG-2", strings.Repeat("n", 200), strings.Repeat("é", 2000), "Forward", "Piece", ""},
	}))
	want := `{"data":{"rows_imported":2,"rows_with_errors":1,"errors":[` +
		`{"row":2,"column":"name","message":"validation.too_long,200"},` +
		`{"row":2,"column":"description","message":"validation.too_long,2000"},` +
		`{"row":2,"column":"ean","message":"validation.too_long,50"}],"refused":false,"encoding":"utf-8"}}`
	if got := strings.TrimSpace(string(res.Body)); res.Status != http.StatusOK || got != want {
		t.Fatalf("answer %d %.500s, want %s", res.Status, got, want)
	}

	list := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/concept-products?q=LONG-", tulip), token, nil)
	if list.Status != http.StatusOK || len(list.Body) > 4<<10 {
		t.Fatalf("list %d, %d bytes", list.Status, len(list.Body))
	}
	var page struct {
		Data []struct {
			ID   int64  `json:"id"`
			Name string `json:"name"`
		}
	}
	if err := json.Unmarshal(list.Body, &page); err != nil || len(page.Data) != 2 {
		t.Fatalf("list %s, %v", list.Body, err)
	}
	long := page.Data[1] // newest first
	res = env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/concept-products/%d", tulip, long.ID), token, nil)
	var concept struct {
		Data struct {
			Fields products.Fields     `json:"fields"`
			Errors map[string][]string `json:"errors"`
		}
	}
	if err := json.Unmarshal(res.Body, &concept); err != nil {
		t.Fatalf("concept %.500s: %v", res.Body, err)
	}
	f := concept.Data.Fields
	if long.Name != strings.Repeat("n", 200) || f.Name != long.Name || f.Description != strings.Repeat("é", 2000) ||
		f.EAN != strings.Repeat("1", 50) || len(concept.Data.Errors) != 3 {
		t.Errorf("concept %.300s", res.Body)
	}
}

// sheetFile is a CSV or XLSX file, by name's extension, of the rows; XLSX holds them as inline strings.
func sheetFile(t *testing.T, name string, rows [][]string) []byte {
	t.Helper()
	if strings.HasSuffix(name, ".csv") {
		lines := make([]string, len(rows))
		for i, row := range rows {
			lines[i] = strings.Join(row, ",")
		}
		return []byte(strings.Join(lines, "\n") + "\n")
	}
	var sheet strings.Builder
	for _, row := range rows {
		sheet.WriteString("<row>")
		for _, cell := range row {
			sheet.WriteString(`<c t="inlineStr"><is><t>` + cell + `</t></is></c>`)
		}
		sheet.WriteString("</row>")
	}
	content, err := xlsxtest.Zip(xlsxtest.Workbook(xlsxtest.Sheet(xlsxtest.Text(sheet.String())), xlsxtest.SharedStrings(xlsxtest.Part{}), xlsxtest.Part{}))
	if err != nil {
		t.Fatal(err)
	}
	return content
}
