package bench

import (
	"context"
	"fmt"
	"io"
	"net/url"

	"kade/internal/app"
	"kade/internal/clients"
	"kade/internal/db"
	"kade/internal/deliveries"
	"kade/internal/demo"
)

// ReceiptsListTarget is the inbound delivery issue's p95 target in milliseconds for a page of the
// inbound overview.
const ReceiptsListTarget = 25

// listedReceipts is how many receipt rows the inbound overview benchmark's account holds.
const listedReceipts = 1_000_000

// receiptsList measures the inbound overview over an account of n receipt rows (spread over a
// thousand days): its first page with its total, a page filtered From and To (a month) and the
// 'Load more' page after the first, through HTTP as the browser asks and directly
// (deliveries.Receipts.List), so the ratio shows what the HTTP layer adds.
func receiptsList(ctx context.Context, a *app.App, base string, n int, out io.Writer, suffix string) error {
	clientID, err := accountOfReceipts(ctx, a.DB, "Bench Receipts B.V.", n)
	if err != nil {
		return err
	}
	l := newLoad(base, 1)
	token, err := l.token(ctx, demo.Logins[1].Email, demo.Password) // provider staff see every account
	if err != nil {
		return err
	}
	list := accountPath(clientID, "/receipts")
	cursor, err := nextCursor(ctx, l, token, list)
	if err != nil {
		return err
	}
	receipts := deliveries.NewReceipts(a.DB)
	pages := []listPage{
		{"first_page", url.Values{}},
		{"from_to", url.Values{"date_from": {"2025-03-01"}, "date_to": {"2025-03-31"}}},
		{"load_more", url.Values{"cursor": {cursor}}},
	}
	worst, worstDirect, details, err := listP95(ctx, l, token, list, pages, func(query url.Values) error {
		f, err := deliveries.ParseReceiptFilter(query)
		if err == nil {
			_, _, _, err = receipts.List(ctx, clientID, f)
		}
		return err
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "BENCH receipts_list_p95_ms%s %.1f ms ratio=%.2f vs direct_query_p95_%.1f_ms target=%d engine=%s receipts=%d%s http/direct:%s\n",
		suffix, worst.median(), worst.median()/worstDirect, worstDirect, ReceiptsListTarget, a.DB.Dialect, n, worst.spread(1), details)
	return nil
}

// accountOfReceipts creates an account named name with a received delivery of n receipt rows, one
// statement of the database's own generating them (as the warehouse's receipts would have written
// them over a thousand days), and settles PostgreSQL's statistics.
func accountOfReceipts(ctx context.Context, d *db.DB, name string, n int) (int64, error) {
	day := `date('2024-01-01', '+' || (i % 1000) || ' days')`
	if d.Dialect == db.Postgres {
		day = `to_char(date '2024-01-01' + (i % 1000), 'YYYY-MM-DD')`
	}
	var id int64
	err := d.Tx(ctx, func(q db.Q) error {
		c, err := clients.NewStore(d).Create(ctx, q, name)
		if err != nil {
			return err
		}
		id = c.ID
		now := db.Now()
		var delivery int64
		if err := q.Get(ctx, &delivery, `INSERT INTO deliveries (client_id, reference, planned_date, unit_load, status,
			source, original_source, received_at, created_at, updated_at)
			VALUES (?, 'BENCH-IN-1', '2024-01-01', 'Container', 'Received', 'DET', 'DET', ?, ?, ?) RETURNING id`,
			id, now, now, now); err != nil {
			return err
		}
		_, err = q.Exec(ctx, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO delivery_receipts (client_id, delivery_id, receipt_number, reference, receipt_date, product_code,
				product_name, stock_status, lot_number, announced_quantity, received_quantity, trade_unit, created_at)
			SELECT ?, ?, 'REC-' || (i / 10), 'BENCH-IN-1', `+day+`, 'BR-' || (i % 1000), 'Bench product ' || (i % 1000),
				'sellable', 'LOT-' || (i % 97), 24, 24, 'Piece', ? FROM n`, n, id, delivery, now)
		return err
	})
	if err != nil || d.Dialect != db.Postgres {
		return id, err
	}
	_, err = d.Write().Exec(ctx, "VACUUM ANALYZE delivery_receipts")
	return id, err
}
