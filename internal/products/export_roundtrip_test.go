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
	"kade/internal/demo"
	"kade/internal/products"
	"kade/internal/tabular"
)

// formulaProducts are products whose texts a spreadsheet program would run as formulas (the names
// sent in the attack) or that begin with an apostrophe of their own.
func formulaProducts() []products.Fields {
	var out []products.Fields
	for i, name := range []string{`=HYPERLINK("http://x","y")`, `=cmd|' /C calc'!A0`, "+1+1", "-2+3", "@SUM(1+1)",
		"Mug;=cmd|' /C calc'!A0;x\n-1"} {
		f := products.SampleProduct(i + 2)
		// A name is one line; the description, a paragraph, keeps the line break.
		f.ArticleNumber, f.Name = fmt.Sprintf("RT-FX-%d", i+1), strings.ReplaceAll(name, "\n", " ")
		f.Description, f.CostCenter, f.RevenueCode = "'"+name, "-5", "'plain"
		out = append(out, f)
	}
	return out
}

// boundProducts are products at the bounds of every number: the largest values, and the largest
// with every decimal they may have.
func boundProducts() []products.Fields {
	largest := products.SampleProduct(2)
	largest.ArticleNumber = "RT-BND-1"
	weight, length, price, quantity, offset := 100_000.0, 10_000.0, int64(100_000_000), int64(1_000_000), int64(3650)
	largest.Weight, largest.Length, largest.Width, largest.Height = &weight, &length, &length, &length
	largest.CustomsPrice, largest.MinimumStock = &price, 1_000_000_000
	largest.HU, largest.QuantitySKU, largest.HULength, largest.HUWidth, largest.HUHeight = true, &quantity, &length, &length, &length
	largest.HasExpirationDate, largest.CommercialExpirationDayOffset = true, &offset

	finest := largest
	finest.ArticleNumber = "RT-BND-2"
	fineWeight, fineLength, finePrice, fineQuantity := 99_999.999, 9_999.9, int64(99_999_999), int64(999_999)
	finest.Weight, finest.Length, finest.Width, finest.Height = &fineWeight, &fineLength, &fineLength, &fineLength
	finest.CustomsPrice, finest.MinimumStock = &finePrice, 999_999_999
	finest.QuantitySKU, finest.HULength, finest.HUWidth, finest.HUHeight = &fineQuantity, &fineLength, &fineLength, &fineLength
	return []products.Fields{largest, finest}
}

// Products whose texts look like formulas, and products at the bounds of every number, export in
// either format and either language and import back as the same products, on either engine, when
// the file is imported in the language it was exported in. A CSV export is harmless in a
// spreadsheet program (formula texts are neutralised), begins with a byte order mark, is separated
// by `;` and writes decimal commas for a Dutch user, and shows the screen's words of the language.
func TestExportImportsBack(t *testing.T) {
	lines := map[string][]string{
		"en-GB": {`RT-FX-1,"'=HYPERLINK(""http://x"",""y"")","''=HYPERLINK(""http://x"",""y"")",General,Physical,'-5,'plain,`,
			`RT-FX-4,'-2+3,''-2+3,General,Physical,'-5,'plain,`},
		"nl-NL": {`RT-FX-1;"'=HYPERLINK(""http://x"",""y"")";"''=HYPERLINK(""http://x"",""y"")";Algemeen;Fysiek;'-5;'plain;`,
			`RT-FX-4;'-2+3;''-2+3;Algemeen;Fysiek;'-5;'plain;`},
	}
	// The finest weight and lengths, in the language's numbers.
	numbers := map[string]string{"en-GB": ",99999.999,9999.9,9999.9,9999.9,", "nl-NL": ";99999,999;9999,9;9999,9;9999,9;"}
	apptest.ForEachEngine(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		tulip := env.Accounts[demo.Accounts[0]]
		created := append(boundProducts(), formulaProducts()...)
		for _, f := range created {
			if errs := products.Validate(f); len(errs) != 0 {
				t.Fatalf("%s is not valid: %v", f.ArticleNumber, errs)
			}
			if err := env.App.DB.Tx(ctx, func(q db.Q) error {
				_, err := products.CreateProduct(ctx, q, tulip, products.SourceManual, f)
				return err
			}); err != nil {
				t.Fatal(err)
			}
		}
		token := env.Login(t, "client@tulip.example.com")
		for _, language := range []string{"en-GB", "nl-NL"} {
			for _, format := range []tabular.Format{tabular.CSV, tabular.XLSX} {
				res := env.PostForm(t, token, fmt.Sprintf("/api/clients/%d/exports/products", tulip),
					url.Values{"format": {string(format)}, "language": {language}, "q": {"RT-"}})
				if res.Status != http.StatusOK {
					t.Fatalf("%s: status %d %s", format, res.Status, res.Body)
				}
				if format == tabular.CSV && !strings.HasPrefix(string(res.Body), "\uFEFFarticle_number") {
					t.Errorf("%s: the CSV export begins %.40q", language, res.Body)
				}
				if format == tabular.CSV && !strings.Contains(string(res.Body), numbers[language]) {
					t.Errorf("%s: the CSV export has no %s:\n%s", language, numbers[language], res.Body)
				}
				for _, line := range lines[language] {
					if format == tabular.CSV && !strings.Contains(string(res.Body), "\n"+line) {
						t.Errorf("%s: the CSV export has no line %s:\n%s", language, line, res.Body)
					}
				}
				a := newImportAccount(t, env.App.DB, "Round trip "+language+" "+string(format))
				result, err := a.importTextIn(t, language, "export."+string(format), string(res.Body))
				if err != nil || result.RowsImported != len(created) || result.RowsWithErrors != 0 {
					t.Fatalf("%s: import of the export %+v, %v", format, result, err)
				}
				for i, c := range a.concepts(t) {
					want := created[i]
					want.Normalize()
					if got := c.fields(t); !reflect.DeepEqual(got, want) {
						t.Errorf("%s: product %s read back\n%+v\nwant\n%+v", format, want.ArticleNumber, got, want)
					}
				}
			}
		}
	})
}
