package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"time"

	"kade/internal/app"
	"kade/internal/deliveries"
)

// delivery records what the warehouse received of a delivery, as its API does: a shortcut for the
// browser journeys.
func delivery(ctx context.Context, args []string) error {
	if len(args) == 0 || args[0] != "receive" {
		return errors.New(`usage: kade delivery receive --client --delivery --number --lot`)
	}
	var client, id int64
	var number, lot string
	a, err := command(ctx, "delivery receive", args[1:], func(fs *flag.FlagSet) {
		fs.Int64Var(&client, "client", 0, "id of the client account (required)")
		fs.Int64Var(&id, "delivery", 0, "id of the delivery (required)")
		fs.StringVar(&number, "number", "", "the warehouse's receipt number (required)")
		fs.StringVar(&lot, "lot", "", "the lot number of every row")
	})
	if err != nil {
		return err
	}
	defer a.Close()
	d, err := receiveInFull(ctx, a, client, id, number, lot, time.Now())
	if err != nil {
		return err
	}
	fmt.Printf("Delivery %d (%s) is %s.\n", d.ID, d.Fields.Reference, d.Status)
	return nil
}

// receiveInFull records one final receipt at `at` of every line of the delivery, in full, sellable
// and in one lot.
func receiveInFull(ctx context.Context, a *app.App, client, id int64, number, lot string, at time.Time) (deliveries.Delivery, error) {
	service := deliveries.NewDeliveries(a.DB)
	d, err := service.Get(ctx, client, id)
	if err != nil {
		return d, fmt.Errorf("delivery %d of account %d: %w", id, client, err)
	}
	r := deliveries.Receipt{Number: number, Date: at.Format(time.DateOnly), At: at, Final: true}
	for _, l := range d.Lines {
		r.Rows = append(r.Rows, deliveries.ReceiptLine{ArticleNumber: l.ArticleNumber, StockStatus: "sellable",
			LotNumber: lot, Quantity: l.Quantity})
	}
	return service.RecordReceipt(ctx, client, id, r)
}
