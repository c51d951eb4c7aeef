package warehouse

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"kade/internal/db"
	"kade/internal/domain"
	"kade/internal/products"
	"kade/internal/stock"
)

// A lot of stock the warehouse names: the account's product by article number, the lot's number
// and best-before date (empty for a product without them), as received.
type Lot struct {
	ClientID       int64  `json:"client_id"`
	ArticleNumber  string `json:"article_number"`
	LotNumber      string `json:"lot_number"`
	BestBeforeDate string `json:"best_before_date"`
}

// Correction is a change of a lot's stock the warehouse found, in one stock status: more or fewer
// units than the ledger holds (a count), with its reason.
type Correction struct {
	Lot
	StockStatus string     `json:"stock_status"`
	Quantity    int64      `json:"quantity"` // + found, - missing; never 0
	Reason      string     `json:"reason"`
	OccurredAt  *time.Time `json:"occurred_at"`
}

// StatusChange moves units of a lot from one stock status to another (sellable -> damaged), with
// its reason.
type StatusChange struct {
	Lot
	FromStatus string     `json:"from_status"`
	ToStatus   string     `json:"to_status"`
	Quantity   int64      `json:"quantity"`
	Reason     string     `json:"reason"`
	OccurredAt *time.Time `json:"occurred_at"`
}

// Posted is a movement as the warehouse's message booked it.
type Posted struct {
	ArticleNumber  string    `json:"article_number"`
	LotNumber      string    `json:"lot_number"`
	BestBeforeDate string    `json:"best_before_date"`
	StockStatus    string    `json:"stock_status"`
	Quantity       int64     `json:"quantity"`
	Type           string    `json:"type"`
	Reason         string    `json:"reason"`
	OccurredAt     time.Time `json:"occurred_at"`
}

// Bounds of the warehouse's stock messages.
const (
	maxStockQuantity = 1_000_000
	maxReason        = 200
	msgUnknown       = "warehouse.validation.product_unknown"
	msgSameStatus    = "warehouse.validation.same_status"
)

// check adds the lot's errors to errs.
func (l Lot) check(errs domain.ValidationErrors) {
	errs.Text("article_number", l.ArticleNumber, products.MaxArticleNumber, true)
	errs.Text("lot_number", l.LotNumber, stock.MaxLotNumber, false)
	errs.Date("best_before_date", l.BestBeforeDate, false)
}

// CorrectIn books a correction in q: a movement of type correction into the lot's status. One that
// would take the lot below zero, or names no product of the account, is a 422 that books nothing.
func CorrectIn(ctx context.Context, q db.Q, c Correction) ([]Posted, error) {
	errs := domain.ValidationErrors{}
	c.check(errs)
	errs.OneOf("stock_status", c.StockStatus, stock.BatchStatuses)
	switch {
	case c.Quantity == 0:
		errs.Add("quantity", "stock.validation.not_zero")
	case c.Quantity < -maxStockQuantity || c.Quantity > maxStockQuantity:
		errs.Add("quantity", "validation.max", maxStockQuantity)
	}
	errs.Text("reason", c.Reason, maxReason, true)
	return post(ctx, q, c.Lot, errs, c.Reason, c.OccurredAt, "correction", []statusQuantity{{c.StockStatus, c.Quantity}})
}

// ChangeStatusIn books a status change in q: the units leave the lot's one status and enter the
// other (two movements of type status_change). More than the status holds is a 422 that books
// nothing.
func ChangeStatusIn(ctx context.Context, q db.Q, c StatusChange) ([]Posted, error) {
	errs := domain.ValidationErrors{}
	c.check(errs)
	errs.OneOf("from_status", c.FromStatus, stock.BatchStatuses)
	errs.OneOf("to_status", c.ToStatus, stock.BatchStatuses)
	if c.FromStatus != "" && c.FromStatus == c.ToStatus {
		errs.Add("to_status", msgSameStatus)
	}
	errs.Whole("quantity", &c.Quantity, 1, maxStockQuantity)
	errs.Text("reason", c.Reason, maxReason, true)
	return post(ctx, q, c.Lot, errs, c.Reason, c.OccurredAt, "status_change",
		[]statusQuantity{{c.FromStatus, -c.Quantity}, {c.ToStatus, c.Quantity}})
}

type statusQuantity struct {
	status   string
	quantity int64
}

// post books the lot's movements of type kind (the reason as their reference) once errs holds
// nothing and the lot's product is the account's; a balance that would fall below zero is a 422 on
// quantity.
func post(ctx context.Context, q db.Q, l Lot, errs domain.ValidationErrors, reason string, occurredAt *time.Time, kind string, changes []statusQuantity) ([]Posted, error) {
	if err := errs.Err(); err != nil {
		return nil, err
	}
	found, err := products.ByArticleNumbers(ctx, q, l.ClientID, []string{l.ArticleNumber})
	if err != nil {
		return nil, err
	}
	product, ok := found[l.ArticleNumber]
	if !ok {
		return nil, domain.ValidationErrors{"article_number": {msgUnknown}}
	}
	at := time.Now().UTC().Truncate(time.Microsecond)
	if occurredAt != nil {
		at = occurredAt.UTC().Truncate(time.Microsecond)
	}
	movements := make([]stock.Movement, len(changes))
	posted := make([]Posted, len(changes))
	for i, c := range changes {
		movements[i] = stock.Movement{ClientID: l.ClientID, ProductID: product.ID, LotNumber: l.LotNumber, BestBefore: l.BestBeforeDate,
			BatchStatus: c.status, Quantity: c.quantity, Type: kind, Reference: reason, OccurredAt: at}
		posted[i] = Posted{ArticleNumber: l.ArticleNumber, LotNumber: l.LotNumber, BestBeforeDate: l.BestBeforeDate,
			StockStatus: c.status, Quantity: c.quantity, Type: kind, Reason: reason, OccurredAt: at}
	}
	if err := stock.Post(ctx, q, movements...); err != nil {
		return nil, onQuantity(err)
	}
	return posted, nil
}

// onQuantity is a refused posting's errors on the message's quantity: its movements are one lot's.
func onQuantity(err error) error {
	var errs domain.ValidationErrors
	if !errors.Is(err, stock.ErrNegativeBalance) || !errors.As(err, &errs) {
		return err
	}
	keyed := domain.ValidationErrors{}
	for field, messages := range errs {
		if strings.HasSuffix(field, ".quantity") {
			field = "quantity"
		}
		keyed[field] = append(keyed[field], messages...)
	}
	return keyed
}

// accountExists is the account of a message that names it (client_id): itself, when it exists.
func accountExists(d *db.DB) accountOf {
	return func(ctx context.Context, id int64) (int64, error) {
		var found int64
		err := d.Read().Get(ctx, &found, `SELECT id FROM clients WHERE id = ?`, id)
		if db.NotFound(err) {
			return 0, domain.ErrNotFound
		}
		if err != nil {
			return 0, fmt.Errorf("account %d: %w", id, err)
		}
		return found, nil
	}
}
