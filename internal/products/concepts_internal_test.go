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

func TestConceptErrors(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		tulip := newAccount(t, d, "Tulip")
		if _, err := create(t, d, tulip, physicProduct("P-1")); err != nil {
			t.Fatal(err)
		}
		// As the import stores a row whose weight and unit cells could not be read: left empty.
		imported := physicProduct("C-1")
		imported.Weight, imported.Unit = nil, ""
		previous := domain.ValidationErrors{
			"weight": {"validation.number"},
			"unit":   {"validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD", "validation.required"},
			"name":   {"validation.max,200"}, // a rule's error: found again by the rules, or gone
		}
		for _, tc := range []struct {
			name     string
			f        Fields
			previous domain.ValidationErrors
			changed  map[string]bool
			want     domain.ValidationErrors
		}{
			{"nothing changed: parse errors stay before the rules' errors", imported, previous, nil, domain.ValidationErrors{
				"weight": {"validation.number", "validation.required"},
				"unit":   {"validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD", "validation.required"},
			}},
			{"the changed field loses its parse error", imported, previous, map[string]bool{"weight": true}, domain.ValidationErrors{
				"weight": {"validation.required"},
				"unit":   {"validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD", "validation.required"},
			}},
			{"a full replacement keeps none", imported, nil, nil, domain.ValidationErrors{
				"weight": {"validation.required"}, "unit": {"validation.required"},
			}},
			{"fixed fields keep unchanged parse errors", physicProduct("C-1"), previous, map[string]bool{"unit": true, "weight": false},
				domain.ValidationErrors{"weight": {"validation.number"}}},
			{"an article number of a product", physicProduct("P-1"), nil, nil,
				domain.ValidationErrors{"article_number": {"products.validation.article_number_taken"}}},
			{"valid", physicProduct("C-2"), nil, nil, domain.ValidationErrors{}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				got, err := conceptErrors(ctx, d.Read(), tulip, 0, tc.f, tc.previous, tc.changed)
				if err != nil || !reflect.DeepEqual(got, tc.want) {
					t.Errorf("conceptErrors = %v, %v\nwant %v", got, err, tc.want)
				}
			})
		}
	})
}

func TestCheckChanges(t *testing.T) {
	for _, tc := range []struct {
		changes string
		want    domain.ValidationErrors
	}{
		{`{"unit": "Box", "weight": 1.5, "is_active": false, "quantity_sku": 3, "customs_price": null}`, domain.ValidationErrors{}},
		{`{"unit": "Crate"}`, domain.ValidationErrors{}}, // a value of the right type that breaks a rule is the concept's error
		{`{}`, domain.ValidationErrors{"changes": {"validation.required"}}},
		{`{"colour": "red", "unit": "Box"}`, domain.ValidationErrors{"changes.colour": {"validation.unknown_field"}}},
		{`{"unit": 3}`, domain.ValidationErrors{"changes.unit": {"validation.type"}}},
		{`{"weight": "1,5"}`, domain.ValidationErrors{"changes.weight": {"validation.type"}}},
		{`{"minimum_stock": 1.5}`, domain.ValidationErrors{"changes.minimum_stock": {"validation.type"}}},
		{`{"is_active": 1}`, domain.ValidationErrors{"changes.is_active": {"validation.type"}}},
		{`{"name": null}`, domain.ValidationErrors{"changes.name": {"validation.type"}}},
		{`{"weight": 1e400}`, domain.ValidationErrors{"changes.weight": {"validation.type"}}},
		{`{"id": 7, "hu": "yes"}`, domain.ValidationErrors{"changes.id": {"validation.unknown_field"}, "changes.hu": {"validation.type"}}},
	} {
		var changes map[string]json.RawMessage
		if err := json.Unmarshal([]byte(tc.changes), &changes); err != nil {
			t.Fatal(err)
		}
		if got := checkChanges(changes); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("checkChanges(%s) = %v, want %v", tc.changes, got, tc.want)
		}
	}
}

func TestApplyChanges(t *testing.T) {
	before := physicProduct("C-1")
	before.HU, before.QuantitySKU, before.HUEAN = true, ptrTo(int64(6)), "96385074"
	weight := before.Weight
	changes := map[string]json.RawMessage{"hu": json.RawMessage(`false`), "weight": json.RawMessage(`2.5`),
		"name": json.RawMessage(`"  Coffee beans  "`)}
	after, changed, err := applyChanges(before, changes)
	if err != nil {
		t.Fatal(err)
	}
	want := physicProduct("C-1")
	want.Weight = ptrTo(2.5)
	if !reflect.DeepEqual(after, want) {
		t.Errorf("after\n%+v\nwant\n%+v", after, want)
	}
	if *weight != 1.25 {
		t.Errorf("the original fields changed: weight %v", *weight)
	}
	for field, want := range map[string]bool{"hu": true, "weight": true, "name": true, "quantity_sku": true,
		"hu_ean": true, "unit": false, "article_number": false, "hu_length": false} {
		if changed[field] != want {
			t.Errorf("changed[%s] = %v, want %v", field, changed[field], want)
		}
	}
}
