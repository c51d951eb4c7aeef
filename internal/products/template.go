package products

// templateExample is the template's example row: a product that imports without errors, with the
// optional groups filled in so a person sees how each kind of column is written.
var templateExample = func() Fields {
	f := NewFields()
	weight, length, width, height := 0.25, 30.0, 20.0, 2.5
	price, perBox, boxLength, boxWidth, boxHeight := int64(1250), int64(24), 60.0, 40.0, 30.0
	f.ArticleNumber, f.Name = "TSHIRT-ORG-M", "Organic cotton T-shirt, size M"
	f.Description = "Unisex T-shirt of organic cotton, folded in a paper bag"
	f.ProductType, f.Unit, f.EAN = "Physic", "Piece", "8712345678906"
	f.Weight, f.Length, f.Width, f.Height = &weight, &length, &width, &height
	f.CustomsCode, f.CountryOfOrigin, f.CustomsPrice = "61091000", "PT", &price
	f.HU, f.QuantitySKU, f.HULength, f.HUWidth, f.HUHeight = true, &perBox, &boxLength, &boxWidth, &boxHeight
	f.MinimumStock = 10
	return f
}()

// WriteTemplate writes the rows of the import template with write: the header and the example.
func WriteTemplate(write func(cells []any) error) error {
	return writeImportFile(write, 1, func(int) Fields { return templateExample })
}
