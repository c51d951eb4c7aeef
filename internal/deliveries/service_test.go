package deliveries_test

import (
	"errors"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/deliveries"
	"kade/internal/domain"
)

func twoLines() deliveries.Fields {
	return deliveries.Fields{Reference: "PO-1", PlannedDate: "2026-03-02", UnitLoad: deliveries.UnitLoadColli,
		Lines: []deliveries.Line{{ArticleNumber: "TUL-1", Quantity: 10}, {ArticleNumber: "TUL-2", Quantity: 4, Unit: "Box"}}}
}

// Sending announces the delivery: its lines copy the product's name (and unit when they name none),
// who entered it is kept by name and email, and its quantities count as inbound stock.
func TestSendAnnouncesAndCountsInbound(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1, p2 := f.product(f.account, "TUL-1", 5), f.product(f.account, "TUL-2", 0)
		got := f.send(twoLines())
		if got.Status != deliveries.StatusAnnounced || got.EnteredByName != "Daan de Vries" || got.EnteredByEmail != "daan@tulip.example.com" ||
			got.Source != deliveries.SourceManual || got.InGoodsReceiptAreaAt != nil || got.JustProcessed {
			t.Errorf("sent %+v", got)
		}
		if len(got.Lines) != 2 || got.Lines[0].Name != "Product TUL-1" || got.Lines[0].Unit != "Piece" || got.Lines[1].Unit != "Box" ||
			*got.Lines[1].ProductID != p2 || got.Fields.Lines[0].Unit != "Piece" {
			t.Errorf("lines %+v, fields %+v", got.Lines, got.Fields.Lines)
		}
		f.expectFigures(p1, figures{Total: 5, Inbound: 10})
		f.expectFigures(p2, figures{Inbound: 4})

		// Another delivery of the same product adds to its inbound stock.
		other := twoLines()
		other.Reference, other.Lines = "PO-2", other.Lines[:1]
		f.send(other)
		f.expectFigures(p1, figures{Total: 5, Inbound: 20})
	})
}

// What only the database tells: an article the account has no product of (another account's
// included), and the account's own limit of lines. Nothing is stored.
func TestSendChecksProductsAndTheAccountsLimit(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(dbtest.Account(f.t, f.d, "Polder"), "TUL-2", 0)
		_, err := f.deliveries.Send(f.ctx, f.account, &f.user, deliveries.SourceManual, twoLines())
		expectErrors(t, err, map[string][]string{"lines.1.article_number": {"deliveries.validation.product_unknown"}})

		if _, err := d.Write().Exec(f.ctx, `UPDATE clients SET max_delivery_lines = 1 WHERE id = ?`, f.account); err != nil {
			t.Fatal(err)
		}
		_, err = f.deliveries.Send(f.ctx, f.account, &f.user, deliveries.SourceManual, twoLines())
		expectErrors(t, err, map[string][]string{"lines": {"deliveries.validation.max_lines,1"}})
		if n := dbtest.Count(f.t, f.d, "deliveries") + dbtest.Count(f.t, f.d, "delivery_lines"); n != 0 {
			t.Errorf("%d rows stored", n)
		}
	})
}

// An account that never set its limit takes 500 lines; the 501st is refused with the limit.
func TestDefaultLimitOfLines(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		fields := twoLines()
		fields.Lines = make([]deliveries.Line, deliveries.DefaultMaxLines+1)
		for i := range fields.Lines {
			fields.Lines[i] = deliveries.Line{ArticleNumber: "A" + string(rune('0'+i/100)) + string(rune('0'+i/10%10)) + string(rune('0'+i%10)), Quantity: 1}
		}
		_, err := f.deliveries.Send(f.ctx, f.account, &f.user, deliveries.SourceManual, fields)
		if errs := domain.FieldsOf(err); len(errs["lines"]) != 1 || errs["lines"][0] != "deliveries.validation.max_lines,500" {
			t.Errorf("501 lines: %v", err)
		}
	})
}

// An announced delivery is edited with every rule; its inbound stock follows the new lines, also of
// a product no longer on it. A form error changes nothing.
func TestUpdateAnnounced(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1, p2, p3 := f.product(f.account, "TUL-1", 0), f.product(f.account, "TUL-2", 0), f.product(f.account, "TUL-3", 0)
		sent := f.send(twoLines())
		edit := sent.Fields
		edit.Reference = "PO-1 changed"
		edit.Lines = []deliveries.Line{{ArticleNumber: "TUL-1", Quantity: 7}, {ArticleNumber: "TUL-3", Quantity: 2}}
		got, err := f.deliveries.Update(f.ctx, f.account, sent.ID, edit)
		if err != nil || got.Fields.Reference != "PO-1 changed" || len(got.Lines) != 2 || got.Lines[1].ArticleNumber != "TUL-3" {
			t.Fatalf("update: %v, %+v", err, got)
		}
		f.expectFigures(p1, figures{Inbound: 7})
		f.expectFigures(p2, figures{})
		f.expectFigures(p3, figures{Inbound: 2})

		bad := edit
		bad.Reference = ""
		_, err = f.deliveries.Update(f.ctx, f.account, sent.ID, bad)
		var form *domain.FieldError
		if !errors.As(err, &form) || form.Message != deliveries.RequiredMessage {
			t.Errorf("update without a reference: %v", err)
		}
		if again, _ := f.deliveries.Get(f.ctx, f.account, sent.ID); again.Fields.Reference != "PO-1 changed" {
			t.Errorf("a refused edit changed %+v", again.Fields)
		}
		if _, err := f.deliveries.Update(f.ctx, dbtest.Account(f.t, f.d, "Polder"), sent.ID, edit); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("another account's edit: %v", err)
		}
	})
}

// The status machine: Announced -> Arrived -> Received, Announced -> Cancelled. A cancel releases
// the inbound stock; the arrival makes it in transit; a receipt posts what was received to the
// stock and counts the rest in transit until the final receipt. Changes the status does not allow
// are 409 and change nothing.
func TestTransitionsAndStockFigures(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1, p2 := f.product(f.account, "TUL-1", 5), f.product(f.account, "TUL-2", 0)

		cancelled := f.send(twoLines())
		got, err := f.deliveries.Cancel(f.ctx, f.account, cancelled.ID)
		if err != nil || got.Status != deliveries.StatusCancelled {
			t.Fatalf("cancel: %v, %+v", err, got)
		}
		f.expectFigures(p1, figures{Total: 5})
		f.expectFigures(p2, figures{})
		_, err = f.deliveries.Cancel(f.ctx, f.account, cancelled.ID)
		expectRefused(t, err)
		_, err = f.deliveries.Update(f.ctx, f.account, cancelled.ID, twoLines())
		expectRefused(t, err)
		_, err = f.deliveries.RecordArrival(f.ctx, f.account, cancelled.ID, time.Now())
		expectRefused(t, err)
		_, err = f.deliveries.RecordReceipt(f.ctx, f.account, cancelled.ID, receipt("R-0", "2026-03-03", time.Now(), true, row("TUL-1", 1)))
		expectRefused(t, err)
		f.expectFigures(p1, figures{Total: 5})

		sent := f.send(twoLines())
		_, err = f.deliveries.RecordArrival(f.ctx, f.account, sent.ID, time.Time{})
		expectErrors(t, err, map[string][]string{"arrived_at": {"validation.required"}})
		arrivedAt := time.Date(2026, 3, 3, 8, 15, 0, 0, time.UTC)
		got, err = f.deliveries.RecordArrival(f.ctx, f.account, sent.ID, arrivedAt)
		if err != nil || got.Status != deliveries.StatusArrived || got.InGoodsReceiptAreaAt == nil || !got.InGoodsReceiptAreaAt.Equal(arrivedAt) {
			t.Fatalf("arrival: %v, %+v", err, got)
		}
		f.expectFigures(p1, figures{Total: 5, InTransit: 10})
		f.expectFigures(p2, figures{InTransit: 4})
		_, err = f.deliveries.Cancel(f.ctx, f.account, sent.ID)
		expectRefused(t, err)
		_, err = f.deliveries.Update(f.ctx, f.account, sent.ID, twoLines())
		expectRefused(t, err)

		// A first count: 6 of TUL-1 in two lots; the rest of the delivery is still in transit.
		first := receipt("R-1", "2026-03-03", arrivedAt.Add(time.Hour), false,
			deliveries.ReceiptLine{ArticleNumber: "TUL-1", StockStatus: "sellable", LotNumber: "L1", Quantity: 4},
			deliveries.ReceiptLine{ArticleNumber: "TUL-1", StockStatus: "damaged", LotNumber: "L2", BestBeforeDate: "2027-01-31", Quantity: 2})
		got, err = f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID, first)
		if err != nil || got.Status != deliveries.StatusArrived || got.Lines[0].ReceivedQuantity != 6 || got.ReceivedAt != nil {
			t.Fatalf("first receipt: %v, %+v", err, got)
		}
		f.expectFigures(p1, figures{Total: 11, InTransit: 4})
		f.expectFigures(p2, figures{InTransit: 4})

		// The final receipt, just now: the delivery is Received and was just processed.
		final := receipt("R-2", "2026-03-04", time.Now(), true, row("TUL-1", 4), row("TUL-2", 3))
		got, err = f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID, final)
		if err != nil || got.Status != deliveries.StatusReceived || got.ReceivedAt == nil || !got.JustProcessed ||
			!got.InGoodsReceiptAreaAt.Equal(arrivedAt) {
			t.Fatalf("final receipt: %v, %+v", err, got)
		}
		f.expectFigures(p1, figures{Total: 15})
		f.expectFigures(p2, figures{Total: 3})
		_, err = f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID, final)
		expectRefused(t, err)
		if n := dbtest.Count(f.t, f.d, "delivery_receipts"); n != 4 {
			t.Errorf("%d receipt rows, want 4", n)
		}
	})
}

// A delivery received more than an hour ago is no longer 'just processed'; a receipt straight from
// Announced receives it (its arrival is the receipt's time).
func TestJustProcessedLastsAnHour(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		sent := f.send(twoLines())
		at := time.Now().Add(-deliveries.ProcessingTime - time.Minute)
		got, err := f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID, receipt("R-1", "2026-03-03", at, true, row("TUL-1", 10)))
		if err != nil || got.Status != deliveries.StatusReceived || got.JustProcessed || got.InGoodsReceiptAreaAt == nil {
			t.Errorf("received an hour ago: %v, %+v", err, got)
		}
	})
}

// A receipt that breaks a rule (an unknown article, no rows, a bad status or date) is refused
// whole: nothing is received, posted or moved.
func TestReceiptRules(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		p1 := f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		sent := f.send(twoLines())
		bad := receipt("", "2026-13-01", time.Time{}, true, row("TUL-9", 1),
			deliveries.ReceiptLine{ArticleNumber: "TUL-1", StockStatus: "lost", BestBeforeDate: "31-01-2027", Quantity: 0})
		_, err := f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID, bad)
		expectErrors(t, err, map[string][]string{
			"receipt_number": {"validation.required"}, "receipt_date": {"validation.date"}, "received_at": {"validation.required"},
			"rows.0.article_number":   {"deliveries.validation.product_unknown"},
			"rows.1.stock_status":     {"validation.one_of,sellable / damaged / reserved / blocked / expired"},
			"rows.1.best_before_date": {"validation.date"}, "rows.1.quantity": {"validation.min,1"},
		})
		_, err = f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID, receipt("R-1", "2026-03-03", time.Now(), true))
		expectErrors(t, err, map[string][]string{"rows": {"validation.required"}})
		if got, _ := f.deliveries.Get(f.ctx, f.account, sent.ID); got.Status != deliveries.StatusAnnounced {
			t.Errorf("a refused receipt left %s", got.Status)
		}
		f.expectFigures(p1, figures{Inbound: 10})
		if n := dbtest.Count(f.t, f.d, "delivery_receipts") + dbtest.Count(f.t, f.d, "stock_movements"); n != 0 {
			t.Errorf("%d rows stored", n)
		}
	})
}
