package demo

// The demo catalogue: product lines a webshop of each account would sell, each multiplied by its
// variants into individual products. Food has lots and best-before dates, electronics serial numbers.

// productLine is one kind of product with the variants it is sold in.
type productLine struct {
	prefix   string // article number prefix
	name     string
	kind     lineKind
	unit     string
	weightKG float64
	sizeCM   [3]float64 // length, width, height
	hsCode   string
	origin   string
	priceEUR int64 // customs price in whole euros
	variants []string
}

type lineKind int

const (
	general     lineKind = iota
	food                 // lots and best-before dates, FEFO
	electronics          // serial numbers
)

var tulipCatalogue = []productLine{
	{"TUL-COF", "Coffee beans", food, "Piece", 1.0, [3]float64{20, 10, 8}, "090121", "CO", 12,
		[]string{"Colombia 1 kg", "Ethiopia 1 kg", "Brazil 1 kg", "Espresso blend 1 kg", "Decaf 500 g", "Guatemala 1 kg"}},
	{"TUL-TEA", "Loose-leaf tea", food, "Piece", 0.25, [3]float64{12, 8, 8}, "090240", "LK", 6,
		[]string{"Earl Grey", "Sencha", "Rooibos", "Chai", "Peppermint", "Jasmine", "English Breakfast"}},
	{"TUL-CHO", "Chocolate bar", food, "Piece", 0.1, [3]float64{16, 8, 1}, "180632", "BE", 2,
		[]string{"Dark 72%", "Milk", "Hazelnut", "Sea salt", "White", "Orange"}},
	{"TUL-STW", "Stroopwafels", food, "Box", 0.4, [3]float64{10, 10, 12}, "190590", "NL", 4,
		[]string{"Classic", "Honey", "Caramel", "Mini", "Gluten-free"}},
	{"TUL-OIL", "Olive oil", food, "Piece", 0.8, [3]float64{7, 7, 28}, "150920", "GR", 9,
		[]string{"Extra virgin 500 ml", "Extra virgin 1 l", "Lemon 250 ml", "Garlic 250 ml"}},
	{"TUL-HDP", "Wireless headphones", electronics, "Piece", 0.3, [3]float64{20, 18, 9}, "851830", "CN", 45,
		[]string{"Black", "White", "Navy", "Sand"}},
	{"TUL-SPK", "Bluetooth speaker", electronics, "Piece", 0.6, [3]float64{18, 8, 8}, "851822", "CN", 38,
		[]string{"Mini black", "Mini red", "Pro black", "Pro grey"}},
	{"TUL-CHG", "USB-C charger", electronics, "Piece", 0.15, [3]float64{8, 6, 4}, "850440", "CN", 11,
		[]string{"20 W", "45 W", "65 W", "100 W"}},
	{"TUL-MUG", "Ceramic mug", general, "Piece", 0.35, [3]float64{12, 9, 10}, "691200", "PT", 5,
		[]string{"Blue", "Green", "Ochre", "White", "Black", "Speckled"}},
	{"TUL-TOT", "Canvas tote bag", general, "Piece", 0.2, [3]float64{40, 35, 1}, "420222", "IN", 3,
		[]string{"Natural", "Black", "Tulip print", "Canal print"}},
	{"TUL-GFT", "Gift box", general, "Set", 1.2, [3]float64{30, 25, 10}, "210690", "NL", 25,
		[]string{"Coffee lover", "Tea time", "Dutch treats", "Chocolate tasting"}},
}

var polderCatalogue = []productLine{
	{"PLD-LMP", "Table lamp", electronics, "Piece", 1.6, [3]float64{25, 25, 45}, "940520", "NL", 60,
		[]string{"Oak", "Walnut", "Black", "White", "Brass"}},
	{"PLD-VAS", "Glass vase", general, "Piece", 0.9, [3]float64{15, 15, 30}, "701391", "CZ", 18,
		[]string{"Small clear", "Large clear", "Smoke", "Amber", "Green"}},
	{"PLD-CUS", "Linen cushion", general, "Piece", 0.5, [3]float64{45, 45, 12}, "940490", "LT", 14,
		[]string{"Sand", "Moss", "Rust", "Stone", "Ink"}},
	{"PLD-PLD", "Wool throw", general, "Piece", 1.1, [3]float64{40, 30, 10}, "630140", "NL", 42,
		[]string{"Grey", "Ochre", "Checked"}},
	{"PLD-CND", "Scented candle", food, "Piece", 0.4, [3]float64{9, 9, 11}, "340600", "NL", 8,
		[]string{"Fig", "Cedar", "Linen", "Amber"}},
	{"PLD-CLK", "Wall clock", electronics, "Piece", 0.8, [3]float64{35, 35, 5}, "910591", "DE", 32,
		[]string{"Oak", "Black", "White"}},
}
