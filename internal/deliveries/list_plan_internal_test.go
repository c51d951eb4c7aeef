package deliveries

import (
	"context"
	"net/url"
	"testing"

	"kade/internal/db"
	"kade/internal/db/dbtest"
	"kade/internal/listing"
	"kade/internal/listing/listingtest"
)

// planRows is how many deliveries and receipt rows the plan test's account has: enough for
// PostgreSQL's statistics to tell an account's rows from the table's, and a month of them more than a
// count reads (1,001), so that reading the index in the list's order and stopping is clearly the
// cheapest way to count, not a choice the sample of ANALYZE may tip either way (it did at 5,000, 410
// a month).
const planRows = 15_000

// planAccount is an account with planRows deliveries and receipt rows (over a year of receipt
// dates) beside another account with three times as many, analysed.
func planAccount(t *testing.T, d *db.DB) int64 {
	t.Helper()
	ctx := context.Background()
	var ids []int64
	for _, name := range []string{"Tulip", "Polder"} {
		ids = append(ids, dbtest.Account(t, d, name))
	}
	day := dbtest.DayOfYear(d)
	for n, account := range ids {
		rows := planRows * (1 + 2*n)
		statements := []string{
			`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO deliveries (client_id, reference, planned_date, unit_load, status, source, original_source, created_at, updated_at)
			SELECT ?, 'PO-' || i, ` + day + `, 'Colli', CASE WHEN i % 10 = 0 THEN 'Cancelled' ELSE 'Received' END, 'DET', 'DET',
				CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM n`,
			`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO delivery_receipts (client_id, delivery_id, receipt_number, reference, receipt_date, product_code,
				stock_status, received_quantity, created_at)
			SELECT ?, (SELECT min(id) FROM deliveries), 'R-' || i, 'PO-' || i, ` + day + `, 'A-' || (i % 100), 'sellable', 1,
				CURRENT_TIMESTAMP FROM n`,
		}
		for _, s := range statements {
			if _, err := d.Write().Exec(ctx, s, rows, account); err != nil {
				t.Fatal(err)
			}
		}
	}
	dbtest.Analyse(t, d)
	return ids[0]
}

// The inbound overview's page (first and later, with and without From and To) and its count read
// the index delivery_receipts_date, which begins with client_id, on both engines.
func TestReceiptsListUsesItsIndex(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		listingtest.ExpectDateIndex(t, d, receipts, planAccount(t, d), "delivery_receipts_date", func(params url.Values) listing.Query[ReceiptRow] {
			f, err := ParseReceiptFilter(params)
			if err != nil {
				t.Fatal(err)
			}
			return f.query()
		})
	})
}

// The delivery overview's page reads the index of its sort (or of its status filter), beginning
// with client_id, and so does its count.
func TestOverviewUsesItsIndexes(t *testing.T) {
	dbtest.ForEachEngine(t, func(t *testing.T, d *db.DB) {
		account := planAccount(t, d)
		cases := []listingtest.Indexed{
			{Params: url.Values{}, Index: "deliveries_newest"},
			{Params: url.Values{"sort": {SortPlannedDate}}, Index: "deliveries_planned_date"},
			{Params: url.Values{"sort": {SortPlannedDate}, "direction": {"asc"}}, Index: "deliveries_planned_date"},
			{Params: url.Values{"sort": {SortReference}}, Index: "deliveries_reference"},
			{Params: url.Values{"status": {StatusCancelled}}, Index: "deliveries_status"},
		}
		listingtest.ExpectIndexes(t, d, overview, account, cases, func(params url.Values) listing.Query[OverviewRow] {
			f, err := ParseOverviewFilter(params)
			if err != nil {
				t.Fatal(err)
			}
			return f.query()
		})
	})
}
