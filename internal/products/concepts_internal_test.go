package products

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
)

func TestCheckConcept(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip := dbtest.Account(t, d, "Tulip")
		if _, err := create(t, d, tulip, physicProduct("P-1")); err != nil {
			t.Fatal(err)
		}
		conceptID := insertConcept(t, d, tulip, 0, physicProduct("C-1"), nil)
		unnamed := physicProduct("C-3")
		unnamed.Name = ""
		for _, tc := range []struct {
			name      string
			f         Fields
			conceptID int64
			want      domain.ValidationErrors
		}{
			{"an article number of a product", physicProduct("P-1"), 0,
				domain.ValidationErrors{"article_number": {"products.validation.article_number_taken"}}},
			{"an article number of another concept", physicProduct("C-1"), 0,
				domain.ValidationErrors{"article_number": {"products.validation.article_number_taken"}}},
			{"its own article number", physicProduct("C-1"), conceptID, domain.ValidationErrors{}},
			{"a rule", unnamed, 0, domain.ValidationErrors{"name": {"validation.required"}}},
			{"valid", physicProduct("C-2"), 0, domain.ValidationErrors{}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				got, err := checkConcept(ctx, d.Read(), tulip, tc.conceptID, tc.f)
				if err != nil || !reflect.DeepEqual(got, tc.want) {
					t.Errorf("checkConcept = %v, %v\nwant %v", got, err, tc.want)
				}
			})
		}
	})
}

// A bulk edit normalises the concept: outer box details go when hu is switched off.
func TestBulkEditNormalizes(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip := dbtest.Account(t, d, "Tulip")
		before := physicProduct("C-1")
		before.HU, before.QuantitySKU, before.HUEAN = true, ptrTo(int64(6)), "96385074"
		id := insertConcept(t, d, tulip, 0, before, nil)
		changes := map[string]json.RawMessage{"hu": json.RawMessage(`false`), "weight": json.RawMessage(`2.5`),
			"name": json.RawMessage(`"  Coffee beans  "`)}
		c := NewConcepts(d)
		result, err := c.BulkEdit(ctx, tulip, []int64{id}, changes)
		if err != nil || !reflect.DeepEqual(result.Succeeded, []int64{id}) {
			t.Fatalf("BulkEdit = %+v, %v", result, err)
		}
		after, err := c.Get(ctx, tulip, id)
		want := physicProduct("C-1")
		want.Weight = ptrTo(2.5)
		if err != nil || !reflect.DeepEqual(after.Fields, want) {
			t.Errorf("after\n%+v\nwant\n%+v (%v)", after.Fields, want, err)
		}
	})
}
