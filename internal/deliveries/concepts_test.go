package deliveries_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"kade/internal/concepts"
	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/deliveries"
	"kade/internal/domain"
)

// A concept delivery entered in a form passes every rule or is not stored: 'Please fill out all
// required fields' when a required value is missing, the delivery's own messages at their fields.
func TestConceptCreateChecksEveryRule(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		c := deliveries.NewConcepts(d)
		bad := twoLines()
		bad.Lines = append(bad.Lines, deliveries.Line{ArticleNumber: "TUL-1", Quantity: 1}, deliveries.Line{Quantity: 1})
		_, err := c.Create(f.ctx, f.account, f.user, deliveries.SourceManual, bad)
		expectErrors(t, err, map[string][]string{
			"lines.1.article_number": {"deliveries.validation.product_unknown"},
			"lines.2.article_number": {"deliveries.validation.duplicate_article"},
			"lines.3.article_number": {"deliveries.validation.product_required"},
		})
		bad = twoLines()
		bad.Reference = ""
		_, err = c.Create(f.ctx, f.account, f.user, deliveries.SourceManual, bad)
		var form *domain.FieldError
		if !errors.As(err, &form) || form.Message != deliveries.RequiredMessage {
			t.Errorf("no reference: %v", err)
		}
		if n := dbtest.Count(f.t, f.d, "concept_deliveries"); n != 0 {
			t.Errorf("%d concepts stored", n)
		}
	})
}

// Sending concepts announces each Ready one, entered by the concept's creator and with its original
// source, and removes it; one whose product is gone since stays with that error. Each counts as
// inbound stock.
func TestConceptSend(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1 := f.product(f.account, "TUL-1", 0)
		p2 := f.product(f.account, "TUL-2", 0)
		c := deliveries.NewConcepts(d)
		first := twoLines()
		first.Lines = first.Lines[:1]
		ready, err := c.Create(f.ctx, f.account, f.user, deliveries.SourceManual, first)
		if err != nil {
			t.Fatal(err)
		}
		gone := twoLines()
		gone.Reference, gone.Lines = "PO-2", gone.Lines[1:]
		stale, err := c.Create(f.ctx, f.account, f.user, deliveries.SourceImport, gone)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(f.ctx, `UPDATE products SET article_number = 'TUL-2-OLD' WHERE id = ?`, p2); err != nil {
			t.Fatal(err)
		}
		result, err := c.Send(f.ctx, f.account, []int64{ready.ID, stale.ID})
		if err != nil {
			t.Fatal(err)
		}
		want := concepts.BulkResult{Succeeded: []int64{ready.ID}, Failed: []concepts.BulkFailure{{ID: stale.ID,
			Errors: domain.ValidationErrors{"lines.0.article_number": {"deliveries.validation.product_unknown"}}}}}
		if !reflect.DeepEqual(result, want) {
			t.Errorf("send: %+v, want %+v", result, want)
		}
		var sent []struct {
			Reference string `db:"reference"`
			Status    string `db:"status"`
			Name      string `db:"entered_by_name"`
			Email     string `db:"entered_by_email"`
			Source    string `db:"original_source"`
		}
		if err := d.Read().Select(f.ctx, &sent, `SELECT reference, status, entered_by_name, entered_by_email, original_source FROM deliveries`); err != nil {
			t.Fatal(err)
		}
		if len(sent) != 1 || sent[0].Reference != "PO-1" || sent[0].Status != deliveries.StatusAnnounced ||
			sent[0].Name != "Daan de Vries" || sent[0].Email != "daan@tulip.example.com" || sent[0].Source != deliveries.SourceManual {
			t.Errorf("sent %+v", sent)
		}
		f.expectFigures(p1, figures{Inbound: 10})
		if kept, err := c.Get(f.ctx, f.account, stale.ID); err != nil || !kept.HasErrors {
			t.Errorf("the stale concept: %v, %+v", err, kept)
		}
	})
}

// A bulk edit sets a header field on many concepts and checks each again: a planned date fixed
// makes a concept Ready, a reference too long for any delivery is refused before anything changes.
func TestConceptBulkEdit(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		c := deliveries.NewConcepts(d)
		created, err := c.Create(f.ctx, f.account, f.user, deliveries.SourceManual, twoLines())
		if err != nil {
			t.Fatal(err)
		}
		result, err := c.BulkEdit(f.ctx, f.account, []int64{created.ID}, map[string]json.RawMessage{"unit_load": json.RawMessage(`"Pallet"`)})
		if err != nil || len(result.Failed) != 1 || !reflect.DeepEqual(result.Failed[0].Errors,
			domain.ValidationErrors{"number_of_pallets": {"validation.required"}}) {
			t.Errorf("pallets without a number: %v, %+v", err, result)
		}
		result, err = c.BulkEdit(f.ctx, f.account, []int64{created.ID}, map[string]json.RawMessage{"number_of_pallets": json.RawMessage(`3`)})
		if err != nil || !reflect.DeepEqual(result.Succeeded, []int64{created.ID}) {
			t.Errorf("three pallets: %v, %+v", err, result)
		}
		_, err = c.BulkEdit(f.ctx, f.account, []int64{created.ID}, map[string]json.RawMessage{"reference": json.RawMessage(`"012345678901234567890123456789012345678901234567890"`)})
		expectErrors(t, err, map[string][]string{"changes.reference": {"validation.max,50"}})
	})
}
