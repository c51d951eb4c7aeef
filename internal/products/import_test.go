package products_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"kade/internal/access"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/imports"
	"kade/internal/imports/importstest"
	"kade/internal/products"
	"kade/internal/tabular"
	"kade/internal/users"
)

// importAccount is an account with a user to import as.
type importAccount struct {
	d        *db.DB
	clientID int64
	userID   int64
}

func newImportAccount(t *testing.T, d *db.DB, name string) importAccount {
	t.Helper()
	ctx := context.Background()
	clientID := dbtest.Account(t, d, name)
	u, err := users.NewStore(d).Create(ctx, d.Write(), users.NewUser{Email: strings.ReplaceAll(strings.ToLower(name), " ", "-") + "@example.com",
		Name: "Importer", Level: access.Default, ClientIDs: []int64{clientID}})
	if err != nil {
		t.Fatal(err)
	}
	return importAccount{d: d, clientID: clientID, userID: u.ID}
}

// importText imports content uploaded as name by an English screen.
func (a importAccount) importText(t *testing.T, name, content string) (imports.Result, error) {
	t.Helper()
	return a.importTextIn(t, "en-GB", name, content)
}

// importTextIn imports content uploaded as name by a screen in language.
func (a importAccount) importTextIn(t *testing.T, language, name, content string) (imports.Result, error) {
	t.Helper()
	return products.NewImporter(a.d).Import(imports.WithLanguage(context.Background(), language), a.clientID, a.userID,
		importstest.Upload(t, []byte(content)), name)
}

// storedConcept is a concept product as the import stored it.
type storedConcept struct {
	ArticleNumber  string `db:"article_number"`
	FieldsJSON     string `db:"fields"`
	ErrorsJSON     string `db:"errors"`
	HasErrors      bool   `db:"has_errors"`
	OriginalSource string `db:"original_source"`
	CreatedBy      *int64 `db:"created_by"`
}

func (c storedConcept) fields(t *testing.T) products.Fields {
	t.Helper()
	return dbtest.JSON[products.Fields](t, c.FieldsJSON)
}

func (a importAccount) concepts(t *testing.T) []storedConcept {
	t.Helper()
	var cs []storedConcept
	if err := a.d.Read().Select(context.Background(), &cs, `SELECT article_number, fields, errors, has_errors,
		original_source, created_by FROM concept_products WHERE client_id = ? ORDER BY id`, a.clientID); err != nil {
		t.Fatal(err)
	}
	return cs
}

func ptrTo[T any](v T) *T { return &v }

func TestImport(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		a := newImportAccount(t, d, "Tulip Webshop")
		// Excel's CSV where the comma is the decimal separator: a byte order mark, semicolons, CRLF.
		file := "\uFEFFArticle_Number;name;PRODUCT_TYPE;unit;weight;length;width;height;customs_price;is_active;ean;hu;quantity_sku;outbound_algorithm;total_stock\r\n" +
			"TUL-1; Coffee beans ;physic;piece;1,25;20;10,5;8;12,50;ja;4006381333931;1;12;fefo;99\r\n" +
			"TUL-2;\"Tea; green\";Electronic;Box;;;;;0;nee;;0;;;\r\n"
		result, err := a.importText(t, "products.csv", file)
		if err != nil {
			t.Fatal(err)
		}
		importstest.Expect(t, result, imports.Result{Encoding: tabular.UTF8, RowsImported: 2})
		concepts := a.concepts(t)
		if len(concepts) != 2 {
			t.Fatalf("%d concepts", len(concepts))
		}
		first := products.NewFields()
		first.ArticleNumber, first.Name, first.ProductType, first.Unit = "TUL-1", "Coffee beans", "Physic", "Piece"
		first.Weight, first.Length, first.Width, first.Height = ptrTo(1.25), ptrTo(20.0), ptrTo(10.5), ptrTo(8.0)
		first.CustomsPrice, first.EAN, first.HU, first.QuantitySKU = ptrTo(int64(1250)), "4006381333931", true, ptrTo(int64(12))
		first.OutboundAlgorithm = "Fefo"
		second := products.NewFields()
		second.ArticleNumber, second.Name, second.ProductType, second.Unit = "TUL-2", "Tea; green", "Electronic", "Box"
		second.CustomsPrice, second.IsActive = ptrTo(int64(0)), false
		for i, want := range []products.Fields{first, second} {
			c := concepts[i]
			if got := c.fields(t); !reflect.DeepEqual(got, want) {
				t.Errorf("concept %d fields\n%+v\nwant\n%+v", i, got, want)
			}
			if c.HasErrors || c.ErrorsJSON != "{}" || c.OriginalSource != products.SourceImport || c.CreatedBy == nil || *c.CreatedBy != a.userID {
				t.Errorf("concept %d: %+v", i, c)
			}
		}
	})
}

func TestImportRowsWithErrors(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		a := newImportAccount(t, d, "Tulip Webshop")
		file := "article_number,name,product_type,unit,weight,length,width,height,is_active,minimum_stock,ean\n" +
			"OK-1,Mug,Electronic,Piece,,,,,1,0,\n" +
			"\n" + // an empty line is row 3, skipped
			"BAD-1,,Physique,Piece,1.2345,x,10,10,maybe,-1,4006381333932\n" +
			",Nameless,Forward,Piece,,,,,,2.5,\n"
		result, err := a.importText(t, "p.csv", file)
		if err != nil {
			t.Fatal(err)
		}
		importstest.Expect(t, result, imports.Result{Encoding: tabular.UTF8, RowsImported: 3, RowsWithErrors: 2},
			"4 name: validation.required",
			"4 product_type: validation.one_of,Physic / Electronic / Forward / IgnoreProduct",
			"4 is_active: validation.boolean",
			"4 ean: products.validation.ean_checksum",
			"4 weight: validation.decimals,3",
			"4 length: validation.number",
			"4 minimum_stock: validation.min,0",
			"5 article_number: validation.required",
			"5 minimum_stock: validation.integer",
		)
		concepts := a.concepts(t)
		if len(concepts) != 3 || concepts[0].HasErrors || !concepts[1].HasErrors || !concepts[2].HasErrors {
			t.Fatalf("concepts %+v", concepts)
		}
		if errs := dbtest.JSON[domain.ValidationErrors](t, concepts[1].ErrorsJSON); len(errs) != 7 ||
			!reflect.DeepEqual(errs["length"], []string{"validation.number"}) {
			t.Errorf("stored errors %v", errs)
		}
		// Too many decimals breaks a rule on a value that was read: the value is kept.
		if f := concepts[1].fields(t); f.Weight == nil || *f.Weight != 1.2345 || f.Length != nil || f.ProductType != "" || !f.IsActive {
			t.Errorf("fields of the bad row %+v", f)
		}
	})
}

// An article number is taken by a product or a concept of the account, and by a row above it in
// the file; other accounts do not count.
func TestImportArticleNumberUniqueness(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		a := newImportAccount(t, d, "Tulip Webshop")
		other := newImportAccount(t, d, "Polder Design")
		product := products.NewFields()
		product.ArticleNumber, product.Name, product.ProductType, product.Unit = "P-1", "Lamp", "Electronic", "Piece"
		for _, clientID := range []int64{a.clientID, other.clientID} {
			if err := d.Tx(ctx, func(q db.Q) error {
				_, err := products.CreateProduct(ctx, q, clientID, products.SourceManual, product)
				return err
			}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := a.importText(t, "first.csv", "article_number,name,product_type,unit\nC-1,Vase,Forward,Piece\n"); err != nil {
			t.Fatal(err)
		}
		if _, err := other.importText(t, "other.csv", "article_number,name,product_type,unit\nN-2,Vase,Forward,Piece\n"); err != nil {
			t.Fatal(err)
		}
		result, err := a.importText(t, "second.csv", "article_number,name,product_type,unit\n"+
			"P-1,Lamp,Forward,Piece\nC-1,Vase,Forward,Piece\nN-1,New,Forward,Piece\nN-1,Again,Forward,Piece\nn-1,Case differs,Forward,Piece\nN-2,Taken elsewhere,Forward,Piece\n")
		if err != nil {
			t.Fatal(err)
		}
		taken := "products.validation.article_number_taken"
		importstest.Expect(t, result, imports.Result{Encoding: tabular.UTF8, RowsImported: 6, RowsWithErrors: 3},
			"2 article_number: "+taken, "3 article_number: "+taken, "5 article_number: "+taken)
	})
}

func TestImportRefusesWholeFiles(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		a := newImportAccount(t, d, "Tulip Webshop")
		header := "article_number,name,product_type,unit\n"
		for _, tc := range []struct{ name, file, content, message string }{
			{"not csv or xlsx", "products.txt", header + "A,B,Forward,Piece\n", "import.errors.file_type"},
			{"text named xlsx", "products.xlsx", header + "A,B,Forward,Piece\n", "import.errors.file_type"},
			{"binary named csv", "products.csv", "\x00\x01\x02" + header, "import.errors.file_type"},
			{"empty file", "products.csv", "", "import.errors.empty"},
			{"header only", "products.csv", header + "\n,,,\n", "import.errors.empty"},
			{"missing columns", "products.csv", "article_number,name\nA,B\n", "import.errors.missing_columns,product_type / unit"},
			{"unknown column", "products.csv", "article_number,name,product_type,unit,colour\nA,B,Forward,Piece,red\n",
				"import.errors.unknown_column,colour"},
			{"duplicate column", "products.csv", "article_number,name,product_type,unit,Name\nA,B,Forward,Piece,C\n",
				"import.errors.duplicate_column,name"},
			{"broken quoting after good rows", "products.csv", header + "A,B,Forward,Piece\nC,\"D,Forward,Piece\n",
				"import.errors.unreadable"},
			{"corrupt xlsx", "products.xlsx", "PK\x03\x04 this is no zip", "import.errors.unreadable"},
			{"a value beyond the columns read", "products.csv", header + "A,B,Forward,Piece" + strings.Repeat(",", 67) + "x\n",
				"import.errors.too_many_columns,70"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := a.importText(t, tc.file, tc.content)
				want := &domain.FieldError{Message: tc.message, Fields: domain.ValidationErrors{"file": {tc.message}}}
				if !reflect.DeepEqual(err, error(want)) {
					t.Errorf("err %v, want %v", err, want)
				}
				if n := len(a.concepts(t)); n != 0 {
					t.Errorf("%d concepts stored", n)
				}
			})
		}
	})
}

// sampleFile writes an import file of n sample products in format and returns its path.
func sampleFile(t testing.TB, format tabular.Format, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sample."+string(format))
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	err = tabular.WriteFile(f, format, "Products", func(write func([]any) error) error {
		return products.WriteSampleImport(write, n)
	})
	if err := errors.Join(err, f.Close()); err != nil {
		t.Fatal(err)
	}
	return path
}

// The largest file the import takes: 100,000 rows, stored in one transaction on each engine. How
// fast is for `make bench` (products_import_csv_100k_s) to say.
func TestImportHundredThousandRows(t *testing.T) {
	path := sampleFile(t, tabular.CSV, imports.MaxRows)
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		a := newImportAccount(t, d, "Tulip Webshop")
		result, err := products.NewImporter(d).Import(context.Background(), a.clientID, a.userID, path, "sample.csv")
		if err != nil || result.RowsImported != imports.MaxRows || result.RowsWithErrors != 0 {
			t.Fatalf("result %d rows, %d with errors, %v (errors %v)", result.RowsImported, result.RowsWithErrors, err, result.Errors[:min(5, len(result.Errors))])
		}
		var stored int
		if err := d.Read().Get(context.Background(), &stored, `SELECT count(*) FROM concept_products WHERE client_id = ? AND has_errors = ?`,
			a.clientID, false); err != nil || stored != imports.MaxRows {
			t.Errorf("%d concepts without errors stored, %v", stored, err)
		}
	})
}

func TestImportRefusesRowsOverTheLimit(t *testing.T) {
	d := dbtest.Open(t, db.SQLite)
	a := newImportAccount(t, d, "Tulip Webshop")
	path := sampleFile(t, tabular.CSV, imports.MaxRows+1)
	_, err := products.NewImporter(d).Import(context.Background(), a.clientID, a.userID, path, "sample.csv")
	message := "import.errors.too_many_rows,100000"
	if want := (&domain.FieldError{Message: message, Fields: domain.ValidationErrors{"file": {message}}}); !reflect.DeepEqual(err, error(want)) {
		t.Errorf("err %v, want %v", err, want)
	}
	if n := len(a.concepts(t)); n != 0 {
		t.Errorf("%d concepts stored", n)
	}
}
