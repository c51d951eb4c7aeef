package orders

// Bounds that keep every amount exact in int64 cents: a line's gross amount is at most
// MaxQuantity × MaxPriceEuros × 100 cents (10^13), times a percentage in basis points (10^4) well
// below 2^63.
const (
	MaxQuantity   = 1_000_000
	MaxPriceEuros = 100_000
	MaxLines      = 1_000
)

// LineAmounts are a line's prices and amounts in cents, as the form, the footer and the API show
// them. The price entered is kept and the other derived from it and the VAT percentage for showing
// (per unit, rounded); when both are given, the price excl. VAT is kept. The amounts are worked out
// from the price entered times the quantity, rounded once per line (docs/architecture.md, "Sales
// orders").
type LineAmounts struct {
	PriceExclVAT  int64 `json:"price_excl_vat"`  // per unit
	PriceInclVAT  int64 `json:"price_incl_vat"`  // per unit
	Discount      int64 `json:"discount"`        // on the whole line, excl. VAT
	AmountExclVAT int64 `json:"amount_excl_vat"` // the line excl. VAT, less the discount
	VAT           int64 `json:"vat"`             // on the amount, rounded per line
}

// Totals are the order footer (spec point 3) in cents.
type Totals struct {
	Subtotal      int64 `json:"subtotal"`       // the lines' amounts excl. VAT before discounts
	TotalDiscount int64 `json:"total_discount"` // the lines' discounts
	EstimatedVAT  int64 `json:"estimated_vat"`  // the lines' VAT, each rounded on its own
	ShippingCosts int64 `json:"shipping_costs"` // the shipment costs incl. VAT
	HandlingCosts int64 `json:"handling_costs"` // the account's handling costs per order
	Total         int64 `json:"total"`          // subtotal - discount + VAT + shipping + handling
}

// Amounts works out a line's prices and amounts. Every rounding is to whole cents, half away from
// zero; internal/orders/testdata/totals.json holds the cases the frontend's footer shares. A line
// whose numbers are beyond their bounds (a webshop's DataIssue order keeps them for a person to fix)
// has no amounts: they could not be worked out exactly.
func Amounts(l Line) LineAmounts {
	a, _ := amounts(l)
	return a
}

// amounts works out a line's prices and amounts and its amount excl. VAT before the discount (its
// share of the footer's subtotal).
//
// From a price excl. VAT: gross = quantity × price, the discount and the VAT are each rounded once.
// From a price incl. VAT the line is worked out incl. VAT and split once: gross incl. VAT = quantity ×
// price, less its discount incl. VAT is the line's net incl. VAT; the amount excl. VAT is that net
// without VAT, rounded, and the VAT the rest, so amount excl. VAT + VAT is exactly the net incl. VAT.
// The gross excl. VAT is the gross incl. VAT without VAT, rounded, and the discount the difference,
// so that the footer's subtotal - discount + VAT adds up to the lines' net incl. VAT too.
func amounts(l Line) (a LineAmounts, gross int64) {
	if !withinBounds(l) {
		return a, 0
	}
	vat := int64(l.VATPercentage)
	discount := int64(l.DiscountPercentage)
	exclVAT := func(inclVAT int64) int64 { return divRound(inclVAT*10000, 10000+vat) }
	switch {
	case l.PriceExclVAT != nil:
		a.PriceExclVAT = *l.PriceExclVAT
		a.PriceInclVAT = divRound(a.PriceExclVAT*(10000+vat), 10000)
		gross = l.Quantity * a.PriceExclVAT
		a.Discount = divRound(gross*discount, 10000)
		a.AmountExclVAT = gross - a.Discount
		a.VAT = divRound(a.AmountExclVAT*vat, 10000)
	case l.PriceInclVAT != nil:
		a.PriceInclVAT = *l.PriceInclVAT
		a.PriceExclVAT = exclVAT(a.PriceInclVAT)
		grossInclVAT := l.Quantity * a.PriceInclVAT
		netInclVAT := grossInclVAT - divRound(grossInclVAT*discount, 10000)
		gross = exclVAT(grossInclVAT)
		a.AmountExclVAT = exclVAT(netInclVAT)
		a.Discount = gross - a.AmountExclVAT
		a.VAT = netInclVAT - a.AmountExclVAT
	}
	return a, gross
}

// Footer works out the order footer of f's lines, its shipment costs and the account's handling
// costs per order.
func Footer(f Fields, handlingCosts int64) Totals {
	var t Totals
	for _, l := range f.Lines {
		a, gross := amounts(l)
		t.Subtotal += gross
		t.TotalDiscount += a.Discount
		t.EstimatedVAT += a.VAT
	}
	if f.ShipmentCostsInclVAT != nil && cents(*f.ShipmentCostsInclVAT, MaxShipmentCosts) {
		t.ShippingCosts = *f.ShipmentCostsInclVAT
	}
	t.HandlingCosts = handlingCosts
	t.Total = t.Subtotal - t.TotalDiscount + t.EstimatedVAT + t.ShippingCosts + t.HandlingCosts
	return t
}

// withinBounds reports whether a line's numbers are within the bounds Line.check keeps them in, which
// keep its amounts exact in int64 cents.
func withinBounds(l Line) bool {
	price := func(p *int64) bool { return p == nil || cents(*p, MaxPriceEuros) }
	percentage := func(p Percentage) bool { return p >= 0 && p <= MaxPercentage }
	return l.Quantity >= 0 && l.Quantity <= MaxQuantity && price(l.PriceExclVAT) && price(l.PriceInclVAT) &&
		percentage(l.VATPercentage) && percentage(l.DiscountPercentage)
}

// cents reports whether an amount in cents is 0 to maxEuros.
func cents(amount, maxEuros int64) bool { return amount >= 0 && amount <= maxEuros*100 }

// divRound is n / d rounded half away from zero; d > 0.
func divRound(n, d int64) int64 {
	if n < 0 {
		return -((-n + d/2) / d)
	}
	return (n + d/2) / d
}
