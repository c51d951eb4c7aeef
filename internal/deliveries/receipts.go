package deliveries

import (
	"context"
	"fmt"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/products"
	"kade/internal/stock"
)

// Receipt is what the warehouse reports of a delivery it counted: its receipt number, the day of
// the receipt and when it was processed, the rows counted, and whether it is the delivery's last.
type Receipt struct {
	Number string `json:"receipt_number"`
	// Date is the day of the receipt, yyyy-mm-dd, as the inbound overview shows and filters it.
	Date string `json:"receipt_date"`
	// At is when the units were booked into stock (the ledger's time of the movements).
	At time.Time `json:"received_at"`
	// Final says the delivery is received in full: it becomes Received. A receipt that is not
	// final leaves it Arrived, still being counted.
	Final bool          `json:"final"`
	Rows  []ReceiptLine `json:"rows"`
}

// ReceiptLine is one product, lot, best-before date and stock status the warehouse counted.
type ReceiptLine struct {
	ArticleNumber  string `json:"article_number"`
	StockStatus    string `json:"stock_status"` // one of stock.BatchStatuses
	LotNumber      string `json:"lot_number"`
	BestBeforeDate string `json:"best_before_date"` // yyyy-mm-dd, or "" for a product without one
	Quantity       int64  `json:"quantity"`
	// TradeUnit is the unit the warehouse counted in, one of products.Units; "" is the delivery
	// line's unit, or the product's for an article the delivery did not announce.
	TradeUnit string `json:"trade_unit"`
}

const (
	maxReceiptNumber = 50
	maxReceiptRows   = 10_000
)

// validate checks a receipt's own values; its rows' fields are keyed rows.<i>.<field>.
func (r Receipt) validate() domain.ValidationErrors {
	errs := domain.ValidationErrors{}
	errs.Text("receipt_number", r.Number, maxReceiptNumber, true)
	errs.Date("receipt_date", r.Date, true)
	if r.At.IsZero() {
		errs.Add("received_at", "validation.required")
	}
	switch {
	case len(r.Rows) == 0:
		errs.Add("rows", "validation.required")
	case len(r.Rows) > maxReceiptRows:
		errs.Add("rows", "validation.max", maxReceiptRows)
	}
	for i, row := range r.Rows[:min(len(r.Rows), maxReceiptRows)] {
		field := func(name string) string { return fmt.Sprintf("rows.%d.%s", i, name) }
		errs.Text(field("article_number"), row.ArticleNumber, products.MaxArticleNumber, true)
		errs.OneOf(field("stock_status"), row.StockStatus, stock.BatchStatuses)
		errs.Text(field("lot_number"), row.LotNumber, stock.MaxLotNumber, false)
		errs.Date(field("best_before_date"), row.BestBeforeDate, false)
		errs.Whole(field("quantity"), &row.Quantity, 1, MaxQuantity)
		if row.TradeUnit != "" {
			errs.OneOf(field("trade_unit"), row.TradeUnit, products.Units)
		}
	}
	return errs
}

// RecordReceipt records what the warehouse received of a delivery (the warehouse posts it through
// its API; the demo data and `kade delivery receive` call it directly): in one transaction the receipt's rows go to
// the inbound overview, the quantities to the stock ledger (movements of type receipt), what was
// received to the delivery's lines, and the delivery becomes Received (a final receipt) or Arrived
// (one that is not). A delivery that is Received or Cancelled already is 409
// deliveries.errors.not_allowed; rows that break a rule (an article the account does not have:
// deliveries.validation.product_unknown) are a 422 that changes nothing.
func (s *Deliveries) RecordReceipt(ctx context.Context, clientID, id int64, r Receipt) (Delivery, error) {
	return db.TxValue(ctx, s.db, func(q db.Q) (Delivery, error) { return s.RecordReceiptIn(ctx, q, clientID, id, r) })
}

// RecordReceiptIn is RecordReceipt in the caller's transaction q (a message of the warehouse, whose
// answer is kept in the same transaction); its 409 holds the delivery as it is.
func (s *Deliveries) RecordReceiptIn(ctx context.Context, q db.Q, clientID, id int64, r Receipt) (Delivery, error) {
	var d Delivery
	err := func() error {
		if _, err := readHeader(ctx, q, clientID, id); err != nil {
			return err
		}
		errs := r.validate()
		numbers := make([]string, 0, len(r.Rows))
		for _, row := range r.Rows {
			numbers = append(numbers, row.ArticleNumber)
		}
		catalogue, err := products.ByArticleNumbers(ctx, q, clientID, numbers)
		if err != nil {
			return err
		}
		for i, row := range r.Rows {
			if _, ok := catalogue[row.ArticleNumber]; !ok && products.CanLookUp(row.ArticleNumber) {
				errs.Add(fmt.Sprintf("rows.%d.article_number", i), msgProductUnknown)
			}
		}
		if len(errs) > 0 {
			return errs
		}
		rowProducts := make([]int64, 0, len(catalogue))
		for _, p := range catalogue {
			rowProducts = append(rowProducts, p.ID)
		}
		t := receivePart
		if r.Final {
			t = Receive
		}
		at := r.At.UTC().Truncate(time.Microsecond)
		if err := changeStatus(ctx, q, clientID, id, t, at, rowProducts, func() error {
			// Read again now that the delivery is locked: an edit committed meanwhile is what is received.
			h, err := readHeader(ctx, q, clientID, id)
			if err != nil {
				return err
			}
			return writeReceipt(ctx, q, clientID, h, r, at, catalogue)
		}); err != nil {
			return err
		}
		d, err = read(ctx, q, clientID, id, time.Now())
		return err
	}()
	return d, asItIs(ctx, q, clientID, id, err)
}

// writeReceipt stores a receipt's rows, adds what they received to the delivery's lines of their
// products and posts them to the stock ledger.
func writeReceipt(ctx context.Context, q db.Q, clientID int64, h header, r Receipt, at time.Time, catalogue map[string]product) error {
	var lines []DeliveryLine
	if err := q.Select(ctx, &lines, `SELECT line_number, product_id, article_number, name, quantity, unit, received_quantity
		FROM delivery_lines WHERE delivery_id = ?`, h.ID); err != nil {
		return err
	}
	announced := map[string]DeliveryLine{}
	for _, l := range lines {
		announced[l.ArticleNumber] = l
	}
	now := db.Now()
	movements := make([]stock.Movement, 0, len(r.Rows))
	for _, row := range r.Rows {
		p := catalogue[row.ArticleNumber]
		line, onDelivery := announced[row.ArticleNumber]
		unit := p.Unit
		switch {
		case row.TradeUnit != "":
			unit = row.TradeUnit
		case onDelivery && line.Unit != "":
			unit = line.Unit
		}
		if _, err := q.Exec(ctx, `INSERT INTO delivery_receipts (client_id, delivery_id, receipt_number, reference,
			receipt_date, product_id, product_code, product_name, stock_status, lot_number, best_before_date,
			announced_quantity, received_quantity, trade_unit, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			clientID, h.ID, r.Number, h.Reference, r.Date, p.ID, p.ArticleNumber, p.Name, row.StockStatus, row.LotNumber,
			row.BestBeforeDate, line.Quantity, row.Quantity, unit, now); err != nil {
			return fmt.Errorf("insert receipt row: %w", err)
		}
		if onDelivery {
			if _, err := q.Exec(ctx, `UPDATE delivery_lines SET received_quantity = received_quantity + ?
				WHERE delivery_id = ? AND line_number = ?`, row.Quantity, h.ID, line.LineNumber); err != nil {
				return err
			}
		}
		movements = append(movements, stock.Movement{ClientID: clientID, ProductID: p.ID, LotNumber: row.LotNumber,
			BestBefore: row.BestBeforeDate, BatchStatus: row.StockStatus, Quantity: row.Quantity, Type: "receipt",
			Reference: r.Number, OccurredAt: at})
	}
	return stock.Post(ctx, q, movements...)
}
