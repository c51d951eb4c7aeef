package products_test

import (
	"context"
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
	"kade/internal/products"
	"kade/internal/tabular"
)

// formulaProducts are products whose texts a spreadsheet program would run as formulas (the names
// sent in the attack) or that begin with an apostrophe of their own.
func formulaProducts() []products.Fields {
	var out []products.Fields
	for i, name := range []string{`=HYPERLINK("http://x","y")`, `=cmd|' /C calc'!A0`, "+1+1", "-2+3", "@SUM(1+1)"} {
		f := products.SampleProduct(i + 2)
		f.ArticleNumber, f.Name = fmt.Sprintf("FX-%d", i+1), name
		f.Description, f.CostCenter, f.RevenueCode = "'"+name, "-5", "'plain"
		out = append(out, f)
	}
	return out
}

// An export of products whose texts look like formulas is harmless in a spreadsheet program and
// imports back as the same products, in either format and on either engine.
func TestExportOfFormulaTextsImportsBack(t *testing.T) {
	for _, engine := range dbtest.Engines {
		t.Run(string(engine), func(t *testing.T) {
			env := apptest.New(t, engine)
			ctx := context.Background()
			tulip := env.Accounts[demo.Accounts[0]]
			created := formulaProducts()
			for _, f := range created {
				if err := env.App.DB.Tx(ctx, func(q db.Q) error {
					_, err := products.CreateProduct(ctx, q, tulip, products.SourceManual, f)
					return err
				}); err != nil {
					t.Fatal(err)
				}
			}
			token := env.Login(t, "client@tulip.example.com")
			for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
				res := postForm(t, env, token, fmt.Sprintf("/api/clients/%d/exports/products", tulip),
					url.Values{"format": {string(format)}, "q": {"FX-"}})
				if res.Status != http.StatusOK {
					t.Fatalf("%s: status %d %s", format, res.Status, res.Body)
				}
				for _, line := range []string{`FX-1,"'=HYPERLINK(""http://x"",""y"")","''=HYPERLINK(""http://x"",""y"")",General,Physic,'-5,'plain,`,
					`FX-4,'-2+3,''-2+3,General,Physic,'-5,'plain,`} {
					if format == tabular.CSV && !strings.Contains(string(res.Body), "\n"+line) {
						t.Errorf("the CSV export has no line %s:\n%s", line, res.Body)
					}
				}
				a := newImportAccount(t, env.App.DB, "Formulas "+string(format))
				result, err := a.importText(t, "export."+string(format), string(res.Body))
				if err != nil || result.RowsImported != len(created) || result.RowsWithErrors != 0 {
					t.Fatalf("%s: import of the export %+v, %v", format, result, err)
				}
				for i, c := range a.concepts(t) {
					want := created[i]
					want.Normalize()
					if got := c.fields(t); !reflect.DeepEqual(got, want) {
						t.Errorf("%s: product %d read back\n%+v\nwant\n%+v", format, i, got, want)
					}
				}
			}
		})
	}
}
