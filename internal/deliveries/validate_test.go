package deliveries_test

import (
	"reflect"
	"strings"
	"testing"

	"kade/internal/deliveries"
)

func pallets(n int64) *int64 { return &n }

// valid is a delivery that passes every rule that needs no database.
func valid() deliveries.Fields {
	return deliveries.Fields{Reference: "PO-2026-001", PlannedDate: "2026-03-02", UnitLoad: deliveries.UnitLoadPallet,
		NumberOfPallets: pallets(2), Lines: []deliveries.Line{{ArticleNumber: "TUL-1", Quantity: 10}, {ArticleNumber: "TUL-2", Quantity: 1, Unit: "Box"}}}
}

// Every rule of a delivery's own values answers its message (spec points 5 and 8), keyed by the field.
func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		change func(f *deliveries.Fields)
		want   map[string][]string
	}{
		{"valid", func(*deliveries.Fields) {}, map[string][]string{}},
		{"reference of 50 characters", func(f *deliveries.Fields) { f.Reference = strings.Repeat("r", 50) }, map[string][]string{}},
		{"reference too long", func(f *deliveries.Fields) { f.Reference = strings.Repeat("é", 51) },
			map[string][]string{"reference": {"deliveries.validation.reference_max"}}},
		{"no reference", func(f *deliveries.Fields) { f.Reference = "" }, map[string][]string{"reference": {"validation.required"}}},
		{"no planned date", func(f *deliveries.Fields) { f.PlannedDate = "" }, map[string][]string{"planned_date": {"validation.required"}}},
		{"planned date no date", func(f *deliveries.Fields) { f.PlannedDate = "2026-02-30" }, map[string][]string{"planned_date": {"validation.date"}}},
		{"no unit load", func(f *deliveries.Fields) { f.UnitLoad = "" }, map[string][]string{"unit_load": {"validation.required"}}},
		{"unknown unit load", func(f *deliveries.Fields) { f.UnitLoad = "Truck" },
			map[string][]string{"unit_load": {"validation.one_of,Container / Colli / Pallet"}}},
		{"container without length", func(f *deliveries.Fields) { f.UnitLoad = deliveries.UnitLoadContainer },
			map[string][]string{"container_length": {"validation.required"}}},
		{"container of an unknown length", func(f *deliveries.Fields) { f.UnitLoad, f.ContainerLength = deliveries.UnitLoadContainer, "10ft" },
			map[string][]string{"container_length": {"validation.one_of,20ft / 40ft / 45ft"}}},
		{"container", func(f *deliveries.Fields) { f.UnitLoad, f.ContainerLength = deliveries.UnitLoadContainer, "40ft" }, map[string][]string{}},
		{"pallets without a number", func(f *deliveries.Fields) { f.NumberOfPallets = nil },
			map[string][]string{"number_of_pallets": {"validation.required"}}},
		{"no pallets", func(f *deliveries.Fields) { f.NumberOfPallets = pallets(0) },
			map[string][]string{"number_of_pallets": {"validation.min,1"}}},
		{"too many pallets", func(f *deliveries.Fields) { f.NumberOfPallets = pallets(1001) },
			map[string][]string{"number_of_pallets": {"validation.max,1000"}}},
		{"colli", func(f *deliveries.Fields) { f.UnitLoad = deliveries.UnitLoadColli }, map[string][]string{}},
		{"no lines", func(f *deliveries.Fields) { f.Lines = nil }, map[string][]string{"lines": {"deliveries.validation.no_lines"}}},
		{"more lines than the account's limit", func(f *deliveries.Fields) {
			f.Lines = append(f.Lines, deliveries.Line{ArticleNumber: "TUL-3", Quantity: 1}, deliveries.Line{Quantity: 0})
		}, map[string][]string{"lines": {"deliveries.validation.max_lines,3"}}},
		{"line without a product", func(f *deliveries.Fields) { f.Lines[1].ArticleNumber = " " },
			map[string][]string{"lines.1.article_number": {"deliveries.validation.product_required"}}},
		{"article number too long", func(f *deliveries.Fields) { f.Lines[0].ArticleNumber = strings.Repeat("A", 51) },
			map[string][]string{"lines.0.article_number": {"validation.max,50"}}},
		{"article number twice", func(f *deliveries.Fields) { f.Lines[1].ArticleNumber = "TUL-1" },
			map[string][]string{"lines.1.article_number": {"deliveries.validation.duplicate_article"}}},
		{"no quantity", func(f *deliveries.Fields) { f.Lines[0].Quantity = 0 }, map[string][]string{"lines.0.quantity": {"validation.min,1"}}},
		{"too many", func(f *deliveries.Fields) { f.Lines[0].Quantity = 1_000_001 },
			map[string][]string{"lines.0.quantity": {"validation.max,1000000"}}},
		{"unknown unit", func(f *deliveries.Fields) { f.Lines[1].Unit = "Crate" },
			map[string][]string{"lines.1.unit": {"validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := valid()
			tt.change(&f)
			f.Normalize()
			got := f.Validate(3)
			if !reflect.DeepEqual(map[string][]string(got), tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// A unit load's info is kept only for its unit load.
func TestNormalizeClearsOtherUnitLoadInfo(t *testing.T) {
	f := valid()
	f.UnitLoad, f.ContainerLength = deliveries.UnitLoadColli, "20ft"
	f.Normalize()
	if f.ContainerLength != "" || f.NumberOfPallets != nil {
		t.Errorf("colli keeps %q and %v", f.ContainerLength, f.NumberOfPallets)
	}
	f = valid()
	f.UnitLoad, f.ContainerLength = deliveries.UnitLoadContainer, " 45ft "
	f.Normalize()
	if f.ContainerLength != "45ft" || f.NumberOfPallets != nil {
		t.Errorf("container keeps %q and %v", f.ContainerLength, f.NumberOfPallets)
	}
}
