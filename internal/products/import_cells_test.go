package products

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"kade/internal/domain"
)

func TestParseCells(t *testing.T) {
	for _, tc := range []struct {
		cell     string
		decimal  float64
		whole    int64
		cents    int64
		messages [3]string // of parseDecimal, parseWhole, parseEuros
	}{
		{cell: "12", decimal: 12, whole: 12, cents: 1200},
		{cell: "12,50", decimal: 12.5, cents: 1250, messages: [3]string{"", "validation.integer", ""}},
		{cell: "0.1", decimal: 0.1, cents: 10, messages: [3]string{"", "validation.integer", ""}},
		{cell: "12.0", decimal: 12, whole: 12, cents: 1200},
		{cell: "-3", decimal: -3, whole: -3, cents: -300},
		{cell: "1E-3", decimal: 0.001, messages: [3]string{"", "validation.integer", "validation.decimals,2"}},
		{cell: "0.30000000000000004", decimal: 0.3, cents: 30, messages: [3]string{"", "validation.integer", ""}},
		{cell: "19.99", decimal: 19.99, cents: 1999, messages: [3]string{"", "validation.integer", ""}},
		{cell: "12.345", decimal: 12.345, messages: [3]string{"", "validation.integer", "validation.decimals,2"}},
		{cell: "1.234,56", messages: [3]string{"validation.number", "validation.integer", "validation.number"}},
		{cell: "1,2,3", messages: [3]string{"validation.number", "validation.integer", "validation.number"}},
		{cell: "abc", messages: [3]string{"validation.number", "validation.integer", "validation.number"}},
		{cell: "€ 12", messages: [3]string{"validation.number", "validation.integer", "validation.number"}},
		{cell: "NaN", messages: [3]string{"validation.number", "validation.integer", "validation.number"}},
		{cell: "inf", messages: [3]string{"validation.number", "validation.integer", "validation.number"}},
		{cell: "0x10", messages: [3]string{"validation.number", "validation.integer", "validation.number"}},
		{cell: "1e300", decimal: 1e300, messages: [3]string{"", "validation.integer", "validation.number"}},
		// Every digit of the float64 nearest 0.1, as a program may write it, and the start of a cell
		// the reader cut off, which is no number the file holds.
		{cell: "0.1000000000000000055511151231257827021181583404541015625", decimal: 0.1, cents: 10, messages: [3]string{"", "validation.integer", ""}},
		{cell: "0." + strings.Repeat("0", 99), messages: [3]string{"validation.number", "validation.integer", "validation.number"}},
	} {
		decimal, m0 := parseDecimal(tc.cell)
		whole, m1 := parseWhole(tc.cell)
		cents, m2 := parseEuros(tc.cell)
		if got := [3]string{m0, m1, m2}; got != tc.messages {
			t.Errorf("%q: messages %q, want %q", tc.cell, got, tc.messages)
		}
		if decimal != tc.decimal || whole != tc.whole || cents != tc.cents {
			t.Errorf("%q: %v, %v, %v; want %v, %v, %v", tc.cell, decimal, whole, cents, tc.decimal, tc.whole, tc.cents)
		}
	}
}

func TestParseBooleanAndChoice(t *testing.T) {
	for cell, want := range map[string]bool{"1": true, "TRUE": true, "Yes": true, "ja": true, "0": false, "false": false, "NO": false, "Nee": false} {
		if got, message := parseBoolean(cell); got != want || message != "" {
			t.Errorf("parseBoolean(%q) = %v, %q", cell, got, message)
		}
	}
	for _, cell := range []string{"2", "y", "waar", "on"} {
		if _, message := parseBoolean(cell); message != "validation.boolean" {
			t.Errorf("parseBoolean(%q) message %q", cell, message)
		}
	}
	for cell, want := range map[string]string{"piece": "Piece", "SET": "SET", "Set": "Set", "set": "Set", "cd": "CD"} {
		if got, message := parseChoice(Units, cell); got != want || message != "" {
			t.Errorf("parseChoice(%q) = %q, %q", cell, got, message)
		}
	}
	if _, message := parseChoice(ProductTypes, "Physical"); message != "validation.one_of,Physic / Electronic / Forward / IgnoreProduct" {
		t.Errorf("unknown product type: %q", message)
	}
}

func TestReadHeader(t *testing.T) {
	fileErr := func(message string) error {
		return &domain.FieldError{Message: message, Fields: domain.ValidationErrors{"file": {message}}}
	}
	index := func(name string) int { return columnOrder[name] }
	for _, tc := range []struct {
		name  string
		cells []string
		want  header
		err   error
	}{
		{"required columns in any case and order", []string{" Unit ", "NAME", "product_type", "Article_Number"},
			header{index("unit"), index("name"), index("product_type"), index("article_number")}, nil},
		{"stock figures and unnamed columns are skipped",
			[]string{"article_number", "total_stock", "", "name", "product_type", "unit", "stock_alert"},
			header{index("article_number"), skipped, skipped, index("name"), index("product_type"), index("unit"), skipped}, nil},
		{"missing columns", []string{"name", "ean"}, nil,
			fileErr("import.errors.missing_columns,article_number / product_type / unit")},
		{"unknown column", []string{"article_number", "name", "product_type", "unit", "Colour, size"}, nil,
			fileErr("import.errors.unknown_column,Colour  size")},
		{"duplicate column", []string{"article_number", "name", "product_type", "unit", "EAN", "ean"}, nil,
			fileErr("import.errors.duplicate_column,ean")},
		{"blank header row", []string{"", ""}, nil,
			fileErr("import.errors.missing_columns,article_number / name / product_type / unit")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := readHeader(tc.cells)
			if !reflect.DeepEqual(h, tc.want) || !reflect.DeepEqual(err, tc.err) {
				t.Errorf("readHeader = %v, %v; want %v, %v", h, err, tc.want, tc.err)
			}
		})
	}
}

// Every field of Fields is a column of the import, in the order of the form (the struct's order).
func TestImportColumnsCoverEveryField(t *testing.T) {
	fields := reflect.TypeFor[Fields]()
	if fields.NumField() != len(importColumns) {
		t.Fatalf("%d fields, %d columns", fields.NumField(), len(importColumns))
	}
	for i, c := range importColumns {
		if tag := fields.Field(i).Tag.Get("json"); tag != c.name {
			t.Errorf("column %d is %q, field %q", i, c.name, tag)
		}
	}
}

// A cell that cannot be read leaves its field at the default and gets only its own message.
func TestParseRow(t *testing.T) {
	h, err := readHeader([]string{"article_number", "name", "product_type", "unit", "weight", "is_active", "customs_price", "hu", "quantity_sku"})
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
	if got := fieldsInOrder(errs); !reflect.DeepEqual(got, []string{"is_active", "weight", "length", "width", "height", "quantity_sku"}) {
		t.Errorf("order %v", got)
	}
	var fe *domain.FieldError
	if _, err := readHeader([]string{"x"}); !errors.As(err, &fe) {
		t.Errorf("header error %v is no FieldError", err)
	}
}
