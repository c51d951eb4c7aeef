package deliveries_test

import (
	"fmt"
	"maps"
	"net/url"
	"reflect"
	"testing"
	"time"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/deliveries"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
)

// pageBound bounds how many pages a walk may take before it is taken to loop.
const pageBound = 100

// overview reads every page of the overview for params, limit rows a page, and the first page's total.
func overview(t *testing.T, o *deliveries.Deliveries, f *fixture, params url.Values, limit int) ([]deliveries.OverviewRow, int64) {
	t.Helper()
	params = maps.Clone(params)
	params.Set("limit", fmt.Sprint(limit))
	rows, totals := listingtest.Walk(t, params, pageBound, deliveries.ParseOverviewFilter,
		func(filter deliveries.OverviewFilter) ([]deliveries.OverviewRow, *string, int64, error) {
			return o.List(f.ctx, f.account, "Tulip Webshop B.V.", filter)
		})
	return rows, totals[0]
}

func references(rows []deliveries.OverviewRow) []string {
	refs := []string{}
	for _, r := range rows {
		refs = append(refs, r.Reference)
	}
	return refs
}

// The delivery overview: newest first, filtered by status, searched by any part of the reference,
// sorted by reference or planned date, page by page with the first page's total; a received
// delivery shows it was just processed.
func TestOverview(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		var ids []int64
		for i, ref := range []string{"Spring PO-B", "Summer PO-A", "Autumn PO-C"} {
			fields := twoLines()
			fields.Reference, fields.PlannedDate = ref, fmt.Sprintf("2026-0%d-01", 5-i)
			ids = append(ids, f.send(fields).ID)
		}
		if _, err := f.deliveries.Cancel(f.ctx, f.account, ids[0]); err != nil {
			t.Fatal(err)
		}
		if _, err := f.deliveries.RecordReceipt(f.ctx, f.account, ids[2], receipt("R-1", "2026-03-01", time.Now(), true, row("TUL-1", 10))); err != nil {
			t.Fatal(err)
		}
		other := dbtest.Account(f.t, f.d, "Polder")
		f.product(other, "TUL-1", 0)
		if _, err := f.deliveries.Send(f.ctx, other, nil, deliveries.SourceAPI, deliveries.Fields{Reference: "Polder PO-A",
			PlannedDate: "2026-03-01", UnitLoad: "Colli", Lines: []deliveries.Line{{ArticleNumber: "TUL-1", Quantity: 1}}}); err != nil {
			t.Fatal(err)
		}
		o := deliveries.NewDeliveries(d)
		tests := []struct {
			params url.Values
			want   []string
		}{
			{url.Values{}, []string{"Autumn PO-C", "Summer PO-A", "Spring PO-B"}},
			{url.Values{"status": {deliveries.StatusCancelled}}, []string{"Spring PO-B"}},
			{url.Values{"status": {deliveries.StatusAnnounced}}, []string{"Summer PO-A"}},
			{url.Values{"q": {"po-a"}}, []string{"Summer PO-A"}},
			{url.Values{"q": {"po"}, "sort": {"reference"}}, []string{"Autumn PO-C", "Spring PO-B", "Summer PO-A"}},
			{url.Values{"sort": {"planned_date"}, "direction": {"asc"}}, []string{"Autumn PO-C", "Summer PO-A", "Spring PO-B"}},
			{url.Values{"sort": {"reference"}, "direction": {"desc"}}, []string{"Summer PO-A", "Spring PO-B", "Autumn PO-C"}},
		}
		for _, tt := range tests {
			for _, limit := range []int{1, 50} {
				rows, total := overview(t, o, f, tt.params, limit)
				if !reflect.DeepEqual(references(rows), tt.want) || total != int64(len(tt.want)) {
					t.Errorf("%v by %d: %v (%d), want %v", tt.params, limit, references(rows), total, tt.want)
				}
			}
		}
		rows, _ := overview(t, o, f, url.Values{}, 50)
		received := rows[0]
		if received.Status != deliveries.StatusReceived || !received.JustProcessed || received.ReceivedAt == nil ||
			received.EnteredByEmail != "daan@tulip.example.com" || received.ClientName != "Tulip Webshop B.V." || received.UnitLoad != "Colli" {
			t.Errorf("received row %+v", received)
		}
		if rows[1].JustProcessed {
			t.Errorf("an announced delivery was just processed: %+v", rows[1])
		}
	})
}

// A cursor belongs to its list's filters: one of another status is a 422 on cursor.
func TestOverviewCursorBelongsToItsFilter(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		f.send(twoLines())
		second := twoLines()
		second.Reference = "PO-2"
		f.send(second)
		o := deliveries.NewDeliveries(d)
		filter, _ := deliveries.ParseOverviewFilter(url.Values{"limit": {"1"}})
		_, next, _, err := o.List(f.ctx, f.account, "", filter)
		if err != nil || next == nil {
			t.Fatalf("first page: %v, %v", err, next)
		}
		other, _ := deliveries.ParseOverviewFilter(url.Values{"limit": {"1"}, "status": {"Announced"}, "cursor": {*next}})
		_, _, _, err = o.List(f.ctx, f.account, "", other)
		expectErrors(t, err, map[string][]string{"cursor": {"validation.type"}})
	})
}

// receiptRows reads every page of the inbound overview for params, limit rows a page.
func receiptRows(t *testing.T, r *deliveries.Receipts, f *fixture, params url.Values, limit int) ([]deliveries.ReceiptRow, int64) {
	t.Helper()
	params = maps.Clone(params)
	params.Set("limit", fmt.Sprint(limit))
	rows, totals := listingtest.Walk(t, params, pageBound, deliveries.ParseReceiptFilter,
		func(filter deliveries.ReceiptFilter) ([]deliveries.ReceiptRow, *string, int64, error) {
			return r.List(f.ctx, f.account, filter)
		})
	return rows, totals[0]
}

// receiptFixture receives two deliveries: PO-1 on 3 March (two lots of TUL-1), PO-2 counted on 5
// March (TUL-2) and finished on 7 March (TUL-1 and TUL-2).
func receiptFixture(t *testing.T, f *fixture) {
	f.product(f.account, "TUL-1", 0)
	f.product(f.account, "TUL-2", 0)
	first, second := twoLines(), twoLines()
	second.Reference = "PO-2"
	one, two := f.send(first), f.send(second)
	at := time.Date(2026, 3, 3, 10, 0, 0, 0, time.UTC)
	for _, r := range []struct {
		id      int64
		receipt deliveries.Receipt
	}{
		{one.ID, receipt("R-1", "2026-03-03", at, true,
			deliveries.ReceiptLine{ArticleNumber: "TUL-1", StockStatus: "sellable", LotNumber: "L1", BestBeforeDate: "2027-01-31", Quantity: 6},
			deliveries.ReceiptLine{ArticleNumber: "TUL-1", StockStatus: "damaged", LotNumber: "L2", Quantity: 4})},
		{two.ID, receipt("R-2", "2026-03-05", at.AddDate(0, 0, 2), false, row("TUL-2", 2))},
		{two.ID, receipt("R-3", "2026-03-07", at.AddDate(0, 0, 4), true, row("TUL-1", 10), row("TUL-2", 2))},
	} {
		if _, err := f.deliveries.RecordReceipt(f.ctx, f.account, r.id, r.receipt); err != nil {
			t.Fatal(err)
		}
	}
}

func receiptKeys(rows []deliveries.ReceiptRow) []string {
	keys := []string{}
	for _, r := range rows {
		keys = append(keys, fmt.Sprintf("%s %s %s %d/%d", r.ReceiptDate, r.ReceiptNumber, r.ProductCode, r.ReceivedQuantity, r.AnnouncedQuantity))
	}
	return keys
}

// The inbound overview: newest receipt date first (the later row of a day first), From and To
// inclusive, page by page ('Load more') with the first page's total; each row has the spec's columns.
func TestReceiptsList(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		receiptFixture(t, f)
		r := deliveries.NewReceipts(d)
		tests := []struct {
			params url.Values
			want   []string
		}{
			{url.Values{}, []string{"2026-03-07 R-3 TUL-2 2/4", "2026-03-07 R-3 TUL-1 10/10", "2026-03-05 R-2 TUL-2 2/4",
				"2026-03-03 R-1 TUL-1 4/10", "2026-03-03 R-1 TUL-1 6/10"}},
			{url.Values{"date_from": {"2026-03-04"}, "date_to": {"2026-03-06"}}, []string{"2026-03-05 R-2 TUL-2 2/4"}},
			{url.Values{"date_from": {"2026-03-05"}}, []string{"2026-03-07 R-3 TUL-2 2/4", "2026-03-07 R-3 TUL-1 10/10", "2026-03-05 R-2 TUL-2 2/4"}},
			{url.Values{"date_to": {"2026-03-03"}}, []string{"2026-03-03 R-1 TUL-1 4/10", "2026-03-03 R-1 TUL-1 6/10"}},
			{url.Values{"date_from": {"2026-03-08"}}, []string{}},
		}
		for _, tt := range tests {
			for _, limit := range []int{1, 2, 50} {
				rows, total := receiptRows(t, r, f, tt.params, limit)
				if !reflect.DeepEqual(receiptKeys(rows), tt.want) || total != int64(len(tt.want)) {
					t.Errorf("%v by %d: %v (%d), want %v", tt.params, limit, receiptKeys(rows), total, tt.want)
				}
			}
		}
		rows, _ := receiptRows(t, r, f, url.Values{"date_to": {"2026-03-03"}}, 50)
		want := deliveries.ReceiptRow{ID: rows[1].ID, DeliveryID: rows[1].DeliveryID, Reference: "PO-1", ReceiptNumber: "R-1",
			ReceiptDate: "2026-03-03", ProductCode: "TUL-1", ProductName: "Product TUL-1", StockStatus: "sellable", LotNumber: "L1",
			BestBeforeDate: "2027-01-31", AnnouncedQuantity: 10, ReceivedQuantity: 6, TradeUnit: "Piece"}
		if rows[1] != want {
			t.Errorf("row %+v, want %+v", rows[1], want)
		}

		for _, bad := range []url.Values{{"date_from": {"3 March"}}, {"date_to": {"2026-02-30"}}} {
			_, err := deliveries.ParseReceiptFilter(bad)
			for name := range bad {
				expectErrors(t, err, map[string][]string{name: {"validation.date"}})
			}
		}
		filter, _ := deliveries.ParseReceiptFilter(url.Values{"limit": {"1"}})
		_, next, _, err := r.List(f.ctx, f.account, filter)
		if err != nil || next == nil {
			t.Fatalf("first page: %v", err)
		}
		other, _ := deliveries.ParseReceiptFilter(url.Values{"limit": {"1"}, "date_from": {"2026-03-01"}, "cursor": {*next}})
		_, _, _, err = r.List(f.ctx, f.account, other)
		expectErrors(t, err, map[string][]string{"cursor": {"validation.type"}})
		if _, _, _, err := r.List(f.ctx, dbtest.Account(f.t, f.d, "Polder"), filter); err != nil {
			t.Fatal(err)
		}
	})
}

// More receipt rows than a list counts: the total stops at listing.CountLimit + 1 (shown as
// "more than 1,000"), and 'Load more' still reaches every row.
func TestReceiptsTotalIsCapped(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.product(f.account, "TUL-1", 0)
		f.product(f.account, "TUL-2", 0)
		sent := f.send(twoLines())
		lines := make([]deliveries.ReceiptLine, listing.CountLimit+5)
		for i := range lines {
			lines[i] = deliveries.ReceiptLine{ArticleNumber: "TUL-1", StockStatus: "sellable", LotNumber: fmt.Sprintf("L%d", i), Quantity: 1}
		}
		if _, err := f.deliveries.RecordReceipt(f.ctx, f.account, sent.ID, receipt("R-1", "2026-03-03", time.Now(), true, lines...)); err != nil {
			t.Fatal(err)
		}
		rows, total := receiptRows(t, deliveries.NewReceipts(d), f, url.Values{}, 200)
		if shown, capped := listing.Total(total); len(rows) != len(lines) || shown != listing.CountLimit || !capped {
			t.Errorf("%d rows, total %d", len(rows), total)
		}
	})
}

// The inbound-shipments export: the header, then every receipt row the filters match, in the
// overview's order.
func TestReceiptsExport(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		receiptFixture(t, f)
		filter, err := deliveries.ParseReceiptFilter(url.Values{"date_from": {"2026-03-04"}})
		if err != nil {
			t.Fatal(err)
		}
		var got [][]any
		err = deliveries.NewReceipts(d).Export(f.ctx, f.account, filter, func(cells []any) error {
			got = append(got, append([]any(nil), cells...))
			return nil
		})
		want := [][]any{
			{"reference", "receipt_number", "receipt_date", "product_code", "product_name", "stock_status", "lot_number",
				"best_before_date", "expected_quantity", "received_quantity", "unit"},
			{"PO-2", "R-3", "2026-03-07", "TUL-2", "Product TUL-2", "sellable", "", "", int64(4), int64(2), "Box"},
			{"PO-2", "R-3", "2026-03-07", "TUL-1", "Product TUL-1", "sellable", "", "", int64(10), int64(10), "Piece"},
			{"PO-2", "R-2", "2026-03-05", "TUL-2", "Product TUL-2", "sellable", "", "", int64(4), int64(2), "Box"},
		}
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("export %v:\n got %v\nwant %v", err, got, want)
		}
	})
}
