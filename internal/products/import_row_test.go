package products

import (
	"errors"
	"reflect"
	"testing"

	"kade/internal/domain"
	"kade/internal/imports"
)

// Every field of Fields is a column of the import, in the order of the form (the struct's order).
func TestImportColumnsCoverEveryField(t *testing.T) {
	fields := reflect.TypeFor[Fields]()
	if fields.NumField() != len(importSheet.Columns) {
		t.Fatalf("%d fields, %d columns", fields.NumField(), len(importSheet.Columns))
	}
	for i, c := range importSheet.Columns {
		if tag := fields.Field(i).Tag.Get("json"); tag != c.Name {
			t.Errorf("column %d is %q, field %q", i, c.Name, tag)
		}
	}
}

// A cell that cannot be read leaves its field at the default and gets only its own message.
func TestParseRow(t *testing.T) {
	h, err := importSheet.Header([]string{"article_number", "name", "product_type", "unit", "weight", "is_active", "customs_price", "hu", "quantity_sku"}, imports.PointDecimals)
	if err != nil {
		t.Fatal(err)
	}
	f, errs := parseRow(h, []string{" A-1 ", "Mug", "physic", "Box", "heavy", "maybe", "12,50", "ja", "", "ignored extra cell"})
	want := domain.ValidationErrors{
		"weight":       {"validation.number"},
		"is_active":    {"validation.boolean"},
		"length":       {"validation.required"},
		"width":        {"validation.required"},
		"height":       {"validation.required"},
		"quantity_sku": {"validation.required"},
	}
	if !reflect.DeepEqual(errs, want) {
		t.Errorf("errors %v, want %v", errs, want)
	}
	if f.ArticleNumber != "A-1" || f.ProductType != "Physic" || f.Unit != "Box" || f.Weight != nil || !f.IsActive ||
		f.CustomsPrice == nil || *f.CustomsPrice != 1250 || !f.HU || f.OutboundAlgorithm != "Fifo" {
		t.Errorf("fields %+v", f)
	}
	if got := importSheet.InOrder(errs); !reflect.DeepEqual(got, []string{"is_active", "weight", "length", "width", "height", "quantity_sku"}) {
		t.Errorf("order %v", got)
	}
	var fe *domain.FieldError
	if _, err := importSheet.Header([]string{"x"}, imports.PointDecimals); !errors.As(err, &fe) {
		t.Errorf("header error %v is no FieldError", err)
	}
}
