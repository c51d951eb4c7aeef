package products

import (
	"kade/internal/imports"
)

type column = imports.Column[Fields]

// importSheet is every column of the import, in the order of the product form's groups; the same
// columns make its template and the export.
var importSheet = imports.NewSheet([]column{
	imports.Text("article_number", MaxArticleNumber, func(f *Fields) *string { return &f.ArticleNumber }),
	imports.Text("name", maxName, func(f *Fields) *string { return &f.Name }),
	imports.Text("description", maxDescription, func(f *Fields) *string { return &f.Description }),
	choice("article_group", ArticleGroups, func(f *Fields) *string { return &f.ArticleGroup }),
	choice("product_type", ProductTypes, func(f *Fields) *string { return &f.ProductType }),
	imports.Text("cost_center", maxCode, func(f *Fields) *string { return &f.CostCenter }),
	imports.Text("revenue_code", maxCode, func(f *Fields) *string { return &f.RevenueCode }),
	imports.Flag("is_active", func(f *Fields) *bool { return &f.IsActive }),

	choice("unit", Units, func(f *Fields) *string { return &f.Unit }),
	imports.Text("ean", maxCodeCell, func(f *Fields) *string { return &f.EAN }),
	measure("weight", func(f *Fields) **float64 { return &f.Weight }),
	measure("length", func(f *Fields) **float64 { return &f.Length }),
	measure("width", func(f *Fields) **float64 { return &f.Width }),
	measure("height", func(f *Fields) **float64 { return &f.Height }),

	imports.Text("customs_code", maxCodeCell, func(f *Fields) *string { return &f.CustomsCode }),
	imports.Text("country_of_origin", maxCodeCell, func(f *Fields) *string { return &f.CountryOfOrigin }),
	imports.Euros("customs_price", func(f *Fields) **int64 { return &f.CustomsPrice }),

	imports.Flag("has_expiration_date", func(f *Fields) *bool { return &f.HasExpirationDate }),
	optionalWhole("commercial_expiration_day_offset", func(f *Fields) **int64 { return &f.CommercialExpirationDayOffset }),
	imports.Flag("has_lot_numbering", func(f *Fields) *bool { return &f.HasLotNumbering }),

	imports.Flag("hu", func(f *Fields) *bool { return &f.HU }),
	optionalWhole("quantity_sku", func(f *Fields) **int64 { return &f.QuantitySKU }),
	measure("hu_length", func(f *Fields) **float64 { return &f.HULength }),
	measure("hu_width", func(f *Fields) **float64 { return &f.HUWidth }),
	measure("hu_height", func(f *Fields) **float64 { return &f.HUHeight }),
	imports.Text("hu_ean", maxCodeCell, func(f *Fields) *string { return &f.HUEAN }),

	imports.Flag("allow_broken_unit", func(f *Fields) *bool { return &f.AllowBrokenUnit }),
	imports.Whole("minimum_stock", func(f *Fields) *int64 { return &f.MinimumStock }),
	choice("outbound_algorithm", OutboundAlgorithms, func(f *Fields) *string { return &f.OutboundAlgorithm }),

	imports.Flag("has_serial_number", func(f *Fields) *bool { return &f.HasSerialNumber }),
	imports.Text("serial_number_mask", maxCodeCell, func(f *Fields) *string { return &f.SerialNumberMask }),
	imports.Flag("fixed_serial_number", func(f *Fields) *bool { return &f.FixedSerialNumber }),
},
	// The columns every import file must have; every other column may be left out.
	[]string{"article_number", "name", "product_type", "unit"},
	// The stock figures an export adds after the fields. The warehouse computes them, so the import
	// skips them: an exported file can be imported as it is.
	[]string{"total_stock", "available_stock", "on_hold_stock", "in_transit_stock", "inbound_stock", "stock_alert"})

// maxCodeCell is how much of a code (EAN, customs code, country, serial number mask) a cell gives:
// none is longer; shorter ones that are no code get their own rule's message.
const maxCodeCell = maxSerialNumberMask

// importFile is what the import reads of a file: a cell is never longer than the description.
var importFile = importSheet.File(maxDescription)

// textBounds are the most characters each text of Fields may have, by its key.
var textBounds = importSheet.TextBounds()

// choice is a column of an enumeration; its values are short codes.
func choice(name string, values []string, field func(*Fields) *string) column {
	return imports.Choice(name, values, maxCodeCell, field)
}

func optionalWhole(name string, field func(*Fields) **int64) column {
	return imports.OptionalWhole(name, field)
}

// measure is a weight (kg) or length (cm); its decimals are a rule Validate checks on the value.
func measure(name string, field func(*Fields) **float64) column {
	return imports.OptionalDecimal(name, field)
}

// writeImportFile writes the rows of an import file with write: the header, then the products
// product(0) to product(n-1).
func writeImportFile(write func(cells []any) error, n int, product func(i int) Fields) error {
	return importSheet.WriteFile(write, n, product)
}
