// Package returns owns what came back from an account's customers: the warehouse posts each parcel
// it received back as a return (its date, the order it belongs to when the parcel names one, and
// lines of product, lot, best-before date, quantity, stock status and the reason of return). Each
// line is a row of the return overview and a return movement into the stock ledger: sellable units
// go back into the available stock, damaged and blocked ones into their status.
package returns

import (
	"time"

	"kade/internal/domain"
	"kade/internal/listing"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/stock"
)

// Return is a return as the warehouse posts it (without the account, which its message names).
type Return struct {
	// Date is the day the parcel came back, yyyy-mm-dd, as the return overview shows and filters it.
	Date string `json:"return_date"`
	// OrderNumber is the account's order the parcel belongs to, in any case; "" for a parcel that
	// came back without one.
	OrderNumber string `json:"order_number"`
	// At is when the units were booked into stock (the time of the movements); zero is now.
	At    time.Time `json:"received_at"`
	Lines []Line    `json:"lines"`
}

// Line is one product, lot, best-before date and stock status that came back, and why.
type Line struct {
	ArticleNumber  string `json:"article_number"`
	LotNumber      string `json:"lot_number"`
	BestBeforeDate string `json:"best_before_date"` // yyyy-mm-dd, or "" for a product without one
	Quantity       int64  `json:"quantity"`
	// Unit is one of products.Units; "" is the product's own.
	Unit string `json:"unit"`
	// StockStatus is one of Statuses: what the warehouse made of the units.
	StockStatus string `json:"stock_status"`
	Reason      string `json:"reason"`
}

// Statuses are the stock statuses a returned unit is booked in: sellable units are available again,
// damaged and blocked ones are on hold.
var Statuses = []string{"sellable", "damaged", "blocked"}

// Bounds of a return.
const (
	MaxLines    = 1000
	MaxQuantity = 1_000_000
	MaxReason   = 200
)

// The returns' own messages; the generic ones are validation.*.
const (
	msgOrderUnknown   = "returns.validation.order_unknown"
	msgProductUnknown = "returns.validation.product_unknown"
)

// movementType is the stock ledger's type of a return's movements.
const movementType = "return"

// normalize cleans the texts as sent: trimmed, without what the databases cannot store.
func (r *Return) normalize() {
	listing.CleanTexts(&r.Date, &r.OrderNumber)
	for i := range r.Lines {
		l := &r.Lines[i]
		listing.CleanTexts(&l.ArticleNumber, &l.LotNumber, &l.BestBeforeDate, &l.Unit, &l.StockStatus, &l.Reason)
	}
}

// validate checks the rules of a normalised return that need no database; a line's fields are
// keyed lines.<i>.<field>. Whether its order and products exist is check's.
func (r Return) validate() domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	errs.Date("return_date", r.Date, true)
	errs.Text("order_number", r.OrderNumber, orders.MaxOrderNumber, false)
	switch {
	case len(r.Lines) == 0:
		errs.Add("lines", "validation.required")
	case len(r.Lines) > MaxLines:
		errs.Add("lines", "validation.max", MaxLines)
	}
	for i, l := range domain.CheckedLines(r.Lines, MaxLines) {
		field := func(name string) string { return domain.LineField(i, name) }
		errs.Text(field("article_number"), l.ArticleNumber, products.MaxArticleNumber, true)
		errs.Text(field("lot_number"), l.LotNumber, stock.MaxLotNumber, false)
		errs.Date(field("best_before_date"), l.BestBeforeDate, false)
		errs.Whole(field("quantity"), &l.Quantity, 1, MaxQuantity)
		if l.Unit != "" {
			errs.OneOf(field("unit"), l.Unit, products.Units)
		}
		errs.OneOf(field("stock_status"), l.StockStatus, Statuses)
		errs.Text(field("reason"), l.Reason, MaxReason, true)
	}
	return errs
}
