package products_test

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"kade/internal/products"
)

func ptr[T any](v T) *T { return &v }

// validFields is a Physic product that passes every rule.
func validFields(articleNumber string) products.Fields {
	f := products.NewFields()
	f.ArticleNumber, f.Name, f.ProductType, f.Unit = articleNumber, "Coffee beans 1 kg", "Physic", "Piece"
	f.Weight, f.Length, f.Width, f.Height = ptr(1.25), ptr(20.0), ptr(10.5), ptr(8.0)
	return f
}

func TestNewFields(t *testing.T) {
	f := products.NewFields()
	if !f.IsActive || f.ArticleGroup != "General" || f.OutboundAlgorithm != "Fifo" || f.ArticleNumber != "" ||
		f.ProductType != "" || f.Unit != "" || f.Weight != nil || f.HU || f.MinimumStock != 0 {
		t.Errorf("NewFields() = %+v", f)
	}
}

func TestNormalize(t *testing.T) {
	f := validFields("  TUL-1 \t")
	f.Name = " Coffee\x00 beans "
	f.CountryOfOrigin = " nl "
	f.SerialNumberMask = "SN-####"
	f.CommercialExpirationDayOffset = ptr(int64(10))
	f.QuantitySKU, f.HULength, f.HUWidth, f.HUHeight, f.HUEAN = ptr(int64(6)), ptr(1.0), ptr(1.0), ptr(1.0), "96385074"
	f.Description = "bad \xff byte"
	f.Normalize()
	// What no database stores is shown, not dropped, and refused: a NUL as '␀', invalid UTF-8 as U+FFFD.
	if f.ArticleNumber != "TUL-1" || f.Name != "Coffee\u2400 beans" || f.CountryOfOrigin != "NL" || f.Description != "bad \uFFFD byte" {
		t.Errorf("texts not cleaned: %q %q %q %q", f.ArticleNumber, f.Name, f.CountryOfOrigin, f.Description)
	}
	if errs := products.Validate(f); !reflect.DeepEqual(errs["name"], []string{"validation.control_characters"}) ||
		!reflect.DeepEqual(errs["description"], []string{"validation.invalid_text"}) {
		t.Errorf("the NUL and the invalid byte: %v", errs)
	}
	if f.SerialNumberMask != "" || f.CommercialExpirationDayOffset != nil || f.QuantitySKU != nil ||
		f.HULength != nil || f.HUWidth != nil || f.HUHeight != nil || f.HUEAN != "" {
		t.Errorf("fields of conditions that do not hold kept: %+v", f)
	}
	f.HasSerialNumber, f.SerialNumberMask = true, "SN-####"
	f.HasExpirationDate, f.CommercialExpirationDayOffset = true, ptr(int64(10))
	f.HU, f.QuantitySKU, f.HUEAN = true, ptr(int64(6)), "96385074"
	f.Normalize()
	if f.SerialNumberMask != "SN-####" || f.CommercialExpirationDayOffset == nil || f.QuantitySKU == nil || f.HUEAN != "96385074" {
		t.Errorf("fields of conditions that hold cleared: %+v", f)
	}
}

func TestValidate(t *testing.T) {
	oneOf := func(values []string) string {
		return "validation.one_of," + strings.Join(values, " / ")
	}
	for _, tc := range []struct {
		name   string
		change func(f *products.Fields)
		field  string
		want   []string // nil: valid
	}{
		{"valid", func(f *products.Fields) {}, "", nil},
		{"article number required", func(f *products.Fields) { f.ArticleNumber = "" }, "article_number", []string{"validation.required"}},
		{"article number of 50", func(f *products.Fields) { f.ArticleNumber = strings.Repeat("A", 50) }, "", nil},
		{"article number of 51", func(f *products.Fields) { f.ArticleNumber = strings.Repeat("A", 51) }, "article_number", []string{"validation.max,50"}},
		{"name required", func(f *products.Fields) { f.Name = "" }, "name", []string{"validation.required"}},
		{"name of 200 letters with accents", func(f *products.Fields) { f.Name = strings.Repeat("é", 200) }, "", nil},
		{"name of 201", func(f *products.Fields) { f.Name = strings.Repeat("n", 201) }, "name", []string{"validation.max,200"}},
		{"description of 2001", func(f *products.Fields) { f.Description = strings.Repeat("d", 2001) }, "description", []string{"validation.max,2000"}},
		{"cost center of 51", func(f *products.Fields) { f.CostCenter = strings.Repeat("c", 51) }, "cost_center", []string{"validation.max,50"}},
		{"revenue code of 51", func(f *products.Fields) { f.RevenueCode = strings.Repeat("r", 51) }, "revenue_code", []string{"validation.max,50"}},
		{"article group required", func(f *products.Fields) { f.ArticleGroup = "" }, "article_group", []string{"validation.required"}},
		{"article group unknown", func(f *products.Fields) { f.ArticleGroup = "Special" }, "article_group", []string{oneOf(products.ArticleGroups)}},
		{"product type required", func(f *products.Fields) { f.ProductType = "" }, "product_type", []string{"validation.required"}},
		{"product type in another case", func(f *products.Fields) { f.ProductType = "physic" }, "product_type", []string{oneOf(products.ProductTypes)}},
		{"unit required", func(f *products.Fields) { f.Unit = "" }, "unit", []string{"validation.required"}},
		{"unit unknown", func(f *products.Fields) { f.Unit = "Crate" }, "unit", []string{oneOf(products.Units)}},
		{"outbound algorithm required", func(f *products.Fields) { f.OutboundAlgorithm = "" }, "outbound_algorithm", []string{"validation.required"}},
		{"outbound algorithm unknown", func(f *products.Fields) { f.OutboundAlgorithm = "Random" }, "outbound_algorithm", []string{oneOf(products.OutboundAlgorithms)}},

		{"EAN-8", func(f *products.Fields) { f.EAN = "96385074" }, "", nil},
		{"EAN-13", func(f *products.Fields) { f.EAN = "4006381333931" }, "", nil},
		{"EAN-14", func(f *products.Fields) { f.EAN = "10012345678902" }, "", nil},
		{"EAN-14 with a leading zero", func(f *products.Fields) { f.EAN = "08712345678906" }, "", nil},
		{"EAN-8 check digit", func(f *products.Fields) { f.EAN = "96385075" }, "ean", []string{"products.validation.ean_checksum"}},
		{"EAN-13 check digit", func(f *products.Fields) { f.EAN = "4006381333932" }, "ean", []string{"products.validation.ean_checksum"}},
		{"EAN-14 check digit", func(f *products.Fields) { f.EAN = "10012345678901" }, "ean", []string{"products.validation.ean_checksum"}},
		{"EAN of 12 digits", func(f *products.Fields) { f.EAN = "400638133393" }, "ean", []string{"products.validation.ean_length"}},
		{"EAN with a letter", func(f *products.Fields) { f.EAN = "400638133393A" }, "ean", []string{"products.validation.ean_length"}},
		{"EAN with a space", func(f *products.Fields) { f.EAN = "4006381 33931" }, "ean", []string{"products.validation.ean_length"}},

		{"Physic needs a weight", func(f *products.Fields) { f.Weight = nil }, "weight", []string{"validation.required"}},
		{"Physic needs a length", func(f *products.Fields) { f.Length = nil }, "length", []string{"validation.required"}},
		{"Physic needs a width", func(f *products.Fields) { f.Width = nil }, "width", []string{"validation.required"}},
		{"Physic needs a height", func(f *products.Fields) { f.Height = nil }, "height", []string{"validation.required"}},
		{"Electronic needs no measures", func(f *products.Fields) {
			f.ProductType, f.Weight, f.Length, f.Width, f.Height = "Electronic", nil, nil, nil, nil
		}, "", nil},
		{"weight zero", func(f *products.Fields) { f.Weight = ptr(0.0) }, "weight", []string{"validation.positive"}},
		{"weight negative", func(f *products.Fields) { f.Weight = ptr(-1.0) }, "weight", []string{"validation.positive"}},
		{"weight with 3 decimals", func(f *products.Fields) { f.Weight = ptr(0.125) }, "", nil},
		{"weight with 4 decimals", func(f *products.Fields) { f.Weight = ptr(0.1255) }, "weight", []string{"validation.decimals,3"}},
		{"weight too heavy", func(f *products.Fields) { f.Weight = ptr(100_000.5) }, "weight", []string{"validation.max,100000"}},
		{"length with 1 decimal", func(f *products.Fields) { f.Length = ptr(12.5) }, "", nil},
		{"length with 2 decimals", func(f *products.Fields) { f.Length = ptr(12.55) }, "length", []string{"validation.decimals,1"}},
		{"width zero", func(f *products.Fields) { f.Width = ptr(0.0) }, "width", []string{"validation.positive"}},
		{"height too long", func(f *products.Fields) { f.Height = ptr(10_001.0) }, "height", []string{"validation.max,10000"}},
		{"measures of a non-Physic product still checked", func(f *products.Fields) {
			f.ProductType, f.Weight = "Forward", ptr(-2.0)
		}, "weight", []string{"validation.positive"}},

		{"HS code of 6 digits", func(f *products.Fields) { f.CustomsCode = "090121" }, "", nil},
		{"HS code of 10 digits", func(f *products.Fields) { f.CustomsCode = "0901210000" }, "", nil},
		{"HS code of 5 digits", func(f *products.Fields) { f.CustomsCode = "09012" }, "customs_code", []string{"products.validation.customs_code"}},
		{"HS code of 11 digits", func(f *products.Fields) { f.CustomsCode = "09012100001" }, "customs_code", []string{"products.validation.customs_code"}},
		{"HS code with dots", func(f *products.Fields) { f.CustomsCode = "0901.21" }, "customs_code", []string{"products.validation.customs_code"}},
		{"country NL", func(f *products.Fields) { f.CountryOfOrigin = "NL" }, "", nil},
		{"country Åland", func(f *products.Fields) { f.CountryOfOrigin = "AX" }, "", nil},
		{"country UK is not ISO", func(f *products.Fields) { f.CountryOfOrigin = "UK" }, "country_of_origin", []string{"products.validation.country_of_origin"}},
		{"country of three letters", func(f *products.Fields) { f.CountryOfOrigin = "NLD" }, "country_of_origin", []string{"products.validation.country_of_origin"}},
		{"customs price zero", func(f *products.Fields) { f.CustomsPrice = ptr(int64(0)) }, "", nil},
		{"customs price negative", func(f *products.Fields) { f.CustomsPrice = ptr(int64(-1)) }, "customs_price", []string{"validation.min,0"}},
		{"customs price of a million euros", func(f *products.Fields) { f.CustomsPrice = ptr(int64(100_000_000)) }, "", nil},
		{"customs price over a million euros", func(f *products.Fields) { f.CustomsPrice = ptr(int64(100_000_001)) }, "customs_price", []string{"validation.max,1000000"}},
		{"customs price of 2^63-1 cents", func(f *products.Fields) { f.CustomsPrice = ptr(int64(math.MaxInt64)) }, "customs_price", []string{"validation.max,1000000"}},
		{"minimum stock negative", func(f *products.Fields) { f.MinimumStock = -1 }, "minimum_stock", []string{"validation.min,0"}},
		{"minimum stock of a billion", func(f *products.Fields) { f.MinimumStock = 1_000_000_000 }, "", nil},
		{"minimum stock over a billion", func(f *products.Fields) { f.MinimumStock = 1_000_000_001 }, "minimum_stock", []string{"validation.max,1000000000"}},
		{"minimum stock of 2^63-1", func(f *products.Fields) { f.MinimumStock = math.MaxInt64 }, "minimum_stock", []string{"validation.max,1000000000"}},

		{"expiration offset 3650", func(f *products.Fields) {
			f.HasExpirationDate, f.CommercialExpirationDayOffset = true, ptr(int64(3650))
		}, "", nil},
		{"expiration offset 3651", func(f *products.Fields) {
			f.HasExpirationDate, f.CommercialExpirationDayOffset = true, ptr(int64(3651))
		}, "commercial_expiration_day_offset", []string{"validation.max,3650"}},
		{"expiration offset negative", func(f *products.Fields) {
			f.HasExpirationDate, f.CommercialExpirationDayOffset = true, ptr(int64(-1))
		}, "commercial_expiration_day_offset", []string{"validation.min,0"}},

		{"outer box", func(f *products.Fields) {
			f.HU, f.QuantitySKU, f.HULength, f.HUWidth, f.HUHeight, f.HUEAN = true, ptr(int64(12)), ptr(40.0), ptr(30.0), ptr(20.5), "10012345678902"
		}, "", nil},
		{"outer box needs a quantity", func(f *products.Fields) { f.HU = true }, "quantity_sku", []string{"validation.required"}},
		{"outer box quantity zero", func(f *products.Fields) { f.HU, f.QuantitySKU = true, ptr(int64(0)) }, "quantity_sku", []string{"validation.min,1"}},
		{"outer box quantity of a million", func(f *products.Fields) { f.HU, f.QuantitySKU = true, ptr(int64(1_000_000)) }, "", nil},
		{"outer box quantity over a million", func(f *products.Fields) { f.HU, f.QuantitySKU = true, ptr(int64(1_000_001)) }, "quantity_sku", []string{"validation.max,1000000"}},
		{"outer box quantity of 2^63-1", func(f *products.Fields) { f.HU, f.QuantitySKU = true, ptr(int64(math.MaxInt64)) }, "quantity_sku", []string{"validation.max,1000000"}},
		{"outer box length zero", func(f *products.Fields) { f.HU, f.QuantitySKU, f.HULength = true, ptr(int64(1)), ptr(0.0) }, "hu_length", []string{"validation.positive"}},
		{"outer box width with 2 decimals", func(f *products.Fields) { f.HU, f.QuantitySKU, f.HUWidth = true, ptr(int64(1)), ptr(1.25) }, "hu_width", []string{"validation.decimals,1"}},
		{"outer box height negative", func(f *products.Fields) { f.HU, f.QuantitySKU, f.HUHeight = true, ptr(int64(1)), ptr(-3.0) }, "hu_height", []string{"validation.positive"}},
		{"outer box EAN check digit", func(f *products.Fields) { f.HU, f.QuantitySKU, f.HUEAN = true, ptr(int64(1)), "10012345678903" }, "hu_ean", []string{"products.validation.ean_checksum"}},
		{"outer box EAN length", func(f *products.Fields) { f.HU, f.QuantitySKU, f.HUEAN = true, ptr(int64(1)), "1234" }, "hu_ean", []string{"products.validation.ean_length"}},

		{"mask of digits", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, "SN-######" }, "", nil},
		{"mask of every placeholder and literal", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, "AB_09/@@.**-#" }, "", nil},
		{"mask of 50", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, strings.Repeat("#", 50) }, "", nil},
		{"mask of 51", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, strings.Repeat("#", 51) }, "serial_number_mask", []string{"products.validation.serial_number_mask"}},
		{"mask without a placeholder", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, "SN-0001" }, "serial_number_mask", []string{"products.validation.serial_number_mask"}},
		{"mask with lower case", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, "sn-###" }, "serial_number_mask", []string{"products.validation.serial_number_mask"}},
		{"mask with a space", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, "SN ###" }, "serial_number_mask", []string{"products.validation.serial_number_mask"}},
		{"mask with a question mark", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, "SN-###?" }, "serial_number_mask", []string{"products.validation.serial_number_mask"}},
		{"mask with a non-ASCII letter", func(f *products.Fields) { f.HasSerialNumber, f.SerialNumberMask = true, "Ä###" }, "serial_number_mask", []string{"products.validation.serial_number_mask"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := validFields("TUL-COF-001")
			tc.change(&f)
			errs := products.Validate(f)
			if tc.want == nil {
				if len(errs) != 0 {
					t.Errorf("Validate = %v, want no errors", errs)
				}
				return
			}
			if len(errs) != 1 || !slices.Equal(errs[tc.field], tc.want) {
				t.Errorf("Validate = %v, want only %s: %v", errs, tc.field, tc.want)
			}
		})
	}
}

func TestValidateEmptyForm(t *testing.T) {
	errs := products.Validate(products.NewFields())
	for _, field := range []string{"article_number", "name", "product_type", "unit"} {
		if !slices.Equal(errs[field], []string{"validation.required"}) {
			t.Errorf("%s: %v, want validation.required", field, errs[field])
		}
	}
	if len(errs) != 4 || !errs.HasRequired() {
		t.Errorf("Validate(NewFields()) = %v", errs)
	}
	if errs := products.Validate(validFields("A")); errs.HasRequired() {
		t.Errorf("HasRequired of %v", errs)
	}
}
