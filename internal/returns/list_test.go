package returns_test

import (
	"fmt"
	"net/url"
	"reflect"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
	"kade/internal/returns"
)

// pageBound bounds how many pages a walk may take before it is taken to loop.
const pageBound = 1000

// walk reads every page of the account's return overview from params: the rows' ids in page order
// and each page's total.
func (f *fixture) walk(params url.Values) ([]int64, []int64) {
	f.t.Helper()
	rows, totals := listingtest.Walk(f.t, params, pageBound, returns.ParseFilter, func(filter returns.Filter) ([]returns.Row, *string, int64, error) {
		return f.returns.List(f.ctx, f.account, filter)
	})
	return listingtest.IDs(rows, func(r returns.Row) int64 { return r.ID }), totals
}

// listFixture records four returns: of order TUL01026 on 3 March (a sellable and a damaged row), a
// parcel without order on 5 March, of order TUL01030 on 5 March (later, so listed before it) and on
// 7 March. It gives the rows' ids in the overview's order, newest return date first.
func listFixture(t *testing.T, f *fixture) []int64 {
	t.Helper()
	f.orderOf(f.account, "TUL01030")
	var ids []int64
	for _, r := range []returns.Return{
		{Date: "2026-03-03", OrderNumber: "TUL01026", Lines: []returns.Line{line("TUL-1", "sellable", 1, "Wrong size"),
			line("TUL-2", "damaged", 1, "Damaged in transit")}},
		{Date: "2026-03-05", Lines: []returns.Line{line("TUL-2", "sellable", 2, "Not as described")}},
		{Date: "2026-03-05", OrderNumber: "TUL01030", Lines: []returns.Line{line("TUL-1", "blocked", 1, "Arrived too late")}},
		{Date: "2026-03-07", OrderNumber: "TUL01030", Lines: []returns.Line{line("TUL-1", "sellable", 3, "Wrong colour")}},
	} {
		for _, row := range f.record(r).Rows {
			ids = append([]int64{row.ID}, ids...)
		}
	}
	// Newest date first, the later row of a day first: 7 March; 5 March (two returns); 3 March's two rows.
	return ids
}

// The return overview: newest return date first (the later row of a day first), From and To
// inclusive, searched by any part of the order number, article number, product name or reason,
// page by page ('Load more') with the first page's total; each row has the spec's fields.
func TestList(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ids := listFixture(t, f)
		// ids: 0 TUL01030 7 March, 1 TUL01030 5 March, 2 no order 5 March, 3 TUL01026 damaged mug, 4 TUL01026 tea.
		tests := []struct {
			params url.Values
			want   []int64
		}{
			{url.Values{}, ids},
			{url.Values{"date_from": {"2026-03-04"}, "date_to": {"2026-03-06"}}, ids[1:3]},
			{url.Values{"date_from": {"2026-03-05"}}, ids[:3]},
			{url.Values{"date_to": {"2026-03-03"}}, ids[3:]},
			{url.Values{"date_from": {"2026-03-08"}}, []int64{}},
			{url.Values{"q": {"tul01030"}}, ids[:2]},
			{url.Values{"q": {"0103"}}, ids[:2]},
			{url.Values{"q": {"TUL-2"}}, ids[2:4]},
			{url.Values{"q": {"product tul-1"}}, []int64{ids[0], ids[1], ids[4]}},
			{url.Values{"q": {"TRANSIT"}}, ids[3:4]},
			{url.Values{"q": {"wrong"}}, []int64{ids[0], ids[4]}},
			{url.Values{"q": {"wrong"}, "date_to": {"2026-03-05"}}, ids[4:]},
			{url.Values{"q": {"o"}}, ids},
			{url.Values{"q": {"100%"}}, []int64{}},
			{url.Values{"q": {"nothing like it"}}, []int64{}},
		}
		for _, tt := range tests {
			for _, limit := range []int{1, 2, 50} {
				listingtest.ExpectPages(t, f.walk, tt.params, limit, tt.want)
			}
		}

		filter, _ := returns.ParseFilter(url.Values{"date_to": {"2026-03-03"}})
		rows, _, _, err := f.returns.List(f.ctx, f.account, filter)
		order := rows[0].SalesOrderID
		if err != nil || order == nil {
			t.Fatalf("rows %+v: %v", rows, err)
		}
		want := returns.Row{ID: ids[3], ReturnID: rows[0].ReturnID, ReceiptDate: "2026-03-03", ProductCode: "TUL-2", ProductName: "Product TUL-2",
			StockStatus: "damaged", ReceivedQuantity: 1, Unit: "Piece", OrderNumber: "TUL01026", SalesOrderID: order,
			ReasonOfReturn: "Damaged in transit"}
		if !reflect.DeepEqual(rows[0], want) || *order != f.order {
			t.Errorf("row %+v, want %+v", rows[0], want)
		}

		for _, bad := range []url.Values{{"date_from": {"3 March"}}, {"date_to": {"2026-02-30"}}} {
			_, err := returns.ParseFilter(bad)
			for name := range bad {
				expectErrors(t, err, map[string][]string{name: {"validation.date"}})
			}
		}
		first, _ := returns.ParseFilter(url.Values{"limit": {"1"}})
		_, next, _, err := f.returns.List(f.ctx, f.account, first)
		if err != nil || next == nil {
			t.Fatalf("first page: %v", err)
		}
		other, _ := returns.ParseFilter(url.Values{"limit": {"1"}, "q": {"wrong"}, "cursor": {*next}})
		_, _, _, err = f.returns.List(f.ctx, f.account, other)
		expectErrors(t, err, map[string][]string{"cursor": {"validation.type"}})
		// Another account has none of them.
		if rows, _, total, err := f.returns.List(f.ctx, dbtest.Account(t, d, "Polder"), first); err != nil || len(rows) != 0 || total != 0 {
			t.Errorf("another account: %v, %d, %v", rows, total, err)
		}
	})
}

// More return rows than a list counts: the total stops at listing.CountLimit + 1 (shown as "more
// than 1,000"), also searched and between dates, and 'Load more' still reaches every row; one fewer
// is counted whole.
func TestListTotalIsCapped(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		lines := make([]returns.Line, returns.MaxLines)
		for i := range lines {
			lines[i] = line("TUL-1", "sellable", 1, "Wrong size")
			lines[i].LotNumber = fmt.Sprintf("L%d", i)
		}
		f.record(returns.Return{Date: "2026-03-03", Lines: lines})
		last := f.record(returns.Return{Date: "2026-03-04", Lines: lines[:listing.CountLimit+1-returns.MaxLines]})
		params := []url.Values{{}, {"q": {"wrong size"}}, {"q": {"tul-1"}, "date_from": {"2026-03-01"}}, {"date_to": {"2026-03-31"}}}
		listingtest.ExpectCounted(t, listing.CountLimit+1, f.walk, params...)
		if _, err := d.Write().Exec(f.ctx, `DELETE FROM return_rows WHERE id = ?`, last.Rows[0].ID); err != nil {
			t.Fatal(err)
		}
		listingtest.ExpectCounted(t, listing.CountLimit, f.walk, params...)
	})
}

// The returns export: the header, then every return row the filters match (search, From and To),
// in the overview's order, the codes as stored (the export route writes them in words).
func TestExport(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		listFixture(t, f)
		for _, tt := range []struct {
			params url.Values
			want   [][]any
		}{
			{url.Values{"date_from": {"2026-03-05"}}, [][]any{
				{"2026-03-07", "TUL-1", "Product TUL-1", "sellable", "", "", int64(3), "Piece", "TUL01030", "Wrong colour"},
				{"2026-03-05", "TUL-1", "Product TUL-1", "blocked", "", "", int64(1), "Piece", "TUL01030", "Arrived too late"},
				{"2026-03-05", "TUL-2", "Product TUL-2", "sellable", "", "", int64(2), "Piece", "", "Not as described"},
			}},
			{url.Values{"q": {"tul01026"}, "date_to": {"2026-03-03"}}, [][]any{
				{"2026-03-03", "TUL-2", "Product TUL-2", "damaged", "", "", int64(1), "Piece", "TUL01026", "Damaged in transit"},
				{"2026-03-03", "TUL-1", "Product TUL-1", "sellable", "", "", int64(1), "Piece", "TUL01026", "Wrong size"},
			}},
		} {
			filter, err := returns.ParseFilter(tt.params)
			if err != nil {
				t.Fatal(err)
			}
			var got [][]any
			err = f.returns.Export(f.ctx, f.account, filter, func(cells []any) error {
				got = append(got, append([]any(nil), cells...))
				return nil
			})
			want := append([][]any{{"return_date", "product_code", "product_name", "stock_status", "lot_number", "best_before_date",
				"received_quantity", "unit", "order_number", "reason_of_return"}}, tt.want...)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("export %v: %v:\n got %v\nwant %v", tt.params, err, got, want)
			}
		}
	})
}
