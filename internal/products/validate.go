package products

import "kade/internal/domain"

// The longest texts, in characters.
const (
	MaxArticleNumber = 50
	maxName          = 200
	maxDescription   = 2000
	maxCode          = 50 // cost center, revenue code
)

// Bounds of the numbers. The specification names none; these keep a value within what a warehouse
// can handle, and exact where it travels: the stored grams and millimetres, the float64 a spreadsheet
// and a browser hold numbers in, and so an export that imports back unchanged.
const (
	maxWeightKG            = 100_000
	maxLengthCM            = 10_000
	maxExpirationDayOffset = 3650
	maxCustomsPriceEuros   = 1_000_000
	maxQuantitySKU         = 1_000_000
	maxMinimumStock        = 1_000_000_000
	weightDecimals         = 3
	lengthDecimals         = 1
)

// Validate checks every rule of a product's fields except the article number's uniqueness, which
// needs the database (see articleNumberTaken). f is expected to be normalised. Errors are keyed by
// the snake_case field name.
func Validate(f Fields) domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	errs.Text("article_number", f.ArticleNumber, MaxArticleNumber, true)
	errs.Text("name", f.Name, maxName, true)
	errs.Paragraph("description", f.Description, maxDescription)
	errs.Text("cost_center", f.CostCenter, maxCode, false)
	errs.Text("revenue_code", f.RevenueCode, maxCode, false)
	errs.OneOf("article_group", f.ArticleGroup, ArticleGroups)
	errs.OneOf("product_type", f.ProductType, ProductTypes)
	errs.OneOf("unit", f.Unit, Units)
	errs.OneOf("outbound_algorithm", f.OutboundAlgorithm, OutboundAlgorithms)

	checkEAN(errs, "ean", f.EAN)
	physic := f.ProductType == "Physic"
	errs.Measure("weight", f.Weight, physic, weightDecimals, maxWeightKG)
	errs.Measure("length", f.Length, physic, lengthDecimals, maxLengthCM)
	errs.Measure("width", f.Width, physic, lengthDecimals, maxLengthCM)
	errs.Measure("height", f.Height, physic, lengthDecimals, maxLengthCM)

	if f.CustomsCode != "" && !validCustomsCode(f.CustomsCode) {
		errs.Add("customs_code", "products.validation.customs_code")
	}
	if f.CountryOfOrigin != "" && !domain.IsCountry(f.CountryOfOrigin) {
		errs.Add("country_of_origin", "products.validation.country_of_origin")
	}
	errs.Amount("customs_price", f.CustomsPrice, maxCustomsPriceEuros)
	errs.Whole("minimum_stock", &f.MinimumStock, 0, maxMinimumStock)

	if f.HasExpirationDate {
		errs.Whole("commercial_expiration_day_offset", f.CommercialExpirationDayOffset, 0, maxExpirationDayOffset)
	}
	if f.HU {
		if f.QuantitySKU == nil {
			errs.Add("quantity_sku", "validation.required")
		} else {
			errs.Whole("quantity_sku", f.QuantitySKU, 1, maxQuantitySKU)
		}
		errs.Measure("hu_length", f.HULength, false, lengthDecimals, maxLengthCM)
		errs.Measure("hu_width", f.HUWidth, false, lengthDecimals, maxLengthCM)
		errs.Measure("hu_height", f.HUHeight, false, lengthDecimals, maxLengthCM)
		checkEAN(errs, "hu_ean", f.HUEAN)
	}
	if f.HasSerialNumber && f.SerialNumberMask != "" && !validSerialNumberMask(f.SerialNumberMask) {
		errs.Add("serial_number_mask", "products.validation.serial_number_mask")
	}
	return errs
}

func checkEAN(errs domain.ValidationErrors, field, value string) {
	if value == "" {
		return
	}
	if key := eanError(value); key != "" {
		errs.Add(field, key)
	}
}

// validCustomsCode reports whether code is an HS code: 6 to 10 digits.
func validCustomsCode(code string) bool {
	return len(code) >= 6 && len(code) <= 10 && allDigits(code)
}

// allDigits reports whether s is made of the digits 0-9 only.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
