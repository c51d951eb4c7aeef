package products

import (
	"strings"
)

// NewFields is a new product before anything is entered: active, article group General, outbound
// algorithm Fifo, everything else empty.
func NewFields() Fields {
	return Fields{IsActive: true, ArticleGroup: "General", OutboundAlgorithm: "Fifo"}
}

// Normalize cleans the text fields and clears the fields whose condition does not hold, so a
// concept never keeps a serial number mask, an expiration offset or outer box details that no
// longer apply.
func (f *Fields) Normalize() {
	for _, s := range f.texts() {
		*s = cleanText(*s)
	}
	f.CountryOfOrigin = strings.ToUpper(f.CountryOfOrigin)
	if !f.HasSerialNumber {
		f.SerialNumberMask = ""
	}
	if !f.HasExpirationDate {
		f.CommercialExpirationDayOffset = nil
	}
	if !f.HU {
		f.QuantitySKU, f.HULength, f.HUWidth, f.HUHeight, f.HUEAN = nil, nil, nil, nil, ""
	}
}

func (f *Fields) texts() []*string {
	return []*string{&f.ArticleNumber, &f.Name, &f.Description, &f.ArticleGroup, &f.ProductType,
		&f.CostCenter, &f.RevenueCode, &f.Unit, &f.EAN, &f.CustomsCode, &f.CountryOfOrigin, &f.HUEAN,
		&f.OutboundAlgorithm, &f.SerialNumberMask}
}

// cleanText trims s and drops what PostgreSQL cannot store in a TEXT column (NUL, invalid UTF-8), so
// a value from a file or a body is stored the same way on both engines.
func cleanText(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.ReplaceAll(s, "\x00", "")
	return strings.TrimSpace(s)
}
