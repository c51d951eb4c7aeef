package bench

import (
	"context"
	"net/url"

	"kade/internal/app"
	"kade/internal/db"
	"kade/internal/deliveries"
)

// ReceiptsListTarget is the inbound delivery issue's p95 target in milliseconds for a page of the
// inbound overview.
const ReceiptsListTarget = 25

// listedReceipts is how many receipt rows the inbound overview benchmark's account holds.
const listedReceipts = 1_000_000

// receiptsList is the inbound overview over an account with a received delivery of receipt rows,
// read directly by deliveries.Receipts.List.
var receiptsList = generatedList{line: "receipts_list_p95_ms", rows: "receipts", target: ReceiptsListTarget,
	account: "Bench Receipts B.V.", path: "/receipts", table: "delivery_receipts",
	fill: func(ctx context.Context, q db.Q, account int64, n int, day string, now any) error {
		var delivery int64
		if err := q.Get(ctx, &delivery, `INSERT INTO deliveries (client_id, reference, planned_date, unit_load, status,
			source, original_source, received_at, created_at, updated_at)
			VALUES (?, 'BENCH-IN-1', '2024-01-01', 'Container', 'Received', 'DET', 'DET', ?, ?, ?) RETURNING id`,
			account, now, now, now); err != nil {
			return err
		}
		_, err := q.Exec(ctx, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
			INSERT INTO delivery_receipts (client_id, delivery_id, receipt_number, reference, receipt_date, product_code,
				product_name, stock_status, lot_number, announced_quantity, received_quantity, trade_unit, created_at)
			SELECT ?, ?, 'REC-' || (i / 10), 'BENCH-IN-1', `+day+`, 'BR-' || (i % 1000), 'Bench product ' || (i % 1000),
				'sellable', 'LOT-' || (i % 97), 24, 24, 'Piece', ? FROM n`, n, account, delivery, now)
		return err
	},
	direct: func(ctx context.Context, a *app.App, account int64, query url.Values) error {
		f, err := deliveries.ParseReceiptFilter(query)
		if err == nil {
			_, _, _, err = deliveries.NewReceipts(a.DB).List(ctx, account, f)
		}
		return err
	}}
