package imports_test

import (
	"reflect"
	"strings"
	"testing"

	"kade/internal/domain"
	"kade/internal/imports"
)

var (
	units        = []string{"Piece", "Box", "Set", "SET", "CD"}
	productTypes = []string{"Physic", "Electronic", "Forward", "IgnoreProduct"}
)

func TestParseCells(t *testing.T) {
	for _, tc := range []struct {
		cell     string
		decimal  float64
		whole    int64
		cents    int64
		messages [3]string // of imports.ParseDecimal, imports.ParseWhole, imports.ParseEuros
	}{
		{cell: "12", decimal: 12, whole: 12, cents: 1200},
		{cell: "12,50", messages: [3]string{"validation.number", "validation.integer", "validation.number"}}, // a sheet reads the comma first (Numbers)
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
		decimal, m0 := imports.ParseDecimal(tc.cell)
		whole, m1 := imports.ParseWhole(tc.cell)
		cents, m2 := imports.ParseEuros(tc.cell)
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
		if got, message := imports.ParseBoolean(cell); got != want || message != "" {
			t.Errorf("imports.ParseBoolean(%q) = %v, %q", cell, got, message)
		}
	}
	for _, cell := range []string{"2", "y", "waar", "on"} {
		if _, message := imports.ParseBoolean(cell); message != "validation.boolean" {
			t.Errorf("imports.ParseBoolean(%q) message %q", cell, message)
		}
	}
	for cell, want := range map[string]string{"piece": "Piece", "SET": "SET", "Set": "Set", "set": "Set", "cd": "CD", "Stuk": "Piece", "DOOS": "Box", "SET (unit code)": "SET", "set (eenheidscode)": "SET"} {
		if got, message := imports.ParseChoice(units, cell); got != want || message != "" {
			t.Errorf("imports.ParseChoice(%q) = %q, %q", cell, got, message)
		}
	}
	// An export shows the screen's words, in English or Dutch: they import back as the values.
	for cell, want := range map[string]string{"Physical": "Physic", "fysiek": "Physic", "Product negeren": "IgnoreProduct", "ignore PRODUCT": "IgnoreProduct"} {
		if got, message := imports.ParseChoice(productTypes, cell); got != want || message != "" {
			t.Errorf("imports.ParseChoice(%q) = %q, %q", cell, got, message)
		}
	}
	if _, message := imports.ParseChoice(productTypes, "Physique"); message != "validation.one_of,Physic / Electronic / Forward / IgnoreProduct" {
		t.Errorf("unknown product type: %q", message)
	}
}

// sheetRow is a row of a small import file, read by testSheet.
type sheetRow struct {
	Name, Unit string
	Amount     *int64
	Date       string
}

var testSheet = imports.NewSheet([]imports.Column[sheetRow]{
	imports.Text("name", 5, func(r *sheetRow) *string { return &r.Name }),
	imports.Choice("unit", units, 10, func(r *sheetRow) *string { return &r.Unit }),
	imports.Euros("amount", func(r *sheetRow) **int64 { return &r.Amount }),
	imports.Date("date", func(r *sheetRow) *string { return &r.Date }),
}, []string{"name", "unit"}, []string{"total"})

func TestReadHeader(t *testing.T) {
	fileErr := func(message string) error {
		return &domain.FieldError{Message: message, Fields: domain.ValidationErrors{"file": {message}}}
	}
	skipped := imports.Skipped
	for _, tc := range []struct {
		name  string
		cells []string
		want  []int
		err   error
	}{
		{"required columns in any case and order", []string{" Unit ", "NAME"}, []int{1, 0}, nil},
		{"skipped and unnamed columns", []string{"name", "total", "", "unit", "Date"}, []int{0, skipped, skipped, 1, 3}, nil},
		{"missing columns", []string{"amount"}, nil, fileErr("import.errors.missing_columns,name / unit")},
		{"unknown column", []string{"name", "unit", "Colour, size"}, nil, fileErr("import.errors.unknown_column,Colour  size")},
		{"long unknown column", []string{"name", "unit", strings.Repeat("x", 60)}, nil,
			fileErr("import.errors.unknown_column," + strings.Repeat("x", 50) + "…")},
		{"duplicate column", []string{"name", "unit", "Amount", "amount"}, nil, fileErr("import.errors.duplicate_column,amount")},
		{"blank header row", []string{"", ""}, nil, fileErr("import.errors.missing_columns,name / unit")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := testSheet.Header(tc.cells, imports.PointDecimals)
			if !reflect.DeepEqual(h.Columns(), tc.want) || !reflect.DeepEqual(err, tc.err) {
				t.Errorf("Header = %v, %v; want %v, %v", h.Columns(), err, tc.want, tc.err)
			}
		})
	}
}

// A cell that cannot be read keeps the field's value and records its message under its column; the
// messages list in the template's order, what is no column last.
func TestSheetRead(t *testing.T) {
	h, err := testSheet.Header([]string{"date", "unit", "name", "amount"}, imports.PointDecimals)
	if err != nil {
		t.Fatal(err)
	}
	if !testSheet.Has(h, "amount") || testSheet.Has(h, "total") {
		t.Errorf("Has: %v", h)
	}
	row := sheetRow{Unit: "Box"}
	errs := testSheet.Read(h, []string{"31-02-2025", "kilo", " Teapots ", "12,345", "extra"}, &row)
	want := domain.ValidationErrors{"date": {"validation.date"}, "unit": {"validation.one_of,Piece / Box / Set / SET / CD"},
		"name": {"validation.too_long,5"}, "amount": {"validation.ambiguous_number"}}
	if !reflect.DeepEqual(errs, want) || row != (sheetRow{Name: "Teapo", Unit: "Box"}) {
		t.Errorf("read %+v, %v", row, errs)
	}
	errs["lines"] = []string{"x"}
	if got := testSheet.InOrder(errs); !reflect.DeepEqual(got, []string{"name", "unit", "amount", "date", "lines"}) {
		t.Errorf("order %v", got)
	}
	if got := testSheet.TextBounds(); !reflect.DeepEqual(got, map[string]int{"name": 5, "unit": 10}) {
		t.Errorf("bounds %v", got)
	}
	var rows [][]any
	cents := int64(1250)
	err = testSheet.WriteFile(func(cells []any) error { rows = append(rows, append([]any(nil), cells...)); return nil }, 1,
		func(int) sheetRow { return sheetRow{Name: "Tea", Unit: "Box", Amount: &cents, Date: "2025-01-21"} })
	if want := [][]any{{"name", "unit", "amount", "date"}, {"Tea", "Box", 12.5, "2025-01-21"}}; err != nil || !reflect.DeepEqual(rows, want) {
		t.Errorf("file %v, %v", rows, err)
	}
}

func TestParseDate(t *testing.T) {
	for cell, want := range map[string]string{
		"2025-01-21": "2025-01-21", "2025-1-2": "2025-01-02", "21-01-2025": "2025-01-21", "1-2-2025": "2025-02-01",
		"2024-02-29": "2024-02-29", "2025-01-21T14:30:00": "2025-01-21", "2025-01-21T00:00:00": "2025-01-21",
	} {
		if got, message := imports.ParseDate(cell); got != want || message != "" {
			t.Errorf("ParseDate(%q) = %q, %q; want %q", cell, got, message, want)
		}
	}
	for _, cell := range []string{"2025-02-30", "30-02-2025", "21/01/2025", "01-21-2025", "2025-13-01", "45678", "tomorrow",
		"2025-01-21T25:00:00", "2025-01-21Tnoon", "25-01-21", "2025-01-21 14:30"} {
		if got, message := imports.ParseDate(cell); got != "" || message != "validation.date" {
			t.Errorf("ParseDate(%q) = %q, %q", cell, got, message)
		}
	}
}
