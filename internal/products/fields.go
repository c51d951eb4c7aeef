package products

import (
	"kade/internal/listing"
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
	listing.CleanTexts(f.texts()...)
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
