package products

import "fmt"

// Words the sample products are named from; 8 × 12 × 10 names before the sizes vary them further.
var (
	sampleMaterials = []string{"Organic cotton", "Recycled", "Ceramic", "Bamboo", "Stainless steel", "Linen", "Oak", "Glass"}
	sampleThings    = []string{"T-shirt", "Mug", "Lunch box", "Water bottle", "Tea towel", "Cutting board",
		"Candle holder", "Tote bag", "Plant pot", "Serving bowl", "Apron", "Phone stand"}
	sampleColours = []string{"white", "black", "sand", "moss green", "ochre", "navy", "terracotta", "grey", "rust", "sky blue"}
	sampleSizes   = []string{"S", "M", "L", "XL", "small", "large", "500 ml", "1 l"}
	sampleOrigins = []string{"NL", "DE", "PT", "CN", "IN", "TR", "BE", "PL"}
)

// SampleProduct is the i-th of a series of realistic, valid products with distinct article numbers:
// varied names and types, valid EANs, and some with outer boxes, expiry dates or serial numbers.
// The benchmarks and the large-file tests import files of them.
func SampleProduct(i int) Fields {
	f := NewFields()
	f.ArticleNumber = fmt.Sprintf("SMP-%06d", i)
	f.Name = fmt.Sprintf("%s %s, %s, %s", sampleMaterials[i%len(sampleMaterials)], sampleThings[i/7%len(sampleThings)],
		sampleColours[i/3%len(sampleColours)], sampleSizes[i/11%len(sampleSizes)])
	f.ProductType, f.Unit = "Physic", Units[i%3]
	ean := fmt.Sprintf("871%09d", i)
	f.EAN = ean + string(gs1CheckDigit(ean))
	weight, length, width, height := float64(50+i%950)/1000, float64(5+i%60), float64(3+i%40), float64(1+i%25)+0.5
	f.Weight, f.Length, f.Width, f.Height = &weight, &length, &width, &height
	f.CountryOfOrigin = sampleOrigins[i%len(sampleOrigins)]
	price := int64(99 + i%9900)
	f.CustomsPrice, f.CustomsCode = &price, fmt.Sprintf("%06d", 392410+i%90)
	f.MinimumStock = int64(i % 50)
	switch i % 10 {
	case 0:
		f.ProductType, f.Weight, f.Length, f.Width, f.Height = "Electronic", nil, nil, nil, nil
	case 1, 2:
		quantity, boxLength := int64(6+i%18), length*4
		f.HU, f.QuantitySKU, f.HULength, f.HUWidth, f.HUHeight = true, &quantity, &boxLength, &width, &height
	case 3:
		offset := int64(30)
		f.HasExpirationDate, f.CommercialExpirationDayOffset, f.HasLotNumbering, f.OutboundAlgorithm = true, &offset, true, "Fefo"
	case 4:
		f.HasSerialNumber, f.SerialNumberMask, f.Description = true, "SN-#####", "Each unit carries a serial number label."
	}
	return f
}

// WriteSampleImport writes the rows of an import file of n sample products with write.
func WriteSampleImport(write func(cells []any) error, n int) error {
	return writeImportFile(write, n, SampleProduct)
}
