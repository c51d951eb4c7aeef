package simulator

import (
	"context"
	"fmt"
	"strconv"
)

type order struct {
	ID     int64  `json:"id"`
	Status string `json:"status"`
	Fields struct {
		OrderNumber string `json:"order_number"`
	} `json:"fields"`
	Lines []struct {
		ArticleNumber     string `json:"article_number"`
		Quantity          int64  `json:"quantity"`
		QuantityDelivered int64  `json:"quantity_delivered"`
	} `json:"lines"`
}

type shipmentLine struct {
	ArticleNumber  string   `json:"article_number"`
	BatchNumber    string   `json:"batch_number"`
	BestBeforeDate string   `json:"best_before_date"`
	Quantity       int64    `json:"quantity"`
	SerialNumbers  []string `json:"serial_numbers,omitempty"`
}

type parcel struct {
	Carrier      string `json:"carrier"`
	TrackingCode string `json:"tracking_code"`
	TrackingURL  string `json:"tracking_url"`
}

// shippedOrder is an order the simulator shipped: what a return may bring back.
type shippedOrder struct {
	clientID    int64
	orderNumber string
	lines       []shipmentLine
}

// shipOrders takes the ready orders the stock suffices for and ships each whole, now and then in
// two parcels; an order the stock does not suffice for waits for a later round.
func (s *Simulator) shipOrders(ctx context.Context) (int, error) {
	ready, err := s.waiting(ctx, "/api/warehouse/sales-orders")
	if err != nil {
		return 0, err
	}
	shipped := 0
	for _, row := range ready {
		var o order
		if err := s.client.get(ctx, fmt.Sprintf("/api/warehouse/sales-orders/%d", row.ID), nil, &o); err != nil {
			return shipped, err
		}
		lines, err := s.pick(ctx, row.ClientID, o)
		if err != nil {
			return shipped, err
		}
		if lines == nil {
			continue
		}
		if err := s.client.post(ctx, fmt.Sprintf("/api/warehouse/sales-orders/%d/assign", o.ID), struct{}{}, nil); err != nil {
			if refused(err) { // held or cancelled meanwhile
				continue
			}
			return shipped, err
		}
		shipment := map[string]any{"sales_order_id": o.ID, "packages": s.parcels(), "lines": lines}
		if err := s.client.post(ctx, "/api/warehouse/shipments", shipment, nil); err != nil {
			return shipped, fmt.Errorf("order %s: %w", o.Fields.OrderNumber, err)
		}
		s.shipped = append(s.shipped, shippedOrder{clientID: row.ClientID, orderNumber: o.Fields.OrderNumber, lines: lines})
		shipped++
	}
	return shipped, nil
}

// pick is the shipment lines of the whole order from the lots its products' algorithms choose, or
// nil when the sellable stock does not suffice.
func (s *Simulator) pick(ctx context.Context, clientID int64, o order) ([]shipmentLine, error) {
	articles := make([]string, len(o.Lines))
	for i, l := range o.Lines {
		articles[i] = l.ArticleNumber
	}
	products, err := s.products(ctx, clientID, articles)
	if err != nil {
		return nil, err
	}
	var lines []shipmentLine
	for _, l := range o.Lines {
		p, ok := products[l.ArticleNumber]
		want := l.Quantity - l.QuantityDelivered
		if !ok {
			return nil, nil
		}
		var perBox int64
		if p.QuantitySKU != nil {
			perBox = *p.QuantitySKU
		}
		var got int64
		for _, picked := range Pick(p.OutboundAlgorithm, p.sellable(), want, perBox) {
			line := shipmentLine{ArticleNumber: l.ArticleNumber, BatchNumber: picked.Lot.LotNumber,
				BestBeforeDate: picked.Lot.BestBefore, Quantity: picked.Quantity}
			if p.HasSerialNumber {
				for n := range picked.Quantity {
					line.SerialNumbers = append(line.SerialNumbers, fmt.Sprintf("SN-%s-%d", o.Fields.OrderNumber, got+n+1))
				}
			}
			lines = append(lines, line)
			got += picked.Quantity
		}
		if got < want {
			return nil, nil
		}
	}
	return lines, nil
}

// parcels are a shipment's packages: one, and now and then two, each with a tracking code and link.
func (s *Simulator) parcels() []parcel {
	carriers := []struct{ name, link string }{
		{"PostNL", "https://jouw.postnl.nl/track-and-trace/"},
		{"DHL", "https://www.dhl.com/nl-en/home/tracking.html?tracking-id="},
	}
	n := 1
	if s.rng.IntN(5) == 0 {
		n = 2
	}
	parcels := make([]parcel, n)
	for i := range parcels {
		c := carriers[s.rng.IntN(len(carriers))]
		code := "3S" + strconv.FormatInt(1_000_000_000+s.rng.Int64N(9_000_000_000), 10)
		parcels[i] = parcel{Carrier: c.name, TrackingCode: code, TrackingURL: c.link + code}
	}
	return parcels
}
