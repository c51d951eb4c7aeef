package simulator

import (
	"context"
)

// reasons are why a customer sends an article back.
var reasons = []string{"Damaged in transit", "Wrong size", "Not as described", "Arrived too late", "Changed my mind",
	"Ordered by mistake"}

// bookReturn books a unit of an order it shipped as come back: a realistic reason, and now and then
// damaged. It returns each order it shipped at most once.
func (s *Simulator) bookReturn(ctx context.Context) (int, error) {
	if len(s.shipped) == 0 {
		return 0, nil
	}
	o := s.shipped[0]
	s.shipped = s.shipped[1:]
	line := o.lines[s.rng.IntN(len(o.lines))]
	status := "sellable"
	if s.rng.IntN(3) == 0 {
		status = "damaged"
	}
	message := map[string]any{"client_id": o.clientID, "return_date": today(), "order_number": o.orderNumber,
		"lines": []map[string]any{{"article_number": line.ArticleNumber, "lot_number": line.BatchNumber,
			"best_before_date": line.BestBeforeDate, "quantity": 1, "stock_status": status,
			"reason": reasons[s.rng.IntN(len(reasons))]}}}
	if err := s.client.post(ctx, "/api/warehouse/returns", message, nil); err != nil {
		if refused(err) {
			return 0, nil
		}
		return 0, err
	}
	return 1, nil
}

// correct books what a count found: a unit more in a sellable lot of a product it shipped.
func (s *Simulator) correct(ctx context.Context) (int, error) {
	if len(s.shipped) == 0 {
		return 0, nil
	}
	o := s.shipped[len(s.shipped)-1]
	line := o.lines[0]
	correction := map[string]any{"client_id": o.clientID, "article_number": line.ArticleNumber, "lot_number": line.BatchNumber,
		"best_before_date": line.BestBeforeDate, "stock_status": "sellable", "quantity": 1, "reason": "Cycle count: one unit found"}
	if err := s.client.post(ctx, "/api/warehouse/stock-corrections", correction, nil); err != nil {
		if refused(err) {
			return 0, nil
		}
		return 0, err
	}
	return 1, nil
}
