package returns

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/orders"
	"kade/internal/products"
	"kade/internal/stock"
)

// Returns records the warehouse's returns and lists them (the return overview and its export).
type Returns struct {
	db *db.DB
}

// NewReturns returns the returns of d.
func NewReturns(d *db.DB) *Returns { return &Returns{db: d} }

// Recorded is a return as it is stored: its rows are the return overview's.
type Recorded struct {
	ID          int64  `json:"id"`
	ClientID    int64  `json:"client_id"`
	ReturnDate  string `json:"return_date"`
	OrderNumber string `json:"order_number"`
	// SalesOrderID is the order OrderNumber names; nil for a return without one.
	SalesOrderID *int64    `json:"sales_order_id"`
	ReceivedAt   time.Time `json:"received_at"`
	Rows         []Row     `json:"rows"`
}

// Record is RecordIn in a transaction of its own (the demo data calls it).
func (s *Returns) Record(ctx context.Context, clientID int64, r Return) (Recorded, error) {
	return db.TxValue(ctx, s.db, func(q db.Q) (Recorded, error) { return RecordIn(ctx, q, clientID, r) })
}

// RecordIn records return r of the account in the caller's transaction q (a message of the
// warehouse, whose answer is kept in the same transaction). It checks everything first: a return
// that breaks a rule (no such order of the account: returns.validation.order_unknown on
// order_number; no such product: returns.validation.product_unknown on its line's article_number)
// is a domain.ValidationErrors that changes nothing. Then it writes the return and its rows,
// locks the lines' products in id order (the lock order of every write: the record, which the
// insert creates, then its products) and posts one stock movement of type return per line, into
// the line's lot, best-before date and stock status, referenced by the order number (or RET- and
// the return's id). The answer is the return as stored.
func RecordIn(ctx context.Context, q db.Q, clientID int64, r Return) (Recorded, error) {
	r.normalize()
	errs := r.validate()
	order, err := orderOf(ctx, q, clientID, r.OrderNumber, errs)
	if err != nil {
		return Recorded{}, err
	}
	catalogue, err := productsOf(ctx, q, clientID, r.Lines, errs)
	if err != nil {
		return Recorded{}, err
	}
	if len(errs) > 0 {
		return Recorded{}, errs
	}
	at := r.At
	if at.IsZero() {
		at = db.Now()
	}
	rec := Recorded{ClientID: clientID, ReturnDate: r.Date, OrderNumber: r.OrderNumber, ReceivedAt: at.UTC().Truncate(time.Microsecond)}
	if order.ID != 0 {
		rec.OrderNumber, rec.SalesOrderID = order.OrderNumber, &order.ID
	}
	now := db.Now()
	if err := q.Get(ctx, &rec.ID, `INSERT INTO returns (client_id, return_date, order_number, sales_order_id, received_at,
		created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
		clientID, rec.ReturnDate, rec.OrderNumber, rec.SalesOrderID, rec.ReceivedAt, now); err != nil {
		return Recorded{}, fmt.Errorf("insert return: %w", err)
	}
	if err := db.InsertRows(ctx, q, "return_rows", `client_id, return_id, return_date, product_id, article_number,
		product_name, stock_status, lot_number, best_before_date, quantity, unit, order_number, sales_order_id, reason, created_at`,
		len(r.Lines), func(i int) []any {
			l, p := r.Lines[i], catalogue[r.Lines[i].ArticleNumber]
			return []any{clientID, rec.ID, rec.ReturnDate, p.ID, p.ArticleNumber, p.Name, l.StockStatus, l.LotNumber,
				l.BestBeforeDate, l.Quantity, cmp.Or(l.Unit, p.Unit), rec.OrderNumber, rec.SalesOrderID, l.Reason, now}
		}); err != nil {
		return Recorded{}, err
	}
	if err := book(ctx, q, clientID, rec, r.Lines, catalogue); err != nil {
		return Recorded{}, err
	}
	if err := q.Select(ctx, &rec.Rows, `SELECT `+overview.Columns+` FROM return_rows r WHERE r.return_id = ? ORDER BY r.id`,
		rec.ID); err != nil {
		return Recorded{}, err
	}
	return rec, nil
}

// book posts the return's lines to the stock ledger after locking their products in id order.
func book(ctx context.Context, q db.Q, clientID int64, rec Recorded, lines []Line, catalogue map[string]products.Summary) error {
	reference := rec.OrderNumber
	if reference == "" {
		reference = "RET-" + strconv.FormatInt(rec.ID, 10)
	}
	ids := make([]int64, 0, len(catalogue))
	for _, p := range catalogue {
		ids = append(ids, p.ID)
	}
	if err := stock.LockProducts(ctx, q, ids...); err != nil {
		return err
	}
	movements := make([]stock.Movement, len(lines))
	for i, l := range lines {
		movements[i] = stock.Movement{ClientID: clientID, ProductID: catalogue[l.ArticleNumber].ID, LotNumber: l.LotNumber,
			BestBefore: l.BestBeforeDate, BatchStatus: l.StockStatus, Quantity: l.Quantity, Type: movementType,
			Reference: reference, OccurredAt: rec.ReceivedAt}
	}
	return stock.Post(ctx, q, movements...)
}

// orderOf is the account's order of number (none when number is ""); an order the account does not
// have is msgOrderUnknown in errs.
func orderOf(ctx context.Context, q db.Q, clientID int64, number string, errs domain.ValidationErrors) (orders.Numbered, error) {
	if number == "" || len(errs["order_number"]) > 0 {
		return orders.Numbered{}, nil
	}
	order, err := orders.ByNumber(ctx, q, clientID, number)
	if errors.Is(err, domain.ErrNotFound) {
		errs.Add("order_number", msgOrderUnknown)
		return orders.Numbered{}, nil
	}
	return order, err
}

// productsOf reads the account's products of the lines, by article number; a line whose article
// number is no product of the account is msgProductUnknown in errs.
func productsOf(ctx context.Context, q db.Q, clientID int64, lines []Line, errs domain.ValidationErrors) (map[string]products.Summary, error) {
	lines = domain.CheckedLines(lines, MaxLines)
	numbers := make([]string, 0, len(lines))
	for _, l := range lines {
		if products.CanLookUp(l.ArticleNumber) {
			numbers = append(numbers, l.ArticleNumber)
		}
	}
	catalogue, err := products.ByArticleNumbers(ctx, q, clientID, numbers)
	if err != nil {
		return nil, err
	}
	for i, l := range lines {
		if _, ok := catalogue[l.ArticleNumber]; !ok && products.CanLookUp(l.ArticleNumber) {
			errs.Add(domain.LineField(i, "article_number"), msgProductUnknown)
		}
	}
	return catalogue, nil
}
