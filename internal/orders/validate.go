package orders

import (
	"kade/internal/addresses"
	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/products"
)

// The longest texts, in characters. The specification names none for orders; a reference has at
// most 50 characters like a delivery's, and the notes hold a paragraph each.
const (
	MaxOrderNumber     = 50
	maxReference       = 50
	maxShippingMethod  = 50
	maxWebshopSourceID = 50
	maxNote            = 1000
	MaxShipmentCosts   = MaxPriceEuros // euros, incl. VAT
)

const isoDate = "2006-01-02"

// The messages of the order's own rules; the generic ones are validation.*.
const (
	msgOrderNumberTaken  = "orders.validation.order_number_taken"
	msgDeliveryBefore    = "orders.validation.delivery_before_order_date"
	msgNoLines           = "orders.validation.no_lines"
	msgMaxLines          = "orders.validation.max_lines"
	msgProductUnknown    = "orders.validation.product_unknown"
	msgProductInactive   = "orders.validation.product_inactive"
	msgDuplicateArticle  = "orders.validation.duplicate_article"
	msgOrderNumberFixed  = "orders.validation.order_number_fixed"
	msgMoreThanAvailable = "orders.warning.more_than_available"
	// RequiredMessage answers a form that misses a required value: 'Please fill out all required fields'.
	RequiredMessage = "orders.required_fields"
)

// lineMessages are the messages of the rules of an order's list of lines.
var lineMessages = domain.LineMessages{None: msgNoLines, TooMany: msgMaxLines, Duplicate: msgDuplicateArticle}

// Normalize cleans fields as entered: trimmed texts without what the databases cannot store, both
// addresses normalised, the VAT number written compactly, no invoice address when the delivery
// address is used instead, and an empty list of lines rather than none.
func (f *Fields) Normalize() {
	listing.CleanTexts(&f.OrderNumber, &f.OrderDate, &f.DeliveryDate, &f.Reference, &f.PaymentMethod,
		&f.ShippingMethod, &f.TermsOfDelivery, &f.WebshopSourceID, &f.Note, &f.Comment, &f.InternalComment)
	f.VATNumber = addresses.NormalizeVATNumber(f.VATNumber)
	if f.UseDeliveryAsInvoiceAddress {
		f.InvoiceAddress = addresses.Address{}
	}
	f.DeliveryAddress.Normalize()
	f.InvoiceAddress.Normalize()
	if f.Lines == nil {
		f.Lines = []Line{}
	}
	for i := range f.Lines {
		listing.CleanTexts(&f.Lines[i].ArticleNumber, &f.Lines[i].Unit)
	}
}

// Validate checks the rules of normalised fields that need no database: the header, both addresses
// (the invoice address only when it is used) and each line's own values. An article number may occur
// once per order: a second line of it is refused, not summed (docs/architecture.md, 'Sales orders').
// The order number's use and the lines' products are checked by check.
func (f Fields) Validate() domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	errs.Text("order_number", f.OrderNumber, MaxOrderNumber, true)
	orderDate := errs.Date("order_date", f.OrderDate, true)
	deliveryDate := errs.Date("delivery_date", f.DeliveryDate, false)
	if !orderDate.IsZero() && !deliveryDate.IsZero() && deliveryDate.Before(orderDate) {
		errs.Add("delivery_date", msgDeliveryBefore)
	}
	errs.Text("reference", f.Reference, maxReference, false)
	errs.OneOf("payment_method", f.PaymentMethod, PaymentMethods)
	errs.Text("shipping_method", f.ShippingMethod, maxShippingMethod, false)
	errs.Amount("shipment_costs_incl_vat", f.ShipmentCostsInclVAT, MaxShipmentCosts)
	if f.TermsOfDelivery != "" {
		errs.OneOf("terms_of_delivery", f.TermsOfDelivery, TermsOfDelivery)
	}
	addresses.CheckVATNumber(errs, "vat_number", f.VATNumber)
	errs.Text("webshop_source_id", f.WebshopSourceID, maxWebshopSourceID, false)
	errs.Paragraph("note", f.Note, maxNote)
	errs.Paragraph("comment", f.Comment, maxNote)
	errs.Paragraph("internal_comment", f.InternalComment, maxNote)

	f.DeliveryAddress.Check(errs, "delivery_address.")
	if !f.UseDeliveryAsInvoiceAddress {
		f.InvoiceAddress.Check(errs, "invoice_address.")
	}

	domain.CheckLines(errs, f.Lines, MaxLines, lineMessages, Line.articleNumber, func(l Line, i int) { l.check(errs, i) })
	return errs
}

func (l Line) articleNumber() string { return l.ArticleNumber }

// check records what is wrong with line i's own values.
func (l Line) check(errs domain.ValidationErrors, i int) {
	field := func(name string) string { return domain.LineField(i, name) }
	errs.Text(field("article_number"), l.ArticleNumber, products.MaxArticleNumber, true)
	errs.Whole(field("quantity"), &l.Quantity, 1, MaxQuantity)
	if l.Unit != "" {
		errs.OneOf(field("unit"), l.Unit, products.Units)
	}
	errs.Amount(field("price_incl_vat"), l.PriceInclVAT, MaxPriceEuros)
	errs.Amount(field("price_excl_vat"), l.PriceExclVAT, MaxPriceEuros)
	checkPercentage(errs, field("vat_percentage"), l.VATPercentage)
	checkPercentage(errs, field("discount_percentage"), l.DiscountPercentage)
}

// checkPercentage checks a percentage is 0 to 100; the bounds are written as percentages.
func checkPercentage(errs domain.ValidationErrors, field string, p Percentage) {
	switch {
	case p < 0:
		errs.Add(field, "validation.min", 0)
	case p > MaxPercentage:
		errs.Add(field, "validation.max", MaxPercentage.String())
	}
}

// checkProducts records the lines whose article number is no product of the account, or one that
// is not active; catalogue holds the account's products of the lines' article numbers.
func (f Fields) checkProducts(errs domain.ValidationErrors, catalogue map[string]orderProduct) {
	for i, l := range domain.CheckedLines(f.Lines, MaxLines) {
		if !products.CanLookUp(l.ArticleNumber) {
			continue
		}
		field := domain.LineField(i, "article_number")
		p, ok := catalogue[l.ArticleNumber]
		switch {
		case !ok:
			errs.Add(field, msgProductUnknown)
		case !p.IsActive:
			errs.Add(field, msgProductInactive)
		}
	}
}
