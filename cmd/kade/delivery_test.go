package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"kade/internal/apptest"
	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/demo"
)

func TestDeliveryReceive(t *testing.T) {
	ctx := context.Background()
	env := apptest.New(t, db.SQLite)
	account := env.Accounts[demo.Accounts[0]]
	var id int64
	if err := env.App.DB.Read().Get(ctx, &id, `SELECT id FROM deliveries WHERE client_id = ? AND status = ? ORDER BY id LIMIT 1`,
		account, deliveries.StatusAnnounced); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)

	if _, err := receiveInFull(ctx, env.App, account+1000, id, "REC-X", "LOT-X", at); err == nil || !strings.Contains(err.Error(), "of account") {
		t.Fatalf("another account's delivery: err = %v", err)
	}
	d, err := receiveInFull(ctx, env.App, account, id, "REC-CLI-1", "LOT-CLI-1", at)
	if err != nil || d.Status != deliveries.StatusReceived {
		t.Fatalf("status %q, err %v", d.Status, err)
	}
	for _, l := range d.Lines {
		if l.ReceivedQuantity != l.Quantity {
			t.Errorf("line %d received %d of %d", l.LineNumber, l.ReceivedQuantity, l.Quantity)
		}
	}
	var rows int
	if err := env.App.DB.Read().Get(ctx, &rows, `SELECT COUNT(*) FROM delivery_receipts WHERE delivery_id = ? AND receipt_number = 'REC-CLI-1'
		AND lot_number = 'LOT-CLI-1' AND receipt_date = '2026-03-02'`, id); err != nil || rows != len(d.Lines) {
		t.Fatalf("%d receipt rows of %d lines (%v)", rows, len(d.Lines), err)
	}
	if _, err := receiveInFull(ctx, env.App, account, id, "REC-CLI-2", "", at); err == nil {
		t.Fatal("a received delivery was received again")
	}
}
