package orders_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"kade/internal/addresses"
	"kade/internal/orders"
)

func cents(n int64) *int64 { return &n }

// validFields is a complete order of one line of SKU-1, to the Netherlands.
func validFields(number string, lines ...orders.Line) orders.Fields {
	if len(lines) == 0 {
		lines = []orders.Line{{ArticleNumber: "SKU-1", Quantity: 2, Unit: "Piece", PriceExclVAT: cents(1000), VATPercentage: 2100}}
	}
	return orders.Fields{OrderNumber: number, OrderDate: "2026-03-02", PaymentMethod: "Invoice",
		DeliveryAddress: addresses.Address{CompanyName: "Tulip Webshop B.V.", FirstName: "Daan", LastName: "de Vries",
			Country: "nl", PostalCode: "1234ab", HouseNumber: "12", Street: "Keizersgracht", City: "Amsterdam"},
		UseDeliveryAsInvoiceAddress: true, Lines: lines}
}

// Every rule of an order's own fields, each with its key where a 422 names it.
func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(f *orders.Fields)
		want   map[string][]string
	}{
		{"valid", func(*orders.Fields) {}, map[string][]string{}},
		{"order number required", func(f *orders.Fields) { f.OrderNumber = "  " },
			map[string][]string{"order_number": {"validation.required"}}},
		{"order number with a control character", func(f *orders.Fields) { f.OrderNumber = "TUL\t01026" },
			map[string][]string{"order_number": {"validation.control_characters"}}},
		{"order number bound", func(f *orders.Fields) { f.OrderNumber = strings.Repeat("9", 51) },
			map[string][]string{"order_number": {"validation.max,50"}}},
		{"order date required", func(f *orders.Fields) { f.OrderDate = "" },
			map[string][]string{"order_date": {"validation.required"}}},
		{"order date ISO", func(f *orders.Fields) { f.OrderDate = "02-03-2026" },
			map[string][]string{"order_date": {"validation.date"}}},
		{"no such day", func(f *orders.Fields) { f.OrderDate = "2026-02-30" },
			map[string][]string{"order_date": {"validation.date"}}},
		{"delivery date ISO", func(f *orders.Fields) { f.DeliveryDate = "tomorrow" },
			map[string][]string{"delivery_date": {"validation.date"}}},
		{"delivery before order", func(f *orders.Fields) { f.DeliveryDate = "2026-03-01" },
			map[string][]string{"delivery_date": {"orders.validation.delivery_before_order_date"}}},
		{"delivery on the order date", func(f *orders.Fields) { f.DeliveryDate = "2026-03-02" }, map[string][]string{}},
		{"payment method required", func(f *orders.Fields) { f.PaymentMethod = "" },
			map[string][]string{"payment_method": {"validation.required"}}},
		{"payment method one of", func(f *orders.Fields) { f.PaymentMethod = "Cash" },
			map[string][]string{"payment_method": {"validation.one_of,Creditcard / Invoice / IDeal / Collection / Authorization / Paypal / Psp / Prepayment"}}},
		{"terms of delivery one of", func(f *orders.Fields) { f.TermsOfDelivery = "DDP" },
			map[string][]string{"terms_of_delivery": {"validation.one_of,CustomsCostsForCustomer / CustomsCostForOwnAccount"}}},
		{"shipment costs bound", func(f *orders.Fields) { f.ShipmentCostsInclVAT = cents(-1) },
			map[string][]string{"shipment_costs_incl_vat": {"validation.min,0"}}},
		{"reference bound", func(f *orders.Fields) { f.Reference = strings.Repeat("r", 51) },
			map[string][]string{"reference": {"validation.max,50"}}},
		{"note bound", func(f *orders.Fields) { f.Note = strings.Repeat("n", 1001) },
			map[string][]string{"note": {"validation.max,1000"}}},
		{"comment bound", func(f *orders.Fields) { f.Comment = strings.Repeat("c", 1001) },
			map[string][]string{"comment": {"validation.max,1000"}}},
		{"internal comment bound", func(f *orders.Fields) { f.InternalComment = strings.Repeat("c", 1001) },
			map[string][]string{"internal_comment": {"validation.max,1000"}}},
		{"shipping method bound", func(f *orders.Fields) { f.ShippingMethod = strings.Repeat("s", 51) },
			map[string][]string{"shipping_method": {"validation.max,50"}}},
		{"customer source bound", func(f *orders.Fields) { f.WebshopSourceID = strings.Repeat("w", 51) },
			map[string][]string{"webshop_source_id": {"validation.max,50"}}},
		{"VAT number", func(f *orders.Fields) { f.VATNumber = "12" },
			map[string][]string{"vat_number": {"validation.vat_number"}}},
		{"delivery postal code", func(f *orders.Fields) { f.DeliveryAddress.PostalCode = "12" },
			map[string][]string{"delivery_address.postal_code": {"validation.postal_code_format,1234 AB"}}},
		{"invoice address unused", func(f *orders.Fields) { f.InvoiceAddress.City = strings.Repeat("x", 500) }, map[string][]string{}},
		{"invoice address used", func(f *orders.Fields) {
			f.UseDeliveryAsInvoiceAddress = false
			f.InvoiceAddress = f.DeliveryAddress
			f.InvoiceAddress.City = ""
		}, map[string][]string{"invoice_address.city": {"validation.required"}}},
		{"no lines", func(f *orders.Fields) { f.Lines = nil }, map[string][]string{"lines": {"orders.validation.no_lines"}}},
		{"too many lines", func(f *orders.Fields) {
			f.Lines = nil
			for i := range orders.MaxLines + 1 {
				f.Lines = append(f.Lines, orders.Line{ArticleNumber: fmt.Sprintf("SKU-%d", i), Quantity: 1})
			}
		}, map[string][]string{"lines": {"orders.validation.max_lines,1000"}}},
		{"article number required", func(f *orders.Fields) { f.Lines[0].ArticleNumber = "" },
			map[string][]string{"lines.0.article_number": {"validation.required"}}},
		{"duplicate article", func(f *orders.Fields) {
			f.Lines = append(f.Lines, orders.Line{ArticleNumber: "SKU-2", Quantity: 1}, orders.Line{ArticleNumber: " SKU-1 ", Quantity: 1})
		}, map[string][]string{"lines.2.article_number": {"orders.validation.duplicate_article"}}},
		{"quantity at least 1", func(f *orders.Fields) { f.Lines[0].Quantity = 0 },
			map[string][]string{"lines.0.quantity": {"validation.min,1"}}},
		{"quantity bound", func(f *orders.Fields) { f.Lines[0].Quantity = orders.MaxQuantity + 1 },
			map[string][]string{"lines.0.quantity": {"validation.max,1000000"}}},
		{"unit one of", func(f *orders.Fields) { f.Lines[0].Unit = "Crate" },
			map[string][]string{"lines.0.unit": {"validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD"}}},
		{"price not negative", func(f *orders.Fields) { f.Lines[0].PriceInclVAT = cents(-1) },
			map[string][]string{"lines.0.price_incl_vat": {"validation.min,0"}}},
		{"price bound", func(f *orders.Fields) { f.Lines[0].PriceExclVAT = cents(orders.MaxPriceEuros*100 + 1) },
			map[string][]string{"lines.0.price_excl_vat": {"validation.max,100000"}}},
		{"VAT at most 100%", func(f *orders.Fields) { f.Lines[0].VATPercentage = 10001 },
			map[string][]string{"lines.0.vat_percentage": {"validation.max,100"}}},
		{"discount not negative", func(f *orders.Fields) { f.Lines[0].DiscountPercentage = -1 },
			map[string][]string{"lines.0.discount_percentage": {"validation.min,0"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := validFields("1001")
			tc.change(&f)
			f.Normalize()
			if got := f.Validate(); !reflect.DeepEqual(map[string][]string(got), tc.want) {
				t.Errorf("errors %v, want %v", got, tc.want)
			}
		})
	}
}

// Normalize writes the address as its country does and drops the invoice address that is not used.
// A NUL, which no database stores, is shown as '␀' rather than dropped, and Validate refuses it.
func TestNormalize(t *testing.T) {
	f := validFields(" 1001 ")
	f.InvoiceAddress.City = "Utrecht"
	f.Lines[0].ArticleNumber = " SKU-1\x00 "
	f.Normalize()
	if f.OrderNumber != "1001" || f.DeliveryAddress.Country != "NL" || f.DeliveryAddress.PostalCode != "1234 AB" ||
		f.InvoiceAddress != (addresses.Address{}) || f.Lines[0].ArticleNumber != "SKU-1\u2400" {
		t.Errorf("normalised %+v", f)
	}
	if errs := f.Validate(); !reflect.DeepEqual(map[string][]string(errs), map[string][]string{"lines.0.article_number": {"validation.control_characters"}}) {
		t.Errorf("the NUL: %v", errs)
	}
}
