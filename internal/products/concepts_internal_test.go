package products

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
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
		previous := Errors{
			"weight": {"products.validation.number"},
			"unit":   {"products.validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD", "validation.required"},
			"name":   {"validation.max,200"}, // a rule's error: found again by the rules, or gone
		}
		for _, tc := range []struct {
			name     string
			f        Fields
			previous Errors
			changed  map[string]bool
			want     Errors
		}{
			{"nothing changed: parse errors stay before the rules' errors", imported, previous, nil, Errors{
				"weight": {"products.validation.number", "validation.required"},
				"unit":   {"products.validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD", "validation.required"},
			}},
			{"the changed field loses its parse error", imported, previous, map[string]bool{"weight": true}, Errors{
				"weight": {"validation.required"},
				"unit":   {"products.validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD", "validation.required"},
			}},
			{"a full replacement keeps none", imported, nil, nil, Errors{
				"weight": {"validation.required"}, "unit": {"validation.required"},
			}},
			{"fixed fields keep unchanged parse errors", physicProduct("C-1"), previous, map[string]bool{"unit": true, "weight": false},
				Errors{"weight": {"products.validation.number"}}},
			{"an article number of a product", physicProduct("P-1"), nil, nil,
				Errors{"article_number": {"products.validation.article_number_taken"}}},
			{"valid", physicProduct("C-2"), nil, nil, Errors{}},
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
		want    Errors
	}{
		{`{"unit": "Box", "weight": 1.5, "is_active": false, "quantity_sku": 3, "customs_price": null}`, Errors{}},
		{`{"unit": "Crate"}`, Errors{}}, // a value of the right type that breaks a rule is the concept's error
		{`{}`, Errors{"changes": {"validation.required"}}},
		{`{"colour": "red", "unit": "Box"}`, Errors{"changes.colour": {"validation.unknown_field"}}},
		{`{"unit": 3}`, Errors{"changes.unit": {"validation.type"}}},
		{`{"weight": "1,5"}`, Errors{"changes.weight": {"validation.type"}}},
		{`{"minimum_stock": 1.5}`, Errors{"changes.minimum_stock": {"validation.type"}}},
		{`{"is_active": 1}`, Errors{"changes.is_active": {"validation.type"}}},
		{`{"name": null}`, Errors{"changes.name": {"validation.type"}}},
		{`{"weight": 1e400}`, Errors{"changes.weight": {"validation.type"}}},
		{`{"id": 7, "hu": "yes"}`, Errors{"changes.id": {"validation.unknown_field"}, "changes.hu": {"validation.type"}}},
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
