package products

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Bounds of the measures. The specification names none; these keep a value within what a warehouse
// can handle and what the stored grams and millimetres can hold.
const (
	maxWeightKG            = 100_000
	maxLengthCM            = 10_000
	maxExpirationDayOffset = 3650
	weightDecimals         = 3
	lengthDecimals         = 1
)

// Validate checks every rule of a product's fields except the article number's uniqueness, which
// needs the database (see articleNumberTaken). f is expected to be normalised. Errors are keyed by
// the snake_case field name.
func Validate(f Fields) Errors {
	errs := Errors{}
	errs.text("article_number", f.ArticleNumber, 50, true)
	errs.text("name", f.Name, 200, true)
	errs.text("description", f.Description, 2000, false)
	errs.text("cost_center", f.CostCenter, 50, false)
	errs.text("revenue_code", f.RevenueCode, 50, false)
	errs.oneOf("article_group", f.ArticleGroup, ArticleGroups)
	errs.oneOf("product_type", f.ProductType, ProductTypes)
	errs.oneOf("unit", f.Unit, Units)
	errs.oneOf("outbound_algorithm", f.OutboundAlgorithm, OutboundAlgorithms)

	errs.ean("ean", f.EAN)
	physic := f.ProductType == "Physic"
	errs.measure("weight", f.Weight, physic, weightDecimals, maxWeightKG)
	errs.measure("length", f.Length, physic, lengthDecimals, maxLengthCM)
	errs.measure("width", f.Width, physic, lengthDecimals, maxLengthCM)
	errs.measure("height", f.Height, physic, lengthDecimals, maxLengthCM)

	if f.CustomsCode != "" && !validCustomsCode(f.CustomsCode) {
		errs.Add("customs_code", "products.validation.customs_code")
	}
	if f.CountryOfOrigin != "" && !countries[f.CountryOfOrigin] {
		errs.Add("country_of_origin", "products.validation.country_of_origin")
	}
	errs.atLeast("customs_price", f.CustomsPrice, 0)
	errs.atLeast("minimum_stock", &f.MinimumStock, 0)

	if f.HasExpirationDate {
		if errs.atLeast("commercial_expiration_day_offset", f.CommercialExpirationDayOffset, 0) &&
			f.CommercialExpirationDayOffset != nil && *f.CommercialExpirationDayOffset > maxExpirationDayOffset {
			errs.Add("commercial_expiration_day_offset", "validation.max", maxExpirationDayOffset)
		}
	}
	if f.HU {
		if f.QuantitySKU == nil {
			errs.Add("quantity_sku", "validation.required")
		} else {
			errs.atLeast("quantity_sku", f.QuantitySKU, 1)
		}
		errs.measure("hu_length", f.HULength, false, lengthDecimals, maxLengthCM)
		errs.measure("hu_width", f.HUWidth, false, lengthDecimals, maxLengthCM)
		errs.measure("hu_height", f.HUHeight, false, lengthDecimals, maxLengthCM)
		errs.ean("hu_ean", f.HUEAN)
	}
	if f.HasSerialNumber && f.SerialNumberMask != "" && !validSerialNumberMask(f.SerialNumberMask) {
		errs.Add("serial_number_mask", "products.validation.serial_number_mask")
	}
	return errs
}

// HasRequired reports whether any field misses a required value: the form then answers with the
// specification's 'Please fill out all required fields'.
func (e Errors) HasRequired() bool {
	for _, msgs := range e {
		for _, m := range msgs {
			if m == "validation.required" {
				return true
			}
		}
	}
	return false
}

func (e Errors) text(field, value string, max int, required bool) {
	switch {
	case value == "" && required:
		e.Add(field, "validation.required")
	case utf8.RuneCountInString(value) > max:
		e.Add(field, "validation.max", max)
	}
}

// oneOf checks a required enumeration.
func (e Errors) oneOf(field, value string, values []string) {
	switch {
	case value == "":
		e.Add(field, "validation.required")
	case !slices.Contains(values, value):
		e.Add(field, "products.validation.one_of", choices(values))
	}
}

// choices is the parameter of products.validation.one_of: the values joined with " / ", because a
// message's parameters are separated by commas.
func choices(values []string) string { return strings.Join(values, " / ") }

func (e Errors) ean(field, value string) {
	if value == "" {
		return
	}
	if key := eanError(value); key != "" {
		e.Add(field, key)
	}
}

// measure checks a weight or length: above zero, at most max and with at most decimals decimals.
func (e Errors) measure(field string, value *float64, required bool, decimals int, max float64) {
	switch {
	case value == nil:
		if required {
			e.Add(field, "validation.required")
		}
	case !(*value > 0):
		e.Add(field, "products.validation.positive")
	case *value > max:
		e.Add(field, "validation.max", strconv.FormatFloat(max, 'f', -1, 64))
	case decimalPlaces(*value) > decimals:
		e.Add(field, "products.validation.decimals", decimals)
	}
}

// atLeast checks an optional whole number against min and reports whether it passed.
func (e Errors) atLeast(field string, value *int64, min int64) bool {
	if value != nil && *value < min {
		e.Add(field, "validation.min", min)
		return false
	}
	return true
}

// decimalPlaces counts the decimals of v as written in its shortest exact form (1.25 has 2).
func decimalPlaces(v float64) int {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
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
