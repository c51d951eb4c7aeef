package orders_test

import (
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/demo"
	"kade/internal/imports"
	"kade/internal/imports/importstest"
	"kade/internal/orders"
	"kade/internal/tabular"
	"kade/internal/tabular/tabulartest"
	"kade/internal/tabular/xlsxtest"
)

// conceptTotal is how many concept orders of the account the list's search q finds.
func conceptTotal(t *testing.T, env *apptest.Env, token string, account int64, q string) int {
	t.Helper()
	res := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/concept-sales-orders?q=%s", account, url.QueryEscape(q)), token, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("list %d %s", res.Status, res.Body)
	}
	return int(res.JSON(t)["meta"].(map[string]any)["total"].(float64))
}

// A file with a bad row is answered refused and stores nothing; fixed, it stores its orders.
func TestImportHandler(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		token := env.Login(t, "client@tulip.example.com")
		path := fmt.Sprintf("/api/clients/%d/concept-sales-orders/import", tulip)
		file := "order_number,order_date,payment_method,delivery_last_name,delivery_country,delivery_postal_code," +
			"delivery_house_number,delivery_street,delivery_city,article_number,quantity\n" +
			"IMP-1,21-01-2025,Invoice,Jansen,NL,1012 AB,12,Damrak,Amsterdam,NOPE-1,1\n" +
			"IMP-2,%s,Invoice,Jansen,NL,1012 AB,12,Damrak,Amsterdam,NOPE-2,1\n"
		res := env.Upload(t, token, path, "orders.csv", []byte(fmt.Sprintf(file, "21.01.2025")))
		want := imports.Result{Encoding: tabular.UTF8, Refused: true, RowsWithErrors: 1, Errors: []imports.Error{{Row: 3, Column: "order_date", Message: "validation.date"}}}
		if got := apptest.Data[imports.Result](t, res); res.Status != http.StatusOK || !reflect.DeepEqual(got, want) {
			t.Fatalf("bad file: %d %s", res.Status, res.Body)
		}
		if n := conceptTotal(t, env, token, tulip, "IMP-"); n != 0 {
			t.Fatalf("%d concepts after a refused file", n)
		}
		res = env.Upload(t, token, path, "orders.csv", []byte(fmt.Sprintf(file, "2025-01-22")))
		if got := apptest.Data[imports.Result](t, res); res.Status != http.StatusOK || got.Refused || got.RowsImported != 2 || got.RowsWithErrors != 2 {
			t.Fatalf("fixed file: %d %s", res.Status, res.Body)
		}
		if n := conceptTotal(t, env, token, tulip, "IMP-"); n != 2 {
			t.Fatalf("%d concepts after the fixed file", n)
		}
		res = env.Upload(t, token, path, "orders.txt", []byte(fmt.Sprintf(file, "2025-01-22")))
		if got := strings.TrimSpace(string(res.Body)); res.Status != http.StatusUnprocessableEntity ||
			got != `{"message":"import.errors.file_type","errors":{"file":["import.errors.file_type"]}}` {
			t.Errorf("a text file: %d %s", res.Status, got)
		}
	})
}

// The template downloads as xlsx and csv with every column and an example order of two lines, and
// imports as it is: one concept, the same from both files.
func TestImportTemplateRoundTrip(t *testing.T) {
	env := apptest.New(t, db.SQLite)
	tulip := env.Accounts[demo.Accounts[0]]
	token := env.Login(t, "client@tulip.example.com")
	var imported []string
	for _, format := range []tabular.Format{tabular.XLSX, tabular.CSV} {
		res := env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/concept-sales-orders/import/template", tulip), url.Values{"format": {string(format)}})
		if got, want := res.Header.Get("Content-Disposition"), `attachment; filename="sales-order-import-template.`+string(format)+`"`; res.Status != http.StatusOK || got != want {
			t.Fatalf("%s: %d %q", format, res.Status, got)
		}
		rows := tabulartest.ReadRows(t, format, res.Body)
		if len(rows) != 3 || rows[0][0] != "order_number" || rows[1][0] != "100234" || rows[2][0] != "100234" {
			t.Fatalf("%s rows %q", format, rows)
		}
		f := &fixture{t: t, d: env.App.DB, ctx: t.Context(), account: tulip}
		f.account = dbtest.Account(f.t, f.d, "Template "+string(format))
		result, err := f.importFile("template."+string(format), res.Body)
		// The account has no products: both lines are 'To adjust' for their article only.
		if err != nil || result.Refused || result.RowsImported != 2 || len(result.Errors) != 2 || result.Errors[0].Message != "orders.validation.product_unknown" {
			t.Fatalf("%s import %+v, %v", format, result, err)
		}
		imported = append(imported, f.importedConcepts()[0].FieldsJSON)
	}
	if imported[0] != imported[1] {
		t.Errorf("the xlsx and csv templates differ:\n%s\n%s", imported[0], imported[1])
	}
}

// A text longer than its column takes is stored as its first characters and flagged, whatever its
// length: a note of 45 MB costs the concept list nothing.
func TestImportCutsTextsTooLong(t *testing.T) {
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		tulip := env.Accounts[demo.Accounts[0]]
		token := env.Login(t, "client@tulip.example.com")
		content := "order_number,note,reference,article_number,quantity\n" +
			"LONG-1," + strings.Repeat("n", 45<<20) + "," + strings.Repeat("é", 51) + ",A,1\n" +
			"LONG-1," + strings.Repeat("n", 1000) + "," + strings.Repeat("é", 50) + ",B,1\n"
		res := env.Upload(t, token, fmt.Sprintf("/api/clients/%d/concept-sales-orders/import", tulip), "long.csv", []byte(content))
		got := apptest.Data[imports.Result](t, res)
		var cut []imports.Error
		for _, e := range got.Errors {
			if strings.HasPrefix(e.Message, "validation.too_long") {
				cut = append(cut, e)
			}
		}
		// The second row repeats the texts as they are kept: the same header.
		if res.Status != http.StatusOK || got.Refused || got.RowsImported != 2 || !reflect.DeepEqual(cut, []imports.Error{
			{Row: 2, Column: "reference", Message: "validation.too_long,50"}, {Row: 2, Column: "note", Message: "validation.too_long,1000"}}) {
			t.Fatalf("answer %d %.500s", res.Status, res.Body)
		}
		list := env.Do(t, "GET", fmt.Sprintf("/api/clients/%d/concept-sales-orders?q=LONG-", tulip), token, nil)
		if list.Status != http.StatusOK || len(list.Body) > 4<<10 || !strings.Contains(string(list.Body), `"order_number":"LONG-1"`) {
			t.Fatalf("list %d, %d bytes", list.Status, len(list.Body))
		}
	})
}

// A hostile XLSX of one order whose 500 rows name a shared string of 1 MiB in every column is
// read within the budget: every cell is cut, and the file is refused for its unreadable cells.
func TestImportHostileFileWithinBudget(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	f := newFixture(t, d)
	header := "<row>"
	for _, name := range []string{"order_number", "order_date", "note", "delivery_street", "article_number", "quantity", "vat_percentage"} {
		header += `<c t="inlineStr"><is><t>` + name + `</t></is></c>`
	}
	row := `<row>` + xlsxtest.Cells(7) + `</row>`
	content, err := xlsxtest.Zip(xlsxtest.Workbook(xlsxtest.Sheet(xlsxtest.Part{Head: header + "</row>", Body: row, Repeat: 500}),
		xlsxtest.SharedStrings(xlsxtest.Text(`<si><t>`+strings.Repeat("x", 1<<20)+`</t></si>`)), xlsxtest.Part{}))
	if err != nil {
		t.Fatal(err)
	}
	path := importstest.Upload(t, content)
	var result imports.Result
	took := importstest.Allocated(func() {
		result, err = orders.NewImporter(d).Import(f.ctx, f.account, 0, path, "bomb.xlsx")
	})
	t.Logf("%d MB allocated", took>>20)
	if took > importstest.Budget {
		t.Errorf("%d MB allocated, over the budget", took>>20)
	}
	if err != nil || !result.Refused || result.RowsWithErrors != 500 || result.Errors[0] != (imports.Error{Row: 2, Column: "order_date", Message: "validation.date"}) {
		t.Errorf("result %d rows with errors, %v, %v", result.RowsWithErrors, result.Errors[:min(3, len(result.Errors))], err)
	}
	if n := dbtest.Count(f.t, f.d, "concept_sales_orders"); n != 0 {
		t.Errorf("%d concepts stored", n)
	}
}
