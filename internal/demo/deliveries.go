package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"kade/internal/db"
	"kade/internal/deliveries"
)

// demoDelivery is one demo delivery: how far the warehouse got with it.
type demoDelivery struct {
	unitLoad string
	// days is the planned date relative to today.
	days int
	// status is where it ends: Announced, Arrived, Received (ago: how long ago) or Cancelled.
	status string
	ago    time.Duration
}

var demoDeliveries = []demoDelivery{
	{deliveries.UnitLoadPallet, 7, deliveries.StatusAnnounced, 0},
	{deliveries.UnitLoadContainer, 14, deliveries.StatusAnnounced, 0},
	{deliveries.UnitLoadColli, 0, deliveries.StatusArrived, 0},
	{deliveries.UnitLoadColli, -1, deliveries.StatusReceived, 20 * time.Minute}, // just processed
	{deliveries.UnitLoadPallet, -9, deliveries.StatusReceived, 8 * 24 * time.Hour},
	{deliveries.UnitLoadPallet, -20, deliveries.StatusReceived, 19 * 24 * time.Hour},
	{deliveries.UnitLoadColli, -3, deliveries.StatusCancelled, 0},
}

// seedDeliveries announces the account's demo deliveries, entered by userID: two on their way, one in
// the goods-receipt area, three received (one just now, one counted in two receipts, with a damaged
// lot) and one cancelled; and three concept deliveries, one of which needs adjusting.
func seedDeliveries(ctx context.Context, d *db.DB, clientID, userID int64, prefix string, articles []string) error {
	if len(articles) < 3 {
		return nil
	}
	service := deliveries.NewDeliveries(d)
	now := time.Now().UTC()
	for i, dd := range demoDeliveries {
		f := demoDeliveryFields(fmt.Sprintf("%s-IN-%03d", prefix, 101+i), now.AddDate(0, 0, dd.days), dd.unitLoad, articles, i)
		sent, err := service.Send(ctx, clientID, &userID, deliveries.SourceManual, f)
		if err != nil {
			return fmt.Errorf("demo delivery %s: %w", f.Reference, err)
		}
		switch dd.status {
		case deliveries.StatusArrived:
			_, err = service.RecordArrival(ctx, clientID, sent.ID, now.Add(-2*time.Hour))
		case deliveries.StatusCancelled:
			_, err = service.Cancel(ctx, clientID, sent.ID)
		case deliveries.StatusReceived:
			err = receiveDemo(ctx, service, clientID, sent, now.Add(-dd.ago), i)
		}
		if err != nil {
			return fmt.Errorf("demo delivery %s: %w", f.Reference, err)
		}
	}
	return seedConceptDeliveries(ctx, d, clientID, userID, prefix, now, articles)
}

// receiveDemo receives a demo delivery at: every line in full and sellable, the first line of every
// other delivery in two receipts, a day apart, with one damaged unit in a lot of its own.
func receiveDemo(ctx context.Context, service *deliveries.Deliveries, clientID int64, sent deliveries.Delivery, at time.Time, i int) error {
	var rows []deliveries.ReceiptLine
	for n, l := range sent.Lines {
		lot := fmt.Sprintf("LOT-%s-%d", at.Format("0102"), n+1)
		rows = append(rows, deliveries.ReceiptLine{ArticleNumber: l.ArticleNumber, StockStatus: "sellable", LotNumber: lot, Quantity: l.Quantity})
	}
	number := fmt.Sprintf("REC-%d-%d", sent.ID, 1)
	if i%2 == 0 && rows[0].Quantity > 1 {
		first := rows[0]
		first.Quantity--
		earlier := at.Add(-24 * time.Hour)
		if _, err := service.RecordReceipt(ctx, clientID, sent.ID, deliveries.Receipt{Number: number,
			Date: earlier.Format(time.DateOnly), At: earlier, Rows: []deliveries.ReceiptLine{first}}); err != nil {
			return err
		}
		number = fmt.Sprintf("REC-%d-%d", sent.ID, 2)
		rows[0] = deliveries.ReceiptLine{ArticleNumber: first.ArticleNumber, StockStatus: "damaged", LotNumber: first.LotNumber + "-D", Quantity: 1}
	}
	_, err := service.RecordReceipt(ctx, clientID, sent.ID, deliveries.Receipt{Number: number, Date: at.Format(time.DateOnly),
		At: at, Final: true, Rows: rows})
	return err
}

// demoDeliveryFields is a delivery of two or three of the account's articles.
func demoDeliveryFields(reference string, planned time.Time, unitLoad string, articles []string, i int) deliveries.Fields {
	f := deliveries.Fields{Reference: reference, PlannedDate: planned.Format(time.DateOnly), UnitLoad: unitLoad}
	switch unitLoad {
	case deliveries.UnitLoadContainer:
		f.ContainerLength = "40ft"
	case deliveries.UnitLoadPallet:
		pallets := int64(1 + i%4)
		f.NumberOfPallets = &pallets
	}
	for n := range 2 + i%2 {
		f.Lines = append(f.Lines, deliveries.Line{ArticleNumber: articles[(i*3+n)%len(articles)], Quantity: int64(12 * (1 + (i+n)%5))})
	}
	return f
}

// seedConceptDeliveries adds three concept deliveries: two Ready, one set to pallets without their
// number by a bulk edit, so it is 'To adjust'.
func seedConceptDeliveries(ctx context.Context, d *db.DB, clientID, userID int64, prefix string, now time.Time, articles []string) error {
	c := deliveries.NewConcepts(d)
	var last int64
	for i := range 3 {
		f := demoDeliveryFields(fmt.Sprintf("%s-IN-%03d", prefix, 201+i), now.AddDate(0, 0, 10+i), deliveries.UnitLoadColli, articles, i+1)
		concept, err := c.Create(ctx, clientID, userID, deliveries.SourceManual, f)
		if err != nil {
			return fmt.Errorf("demo concept delivery %s: %w", f.Reference, err)
		}
		last = concept.ID
	}
	_, err := c.BulkEdit(ctx, clientID, []int64{last}, map[string]json.RawMessage{"unit_load": json.RawMessage(`"Pallet"`)})
	return err
}
