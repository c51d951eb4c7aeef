package returns_test

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/domain"
	"kade/internal/returns"
	"kade/internal/stock/stocktest"
)

// movement is a stock movement as a return posts it.
type movement struct {
	ProductID  int64     `db:"product_id"`
	LotNumber  string    `db:"lot_number"`
	BestBefore string    `db:"best_before"`
	Status     string    `db:"batch_status"`
	Quantity   int64     `db:"quantity"`
	Reference  string    `db:"reference"`
	OccurredAt time.Time `db:"occurred_at"`
}

func (f *fixture) returnMovements() []movement {
	f.t.Helper()
	var got []movement
	if err := f.d.Read().Select(f.ctx, &got, `SELECT product_id, lot_number, best_before, batch_status, quantity, reference,
		occurred_at FROM stock_movements WHERE type = 'return' ORDER BY id`); err != nil {
		f.t.Fatal(err)
	}
	for i := range got {
		got[i].OccurredAt = got[i].OccurredAt.UTC()
	}
	return got
}

// balance is the units of a product's lot in one stock status.
func (f *fixture) balance(productID int64, lot, status string) int64 {
	f.t.Helper()
	var n int64
	err := f.d.Read().Get(f.ctx, &n, `SELECT quantity FROM stock_balances WHERE product_id = ? AND lot_number = ?
		AND batch_status = ?`, productID, lot, status)
	if err != nil && !db.NotFound(err) {
		f.t.Fatal(err)
	}
	return n
}

// A return of an order: its rows as stored (the product's unit unless the line gives one, the order
// as the account numbers it), one return movement per line into its lot, best-before date and
// status, referenced by the order number; sellable units are available again, damaged and blocked
// ones on hold.
func TestRecordReturn(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		sellable := line("TUL-1", "sellable", 2, "Wrong size")
		sellable.LotNumber, sellable.BestBeforeDate = "L-7", "2027-06-30"
		damaged := line("TUL-2", "damaged", 1, "Damaged in transit")
		damaged.Unit = "Box"
		blocked := line("TUL-1", "blocked", 3, "Not as described")
		blocked.LotNumber = "L-7"
		rec := f.record(returns.Return{Date: "2026-04-01", OrderNumber: "tul01026", At: at, Lines: []returns.Line{sellable, damaged, blocked}})

		if rec.ID == 0 || rec.ClientID != f.account || rec.ReturnDate != "2026-04-01" || rec.OrderNumber != "TUL01026" ||
			rec.SalesOrderID == nil || *rec.SalesOrderID != f.order || !rec.ReceivedAt.Equal(at) || len(rec.Rows) != 3 {
			t.Fatalf("recorded %+v", rec)
		}
		order := f.order
		want := []returns.Row{
			{ReturnID: rec.ID, ReceiptDate: "2026-04-01", ProductCode: "TUL-1", ProductName: "Product TUL-1", StockStatus: "sellable",
				BatchNumber: "L-7", BestBeforeDate: "2027-06-30", ReceivedQuantity: 2, Unit: "Piece", OrderNumber: "TUL01026",
				SalesOrderID: &order, ReasonOfReturn: "Wrong size"},
			{ReturnID: rec.ID, ReceiptDate: "2026-04-01", ProductCode: "TUL-2", ProductName: "Product TUL-2", StockStatus: "damaged",
				ReceivedQuantity: 1, Unit: "Box", OrderNumber: "TUL01026", SalesOrderID: &order, ReasonOfReturn: "Damaged in transit"},
			{ReturnID: rec.ID, ReceiptDate: "2026-04-01", ProductCode: "TUL-1", ProductName: "Product TUL-1", StockStatus: "blocked",
				BatchNumber: "L-7", ReceivedQuantity: 3, Unit: "Piece", OrderNumber: "TUL01026", SalesOrderID: &order,
				ReasonOfReturn: "Not as described"},
		}
		for i := range rec.Rows {
			if rec.Rows[i].ID == 0 {
				t.Errorf("row %d has no id", i)
			}
			want[i].ID = rec.Rows[i].ID
		}
		if !reflect.DeepEqual(rec.Rows, want) {
			t.Errorf("rows\n%+v\nwant\n%+v", rec.Rows, want)
		}

		wantMovements := []movement{
			{f.tea, "L-7", "2027-06-30", "sellable", 2, "TUL01026", at},
			{f.mug, "", "", "damaged", 1, "TUL01026", at},
			{f.tea, "L-7", "", "blocked", 3, "TUL01026", at},
		}
		if got := f.returnMovements(); !reflect.DeepEqual(got, wantMovements) {
			t.Errorf("movements\n%+v\nwant\n%+v", got, wantMovements)
		}
		if got := f.balance(f.tea, "L-7", "blocked"); got != 3 {
			t.Errorf("tea's blocked lot: %d", got)
		}
		// The tea had 10 sellable units: 2 more are available, 3 more on hold; the mug's damaged unit is on hold.
		if tea, mug := stocktest.ProductFigures(t, d, f.tea), stocktest.ProductFigures(t, d, f.mug); tea.Total != 15 ||
			tea.Available != 12 || tea.OnHold != 3 || mug.Total != 1 || mug.Available != 0 || mug.OnHold != 1 {
			t.Errorf("figures: tea %+v, mug %+v", tea, mug)
		}
	})
}

// A parcel without an order is booked under its return's own reference, now when it gives no time;
// the order number is found in any case, never in another account.
func TestRecordReturnWithoutOrder(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		before := db.Now()
		rec := f.record(returns.Return{Date: "2026-04-01", Lines: []returns.Line{line(" TUL-2 ", "sellable", 1, " Changed my mind ")}})
		if rec.OrderNumber != "" || rec.SalesOrderID != nil || rec.ReceivedAt.Before(before) || rec.Rows[0].ProductCode != "TUL-2" ||
			rec.Rows[0].ReasonOfReturn != "Changed my mind" || rec.Rows[0].SalesOrderID != nil {
			t.Errorf("recorded %+v", rec)
		}
		if got := f.returnMovements(); len(got) != 1 || got[0].Reference != "RET-"+strconv.FormatInt(rec.ID, 10) {
			t.Errorf("movements %+v", got)
		}
		if got := stocktest.ProductFigures(t, d, f.mug); got.Available != 1 {
			t.Errorf("the mug: %+v", got)
		}

		// The same number in another account is not this account's order.
		other := dbtest.Account(t, d, "Polder Design Co.")
		f.orderOf(other, "POL00001")
		_, err := f.returns.Record(f.ctx, f.account, returns.Return{Date: "2026-04-01", OrderNumber: "pol00001",
			Lines: []returns.Line{line("TUL-2", "sellable", 1, "Wrong size")}})
		expectErrors(t, err, domain.ValidationErrors{"order_number": {"returns.validation.order_unknown"}})
	})
}

// A return that breaks a rule is refused with its fields' errors and changes nothing: no return, no
// row, no movement, the same figures.
func TestRecordRefusesAndChangesNothing(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		good := func() returns.Return {
			return returns.Return{Date: "2026-04-01", OrderNumber: "TUL01026", Lines: []returns.Line{
				line("TUL-1", "sellable", 1, "Wrong size"), line("TUL-2", "damaged", 1, "Damaged in transit")}}
		}
		many := make([]returns.Line, returns.MaxLines+1)
		for i := range many {
			many[i] = line("TUL-1", "sellable", 1, "Wrong size")
		}
		tests := []struct {
			name   string
			change func(r *returns.Return)
			want   domain.ValidationErrors
		}{
			{"no date", func(r *returns.Return) { r.Date = "" }, domain.ValidationErrors{"return_date": {"validation.required"}}},
			{"no date at all", func(r *returns.Return) { r.Date = "1 April" }, domain.ValidationErrors{"return_date": {"validation.date"}}},
			{"an unknown order", func(r *returns.Return) { r.OrderNumber = "TUL09999" },
				domain.ValidationErrors{"order_number": {"returns.validation.order_unknown"}}},
			{"a long order number", func(r *returns.Return) { r.OrderNumber = strings.Repeat("T", 51) },
				domain.ValidationErrors{"order_number": {"validation.max,50"}}},
			{"no lines", func(r *returns.Return) { r.Lines = nil }, domain.ValidationErrors{"lines": {"validation.required"}}},
			{"too many lines", func(r *returns.Return) { r.Lines = many }, domain.ValidationErrors{"lines": {"validation.max,1000"}}},
			{"an unknown product", func(r *returns.Return) { r.Lines[1].ArticleNumber = "TUL-9" },
				domain.ValidationErrors{"lines.1.article_number": {"returns.validation.product_unknown"}}},
			{"no product", func(r *returns.Return) { r.Lines[0].ArticleNumber = "" },
				domain.ValidationErrors{"lines.0.article_number": {"validation.required"}}},
			{"a long lot number", func(r *returns.Return) { r.Lines[0].LotNumber = strings.Repeat("L", 51) },
				domain.ValidationErrors{"lines.0.lot_number": {"validation.max,50"}}},
			{"a lot number with a control character", func(r *returns.Return) { r.Lines[0].LotNumber = "L\x01" },
				domain.ValidationErrors{"lines.0.lot_number": {"validation.control_characters"}}},
			{"a bad best-before date", func(r *returns.Return) { r.Lines[0].BestBeforeDate = "2027-02-30" },
				domain.ValidationErrors{"lines.0.best_before_date": {"validation.date"}}},
			{"no units", func(r *returns.Return) { r.Lines[0].Quantity = 0 }, domain.ValidationErrors{"lines.0.quantity": {"validation.min,1"}}},
			{"too many units", func(r *returns.Return) { r.Lines[1].Quantity = 1_000_001 },
				domain.ValidationErrors{"lines.1.quantity": {"validation.max,1000000"}}},
			{"an unknown unit", func(r *returns.Return) { r.Lines[0].Unit = "Crate" },
				domain.ValidationErrors{"lines.0.unit": {"validation.one_of,Piece / Box / Set / Pallet / DS / ST / SET / CD"}}},
			{"no status", func(r *returns.Return) { r.Lines[0].StockStatus = "" },
				domain.ValidationErrors{"lines.0.stock_status": {"validation.required"}}},
			{"a status returns do not take", func(r *returns.Return) { r.Lines[0].StockStatus = "expired" },
				domain.ValidationErrors{"lines.0.stock_status": {"validation.one_of,sellable / damaged / blocked"}}},
			{"no reason", func(r *returns.Return) { r.Lines[1].Reason = " " }, domain.ValidationErrors{"lines.1.reason": {"validation.required"}}},
			{"a long reason", func(r *returns.Return) { r.Lines[1].Reason = strings.Repeat("r", 201) },
				domain.ValidationErrors{"lines.1.reason": {"validation.max,200"}}},
			{"a reason of two lines", func(r *returns.Return) { r.Lines[1].Reason = "Too\nsmall" },
				domain.ValidationErrors{"lines.1.reason": {"validation.control_characters"}}},
		}
		before := stocktest.ProductFigures(t, d, f.tea)
		for _, tt := range tests {
			r := good()
			tt.change(&r)
			_, err := f.returns.Record(f.ctx, f.account, r)
			t.Run(tt.name, func(t *testing.T) { expectErrors(t, err, tt.want) })
		}
		for _, table := range []string{"returns", "return_rows"} {
			if n := dbtest.Count(t, d, table); n != 0 {
				t.Errorf("%s: %d rows after refused returns", table, n)
			}
		}
		if got := f.returnMovements(); len(got) != 0 {
			t.Errorf("movements after refused returns: %+v", got)
		}
		if after := stocktest.ProductFigures(t, d, f.tea); after != before {
			t.Errorf("figures %+v, before %+v", after, before)
		}
	})
}
