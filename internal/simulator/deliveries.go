package simulator

import (
	"context"
	"fmt"
	"time"
)

type delivery struct {
	ID     int64  `json:"id"`
	Status string `json:"status"`
	Lines  []struct {
		ArticleNumber    string `json:"article_number"`
		Quantity         int64  `json:"quantity"`
		ReceivedQuantity int64  `json:"received_quantity"`
	} `json:"lines"`
}

type receiptRow struct {
	ArticleNumber  string `json:"article_number"`
	StockStatus    string `json:"stock_status"`
	LotNumber      string `json:"lot_number"`
	BestBeforeDate string `json:"best_before_date"`
	Quantity       int64  `json:"quantity"`
}

// receiveDeliveries reports the arrival of each delivery that waits and receives it in one final
// receipt: each line in a lot of its own where the product has lots (with a best-before date a
// year on where it has one), now and then a unit short or over, now and then one damaged.
func (s *Simulator) receiveDeliveries(ctx context.Context) (int, error) {
	waiting, err := s.waiting(ctx, "/api/warehouse/deliveries")
	if err != nil {
		return 0, err
	}
	received := 0
	for _, row := range waiting {
		if row.Status == "Announced" {
			if err := s.client.post(ctx, fmt.Sprintf("/api/warehouse/deliveries/%d/arrival", row.ID), struct{}{}, nil); err != nil {
				if refused(err) { // cancelled meanwhile
					continue
				}
				return received, err
			}
		}
		var d delivery
		if err := s.client.get(ctx, fmt.Sprintf("/api/warehouse/deliveries/%d", row.ID), nil, &d); err != nil {
			return received, err
		}
		rows, err := s.count(ctx, row.ClientID, d)
		if err != nil {
			return received, err
		}
		if len(rows) == 0 {
			continue
		}
		receipt := map[string]any{"delivery_id": d.ID, "receipt_number": fmt.Sprintf("RC-%s-%d", time.Now().Format("060102"), d.ID),
			"receipt_date": today(), "final": true, "rows": rows}
		if err := s.client.post(ctx, "/api/warehouse/receipts", receipt, nil); err != nil {
			return received, fmt.Errorf("delivery %d: %w", d.ID, err)
		}
		received++
	}
	return received, nil
}

// count is what the warehouse counts of the delivery's lines still expected.
func (s *Simulator) count(ctx context.Context, clientID int64, d delivery) ([]receiptRow, error) {
	articles := make([]string, len(d.Lines))
	for i, l := range d.Lines {
		articles[i] = l.ArticleNumber
	}
	products, err := s.products(ctx, clientID, articles)
	if err != nil {
		return nil, err
	}
	var rows []receiptRow
	for i, l := range d.Lines {
		quantity := l.Quantity - l.ReceivedQuantity
		p, ok := products[l.ArticleNumber]
		if quantity <= 0 || !ok {
			continue
		}
		row := receiptRow{ArticleNumber: l.ArticleNumber, StockStatus: "sellable", Quantity: quantity}
		if p.HasLotNumbering || p.HasExpirationDate {
			row.LotNumber = fmt.Sprintf("L%s-%d-%d", time.Now().Format("060102"), d.ID, i+1)
		}
		if p.HasExpirationDate {
			row.BestBeforeDate = time.Now().AddDate(1, 0, 0).Format(time.DateOnly)
		}
		switch s.rng.IntN(6) {
		case 0: // a unit short
			row.Quantity = max(quantity-1, 1)
		case 1: // a unit over
			row.Quantity++
		case 2: // one damaged, in a lot of its own
			if quantity > 1 {
				row.Quantity--
				damaged := row
				damaged.StockStatus, damaged.Quantity = "damaged", 1
				damaged.LotNumber = row.LotNumber + "-D"
				rows = append(rows, damaged)
			}
		}
		rows = append(rows, row)
	}
	return rows, nil
}
