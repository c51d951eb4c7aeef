package deliveries_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/deliveries"
	"kade/internal/domain"
	"kade/internal/imports"
	"kade/internal/imports/importstest"
	"kade/internal/tabular"
)

// storedConcept is a concept delivery as the import stored it.
type storedConcept struct {
	Reference  string     `db:"reference"`
	LineCount  int        `db:"line_count"`
	FieldsJSON string     `db:"fields"`
	ErrorsJSON string     `db:"errors"`
	HasErrors  bool       `db:"has_errors"`
	Source     string     `db:"original_source"`
	SendAfter  *time.Time `db:"send_after"`
}

func (f *fixture) storedConcepts() []storedConcept {
	f.t.Helper()
	var cs []storedConcept
	if err := f.d.Read().Select(f.ctx, &cs, `SELECT reference, line_count, fields, errors, has_errors, original_source, send_after
		FROM concept_deliveries WHERE client_id = ? ORDER BY id`, f.account); err != nil {
		f.t.Fatal(err)
	}
	return cs
}

// The rows of one reference make one concept delivery, its header from the first row; dates in
// either form; error-free concepts are scheduled for the job, 15 minutes at most after the import.
func TestImportGroupsRowsByReference(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		result := f.importFileAt(tenOClock, "deliveries.csv", strings.Join([]string{
			"Reference;planned_date;unit_load;container_length;number_of_pallets;article_number;quantity;unit",
			"PO-1;17-03-2026;pallet;;3;TUL-1;240;Piece",
			"PO-1;2026-03-17;Pallet;;3;TUL-2;96;",
			"PO-2;2026-03-20;Container;40ft;;TUL-1;1000;",
		}, "\n")+"\n")
		if want := (imports.Result{Encoding: tabular.UTF8, RowsImported: 3, Errors: []imports.Error{}}); !reflect.DeepEqual(result, want) {
			t.Fatalf("result %+v, want %+v", result, want)
		}
		cs := f.storedConcepts()
		if len(cs) != 2 {
			t.Fatalf("%d concepts, want 2", len(cs))
		}
		pallets := int64(3)
		want := []deliveries.Fields{
			{Reference: "PO-1", PlannedDate: "2026-03-17", UnitLoad: "Pallet", NumberOfPallets: &pallets, Lines: []deliveries.Line{
				{ArticleNumber: "TUL-1", Quantity: 240, Unit: "Piece"}, {ArticleNumber: "TUL-2", Quantity: 96}}},
			{Reference: "PO-2", PlannedDate: "2026-03-20", UnitLoad: "Container", ContainerLength: "40ft", Lines: []deliveries.Line{
				{ArticleNumber: "TUL-1", Quantity: 1000}}},
		}
		for i, c := range cs {
			if got := dbtest.JSON[deliveries.Fields](t, c.FieldsJSON); !reflect.DeepEqual(got, want[i]) {
				t.Errorf("concept %d: %+v, want %+v", i, got, want[i])
			}
			if c.HasErrors || c.ErrorsJSON != "{}" || c.Source != deliveries.SourceImport || c.LineCount != len(want[i].Lines) {
				t.Errorf("concept %d: %+v", i, c)
			}
			if due := tenOClock.Add(deliveries.AutoSendDelay); c.SendAfter == nil || !c.SendAfter.Equal(due) ||
				due.After(tenOClock.Add(15*time.Minute)) {
				t.Errorf("concept %d is sent at %v, want %v", i, c.SendAfter, due)
			}
		}
	})
}

// A file with a row that cannot be taken as it is stores nothing and says why, at the row and
// column: a quantity that is no number, a date that is none, a header that differs from the
// delivery's first row, rows of a delivery apart, a row without reference.
func TestImportRefusesBadRows(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		result := f.importFileAt(tenOClock, "deliveries.csv", strings.Join([]string{
			"reference,planned_date,unit_load,article_number,quantity",
			"PO-1,2026-03-17,Colli,TUL-1,ten",
			"PO-1,2026-03-18,Colli,TUL-2,5",
			"PO-2,17/03/2026,Colli,TUL-1,5",
			"PO-1,2026-03-17,Colli,TUL-3,5",
			",2026-03-17,Colli,TUL-1,5",
		}, "\n")+"\n")
		importstest.ExpectRefused(t, f.d, "concept_deliveries", result, 5,
			"2 quantity: validation.integer",
			"3 planned_date: deliveries.import.differs,2",
			"4 planned_date: validation.date",
			"5 reference: deliveries.import.rows_apart,2",
			"6 reference: validation.required",
		)
	})
}

// A delivery that breaks a rule is stored 'To adjust' with its errors, listed at their rows and
// columns, and is not scheduled; the others of the file are.
func TestImportFlagsRuleErrors(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		long := strings.Repeat("R", deliveries.MaxReference+1)
		result := f.importFileAt(tenOClock, "deliveries.csv", strings.Join([]string{
			"reference,planned_date,unit_load,article_number,quantity",
			"PO-1,2026-03-17,Colli,TUL-1,5",
			"PO-1,2026-03-17,Colli,NOPE,5",
			"PO-1,2026-03-17,Colli,TUL-1,0",
			"PO-2,2026-03-17,Colli,TUL-1,5",
			long + ",2026-03-17,Boat,TUL-1,5",
		}, "\n")+"\n")
		importstest.Expect(t, result, imports.Result{Encoding: tabular.UTF8, RowsImported: 5, RowsWithErrors: 3},
			"3 article_number: deliveries.validation.product_unknown",
			"4 article_number: deliveries.validation.duplicate_article",
			"4 quantity: validation.min,1",
			"6 reference: deliveries.validation.reference_max",
			"6 unit_load: validation.one_of,Container / Colli / Pallet",
		)
		cs := f.storedConcepts()
		if len(cs) != 3 || !cs[0].HasErrors || cs[1].HasErrors || !cs[2].HasErrors {
			t.Fatalf("concepts %+v", cs)
		}
		if errs := dbtest.JSON[domain.ValidationErrors](t, cs[0].ErrorsJSON); !reflect.DeepEqual(errs, domain.ValidationErrors{
			"lines.1.article_number": {"deliveries.validation.product_unknown"},
			"lines.2.article_number": {"deliveries.validation.duplicate_article"},
			"lines.2.quantity":       {"validation.min,1"},
		}) {
			t.Errorf("errors %v", errs)
		}
		if cs[0].SendAfter != nil || cs[2].SendAfter != nil || cs[1].SendAfter == nil {
			t.Errorf("scheduled: %v, %v, %v; want only PO-2", cs[0].SendAfter, cs[1].SendAfter, cs[2].SendAfter)
		}
	})
}

// The template is a file the import takes: its example is one delivery of two lines.
func TestTemplateImports(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		var file strings.Builder
		err := deliveries.WriteTemplate(func(cells []any) error {
			texts := make([]string, len(cells))
			for i, c := range cells {
				if c != nil {
					texts[i] = fmt.Sprint(c)
				}
			}
			file.WriteString(strings.Join(texts, ",") + "\n")
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(file.String(), "reference,planned_date,unit_load,container_length,number_of_pallets,article_number,quantity,unit\n") {
			t.Errorf("template %q", file.String())
		}
		result := f.importFileAt(tenOClock, "template.csv", file.String())
		if result.Refused || result.RowsImported != 2 {
			t.Errorf("result %+v", result)
		}
		cs := f.storedConcepts()
		if len(cs) != 1 || cs[0].Reference != "PO-2025-0142" || cs[0].LineCount != 2 {
			t.Errorf("concepts %+v", cs)
		}
	})
}
